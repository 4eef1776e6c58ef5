// Which sheet column holds which field: header cells are matched to columns by label (what our
// exports and templates write, and what AutoPOI expects) or by field key (what a developer types).
import type { ExcelColumn } from './columns';
import { ExcelImportError } from './import-error';
import type { ImportCell } from './import-cells';
import { IMPORT_FILE_ERRORS } from './messages';
import type { SheetRow } from './sheet-rows';

/** Sheet column number (1-based) -> the column it holds. */
export type HeaderMap = Map<number, ExcelColumn>;

/**
 * Header text as compared: no spaces or line breaks anywhere (people wrap long labels with
 * Alt+Enter), no required-marks ('*' and full-width '＊') around it.
 */
export function headerText(value: unknown): string {
  return String(value ?? '')
    .replace(/[\s\u3000]+/g, '')
    .replace(/^[*＊]+|[*＊]+$/g, '');
}

const cellText = (value: ImportCell): string =>
  value === undefined || typeof value === 'object' ? '' : headerText(value);

/** Matches the header row, refusing the file when required headers are missing or repeated. */
export function matchHeader(row: SheetRow, columns: readonly ExcelColumn[], rowNumber: number): HeaderMap {
  const byLabel = new Map(columns.map((column) => [headerText(column.header), column]));
  const byKey = new Map(columns.map((column) => [column.key.toLowerCase(), column]));
  const header: HeaderMap = new Map();
  const matched = new Set<ExcelColumn>();
  for (const [columnNumber, value] of [...row.cells].sort(([a], [b]) => a - b)) {
    const text = cellText(value);
    if (!text) continue;
    const column = byLabel.get(text) ?? byKey.get(text.toLowerCase());
    // Columns we do not know (a 序号 column, notes) are left alone.
    if (!column) continue;
    if (matched.has(column)) throw new ExcelImportError(IMPORT_FILE_ERRORS.duplicateHeader(column.header));
    matched.add(column);
    header.set(columnNumber, column);
  }
  if (header.size === 0) throw new ExcelImportError(IMPORT_FILE_ERRORS.noHeader(rowNumber));
  const missing = columns.filter((column) => column.required && !matched.has(column));
  if (missing.length > 0) {
    throw new ExcelImportError(IMPORT_FILE_ERRORS.missingHeaders(missing.map((column) => column.header)));
  }
  return header;
}
