// Which control edits a field: its form.control, else derived from its type and dictionary (a plain
// dictionary a select, another entity a search select, text a textarea, numbers a number box, dates a
// picker).
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import type { FormControl } from '../../../shared/schema-language/entity-vocabulary';

/** Every control of the schema language has a widget. */
export type ControlKind = FormControl;

function derived(field: FieldDefinition): ControlKind {
  if (field.dict) return 'code' in field.dict ? 'select' : 'searchSelect';
  switch (field.type) {
    case 'text':
      return 'textarea';
    case 'int':
    case 'decimal':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    default:
      return 'input';
  }
}

export function fieldControl(field: FieldDefinition): ControlKind {
  return field.form?.control ?? derived(field);
}

/** In a grid cell radio and check boxes take too much room: a (multiple) select stands in. */
export function cellControl(field: FieldDefinition): ControlKind {
  const kind = fieldControl(field);
  if (kind === 'radio' || kind === 'checkbox') return 'select';
  if (kind === 'textarea' || kind === 'password') return 'input';
  return kind;
}

/** The stars of control 'rate': the field's max (the definition checks require one). */
export const starCount = (field: FieldDefinition) => field.max ?? 0;

/** Decimals a number box allows: the field's scale, none for integers. */
export function numberPrecision(field: FieldDefinition, defaultScale: number): number {
  return field.type === 'int' ? 0 : (field.scale ?? defaultScale);
}
