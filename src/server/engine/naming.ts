// Names the engine derives from definitions: columns are the snake_case of field keys; index names
// are derived from the table and columns so that schema sync finds its own indexes again and a
// unique violation can be traced back to the field that declared it.
import { createHash } from 'node:crypto';

/** 'enterpriseName' -> 'enterprise_name' (digits stay attached: 'field1Name' -> 'field1_name'). */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Prefix of every index schema sync owns; indexes with it that the schemas no longer declare are dropped. */
export const ENGINE_INDEX_PREFIXES = { plain: 'eix_', unique: 'eux_' } as const;

// PostgreSQL truncates identifiers beyond 63 bytes; longer names end in a hash of the full name.
const MAX_IDENTIFIER = 63;

export function indexName(table: string, columns: readonly string[], unique: boolean): string {
  const prefix = unique ? ENGINE_INDEX_PREFIXES.unique : ENGINE_INDEX_PREFIXES.plain;
  const full = `${prefix}${table}__${columns.join('__')}`;
  if (full.length <= MAX_IDENTIFIER) return full;
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 10);
  return `${full.slice(0, MAX_IDENTIFIER - hash.length - 1)}_${hash}`;
}

/**
 * The trigram index of a contains search (query.containsIndex): a plain index of schema sync's,
 * named apart from a b-tree index on the same column.
 */
export const trigramIndexName = (table: string, column: string) => indexName(table, [column, 'trgm'], false);

/** The index of a row's version (rowVersion, then id), named apart from any index on columns. */
export const rowVersionIndexName = (table: string) => indexName(table, ['row_version', 'id'], false);

const GRAMS_SUFFIX = '__grams';
/** Grams columns of earlier versions (character pairs only): schema sync drops them. */
const RETIRED_GRAMS_SUFFIXES = ['__pairs'];
/**
 * The tsvector column holding a text column's grams — its character pairs and last character
 * (query.containsIndex) — kept by PostgreSQL: snakeCase never yields a double underscore, so it
 * cannot meet a field's column.
 */
export const gramsColumnName = (column: string) => `${column}${GRAMS_SUFFIX}`;
export const isGramsColumn = (column: string) =>
  [GRAMS_SUFFIX, ...RETIRED_GRAMS_SUFFIXES].some((suffix) => column.endsWith(suffix));

/** The SQL function, in each installation's schema, that makes those grams (lower-cased) from a text. */
export const GRAMS_FUNCTION = 'anze_text_grams';
