// Streaming import: the rows of the first worksheet below its header, one at a time, with cells
// turned into raw field values and dictionary texts into their values. Nothing is validated here
// beyond what reading needs; validate-record does the rest (see import-rows.ts).
import type { ExcelColumn } from './columns';
import { matchHeader } from './header-match';
import type { HeaderMap } from './header-match';
import { ExcelImportError } from './import-error';
import { looseDateText } from './import-cells';
import { HEADER_ROW_NUMBER, IMPORT_MAX_ROWS } from './limits';
import { IMPORT_FILE_ERRORS, IMPORT_ROW_ERRORS } from './messages';
import { firstSheetRows } from './open-workbook';
import type { ExcelInput } from './input-check';
import type { SheetRow } from './sheet-rows';

/** What a translator answers for a text that several items share (two experts of one name). */
export const AMBIGUOUS_TEXT = Symbol('ambiguous dictionary text');

/**
 * A dictionary text to its stored value; undefined when the text is not one of the dictionary's,
 * AMBIGUOUS_TEXT when it is the text of more than one.
 */
export type DictionaryTranslator = (column: ExcelColumn, text: string) => TranslatedText;
type TranslatedText = string | undefined | typeof AMBIGUOUS_TEXT;

export interface ReadWorkbookOptions {
  columns: readonly ExcelColumn[];
  /** Row of the header labels; the rows above it are titles (default 3). */
  headerRowNumber?: number;
  /** Translates the cells of dictionary columns; without it their texts pass through as they are. */
  translate?: DictionaryTranslator;
  /** More data rows than this refuse the file (default IMPORT_MAX_ROWS). */
  maxRows?: number;
  /** Refuse a file larger than this (default IMPORT_MAX_FILE_BYTES). */
  maxBytes?: number;
}

export interface ImportRow {
  /** The row's number in the sheet, as Excel shows it. */
  rowNumber: number;
  /** Column key -> raw value for normalizeFieldValue; empty cells are absent (so defaults apply). */
  values: Record<string, unknown>;
  /** Column key -> why its cell could not be read (an unknown dictionary text, an error value). */
  errors: Record<string, string>;
}

/** Splits a multi-value dictionary cell; people type the Chinese comma as often as the ASCII one. */
const VALUE_SEPARATOR = /[,，]/;

/** A dictionary cell's texts as values (synchronous: an await per cell cost a second of 100,000 rows). */
function translateCell(
  column: ExcelColumn,
  text: string,
  translate: DictionaryTranslator,
): { value: string } | { error: string } {
  const texts = column.dictionary?.multiple
    ? text
        .split(VALUE_SEPARATOR)
        .map((part) => part.trim())
        .filter(Boolean)
    : [text.trim()];
  const values: string[] = [];
  for (const part of texts) {
    const value = translate(column, part);
    if (value === undefined) return { error: IMPORT_ROW_ERRORS.notInDictionary(part) };
    if (value === AMBIGUOUS_TEXT) return { error: IMPORT_ROW_ERRORS.ambiguousText(part) };
    values.push(value);
  }
  return { value: values.join(',') };
}

function readRow(
  row: SheetRow,
  header: HeaderMap,
  translate: DictionaryTranslator | undefined,
): ImportRow | undefined {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  let empty = true;
  for (const [columnNumber, column] of header) {
    const raw = row.cells.get(columnNumber);
    if (raw === undefined) continue;
    empty = false;
    if (typeof raw === 'object') {
      errors[column.key] = IMPORT_ROW_ERRORS.cellError(raw.cellError);
    } else if (column.dictionary && translate) {
      const translated = translateCell(column, String(raw), translate);
      if ('error' in translated) errors[column.key] = translated.error;
      else values[column.key] = translated.value;
    } else {
      values[column.key] = typeof raw === 'string' ? looseDateText(raw, column.kind) : raw;
    }
  }
  return empty ? undefined : { rowNumber: row.number, values, errors };
}

/**
 * Yields the non-empty data rows of the first worksheet. Throws ExcelImportError (before the first
 * row when it is about the header) for a file that cannot be imported as a whole.
 */
export async function* readWorkbook(
  input: ExcelInput,
  options: ReadWorkbookOptions,
): AsyncGenerator<ImportRow> {
  const headerRowNumber = options.headerRowNumber ?? HEADER_ROW_NUMBER;
  const maxRows = options.maxRows ?? IMPORT_MAX_ROWS;
  const openOptions = options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {};
  let header: HeaderMap | undefined;
  let count = 0;
  for await (const row of firstSheetRows(input, openOptions)) {
    if (row.number < headerRowNumber) continue;
    if (row.number === headerRowNumber) {
      header = matchHeader(row, options.columns, headerRowNumber);
      continue;
    }
    // The header row is blank (rows without cells are not in the file at all).
    if (!header) throw new ExcelImportError(IMPORT_FILE_ERRORS.noHeader(headerRowNumber));
    const item = readRow(row, header, options.translate);
    if (!item) continue;
    count += 1;
    // Found only here, past the rows already handed out: those are not imported either.
    if (count > maxRows)
      throw new ExcelImportError(IMPORT_FILE_ERRORS.tooManyRows(maxRows), { wholeFile: true });
    yield item;
  }
  if (!header) throw new ExcelImportError(IMPORT_FILE_ERRORS.noHeader(headerRowNumber));
}
