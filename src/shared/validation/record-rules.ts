// Rules over a whole record rather than one value: conditions (a field's visibleWhen and requiredWhen,
// a rule's when) and cross-field rules (`field <op> other`, or with what other's value tells). Judged
// on the record as it will be — the form's values in the browser, the stored row overlaid with the
// request on the server — with every value first brought to its stored form, so '2', 2 and ' 2 ' are
// the same level on both ends.
import type { ComparisonOperator } from '../schema-language/entity-vocabulary';
import type {
  CrossFieldRule,
  EntityDefinition,
  FieldCondition,
  FieldDefinition,
} from '../schema-language/entity';
import { normalizeFieldValue, requiredMessage } from './field-values';
import type { StoredValue } from './field-values';
import { VALUE_READINGS } from './value-readings';

type Values = Readonly<Record<string, unknown>>;

/** The stored form of a field's value in the record; null when empty, unknown or not valid. */
function storedValue(entity: EntityDefinition, key: string, values: Values): StoredValue {
  const field = entity.fields.find((f) => f.key === key);
  if (!field) return null;
  const normalized = normalizeFieldValue(field, values[key]);
  return 'value' in normalized ? normalized.value : null;
}

export function conditionHolds(entity: EntityDefinition, condition: FieldCondition, values: Values): boolean {
  const value = storedValue(entity, condition.field, values);
  if ('empty' in condition) return value === null;
  if (value === null) return false;
  // A multiple-value field is stored comma-joined (normalizeFieldValue), its items trimmed.
  if ('includes' in condition) return String(value).split(',').includes(condition.includes);
  return 'filled' in condition || condition.in.includes(String(value));
}

/** Whether the form shows the field for these values. */
export function isShown(entity: EntityDefinition, field: FieldDefinition, values: Values): boolean {
  return !field.visibleWhen || conditionHolds(entity, field.visibleWhen, values);
}

const ACCEPTS: Record<ComparisonOperator, (order: number) => boolean> = {
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
  '=': (order) => order === 0,
  '!=': (order) => order !== 0,
};

/** Numbers by value; dates and times as their text (a date against a time compares the days). */
function order(a: StoredValue, b: StoredValue, daysOnly: boolean): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = daysOnly ? [String(a).slice(0, 10), String(b).slice(0, 10)] : [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The fields a rule reads. */
export const ruleFields = (rule: CrossFieldRule): string[] => [
  rule.field,
  rule.other,
  ...(rule.when ? [rule.when.field] : []),
];

/** What the field is compared with: the other value, or what it tells when the rule reads it (`otherAs`). */
function otherValue(entity: EntityDefinition, rule: CrossFieldRule, values: Values): StoredValue {
  const value = storedValue(entity, rule.other, values);
  return value === null || !rule.otherAs ? value : VALUE_READINGS[rule.otherAs].read(String(value));
}

/** Whether a rule passes: it applies only when `when` holds and both values are present. */
export function rulePasses(entity: EntityDefinition, rule: CrossFieldRule, values: Values): boolean {
  if (rule.when && !conditionHolds(entity, rule.when, values)) return true;
  const a = storedValue(entity, rule.field, values);
  const b = otherValue(entity, rule, values);
  if (a === null || b === null) return true;
  const typeOf = (key: string) => entity.fields.find((f) => f.key === key)?.type;
  const otherType = rule.otherAs ? VALUE_READINGS[rule.otherAs].gives : typeOf(rule.other);
  return ACCEPTS[rule.op](order(a, b, typeOf(rule.field) === 'date' || otherType === 'date'));
}

/** The message of the first cross-field rule on `key` the record fails, or null. */
export function crossFieldMessage(entity: EntityDefinition, key: string, values: Values): string | null {
  const failed = (entity.crossFieldRules ?? []).find(
    (rule) => rule.field === key && !rulePasses(entity, rule, values),
  );
  return failed?.message ?? null;
}

/** The required message of a field whose requiredWhen holds while it is empty, else null. */
export function requiredWhenMessage(
  entity: EntityDefinition,
  field: FieldDefinition,
  values: Values,
): string | null {
  if (!field.requiredWhen || storedValue(entity, field.key, values) !== null) return null;
  return conditionHolds(entity, field.requiredWhen, values) ? requiredMessage(field) : null;
}

/** The record-level message of a field (requiredWhen, then its cross-field rules), or null. */
export function recordRuleMessage(
  entity: EntityDefinition,
  field: FieldDefinition,
  values: Values,
): string | null {
  return requiredWhenMessage(entity, field, values) ?? crossFieldMessage(entity, field.key, values);
}
