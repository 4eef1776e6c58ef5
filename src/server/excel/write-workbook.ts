// Streaming export: the layout rows, then every row as it comes from its source, written by our
// .xlsx writer (xlsx-writer.ts) into the output. Memory stays flat however many rows there are:
// one chunk of XML at a time, the compressor's queue, and whatever the output holds (a full
// output pauses the compressor, which pauses the rows).
import type { Writable } from 'node:stream';
import { formatDateTime } from '../../shared/date-format';
import type { ExcelColumn } from './columns';
import { exportRowCells, tableRowCells } from './export-cells';
import type { EncodedRows, ExportTable } from './export-cells';
import { EXPORT_PROGRESS_EVERY } from './limits';
import { EXCEL_TEXTS } from './messages';
import { nextTurn, watchOutput } from './output-stream';
import { laidOutSheet } from './sheet-layout';
import type { SheetLayout } from './sheet-layout';
import type { XlsxListValidation, XlsxNote } from './xlsx-parts';
import { XlsxWriter } from './xlsx-writer';
import type { XlsxCell } from './xlsx-writer';

export type ExportRow = Readonly<Record<string, unknown>>;
export type ExportRows = AsyncIterable<ExportRow> | Iterable<ExportRow> | ExportTable;

const isTable = (rows: ExportRows): rows is ExportTable => 'batches' in rows && 'keys' in rows;

async function* rowsOf(table: ExportTable): AsyncGenerator<readonly unknown[]> {
  for await (const batch of table.batches) yield* batch;
}

/** Row 2 of an export: '导出时间：YYYY-MM-DD HH:mm:ss  共N条' (China time). */
export const exportNote = (total: number, now: number = Date.now()) =>
  EXCEL_TEXTS.exportNote(formatDateTime(now), total);

/** The data rows below the header: rows and the cells of each, or rows already encoded as XML. */
export type SheetRows<Row> =
  | {
      rows: AsyncIterable<Row> | Iterable<Row>;
      /** The cells of one data row, one per column. */
      cells: (row: Row) => readonly XlsxCell[];
    }
  | {
      /** Batches of rows as sheet XML, numbered from `firstRow` on (export-worker.ts). */
      encodedRows: (firstRow: number) => AsyncIterable<EncodedRows>;
    };

export type WriteSheetOptions<Row> = SheetLayout & SheetRows<Row> & SheetOutput;

interface SheetOutput {
  output: Writable;
  /** Notes on cells (the template's hints on its headers). */
  notes?: readonly XlsxNote[];
  /** Drop-down lists (the template's dictionary columns). */
  validations?: readonly XlsxListValidation[];
  /**
   * Rows written so far: every EXPORT_PROGRESS_EVERY rows (encoded rows: after the batch that passes
   * each multiple) and once at the end; awaited.
   */
  onProgress?: (written: number) => void | Promise<void>;
}

/**
 * Writes a laid-out sheet (title, note, header) and its rows as an .xlsx into `output`, then ends
 * it. On failure (the rows fail, the output closes early) the output is destroyed, so a reader sees
 * a broken download rather than a file that merely looks short.
 */
export async function writeSheet<Row>(options: WriteSheetOptions<Row>): Promise<{ written: number }> {
  const { output, onProgress } = options;
  const watch = watchOutput(output);
  let writer: XlsxWriter | undefined;
  try {
    const { sheet, head } = laidOutSheet(options);
    writer = await XlsxWriter.start(output, {
      ...sheet,
      ...(options.notes ? { notes: options.notes } : {}),
      ...(options.validations ? { validations: options.validations } : {}),
    });
    for (const { cells, look } of head) writer.styledRow(cells, look);
    let written = 0;
    if ('encodedRows' in options) {
      for await (const { xml, count, consumed } of options.encodedRows(writer.rows + 1)) {
        // Stop pulling rows (and let the source end its reader) as soon as nobody reads the file.
        const failure = watch.failed();
        if (failure) throw failure;
        await writer.encodedRows(xml, count, consumed);
        const before = written;
        written += count;
        if (onProgress && progressStep(written) > progressStep(before)) await onProgress(written);
      }
    } else {
      for await (const row of options.rows) {
        const failure = watch.failed();
        if (failure) throw failure;
        writer.row(options.cells(row));
        written += 1;
        if (writer.full) {
          await writer.flush();
          // A synchronous source would otherwise hold the event loop for the whole file.
          await nextTurn();
        }
        if (onProgress && written % EXPORT_PROGRESS_EVERY === 0) await onProgress(written);
      }
    }
    const failure = watch.failed();
    if (failure) throw failure;
    await writer.finish();
    await watch.done;
    await onProgress?.(written);
    return { written };
  } catch (error) {
    writer?.abort();
    // Without an error argument: an 'error' event nobody listens to would crash the process.
    if (!output.destroyed) output.destroy();
    throw error;
  }
}

const progressStep = (written: number) => Math.floor(written / EXPORT_PROGRESS_EVERY);

export interface WriteWorkbookOptions {
  title: string;
  /** Row 2, e.g. exportNote(total). */
  note?: string;
  columns: readonly ExcelColumn[];
  /**
   * Rows as the list API gives them (with `<key>_dictText` beside dictionary fields), or the same
   * values as a table of rows (the engine's export read: no object per row).
   */
  rows: ExportRows;
  output: Writable;
  /** Rows written so far, as writeSheet tells them; awaited. */
  onProgress?: (written: number) => void | Promise<void>;
}

/** An export: title, note, header and every row by exportCell (dictionary texts, numbers, dates as text). */
export function writeWorkbook(options: WriteWorkbookOptions): Promise<{ written: number }> {
  const { rows } = options;
  if (isTable(rows)) {
    const { sheetRows } = rows;
    if (sheetRows)
      return writeSheet({ ...options, encodedRows: (firstRow) => sheetRows(options.columns, firstRow) });
    return writeSheet({ ...options, rows: rowsOf(rows), cells: tableRowCells(options.columns, rows.keys) });
  }
  return writeSheet({ ...options, rows, cells: exportRowCells(options.columns) });
}
