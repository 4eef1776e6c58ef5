// What the Excel routes of the system pages (users, roles, departments) share around the Excel
// module: the streamed download, the uploaded file of an import, and turning the refusals of the
// rules of a form into the import's row messages.
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { ExcelImportError, IMPORT_FILE_ERRORS, IMPORT_MAX_FILE_BYTES, importFailure } from '../../excel';
import type { RowCheck, SaveFailure, ValidRow } from '../../excel';

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
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return refuse(IMPORT_FILE_ERRORS.tooLarge(IMPORT_MAX_FILE_BYTES));
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
