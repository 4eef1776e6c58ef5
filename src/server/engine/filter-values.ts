// A value from a query string or an advanced-query condition turned into the stored form of its field
// (numbers, 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', upper-cased codes…) with the rules the forms use, so
// a filter compares like with like on both engines.
import { normalizeFieldValue } from '../../shared/validation/field-values';
import { Errors } from '../errors';
import type { ResolvedField } from './registry';
import type { ConditionValue } from './sql-conditions';

/** The value to compare with, or null when the text is empty. */
export function filterValue(field: ResolvedField, raw: string): ConditionValue | null {
  // One value at a time: a multi-value field's items are compared one by one.
  const normalized = normalizeFieldValue({ ...field.definition, multiple: false }, raw);
  if ('error' in normalized) throw Errors.filterValueInvalid(field.label, normalized.error);
  return normalized.value;
}

/** The non-empty values of a comma list, each converted. */
export function filterValues(field: ResolvedField, raw: string): ConditionValue[] {
  return raw
    .split(',')
    .map((item) => filterValue(field, item))
    .filter((v): v is ConditionValue => v !== null);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A range bound: a date alone given for a datetime field covers the whole day. */
export function rangeBound(field: ResolvedField, raw: string, bound: 'begin' | 'end'): ConditionValue | null {
  const text = raw.trim();
  if (field.definition.type === 'datetime' && DATE_ONLY.test(text)) {
    return filterValue(field, `${text} ${bound === 'begin' ? '00:00:00' : '23:59:59'}`);
  }
  return filterValue(field, text);
}

/**
 * The values among `raw` that the field can hold, converted; the others can match no row and are
 * dropped (PostgreSQL would refuse to compare 'abc' with an integer column).
 */
export function comparableValues(field: ResolvedField, raw: readonly string[]): ConditionValue[] {
  return raw.flatMap((item) => {
    const normalized = normalizeFieldValue({ ...field.definition, multiple: false }, item);
    return 'value' in normalized && normalized.value !== null ? [normalized.value] : [];
  });
}
