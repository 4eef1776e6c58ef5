// Which control edits a field: its form.control, else derived from its type and dictionary (a plain
// dictionary a select, another entity a search select, text a textarea, numbers a number box, dates a
// picker). Widgets the engine does not have yet (upload, image, rich text) fall back to a text box.
import type { FieldDefinition } from '../../../shared/schema-language/entity';

export type ControlKind =
  | 'input'
  | 'textarea'
  | 'password'
  | 'number'
  | 'date'
  | 'datetime'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'switch'
  | 'searchSelect'
  | 'treeSelect'
  | 'popup'
  | 'area'
  | 'selectUser'
  | 'selectDepart'
  | 'selectRole'
  | 'selectPosition';

const OUTSIDE_WIDGETS = new Set(['upload', 'image', 'richText']);

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
  const control = field.form?.control;
  if (!control || OUTSIDE_WIDGETS.has(control)) return derived(field);
  return control as ControlKind;
}

/** In a grid cell radio and check boxes take too much room: a (multiple) select stands in. */
export function cellControl(field: FieldDefinition): ControlKind {
  const kind = fieldControl(field);
  if (kind === 'radio' || kind === 'checkbox') return 'select';
  if (kind === 'textarea' || kind === 'password') return 'input';
  return kind;
}

/** Decimals a number box allows: the field's scale, none for integers. */
export function numberPrecision(field: FieldDefinition, defaultScale: number): number {
  return field.type === 'int' ? 0 : (field.scale ?? defaultScale);
}
