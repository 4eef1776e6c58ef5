// Rows of the editable grid and the pure steps on them: keys (capped at GRID.rowKeyMaxLength, spec
// §9), new rows with the fields' defaults (tokens filled), and the sort field renumbered from the row
// order.
import { GRID } from '../../../shared/limits';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { fieldDefaults } from '../../../shared/value-tokens';
import type { TokenContext } from '../../../shared/value-tokens';

export interface CellError {
  message: string;
  /** 'rule' and 'unique' come from the grid's own checks, 'server' from a refused save. */
  kind: 'rule' | 'unique' | 'server';
}

export interface GridRow {
  /** React/antd row key. */
  key: string;
  /** Saved rows only; new rows have none until the server assigns it. */
  id?: string;
  values: Readonly<Record<string, unknown>>;
  errors?: Readonly<Record<string, CellError>>;
}

let newRowCounter = 0;

export const rowKeyOf = (id: string) => id.slice(0, GRID.rowKeyMaxLength);

/** A saved row as loaded: its id and the values of the given fields. */
export function existingRow(
  record: Readonly<Record<string, unknown>>,
  fields: readonly FieldDefinition[],
): GridRow {
  const id = String(record.id ?? '');
  const values: Record<string, unknown> = {};
  for (const field of fields) if (field.key in record) values[field.key] = record[field.key];
  return id ? { key: rowKeyOf(id), id, values } : { key: rowKeyOf(`new-${++newRowCounter}`), values };
}

/** A new row holding the fields' defaults. */
export function newRow(fields: readonly FieldDefinition[], tokens: TokenContext): GridRow {
  return { key: rowKeyOf(`new-${++newRowCounter}`), values: fieldDefaults(fields, tokens) };
}

/** 1, 2, 3 ... in row order; rows whose number is already right stay the same objects. */
export function renumber(rows: readonly GridRow[], sortField: string | null): GridRow[] {
  if (!sortField) return [...rows];
  return rows.map((row, index) =>
    row.values[sortField] === index + 1 ? row : { ...row, values: { ...row.values, [sortField]: index + 1 } },
  );
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** A row with one cell's error set or cleared; the same object when nothing changes. */
export function withCellError(row: GridRow, fieldKey: string, error: CellError | null): GridRow {
  const current = row.errors?.[fieldKey];
  if (current?.message === error?.message && current?.kind === error?.kind) return row;
  const errors = { ...row.errors };
  if (error) errors[fieldKey] = error;
  else delete errors[fieldKey];
  return { ...row, errors };
}
