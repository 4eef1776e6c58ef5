// Column types of entity tables: what a field asks for, how it is written in DDL, how an existing
// column is read back from the database, and whether a difference is safe to apply.
import type { FieldDefinition } from '../../shared/schema-language/entity';
import { FIELD_DEFAULTS } from '../../shared/validation/field-values';

export type SqlType =
  | { kind: 'varchar'; length: number }
  | { kind: 'text' }
  | { kind: 'integer' }
  /** Only read back (system tables' counters); no field asks for it. */
  | { kind: 'bigint' }
  /** precision/scale undefined: declared without them (read back from an older table). */
  | { kind: 'numeric'; precision?: number; scale?: number };

/** Dates and times are text like the system tables: 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm:ss'. */
export const DATE_LENGTH = 10;
export const DATE_TIME_LENGTH = 19;

export function fieldSqlType(
  field: Pick<FieldDefinition, 'type' | 'length' | 'precision' | 'scale'>,
): SqlType {
  switch (field.type) {
    case 'string':
      return { kind: 'varchar', length: field.length ?? FIELD_DEFAULTS.length };
    case 'text':
      return { kind: 'text' };
    case 'int':
      return { kind: 'integer' };
    case 'decimal':
      return {
        kind: 'numeric',
        precision: field.precision ?? FIELD_DEFAULTS.precision,
        scale: field.scale ?? FIELD_DEFAULTS.scale,
      };
    case 'date':
      return { kind: 'varchar', length: DATE_LENGTH };
    case 'datetime':
      return { kind: 'varchar', length: DATE_TIME_LENGTH };
  }
}

/**
 * DDL text of a type. numeric keeps its precision on SQLite too (the affinity is NUMERIC either way),
 * so that a changed precision is seen on both engines.
 */
export function renderSqlType(type: SqlType): string {
  switch (type.kind) {
    case 'varchar':
      return `varchar(${type.length})`;
    case 'numeric':
      return type.precision === undefined ? 'numeric' : `numeric(${type.precision},${type.scale ?? 0})`;
    default:
      return type.kind;
  }
}

/** Reads a declared type ('varchar(100)', 'NUMERIC(10, 6)', 'character varying', 'int4'…). */
export function parseSqlType(
  name: string,
  first?: number | null,
  second?: number | null,
): SqlType | { kind: 'other'; text: string } {
  const match = /^\s*([a-z][a-z0-9 ]*?)\s*(?:\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\))?\s*$/i.exec(name);
  const base = match?.[1]?.toLowerCase() ?? '';
  const a = match?.[2] !== undefined ? Number(match[2]) : (first ?? undefined);
  const b = match?.[3] !== undefined ? Number(match[3]) : (second ?? undefined);
  if (['varchar', 'character varying'].includes(base) && a !== undefined)
    return { kind: 'varchar', length: a };
  if (['text', 'clob'].includes(base)) return { kind: 'text' };
  if (['integer', 'int', 'int4'].includes(base)) return { kind: 'integer' };
  if (['bigint', 'int8'].includes(base)) return { kind: 'bigint' };
  if (['numeric', 'decimal'].includes(base)) {
    return a === undefined ? { kind: 'numeric' } : { kind: 'numeric', precision: a, scale: b ?? 0 };
  }
  return { kind: 'other', text: name };
}

export type TypeChange = 'same' | 'widen' | 'destructive';

/**
 * How the column must change. Growing a varchar, varchar to text and a larger numeric precision with
 * the same scale keep every value and are applied; anything else could lose data and needs a migration.
 */
export function compareSqlTypes(
  existing: SqlType | { kind: 'other'; text: string },
  wanted: SqlType,
): TypeChange {
  if (existing.kind === 'other') return 'destructive';
  if (existing.kind === 'varchar') {
    if (wanted.kind === 'text') return 'widen';
    if (wanted.kind !== 'varchar') return 'destructive';
    if (wanted.length === existing.length) return 'same';
    return wanted.length > existing.length ? 'widen' : 'destructive';
  }
  if (existing.kind === 'numeric' && wanted.kind === 'numeric') {
    // Declared without precision: the column takes any number; nothing to compare.
    if (existing.precision === undefined) return 'same';
    if (existing.scale !== wanted.scale) return 'destructive';
    if (existing.precision === wanted.precision) return 'same';
    return (wanted.precision ?? 0) > existing.precision ? 'widen' : 'destructive';
  }
  if (existing.kind === 'integer' && wanted.kind === 'bigint') return 'widen';
  return existing.kind === wanted.kind ? 'same' : 'destructive';
}
