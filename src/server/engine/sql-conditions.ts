// Conditions the engine composes into WHERE clauses. Column names come from the registry and are
// quoted as identifiers; every value is a bound parameter; LIKE patterns escape the user's wildcards.
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { Dialect } from '../db/database';
import type { ResolvedField } from './registry';

export type Condition = Expression<SqlBool>;
export type Comparison = '=' | '<>' | '>' | '>=' | '<' | '<=';
export type ConditionValue = string | number;

export const ALWAYS_FALSE: Condition = sql<SqlBool>`1 = 0`;
const ALWAYS_TRUE: Condition = sql<SqlBool>`1 = 1`;

const COMPARISONS: Record<Comparison, string> = {
  '=': '=',
  '<>': '<>',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
};

export function compare(column: string, op: Comparison, value: ConditionValue): Condition {
  return sql<SqlBool>`${sql.ref(column)} ${sql.raw(COMPARISONS[op])} ${value}`;
}

export function inList(column: string, values: readonly ConditionValue[]): Condition {
  if (values.length === 0) return ALWAYS_FALSE;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values)})`;
}

export function notInList(column: string, values: readonly ConditionValue[]): Condition {
  if (values.length === 0) return ALWAYS_TRUE;
  return sql<SqlBool>`${sql.ref(column)} not in (${sql.join(values)})`;
}

export function isNull(column: string): Condition {
  return sql<SqlBool>`${sql.ref(column)} is null`;
}

export function isBlank(column: string, blanks: readonly string[]): Condition {
  return sql<SqlBool>`(${sql.ref(column)} is null or ${sql.ref(column)} in (${sql.join(blanks)}))`;
}

/** The field holds a value: not null, and not '' (as the form's `filled` and `empty` conditions judge). */
export function hasValue(field: ResolvedField): Condition {
  return sql<SqlBool>`coalesce(cast(${sql.ref(field.column)} as text), '') <> ''`;
}

/** The user's text with LIKE's own characters made literal (escape character '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive LIKE on both engines (SQLite's LIKE already is for ASCII; PostgreSQL gets ILIKE),
 * with non-text columns compared as text. `pattern` must come from escapeLike plus '%' wildcards.
 */
export function like(field: ResolvedField, pattern: string, dialect: Dialect): Condition {
  const textual = field.sqlType.kind === 'varchar' || field.sqlType.kind === 'text';
  const target = textual ? sql.ref(field.column) : sql`cast(${sql.ref(field.column)} as text)`;
  const operator = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  return sql<SqlBool>`${target} ${operator} ${pattern} escape '\\'`;
}

/** Where a searched text must stand in a value: anywhere, at its start or at its end. */
export type TextPlace = 'contains' | 'startsWith' | 'endsWith';

const WILDCARDS: Record<TextPlace, [string, string]> = {
  contains: ['%', '%'],
  startsWith: ['', '%'],
  endsWith: ['%', ''],
};

/**
 * The tsquery text of one gram, quoted so any character is a lexeme's (tsquery doubles quotes and
 * backslashes); `:*` for a prefix. Lower-cased by PostgreSQL with the query, as the grams were.
 */
function gramQuery(text: string, prefix: boolean): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;
}

/**
 * The values holding `text` (case-insensitive) at `place`. On PostgreSQL a field with a contains
 * index (query.containsIndex) has its LIKE served by a trigram index from three characters on; a text
 * of two characters is contained where it is one of the value's grams (its pairs of neighbouring
 * characters, and its last character), one character where a gram starts with it. The grams column's
 * index finds them alone (both sides lower-cased by PostgreSQL's lower). Alone, because the planner's
 * statistics of that column then estimate the rows: a LIKE beside it would count the same rows twice,
 * and an estimate of a few hundred had PostgreSQL sort 50,000 (docs/perf.md).
 */
export function textMatch(field: ResolvedField, text: string, place: TextPlace, dialect: Dialect): Condition {
  const length = [...text].length;
  if (place === 'contains' && dialect === 'postgres' && field.gramsColumn && length >= 1 && length <= 2)
    return sql<SqlBool>`${sql.ref(field.gramsColumn)} @@ lower(${gramQuery(text, length === 1)})::tsquery`;
  const [before, after] = WILDCARDS[place];
  return like(field, `${before}${escapeLike(text)}${after}`, dialect);
}

/** One item of a comma-joined multi-value column: the whole value, or first, last or middle item. */
export function hasItem(field: ResolvedField, item: string, dialect: Dialect): Condition {
  const escaped = escapeLike(item);
  return anyOf([
    compare(field.column, '=', item),
    like(field, `${escaped},%`, dialect),
    like(field, `%,${escaped}`, dialect),
    like(field, `%,${escaped},%`, dialect),
  ]);
}

export function allOf(conditions: readonly Condition[]): Condition {
  if (conditions.length === 0) return ALWAYS_TRUE;
  if (conditions.length === 1) return conditions[0]!;
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

export function anyOf(conditions: readonly Condition[]): Condition {
  if (conditions.length === 0) return ALWAYS_FALSE;
  if (conditions.length === 1) return conditions[0]!;
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}
