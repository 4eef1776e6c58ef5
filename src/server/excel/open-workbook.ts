// Reading the first worksheet of an upload: the input checked and guarded, exceljs's reader with
// the multi-byte fix, the other worksheets released unread, every failure an ExcelImportError.
import { ExcelImportError } from './import-error';
import { prepare } from './input-check';
import type { ExcelInput } from './input-check';
import { asImportError, guardInput } from './input-guard';
import type { InputGuard } from './input-guard';
import { IMPORT_FILE_ERRORS } from './messages';
import { Utf8WorkbookReader } from './utf8-workbook-reader';
import type { SheetSource, WorksheetReader } from './utf8-workbook-reader';

const READER_OPTIONS = {
  worksheets: 'emit',
  sharedStrings: 'cache',
  // Hyperlink cells then read as their text, which is what an import wants.
  hyperlinks: 'ignore',
  // Needed to tell date cells from numbers (by their number format).
  styles: 'cache',
  entries: 'ignore',
} as const;

export interface OpenOptions {
  /** Refuse a file larger than this (default IMPORT_MAX_FILE_BYTES). */
  maxBytes?: number;
}

export type SheetHandler<T> = (
  sheet: WorksheetReader,
  source: SheetSource,
  guard: InputGuard,
) => AsyncIterable<T>;

/**
 * Whether a worksheet is the workbook's first tab (what AutoPOI reads as sheet 0). exceljs meets
 * worksheets in zip order, which is not the tab order once someone has moved a tab.
 */
function isFirstTab(reader: Utf8WorkbookReader, sheet: WorksheetReader): boolean {
  const tabs = (reader as { model?: { sheets?: { name?: string }[] } }).model?.sheets;
  const first = tabs?.[0]?.name;
  return first === undefined || (sheet as { name?: string }).name === first;
}

/**
 * Runs `handle` over the first worksheet and yields what it yields. Whatever happens, the reader is
 * driven to the end of the file (unless the input itself failed) so exceljs removes its temp files.
 * Every failure comes out as an ExcelImportError.
 */
export async function* readFirstSheet<T>(
  input: ExcelInput,
  options: OpenOptions,
  handle: SheetHandler<T>,
): AsyncGenerator<T> {
  const { stream, noSharedStrings } = await prepare(input, options.maxBytes);
  const guard = guardInput(stream);
  const reader = new Utf8WorkbookReader(stream, READER_OPTIONS, noSharedStrings);
  const sheets = reader[Symbol.asyncIterator]();
  let seen = false;
  let pending: unknown;
  try {
    for (;;) {
      const next = await guard.race(sheets.next());
      if (next.done) break;
      const source = reader.sourceOf(next.value);
      if (seen || pending !== undefined || !source || !isFirstTab(reader, next.value)) {
        source?.discard();
        continue;
      }
      seen = true;
      try {
        yield* handle(next.value, source, guard);
      } catch (error) {
        if (guard.failed) throw error;
        // Finish reading the file first, so exceljs cleans up after itself.
        pending = error;
      }
    }
  } catch (error) {
    throw asImportError(pending ?? error);
  } finally {
    stream.destroy();
  }
  if (pending !== undefined) throw asImportError(pending);
  if (!seen) {
    // A zip without xl/workbook.xml is some other file (a .docx, a renamed .zip).
    const isWorkbook = (reader as { model?: unknown }).model !== undefined;
    throw new ExcelImportError(isWorkbook ? IMPORT_FILE_ERRORS.noSheet : IMPORT_FILE_ERRORS.notXlsx);
  }
}
