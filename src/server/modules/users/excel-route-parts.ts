// What the Excel routes of the system pages (users, roles, departments, jobs, announcements) share
// around the Excel module: the streamed download, the uploaded file of an import, a whole import as
// the signed-in user, and turning the refusals of the rules of a form into the import's row messages.
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { authOf } from '../../auth/authenticate';
import { inSavepoint } from '../../db/savepoint';
import type { Database, UserRow } from '../../db/tables';
import { AppError } from '../../errors';
import { multipartFailure } from '../../http/multipart-failure';
import {
  columnLabels,
  ExcelImportError,
  exportFileName,
  exportNote,
  IMPORT_FILE_ERRORS,
  IMPORT_MAX_FILE_BYTES,
  importExcelFile,
  importFailure,
  writeWorkbook,
  xlsxDownloadHeaders,
} from '../../excel';
import type {
  ExcelColumn,
  ExportRow,
  ImportExcelRequest,
  RowCheck,
  SaveFailure,
  ValidRow,
} from '../../excel';
import type { AppServices } from '../../services';

/** An output stream for the reply; a failure while writing breaks the download (and is logged). */
export function streamed(
  request: FastifyRequest,
  write: (output: PassThrough) => Promise<unknown>,
): PassThrough {
  const output = new PassThrough();
  write(output).catch((error: unknown) => {
    request.log.error({ err: error }, 'excel export stream failed');
    output.destroy(error as Error);
  });
  return output;
}

/** Sends a sheet laid out as an export (title, a note with the row count, header, rows) as the download. */
export function sendSheet(
  request: FastifyRequest,
  reply: FastifyReply,
  sheet: {
    title: string;
    total: number;
    columns: readonly ExcelColumn[];
    rows: AsyncIterable<ExportRow> | Iterable<ExportRow>;
  },
) {
  const stream = streamed(request, (output) =>
    writeWorkbook({
      title: sheet.title,
      note: exportNote(sheet.total),
      columns: sheet.columns,
      rows: sheet.rows,
      output,
    }),
  );
  return reply.headers(xlsxDownloadHeaders(exportFileName(sheet.title))).send(stream);
}

/** The import of the uploaded sheet as the signed-in user: each row checked, then saved in batches. */
export async function importSheet<V>(
  request: FastifyRequest,
  services: Pick<AppServices, 'store' | 'config'>,
  sheet: {
    title: string;
    columns: readonly ExcelColumn[];
    validate: (raw: Record<string, unknown>) => RowCheck<V>;
    save: (rows: readonly ValidRow<V>[], user: UserRow) => Promise<SaveFailure[]>;
  },
) {
  const upload = await uploadedFile(request);
  if ('refusal' in upload) return upload.refusal;
  const { user } = authOf(request);
  return importExcelFile<V>({
    file: upload.file,
    columns: sheet.columns,
    labels: columnLabels(sheet.columns),
    validate: sheet.validate,
    saveBatch: (rows) => sheet.save(rows, user),
    userId: user.id,
    title: sheet.title,
    place: { store: services.store, dataDir: services.config.dataDir },
    onError: (error) => request.log.error({ err: error }, `${sheet.title} import failed`),
  });
}

/** The uploaded file of an import, or the import's answer refusing the request. */
export async function uploadedFile(
  request: FastifyRequest,
): Promise<{ file: Buffer } | { refusal: ReturnType<typeof importFailure> }> {
  const refuse = (message: string) => ({ refusal: importFailure(new ExcelImportError(message)) });
  if (!request.isMultipart()) return refuse(IMPORT_FILE_ERRORS.noFile);
  try {
    const part = await request.file();
    if (!part) return refuse(IMPORT_FILE_ERRORS.noFile);
    return { file: await part.toBuffer() };
  } catch (error) {
    const failure = multipartFailure(error);
    if (failure === 'fileTooLarge') return refuse(IMPORT_FILE_ERRORS.tooLarge(IMPORT_MAX_FILE_BYTES));
    if (failure === 'malformed') return refuse(IMPORT_FILE_ERRORS.readFailed);
    throw error;
  }
}

/** A row's text cell (undefined when empty). */
export const cellText = (raw: Record<string, unknown>, key: string): string | undefined =>
  raw[key] === undefined || raw[key] === null ? undefined : String(raw[key]);

/**
 * A row check from the form's own checks: a refusal (AppError) becomes the row message on the column
 * `fieldOf` names, so the failed-rows file shows the form's text.
 */
export function formRowCheck<V>(
  check: (raw: Record<string, unknown>) => V,
  fieldOf: (message: string) => string,
): (raw: Record<string, unknown>) => RowCheck<V> {
  return (raw) => {
    try {
      return { values: check(raw) };
    } catch (error) {
      if (error instanceof AppError) return { errors: { [fieldOf(error.message)]: error.message } };
      throw error;
    }
  };
}

/**
 * An import's rows saved in one transaction (what importExcelFile's `inOneTransaction` and
 * `saveBatch` take): all of the file or none of it when the server stops midway. A row the form's
 * rules refuse is undone alone (a savepoint per row) and reported; a batch that fails otherwise (a
 * database error) is undone whole and its rows reported as not saved.
 */
export function savedInOneTransaction<V>(
  db: Kysely<Database>,
  save: (trx: Transaction<Database>, values: V) => Promise<unknown>,
): Pick<ImportExcelRequest<V>, 'saveBatch' | 'inOneTransaction'> {
  const saveIn = (trx: Transaction<Database>) => (rows: ValidRow<V>[]) =>
    inSavepoint(trx, () => saveEach(rows, (values) => inSavepoint(trx, () => save(trx, values))));
  return {
    saveBatch: (rows) => db.transaction().execute((trx) => saveIn(trx)(rows)),
    inOneTransaction: (work) => db.transaction().execute((trx) => work(saveIn(trx))),
  };
}

/** Saves the rows one by one; a row the form's rules refuse is reported with the form's message. */
export async function saveEach<V>(
  rows: readonly ValidRow<V>[],
  save: (values: V) => Promise<unknown>,
): Promise<SaveFailure[]> {
  const failures: SaveFailure[] = [];
  for (const row of rows) {
    try {
      await save(row.values);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failures.push({ rowNumber: row.rowNumber, message: error.message });
    }
  }
  return failures;
}

/** The column a form's refusal is about: the first whose label the message names, else `fallback`. */
export function fieldNamedIn(
  labels: Readonly<Record<string, string>>,
  fallback: string,
): (message: string) => string {
  return (message) => Object.entries(labels).find(([, label]) => message.includes(label))?.[0] ?? fallback;
}
