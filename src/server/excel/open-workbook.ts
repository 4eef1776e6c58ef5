// Opening an upload for import: the input checked (input-check.ts), the zip's directory read, the
// first tab's worksheet found; then its rows. Every failure comes out as an ExcelImportError.
import { ExcelImportError } from './import-error';
import { prepare } from './input-check';
import type { ExcelInput } from './input-check';
import { IMPORT_FILE_ERRORS } from './messages';
import { SheetRowReader } from './sheet-rows';
import type { SheetRow } from './sheet-rows';
import { dateStyles, firstSheet, sharedStrings } from './workbook-parts';
import { entryChunks, zipEntries } from './zip-entries';

export interface OpenOptions {
  /** Refuse a file larger than this (default IMPORT_MAX_FILE_BYTES). */
  maxBytes?: number;
}

/** Anything that went wrong while reading, as the reason the file is refused. */
export function asImportError(error: unknown): ExcelImportError {
  if (error instanceof ExcelImportError) return error;
  // Zip, inflate and XML errors all mean the same to the person who uploaded the file.
  return new ExcelImportError(IMPORT_FILE_ERRORS.broken, { cause: error });
}

/** The rows of the first tab's worksheet, in sheet order (empty rows included). */
export async function* firstSheetRows(input: ExcelInput, options: OpenOptions): AsyncGenerator<SheetRow> {
  try {
    const zip = await prepare(input, options.maxBytes);
    const entries = zipEntries(zip);
    const sheet = firstSheet(zip, entries);
    const context = {
      sharedStrings: await sharedStrings(zip, entries),
      dateStyles: dateStyles(zip, entries),
      date1904: sheet.date1904,
    };
    const reader = new SheetRowReader(context);
    for await (const chunk of entryChunks(zip, sheet.entry)) yield* reader.write(chunk);
    yield* reader.end();
  } catch (error) {
    throw asImportError(error);
  }
}
