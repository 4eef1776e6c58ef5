// A whole import in one call, for the importExcel route: read (on a thread of its own), validate and
// save in batches, write the failed-rows report, and answer as the contract says. The pieces
// (readWorkbook, importRows, writeImportErrorReport, importOutcome) stay available for other flows.
import { readFile, stat } from 'node:fs/promises';
import type { ApiResult } from '../../shared/api-types';
import type { ImportPartialResult } from '../../shared/engine-api';
import { ExcelImportError } from './import-error';
import { importFailure, importOutcome } from './import-outcome';
import type { ImportOutcomeOptions } from './import-outcome';
import { writeImportErrorReport } from './import-report';
import type { ImportReportPlace } from './import-report';
import { importRows } from './import-rows';
import type { ImportRowsOptions, ImportSummary, RowValidate } from './import-rows';
import { HEADER_ROW_NUMBER, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from './limits';
import { IMPORT_FILE_ERRORS } from './messages';
import type { DictionaryItem } from './dictionary-translator';
import { readWorkbookInWorker } from './read-in-worker';
import type { ReadWorkbookOptions } from './read-workbook';
import type { NewRowPlan } from '../engine/write/new-row-check';

interface ImportRequestBase<V>
  extends
    Omit<ReadWorkbookOptions, 'maxBytes' | 'translate'>,
    Omit<ImportRowsOptions<V>, 'rows' | 'validate'> {
  /** The uploaded file: in memory, or the path of a temporary file (read into memory). */
  file: Buffer | string;
  /** Default IMPORT_MAX_FILE_BYTES. */
  maxBytes?: number;
  /** Items of the dictionary columns by column key: their texts are translated (dictionaryTranslator). */
  dictionaries?: Readonly<Record<string, readonly DictionaryItem[]>>;
}

/**
 * How each row is checked, one way or the other (never neither): `validate` on this thread, or
 * `check`, a plan of data the reader's thread checks each row with as it reads it (newRowChecker).
 */
type RowChecking<V> =
  { validate: RowValidate<V>; check?: undefined } | { check: NewRowPlan; validate?: undefined };

export type RunImportRequest<V> = ImportRequestBase<V> & RowChecking<V>;

/** The file in memory: the size cap keeps that small, and the reader needs the zip directory at its end. */
async function load(file: Buffer | string, maxBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(file)) return file;
  try {
    if ((await stat(file)).size > maxBytes) throw new ExcelImportError(IMPORT_FILE_ERRORS.tooLarge(maxBytes));
    return await readFile(file);
  } catch (error) {
    if (error instanceof ExcelImportError) throw error;
    throw new ExcelImportError(IMPORT_FILE_ERRORS.readFailed, { cause: error });
  }
}

/** Throws ExcelImportError when the file is refused as a whole. */
export async function runImport<V>(request: RunImportRequest<V>): Promise<ImportSummary> {
  const maxRows = request.maxRows ?? IMPORT_MAX_ROWS;
  const maxBytes = request.maxBytes ?? IMPORT_MAX_FILE_BYTES;
  const headerRowNumber = request.headerRowNumber ?? HEADER_ROW_NUMBER;
  const file = await load(request.file, maxBytes);
  // The row cap is checked as the rows are read (a count beforehand took the reader 0.4–0.8 s of a
  // 100k import): the refusal undoes, with the unit (inOneTransaction), the rows saved before it.
  const options = { columns: request.columns, headerRowNumber, maxRows, maxBytes };
  const rows = readWorkbookInWorker(file, options, request.dictionaries, request.check);
  // Rows checked by the reader come with their checked values, or with the check's errors.
  const validate: RowValidate<V> = request.check ? (values) => ({ values: values as V }) : request.validate;
  return importRows({ ...request, rows, validate });
}

export type ImportExcelRequest<V> = RunImportRequest<V> &
  ImportOutcomeOptions & {
    userId: string;
    /** Names the failed-rows file (the entity title). */
    title: string;
    place: ImportReportPlace;
    /** Hears errors that are not the file's fault (for the log). */
    onError?: (error: unknown) => void;
  };

/** runImport, then the contract's answer; never throws. */
export async function importExcelFile<V>(
  request: ImportExcelRequest<V>,
): Promise<ApiResult<ImportPartialResult | string | null>> {
  try {
    const summary = await runImport(request);
    const failed = summary.errorCount > 0 || summary.aborted !== undefined;
    const report = failed
      ? await writeImportErrorReport(summary, { userId: request.userId, title: request.title }, request.place)
      : undefined;
    return importOutcome(summary, report, request);
  } catch (error) {
    if (!(error instanceof ExcelImportError)) request.onError?.(error);
    return importFailure(error);
  }
}
