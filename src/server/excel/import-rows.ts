// Validating and saving imported rows: each row is checked on its own, good rows are saved in
// batches, failures are collected per field with the sheet's row number. Rows already saved stay
// saved when a later row fails (the contract's partial import, code 201).
import type { ExcelColumn } from './columns';
import { ExcelImportError } from './import-error';
import { IMPORT_BATCH_SIZE, IMPORT_MAX_LISTED_FAILURES } from './limits';
import { IMPORT_ROW_ERRORS } from './messages';
import type { ImportRow } from './read-workbook';
import { VALUE_MESSAGES } from '../../shared/validation/field-values';

export type RowCheck<V> = { values: V } | { errors: Readonly<Record<string, string>> };

export interface ValidRow<V> {
  rowNumber: number;
  values: V;
}

/** A row saveBatch could not save, e.g. a duplicate; `field` is the key of the field at fault. */
export interface SaveFailure {
  rowNumber: number;
  message: string;
  field?: string;
}

/** One line of the failed-rows report. */
export interface ImportFailure {
  rowNumber: number;
  /** The field's label, when the failure is about one field. */
  label?: string;
  message: string;
}

export interface ImportRowsOptions<V> {
  rows: AsyncIterable<ImportRow>;
  /** Field key -> label, for the report (columnLabels(columns), or all the entity's fields). */
  labels?: Readonly<Record<string, string>>;
  batchSize?: number;
  /** E.g. validateRecord(entity, values) mapped to { values } or { errors }. */
  validate: (values: Record<string, unknown>, rowNumber: number) => RowCheck<V> | Promise<RowCheck<V>>;
  /**
   * Saves the rows (ideally in one transaction) and answers the rows it could not save. Should not
   * throw; if it does, every row of the batch counts as failed and onSaveError hears why.
   */
  saveBatch: (rows: ValidRow<V>[]) => Promise<readonly SaveFailure[]>;
  onSaveError?: (error: unknown) => void;
}

export interface ImportSummary {
  /** Non-empty data rows read. */
  totalCount: number;
  successCount: number;
  /** Rows with at least one failure. */
  errorCount: number;
  /** Report lines, at most IMPORT_MAX_LISTED_FAILURES. */
  failures: ImportFailure[];
  /** Failures left out of `failures`. */
  unlistedFailures: number;
  /** The file broke off after some rows were read: why; the rows after it were not imported. */
  aborted?: ExcelImportError;
}

export const columnLabels = (columns: readonly ExcelColumn[]): Record<string, string> =>
  Object.fromEntries(columns.map((column) => [column.key, column.header]));

/** Validates, saves in batches and counts; see ImportSummary. */
export async function importRows<V>(options: ImportRowsOptions<V>): Promise<ImportSummary> {
  const batchSize = Math.max(1, options.batchSize ?? IMPORT_BATCH_SIZE);
  const labels = options.labels ?? {};
  const summary: ImportSummary = {
    totalCount: 0,
    successCount: 0,
    errorCount: 0,
    failures: [],
    unlistedFailures: 0,
  };
  const fail = (failure: ImportFailure) => {
    if (summary.failures.length < IMPORT_MAX_LISTED_FAILURES) summary.failures.push(failure);
    else summary.unlistedFailures += 1;
  };
  const failField = (rowNumber: number, field: string | undefined, message: string) => {
    const label = field === undefined ? undefined : (labels[field] ?? field);
    fail(label === undefined ? { rowNumber, message } : { rowNumber, label, message });
  };

  let batch: ValidRow<V>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    let failures: readonly SaveFailure[];
    try {
      failures = await options.saveBatch(rows);
    } catch (error) {
      options.onSaveError?.(error);
      failures = rows.map((row) => ({ rowNumber: row.rowNumber, message: IMPORT_ROW_ERRORS.saveFailed }));
    }
    const inBatch = new Set(rows.map((row) => row.rowNumber));
    const failed = new Set<number>();
    for (const failure of failures) {
      if (!inBatch.has(failure.rowNumber)) continue;
      failed.add(failure.rowNumber);
      failField(failure.rowNumber, failure.field, failure.message);
    }
    summary.successCount += rows.length - failed.size;
    summary.errorCount += failed.size;
  };

  try {
    for await (const row of options.rows) {
      summary.totalCount += 1;
      const check = await options.validate(row.values, row.rowNumber);
      // A cell that could not be read explains its field better than what validation makes of it.
      const errors = { ...('errors' in check ? check.errors : {}), ...row.errors };
      const messages = Object.entries(errors);
      if ('errors' in check || messages.length > 0) {
        summary.errorCount += 1;
        if (messages.length === 0) failField(row.rowNumber, undefined, VALUE_MESSAGES.format);
        for (const [field, message] of messages) failField(row.rowNumber, field, message);
        continue;
      }
      batch.push({ rowNumber: row.rowNumber, values: check.values });
      if (batch.length >= batchSize) await flush();
    }
  } catch (error) {
    // Nothing saved yet: the file is refused as a whole. Otherwise keep what was read.
    if (!(error instanceof ExcelImportError) || summary.successCount + batch.length === 0) throw error;
    summary.aborted = error;
  }
  await flush();
  return summary;
}
