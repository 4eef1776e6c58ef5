// The simple filter grammar of the list endpoints (contract §8.2): every query parameter named after a
// visible field or system column filters the list; anything else is ignored.
//   *x* / *x / x*      LIKE (contains / ends with / starts with)
//   ,a,b,               multi-value fields: rows holding any of the items
//   a,b  (a,b,)         IN
//   > 5, >=5, < 5, <=5, != 5, = 5   comparisons, with or without a space
//   !x                  not equal
//   <key>_begin / <key>_end   range (a date alone completes to 00:00:00 / 23:59:59 on datetime fields)
//   <key>_MultiString=a,b     IN
//   <key>_empty=1 / =0        the field has no value / has one (a workplace card's `empty` condition)
//   has.<entity>=<filter>     records a related record refers to (related-filters.ts)
import type { Dialect } from '../db/database';
import type { EntityAccess } from './access';
import { filterValue, filterValues, rangeBound } from './filter-values';
import { isMasked } from './personal-fields';
import type { ResolvedField } from './registry';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { anyOf, compare, hasItem, hasValue, inList, textMatch } from './sql-conditions';
import type { Comparison, Condition } from './sql-conditions';

export type QueryParams = Readonly<Record<string, unknown>>;

/** Parameters of the list protocol itself, never filters. */
export const RESERVED_PARAMS = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  'superQueryParams',
  'superQueryMatchType',
  'selections',
  'hasQuery',
  '_t',
]);

const SUFFIXES = [
  ['_begin', 'begin'],
  ['_end', 'end'],
  ['_MultiString', 'multi'],
  ['_empty', 'empty'],
] as const;

/** A query parameter's text: repeated parameters count as a comma list. */
export function paramText(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => String(v)).join(',');
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Conditions of every recognised filter parameter. */
export function simpleFilters(access: EntityAccess, params: QueryParams, dialect: Dialect): Condition[] {
  const conditions: Condition[] = [];
  for (const [name, raw] of Object.entries(params)) {
    if (RESERVED_PARAMS.has(name)) continue;
    const text = paramText(raw);
    if (text.trim() === '') continue;
    const condition = filterCondition(access, name, text, dialect);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** Whether any parameter is a recognised filter (tree lists then search every level). */
export function hasFilters(access: EntityAccess, params: QueryParams): boolean {
  return Object.entries(params).some(
    ([name, raw]) =>
      !RESERVED_PARAMS.has(name) && paramText(raw).trim() !== '' && targetOf(access, name) !== null,
  );
}

function targetOf(
  access: EntityAccess,
  name: string,
): { field: ResolvedField; mode: 'value' | 'begin' | 'end' | 'multi' | 'empty' } | null {
  // A personal field the user reads masked filters nothing: it would reveal the value it hides.
  const filterable = (key: string) => (isMasked(access, key) ? undefined : access.readable.get(key));
  const direct = filterable(name);
  if (direct) return { field: direct, mode: 'value' };
  for (const [suffix, mode] of SUFFIXES) {
    if (!name.endsWith(suffix)) continue;
    const field = filterable(name.slice(0, -suffix.length));
    if (field) return { field, mode };
  }
  return null;
}

function filterCondition(
  access: EntityAccess,
  name: string,
  text: string,
  dialect: Dialect,
): Condition | null {
  const target = targetOf(access, name);
  if (!target) return null;
  const { field, mode } = target;
  if (mode === 'begin' || mode === 'end') {
    const bound = rangeBound(field, text, mode);
    return bound === null ? null : compare(field.column, mode === 'begin' ? '>=' : '<=', bound);
  }
  if (mode === 'multi') return inList(field.column, filterValues(field, text));
  if (mode === 'empty') return emptiness(field, text.trim());
  return valueCondition(field, text.trim(), dialect);
}

/** `_empty=1`: no value (null, or '' in a text column); `_empty=0`: a value; anything else: no filter. */
function emptiness(field: ResolvedField, text: string): Condition | null {
  if (text !== '1' && text !== '0') return null;
  return text === '1' ? sql<SqlBool>`not ${hasValue(field)}` : hasValue(field);
}

const OPERATOR = /^(>=|<=|!=|>|<|=)\s*(.*)$/s;
const OPERATORS: Record<string, Comparison> = {
  '>=': '>=',
  '<=': '<=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '=': '=',
};

/** One parameter value in the grammar above. */
export function valueCondition(field: ResolvedField, text: string, dialect: Dialect): Condition | null {
  if (field.definition.multiple && text.length > 1 && text.startsWith(',') && text.endsWith(',')) {
    const items = text
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    return anyOf(items.map((item) => hasItem(field, item, dialect)));
  }
  if (text.length > 1 && text.startsWith('*') && text.endsWith('*')) {
    return textMatch(field, text.slice(1, -1), 'contains', dialect);
  }
  if (text.startsWith('*')) return textMatch(field, text.slice(1), 'endsWith', dialect);
  if (text.endsWith('*')) return textMatch(field, text.slice(0, -1), 'startsWith', dialect);
  if (text.includes(',')) return inList(field.column, filterValues(field, text));
  const operator = OPERATOR.exec(text);
  if (operator) {
    const value = filterValue(field, operator[2]!);
    return value === null ? null : compare(field.column, OPERATORS[operator[1]!]!, value);
  }
  if (text.startsWith('!')) {
    const value = filterValue(field, text.slice(1));
    return value === null ? null : compare(field.column, '<>', value);
  }
  const value = filterValue(field, text);
  return value === null ? null : compare(field.column, '=', value);
}
