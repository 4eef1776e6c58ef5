// The first look at an upload, before exceljs sees it: exceljs given something that is not a zip
// fails with a zip-internal message, for an empty stream waits forever, and for a cut-off file
// may leave a temp file behind. The signature and the zip's directory say which it is.
import { Readable } from 'node:stream';
import { ExcelImportError } from './import-error';
import { IMPORT_MAX_FILE_BYTES } from './limits';
import { IMPORT_FILE_ERRORS } from './messages';
import { worksheetsLast } from './zip-order';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Compound files: old .xls workbooks, and .xlsx files saved with a password. */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** An uploaded file: a stream (read into memory first, up to the size cap) or the file in memory. */
export type ExcelInput = Readable | Buffer;

const toBuffer = (chunk: unknown): Buffer => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));

function checkSignature(head: Buffer): void {
  if (head.length === 0) throw new ExcelImportError(IMPORT_FILE_ERRORS.empty);
  if (head.subarray(0, 4).equals(OLE_SIGNATURE)) throw new ExcelImportError(IMPORT_FILE_ERRORS.legacyXls);
  if (!head.subarray(0, 4).equals(ZIP_SIGNATURE)) throw new ExcelImportError(IMPORT_FILE_ERRORS.notXlsx);
}

/**
 * The whole upload in memory, refused past maxBytes. The importer reads the zip from memory
 * rather than as it streams in: a zip's directory is at its end, and exceljs's streaming reader
 * without it parks worksheets in temp files (see zip-order.ts).
 */
async function readAll(input: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of input) {
      const buffer = toBuffer(chunk);
      if (size === 0 && buffer.length >= ZIP_SIGNATURE.length) checkSignature(buffer);
      size += buffer.length;
      if (size > maxBytes) throw new ExcelImportError(IMPORT_FILE_ERRORS.tooLarge(maxBytes));
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof ExcelImportError) throw error;
    throw new ExcelImportError(IMPORT_FILE_ERRORS.readFailed, { cause: error });
  }
  return Buffer.concat(chunks, size);
}

/** What exceljs reads: the checked file with its worksheets last when it can be reordered. */
export async function prepare(
  input: ExcelInput,
  maxBytes: number = IMPORT_MAX_FILE_BYTES,
): Promise<{ stream: Readable; noSharedStrings: boolean }> {
  const file = Buffer.isBuffer(input) ? input : await readAll(input, maxBytes);
  checkSignature(file);
  if (file.length > maxBytes) throw new ExcelImportError(IMPORT_FILE_ERRORS.tooLarge(maxBytes));
  const layout = worksheetsLast(file);
  if (layout.kind === 'broken') throw new ExcelImportError(IMPORT_FILE_ERRORS.broken);
  return {
    stream: Readable.from([layout.kind === 'reordered' ? layout.zip : file], { objectMode: false }),
    noSharedStrings: layout.kind === 'reordered' && !layout.hasSharedStrings,
  };
}
