// Validating and saving imported rows: each row is checked on its own, failures are collected per
// field with the sheet's row number, and the good rows are saved in batches while the file is read.
// Good rows are saved even when other rows fail (the contract's partial import, code 201).
// Given `inOneTransaction`, every batch of the file is saved in one transaction, so an import cut
// short (the process killed) leaves none of its rows and importing the file again saves each once.
import type { ExcelColumn } from './columns';
import { ExcelImportError } from './import-error';
import { IMPORT_BATCH_SIZE, IMPORT_MAX_LISTED_FAILURES } from './limits';
import { IMPORT_ROW_ERRORS } from './messages';
import type { ImportRow } from './read-workbook';
import { VALUE_MESSAGES } from '../../shared/validation/field-values';

export type RowCheck<V> = { values: V } | { errors: Readonly<Record<string, string>> };

export type RowValidate<V> = (
  values: Record<string, unknown>,
  rowNumber: number,
) => RowCheck<V> | Promise<RowCheck<V>>;

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
  validate: RowValidate<V>;
  /**
   * Saves the rows (ideally in one transaction) and answers the rows it could not save. Should not
   * throw; if it does, every row of the batch counts as failed and onSaveError hears why.
   */
  saveBatch: (rows: ValidRow<V>[]) => Promise<readonly SaveFailure[]>;
  /**
   * Runs the saving of all batches as one unit, handing `save` the batch saver bound to it (e.g. one
   * transaction with a savepoint per batch); without it each batch goes to saveBatch on its own, and
   * the batches saved before a refusal of the whole file (the row cap, found while reading) stay.
   */
  inOneTransaction?: (save: (saveBatch: BatchSaver<V>) => Promise<void>) => Promise<void>;
  onSaveError?: (error: unknown) => void;
  /**
   * Default true: batches are saved while the file is still read. False when checking a row is slow
   * (hashing a password): every row is checked first, so the unit is not held open meanwhile (on
   * SQLite it holds the one connection every request needs).
   */
  saveWhileReading?: boolean;
}

export type BatchSaver<V> = (rows: ValidRow<V>[]) => Promise<readonly SaveFailure[]>;

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

/** Every item of `items` read now, then handed out again. */
async function readAll<T>(items: AsyncIterable<T>): Promise<AsyncGenerator<T>> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return (async function* () {
    yield* all;
  })();
}

/** Whether an object has no keys, without listing them (most rows have no cell errors). */
function isEmpty(object: Readonly<Record<string, unknown>>): boolean {
  for (const key in object) if (Object.hasOwn(object, key)) return false;
  return true;
}

export const columnLabels = (columns: readonly ExcelColumn[]): Record<string, string> =>
  Object.fromEntries(columns.map((column) => [column.key, column.header]));

/**
 * Validates every row and saves the good ones in batches while the file is still being read: the
 * next batch is checked (and the reader reads on) while the database saves the one before. See
 * ImportSummary.
 */
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

  const validRows: number[] = [];
  let readFailure: unknown;
  async function* validBatches(): AsyncGenerator<ValidRow<V>[]> {
    let batch: ValidRow<V>[] = [];
    try {
      for await (const row of options.rows) {
        summary.totalCount += 1;
        const check = await options.validate(row.values, row.rowNumber);
        if ('values' in check && isEmpty(row.errors)) {
          validRows.push(row.rowNumber);
          batch.push({ rowNumber: row.rowNumber, values: check.values });
          if (batch.length < batchSize) continue;
          yield batch;
          batch = [];
          continue;
        }
        // A cell that could not be read explains its field better than what validation makes of it.
        const messages = Object.entries({ ...('errors' in check ? check.errors : {}), ...row.errors });
        summary.errorCount += 1;
        if (messages.length === 0) failField(row.rowNumber, undefined, VALUE_MESSAGES.format);
        for (const [field, message] of messages) failField(row.rowNumber, field, message);
      }
    } catch (error) {
      // No good row read, or a refusal of the whole file: the file is refused as a whole (the unit
      // undoes the batches saved). Otherwise keep what was read.
      if (!(error instanceof ExcelImportError) || error.wholeFile || validRows.length === 0)
        throw (readFailure = error);
      summary.aborted = error;
    }
    if (batch.length > 0) yield batch;
  }

  // The first batch is read before the unit starts: a file refused, or without one good row, opens none.
  const batches = options.saveWhileReading === false ? await readAll(validBatches()) : validBatches();
  const first = await batches.next();
  if (first.done) return summary;

  // Failures are applied once the unit has ended: rows of a unit that failed as a whole were not saved.
  const refused: SaveFailure[] = [];
  const saveAll = async (saveBatch: BatchSaver<V>) => {
    let step: IteratorResult<ValidRow<V>[]> = first;
    while (!step.done) {
      const rows = step.value;
      // Resumed now, the reading and checking of the next batch run while this one is saved.
      const next = batches.next();
      next.catch(() => undefined);
      const inBatch = new Set(rows.map((row) => row.rowNumber));
      try {
        refused.push(...(await saveBatch(rows)).filter((failure) => inBatch.has(failure.rowNumber)));
      } catch (error) {
        options.onSaveError?.(error);
        refused.push(
          ...rows.map((row) => ({ rowNumber: row.rowNumber, message: IMPORT_ROW_ERRORS.saveFailed })),
        );
      }
      step = await next;
    }
  };
  try {
    if (options.inOneTransaction) await options.inOneTransaction(saveAll);
    else await saveAll(options.saveBatch);
  } catch (error) {
    // The file broke off unexpectedly (the unit is undone), as when nothing was saved yet.
    if (error === readFailure) throw error;
    options.onSaveError?.(error);
    // Every good row counts as failed, those not read yet too.
    for (let rest = await batches.next(); !rest.done; rest = await batches.next());
    refused.length = 0;
    refused.push(...validRows.map((rowNumber) => ({ rowNumber, message: IMPORT_ROW_ERRORS.saveFailed })));
  } finally {
    // A unit that failed before reading to the end stops the reader.
    await batches.return(undefined);
  }
  const failed = new Set<number>();
  for (const failure of refused) {
    failed.add(failure.rowNumber);
    failField(failure.rowNumber, failure.field, failure.message);
  }
  summary.successCount = validRows.length - failed.size;
  summary.errorCount += failed.size;
  return summary;
}
