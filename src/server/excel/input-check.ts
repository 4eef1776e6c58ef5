// The first look at an upload: empty, an old .xls or an encrypted file (both compound files), not a
// zip at all, or over the size cap: each refused with its own reason before anything is parsed.
import type { Readable } from 'node:stream';
import { ExcelImportError } from './import-error';
import { IMPORT_MAX_FILE_BYTES } from './limits';
import { IMPORT_FILE_ERRORS } from './messages';

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
 * rather than as it streams in: a zip's directory, which says where each part is, is at its end.
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

/** The checked file in memory. */
export async function prepare(input: ExcelInput, maxBytes: number = IMPORT_MAX_FILE_BYTES): Promise<Buffer> {
  const file = Buffer.isBuffer(input) ? input : await readAll(input, maxBytes);
  checkSignature(file);
  if (file.length > maxBytes) throw new ExcelImportError(IMPORT_FILE_ERRORS.tooLarge(maxBytes));
  return file;
}
