// The Formily schema of an entity's form, generated from its fields: one row of the 24-column grid,
// each shown field a cell of form.span (default: the width of one of entity.form.columns columns)
// with its label, tooltip, placeholder, control and validators; read-only fields disabled; hidden
// and form.hidden fields absent.
import type { ISchema } from '@formily/react';
import { defaultsFrom } from '../../../shared/schema-language/default-from';
import type { EntityDefinition, FieldDefinition } from '../../../shared/schema-language/entity';
import { ENTITY_FORM_TEXTS } from '../../../shared/texts';
import { FIELD_DEFAULTS, isChoiceField } from '../../../shared/validation/field-values';
import { fieldControl, numberPrecision, starCount } from '../controls/fieldControl';
import type { ControlKind } from '../controls/fieldControl';
import { fieldDict, treeColumns } from '../dict/fieldDict';
import type { DictSources, FieldDict } from '../dict/fieldDict';
import type { FormComponentName } from './formilyComponents';
import { fieldValidators } from './fieldValidators';

export interface FormSchemaContext {
  dicts: DictSources;
  /** The record's id on edit (duplicate checks exclude it). */
  dataId?: string;
  /** Fields never on this form (a sub-form's foreign key). */
  omit?: readonly string[];
  /** An add form: its required reference fields may start with their only option. */
  newRecord?: boolean;
}

const GRID_COLUMNS = 24;

const PICKER_COMPONENTS = {
  selectUser: 'UserPicker',
  selectDepart: 'DepartSelect',
  selectRole: 'RolePicker',
  selectPosition: 'PositionPicker',
} as const satisfies Record<string, FormComponentName>;

/** Fields the form shows (derived values are read, never edited; the state moves by operations). */
export function formFields(entity: EntityDefinition, omit: readonly string[] = []): FieldDefinition[] {
  return entity.fields.filter(
    (field) =>
      !field.hidden &&
      !field.form?.hidden &&
      !field.derived &&
      field.key !== entity.lifecycle?.field &&
      !omit.includes(field.key),
  );
}

/** Fields a detail view shows: the form's, the derived values and the fields operations write. */
export function detailFields(entity: EntityDefinition, omit: readonly string[] = []): FieldDefinition[] {
  const stepKeys = new Set(
    (entity.operations ?? []).flatMap((op) => [
      ...(op.fields ?? []),
      ...(op.optionalFields ?? []),
      ...Object.keys(op.set ?? {}),
    ]),
  );
  return entity.fields.filter(
    (field) =>
      !field.hidden &&
      !omit.includes(field.key) &&
      (!field.form?.hidden ||
        field.derived ||
        stepKeys.has(field.key) ||
        field.key === entity.lifecycle?.field),
  );
}

export function fieldSpan(entity: EntityDefinition, field: FieldDefinition): number {
  return field.form?.span ?? GRID_COLUMNS / (entity.form?.columns ?? 1);
}

export function placeholderOf(field: FieldDefinition): string {
  if (field.form?.placeholder !== undefined) return field.form.placeholder;
  if (field.serial) return ENTITY_FORM_TEXTS.serialPlaceholder;
  if (field.treeCode) return ENTITY_FORM_TEXTS.treeCodePlaceholder;
  return isChoiceField(field)
    ? ENTITY_FORM_TEXTS.choosePlaceholder(field.label)
    : ENTITY_FORM_TEXTS.inputPlaceholder(field.label);
}

function control(
  kind: ControlKind,
  field: FieldDefinition,
  dict: FieldDict | null,
): { component: FormComponentName; props: Record<string, unknown> } {
  const dictCode = dict?.code ?? '';
  switch (kind) {
    case 'textarea':
      return { component: 'TextArea', props: { rows: 3 } };
    case 'password':
      return { component: 'Password', props: {} };
    case 'number':
      return {
        component: 'NumberPicker',
        props: { precision: numberPrecision(field, FIELD_DEFAULTS.scale), style: { width: '100%' } },
      };
    case 'date':
    case 'datetime':
      return { component: 'DateInput', props: { showTime: kind === 'datetime' } };
    case 'select':
      return { component: 'DictSelect', props: { dictCode, multiple: !!field.multiple } };
    case 'radio':
      return { component: 'DictRadio', props: { dictCode } };
    case 'checkbox':
      return { component: 'DictCheckbox', props: { dictCode, inlineMessage: false } };
    case 'switch':
      return { component: 'DictSwitch', props: field.dict ? { dictCode } : {} };
    case 'searchSelect':
      return { component: 'SearchSelect', props: { dict: dictCode, multiple: !!field.multiple } };
    case 'treeSelect':
      return {
        component: 'TreeSelect',
        props: { dict: dictCode, multiple: !!field.multiple, ...treeColumns(dict) },
      };
    case 'selectUser':
      return {
        component: PICKER_COMPONENTS[kind],
        props: { multi: !!field.multiple, ...(field.userRole ? { roleCode: field.userRole } : {}) },
      };
    case 'selectDepart':
    case 'selectRole':
    case 'selectPosition':
      return { component: PICKER_COMPONENTS[kind], props: { multi: !!field.multiple } };
    case 'area':
      return { component: 'AreaLinkage', props: { type: field.form?.areaType ?? 'cascader' } };
    case 'popup':
      return { component: 'ReportPopup', props: { ...field.form?.popup, field: field.key } };
    case 'upload':
    case 'image':
      return {
        component: 'FileUpload',
        props: {
          kind: kind === 'image' ? 'image' : 'file',
          maxCount: field.form?.maxCount ?? 0,
          ...(field.form?.accept ? { accept: field.form.accept } : {}),
        },
      };
    case 'signature':
      return { component: 'SignaturePad', props: {} };
    case 'rate':
      return { component: 'RateInput', props: { count: starCount(field) } };
    case 'richText':
      return { component: 'RichTextEditor', props: {} };
    case 'geolocation':
      return {
        component: 'Geolocation',
        props: {
          latitudeField: field.form?.latitudeField ?? '',
          precision: numberPrecision(field, FIELD_DEFAULTS.scale),
        },
      };
    default:
      return { component: 'Input', props: {} };
  }
}

/**
 * A table dictionary that narrows its options (where, filter, option rule) or fills other fields: the
 * control tells the server which field asks and reads the form's values (formilyComponents
 * withDictScope), and with an option rule the record it edits.
 */
function dictScopeProps(
  entity: EntityDefinition,
  field: FieldDefinition,
  recordId: string | undefined,
): Record<string, unknown> {
  const dict = field.dict;
  if (!dict || !('entity' in dict)) return {};
  const defaults = Object.keys(defaultsFrom(entity, field.key));
  const fills = !!(dict.fill || dict.forces) || defaults.length > 0;
  if (!(dict.where || dict.filter || fills || dict.rule)) return {};
  // An option rule reads its bound fields; the server takes those the form lacks from the record.
  const keys = [...Object.values(dict.filter ?? {}), ...Object.values(dict.rule?.reads ?? {})];
  return {
    scopeField: `${entity.name}.${field.key}`,
    filterKeys: [...new Set(keys)],
    // Forced values come with the fill's answer (a major-hazard criterion's level 重大).
    fills,
    ...(dict.forces?.length ? { holds: true } : {}),
    // Fields defaulting from the chosen row (defaultFrom) keep what the user typed.
    ...(defaults.length > 0 ? { fillIfEmpty: defaults } : {}),
    ...(dict.rule && recordId ? { recordId } : {}),
  };
}

/**
 * A reference field an add form may start with its only option (useSoleOptionPrefill): a table
 * dictionary chosen in a select or search select, writable, with no default of its own (a value or
 * one taken from another choice). Whether it is required and empty is judged as the form opens, so a
 * requiredWhen field whose condition holds then counts too.
 */
function prefillsSoleOption(field: FieldDefinition, kind: ControlKind, dict: FieldDict | null): boolean {
  return (
    dict?.kind === 'table' &&
    !!dict.code &&
    (kind === 'select' || kind === 'searchSelect') &&
    !field.readonly &&
    field.default === undefined &&
    field.defaultFrom === undefined
  );
}

function fieldSchema(entity: EntityDefinition, field: FieldDefinition, context: FormSchemaContext): ISchema {
  const kind = fieldControl(field);
  const dict = fieldDict(field, entity.name, context.dicts);
  const base = control(kind, field, dict);
  const component = base.component;
  const props = {
    ...base.props,
    ...dictScopeProps(entity, field, context.dataId),
    ...(context.newRecord && prefillsSoleOption(field, kind, dict) ? { prefillSole: true } : {}),
  };
  return {
    type: field.type === 'int' || field.type === 'decimal' ? 'number' : 'string',
    title: field.label,
    'x-decorator': 'FormCol',
    'x-decorator-props': { span: fieldSpan(entity, field), tooltip: field.form?.tooltip },
    'x-component': component,
    'x-component-props': { ...props, placeholder: placeholderOf(field), 'aria-label': field.label },
    'x-disabled': !!field.readonly,
    'x-validator': fieldValidators(entity, field, context.dataId),
    // The latitude of a geolocation pair is filled by its longitude's control: no box of its own,
    // its value kept and sent (Formily's 'hidden' keeps values, 'none' would drop them).
    ...(isPairedLatitude(entity, field) ? { 'x-display': 'hidden' } : {}),
  };
}

const isPairedLatitude = (entity: EntityDefinition, field: FieldDefinition) =>
  entity.fields.some(
    (other) => other.form?.control === 'geolocation' && other.form.latitudeField === field.key,
  );

export function buildFormSchema(entity: EntityDefinition, context: FormSchemaContext): ISchema {
  const properties: Record<string, ISchema> = {};
  formFields(entity, context.omit).forEach((field, index) => {
    properties[field.key] = { ...fieldSchema(entity, field, context), 'x-index': index };
  });
  return { type: 'object', properties: { grid: { type: 'void', 'x-component': 'FormRow', properties } } };
}
