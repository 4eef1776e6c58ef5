// A whole record against its entity: only the entity's writable fields are read (ids, tenant and
// audit columns never come from input), each value normalized and checked, errors per field; then the
// record-level rules (requiredWhen, cross-field rules) on the record as it will be, for the rules
// whose fields this write touches — an edit leaving them alone does not answer for older rows.
// A value its visibleWhen hides is emptied by the write that hides it (or writes it hidden): the form
// never shows it, so it must not live on unseen (a hazard of another source naming an inspection).
import type { EntityDefinition, FieldDefinition } from '../schema-language/entity';
import type { TokenContext } from '../value-tokens';
import { defaultValueOf } from '../value-tokens';
import { checkFieldValue, normalizeFieldValue } from './field-values';
import type { FieldCheckOptions, StoredValue } from './field-values';
import { conditionHolds, requiredWhenMessage, ruleFields, rulePasses } from './record-rules';

export interface RecordCheck {
  values: Record<string, StoredValue>;
  /** Field key -> the first message it fails with. */
  errors: Record<string, string>;
}

export interface RecordCheckOptions {
  /** Edit: keys absent from the input are left as they are instead of being emptied. */
  partial?: boolean;
  /** Fields the caller sets itself (e.g. a sub-table's foreign key). */
  skip?: ReadonlySet<string>;
  /** Allowed values of a field's plain dictionary, when known. */
  dictValuesOf?: (field: FieldDefinition) => ReadonlySet<string> | undefined;
  /** The stored record (by key) an edit changes: record-level rules judge it overlaid with the input. */
  stored?: Readonly<Record<string, unknown>>;
  /** Who writes and when: absent values take their defaults' tokens ($today, $userId …) from it. */
  tokens?: TokenContext;
}

/** The options of a field without a plain dictionary: one object, not one per field of every record. */
const NO_DICTIONARY: FieldCheckOptions = {};

// Per definition, not per record: an import checks many records against one definition.
const writable = new WeakMap<EntityDefinition, FieldDefinition[]>();

/** Whether a request may write the field: read-only and derived ones (no column) are only shown. */
export const isWritableField = (field: FieldDefinition) => !field.readonly && !field.derived;

/** Fields a request may write. */
export function writableFields(entity: EntityDefinition): FieldDefinition[] {
  let fields = writable.get(entity);
  if (!fields) writable.set(entity, (fields = entity.fields.filter(isWritableField)));
  return fields;
}

/** Whether an edit writes back the value the record holds (rules judged when written skip it). */
function isStoredValue(
  field: FieldDefinition,
  value: StoredValue,
  stored: RecordCheckOptions['stored'],
): boolean {
  if (!field.rules || !stored || value === null || !(field.key in stored)) return false;
  const before = normalizeFieldValue(field, stored[field.key]);
  return 'value' in before && before.value === value;
}

export function validateRecord(
  entity: EntityDefinition,
  input: Readonly<Record<string, unknown>>,
  options: RecordCheckOptions = {},
): RecordCheck {
  const values: Record<string, StoredValue> = {};
  const errors: Record<string, string> = {};
  for (const field of writableFields(entity)) {
    if (options.skip?.has(field.key)) continue;
    const present = Object.prototype.hasOwnProperty.call(input, field.key);
    if (!present && options.partial) continue;
    const raw = present ? input[field.key] : defaultValueOf(field, options.tokens);
    const normalized = normalizeFieldValue(field, raw);
    if ('error' in normalized) {
      errors[field.key] = normalized.error;
      continue;
    }
    const dictValues = options.dictValuesOf?.(field);
    const unchanged = isStoredValue(field, normalized.value, options.stored);
    const checks = dictValues || unchanged ? { dictValues, unchanged } : NO_DICTIONARY;
    const message = checkFieldValue(field, normalized.value, checks);
    if (message) errors[field.key] = message;
    else values[field.key] = normalized.value;
  }
  clearHiddenValues(entity, values, errors, options);
  Object.assign(errors, recordRuleErrors(entity, { ...options.stored, ...values }, values, errors, options));
  return { values, errors };
}

/**
 * Empties the written fields whose visibleWhen fails on the record as it will be, and the stored
 * values a written condition now hides. A condition on a field no request writes (read-only, set by
 * the server) is left to the form: its value is not known here for a new record.
 */
function clearHiddenValues(
  entity: EntityDefinition,
  values: Record<string, StoredValue>,
  errors: Record<string, string>,
  options: RecordCheckOptions,
): void {
  for (const field of hiddenByWrites(entity)) {
    const condition = field.visibleWhen!;
    const { key } = field;
    if (options.skip?.has(key) || errors[condition.field]) continue;
    const controllerWritten = condition.field in values;
    if (!controllerWritten && !(key in values) && !(key in errors)) continue;
    const controller = controllerWritten ? values[condition.field] : options.stored?.[condition.field];
    if (conditionHolds(entity, condition, { [condition.field]: controller })) continue;
    values[key] = null;
    delete errors[key];
  }
}

// Per definition, not per record (an import checks many rows against one).
const conditional = new WeakMap<EntityDefinition, FieldDefinition[]>();

/** The writable fields whose visibleWhen names a writable field: the writes hide them. */
function hiddenByWrites(entity: EntityDefinition): FieldDefinition[] {
  let fields = conditional.get(entity);
  if (!fields) {
    const writable = new Set(writableFields(entity).map((f) => f.key));
    fields = writableFields(entity).filter((f) => f.visibleWhen && writable.has(f.visibleWhen.field));
    conditional.set(entity, fields);
  }
  return fields;
}

/** Messages of requiredWhen and cross-field rules touching a written field, on fields without one yet. */
function recordRuleErrors(
  entity: EntityDefinition,
  record: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, StoredValue>>,
  errors: Readonly<Record<string, string>>,
  options: RecordCheckOptions,
): Record<string, string> {
  const written = (key: string) => key in values || key in errors;
  const found: Record<string, string> = {};
  for (const field of writableFields(entity)) {
    const condition = field.requiredWhen;
    if (!condition || options.skip?.has(field.key) || errors[field.key]) continue;
    if (![field.key, condition.field].some(written)) continue;
    const message = requiredWhenMessage(entity, field, record);
    if (message) found[field.key] = message;
  }
  for (const rule of entity.crossFieldRules ?? []) {
    if (errors[rule.field] || found[rule.field] || !ruleFields(rule).some(written)) continue;
    if (!rulePasses(entity, rule, record)) found[rule.field] = rule.message;
  }
  return found;
}
