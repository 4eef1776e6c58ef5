// A row of the list API to the cells of an export: dictionary texts rather than stored codes,
// numbers as numbers, dates as 'YYYY-MM-DD' text (text, so no time zone or locale can shift them).
import { formatDate, formatDateTime } from '../../shared/date-format';
import { DICT_TEXT_SUFFIX } from '../../shared/engine-api';
import type { ExcelColumn } from './columns';
import { EXCEL_MAX_CELL_CHARS } from './limits';

export type ExportCell = string | number | null;

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

function text(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (value instanceof Date) return formatDateTime(value);
  const result = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Excel refuses longer cells and then offers to "repair" the whole file.
  return result.length > EXCEL_MAX_CELL_CHARS ? result.slice(0, EXCEL_MAX_CELL_CHARS) : result;
}

function number(value: unknown): ExportCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  // PostgreSQL numeric columns come back as strings.
  if (typeof value === 'string' && DECIMAL.test(value.trim())) {
    const parsed = Number(value.trim());
    if (Number.isFinite(parsed)) return parsed;
  }
  return text(value);
}

function date(value: unknown, withTime: boolean): ExportCell {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return withTime ? formatDateTime(value) : formatDate(value);
  }
  const raw = text(value);
  if (!DATE_PREFIX.test(raw)) return raw;
  return withTime ? raw.replace('T', ' ').slice(0, 19) : raw.slice(0, 10);
}

type Row = Readonly<Record<string, unknown>>;

/** The cell of one column from the stored value (no dictionary text at hand). */
function valueCell(column: ExcelColumn, value: unknown): ExportCell {
  if (value === undefined || value === null || value === '') return null;
  switch (column.kind) {
    case 'number':
      return number(value);
    case 'date':
      return date(value, false);
    case 'datetime':
      return date(value, true);
    default:
      return text(value);
  }
}

/** The cell of one column from its dictionary text (used when not empty) and its stored value. */
function cellOf(column: ExcelColumn, translated: unknown, value: unknown): ExportCell {
  if (translated !== undefined && translated !== null && translated !== '') return text(translated);
  return valueCell(column, value);
}

/** The cell of one column: the `<key>_dictText` sibling when present, else the value by kind. */
export function exportCell(column: ExcelColumn, row: Row): ExportCell {
  return cellOf(column, row[`${column.key}${DICT_TEXT_SUFFIX}`], row[column.key]);
}

/**
 * exportCell for every column of a row, with the property names worked out once per export rather
 * than once per cell (4 million cells at 100k rows x 41 columns).
 */
export function exportRowCells(columns: readonly ExcelColumn[]): (row: Row) => ExportCell[] {
  const keys = columns.map((column) => column.key);
  const textKeys = keys.map((key) => `${key}${DICT_TEXT_SUFFIX}`);
  const count = columns.length;
  return (row) => {
    const cells = new Array<ExportCell>(count);
    for (let i = 0; i < count; i++) cells[i] = cellOf(columns[i]!, row[textKeys[i]!], row[keys[i]!]);
    return cells;
  };
}

/** Data rows already encoded as sheet XML. */
export interface EncodedRows {
  xml: Buffer;
  count: number;
  /** Told when the XML's memory is no longer read (it goes back to its maker for the next rows). */
  consumed?: () => void;
}

/** Rows of values, each position named by `keys` (a field key or `<key>_dictText`), read by batches. */
export interface ExportTable {
  keys: readonly string[];
  batches: AsyncIterable<readonly (readonly unknown[])[]>;
  /**
   * The same rows as sheet XML made in a thread of their own (export-worker.ts), numbered from
   * `firstRow` on; a writer prefers them when given.
   */
  sheetRows?: (columns: readonly ExcelColumn[], firstRow: number) => AsyncIterable<EncodedRows>;
}

/** exportRowCells for the rows of an ExportTable: each column's positions found once per export. */
export function tableRowCells(
  columns: readonly ExcelColumn[],
  keys: readonly string[],
): (row: readonly unknown[]) => ExportCell[] {
  const values = columns.map((column) => keys.indexOf(column.key));
  const texts = columns.map((column) => keys.indexOf(`${column.key}${DICT_TEXT_SUFFIX}`));
  const count = columns.length;
  return (row) => {
    const cells = new Array<ExportCell>(count);
    for (let i = 0; i < count; i++) {
      const v = values[i]!;
      const t = texts[i]!;
      cells[i] = cellOf(columns[i]!, t < 0 ? undefined : row[t], v < 0 ? undefined : row[v]);
    }
    return cells;
  };
}
