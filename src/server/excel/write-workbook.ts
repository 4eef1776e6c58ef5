// Streaming export: rows go through exceljs's streaming writer one at a time and are committed at
// once, so memory stays flat however many rows there are. Inline strings (useSharedStrings: false)
// keep it flat: shared strings hold every distinct text until the end (stack-notes: 3x slower, 4x
// the memory at 100k rows).
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatDateTime } from '../../shared/date-format';
import type { ExcelColumn } from './columns';
import { exportCell } from './export-cells';
import { EXPORT_PROGRESS_EVERY } from './limits';
import { EXCEL_TEXTS } from './messages';
import { breathe, watchOutput } from './output-stream';
import { addLaidOutSheet } from './sheet-layout';

/**
 * One style object for every data cell. exceljs gives each cell a fresh `{}` and serialises it to
 * look its id up, a sixth of the export's time; a shared object is looked up by identity instead.
 * Data cells never get a style of their own, so nothing writes into it.
 */
const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});

/** Rows written between two turns of the event loop. */
const ROWS_PER_TURN = 200;

export type ExportRow = Readonly<Record<string, unknown>>;

/** Row 2 of an export: '导出时间：YYYY-MM-DD HH:mm:ss  共N条' (China time). */
export const exportNote = (total: number, now: number = Date.now()) =>
  EXCEL_TEXTS.exportNote(formatDateTime(now), total);

export interface WriteWorkbookOptions {
  title: string;
  /** Row 2, e.g. exportNote(total). */
  note?: string;
  columns: readonly ExcelColumn[];
  /** Rows as the list API gives them (with `<key>_dictText` beside dictionary fields). */
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>;
  output: Writable;
  /** Rows written so far: every EXPORT_PROGRESS_EVERY rows and once at the end; awaited. */
  onProgress?: (written: number) => void | Promise<void>;
}

/**
 * Writes title, note, header and every row as an .xlsx into `output`, then ends it. On failure
 * (the rows fail, the output closes early) the output is destroyed, so a reader sees a broken
 * download rather than a file that merely looks short.
 */
export async function writeWorkbook(options: WriteWorkbookOptions): Promise<{ written: number }> {
  const { columns, output, onProgress } = options;
  const watch = watchOutput(output);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useSharedStrings: false,
      useStyles: true,
    });
    const sheet = addLaidOutSheet(workbook, {
      title: options.title,
      ...(options.note !== undefined ? { note: options.note } : {}),
      columns,
    });
    let written = 0;
    for await (const row of options.rows) {
      // Stop pulling rows (and let the source close its cursor) as soon as nobody reads the file.
      const failure = watch.failed();
      if (failure) throw failure;
      const added = sheet.addRow(columns.map((column) => exportCell(column, row)));
      added.eachCell((cell) => {
        cell.style = PLAIN_STYLE;
      });
      added.commit();
      written += 1;
      if (written % ROWS_PER_TURN === 0) await breathe(output);
      if (onProgress && written % EXPORT_PROGRESS_EVERY === 0) await onProgress(written);
    }
    sheet.commit();
    await Promise.all([workbook.commit(), watch.done]);
    await onProgress?.(written);
    return { written };
  } catch (error) {
    // Without an error argument: an 'error' event nobody listens to would crash the process.
    if (!output.destroyed) output.destroy();
    throw error;
  }
}
