// The entries of an uploaded .xlsx, read from the file in memory: the central directory (ZIP64
// included) says where each entry's compressed bytes are, and a large entry is inflated as a stream
// of chunks (the XML scanner decodes text itself, so a character split between chunks stays whole).
// A zip without a directory that matches its entries is cut off or damaged: refused before any
// row is read.
import { Readable } from 'node:stream';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { ExcelImportError } from './import-error';
import { IMPORT_FILE_ERRORS } from './messages';

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIZE = 20;
const MAX_COMMENT = 0xffff;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;
/** Inflated bytes per chunk: large enough that per-chunk work does not count. */
const INFLATE_CHUNK = 256 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** Offset of the entry's local header. */
  offset: number;
}

const broken = (why: string) =>
  new ExcelImportError(IMPORT_FILE_ERRORS.broken, { cause: new Error(`zip: ${why}`) });

function endOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = zip.length - EOCD_SIZE; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw broken('no end of central directory');
}

/** Where the directory is and how many entries it holds, from the ZIP64 record when there is one. */
function directoryOf(zip: Buffer, eocd: number): { count: number; start: number; size: number } {
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const start = zip.readUInt32LE(eocd + 16);
  if (count !== MAX_16 && size !== MAX_32 && start !== MAX_32) return { count, start, size };
  const locator = eocd - ZIP64_LOCATOR_SIZE;
  if (locator < 0 || zip.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) throw broken('no ZIP64 locator');
  const record = Number(zip.readBigUInt64LE(locator + 8));
  if (record + 56 > locator || zip.readUInt32LE(record) !== ZIP64_EOCD_SIGNATURE)
    throw broken('no ZIP64 end');
  return {
    count: Number(zip.readBigUInt64LE(record + 32)),
    size: Number(zip.readBigUInt64LE(record + 40)),
    start: Number(zip.readBigUInt64LE(record + 48)),
  };
}

/** The ZIP64 extra field's values, in the order the spec gives them, for the fields marked full. */
function zip64Values(extra: Buffer, wanted: number): number[] {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      const values: number[] = [];
      for (let i = 0; i < wanted && at + 4 + i * 8 + 8 <= extra.length; i++)
        values.push(Number(extra.readBigUInt64LE(at + 4 + i * 8)));
      return values;
    }
    at += 4 + length;
  }
  return [];
}

/** Every entry of the zip by name. Throws ExcelImportError (broken) for a cut-off or damaged zip. */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  if (zip.length < EOCD_SIZE) throw broken('too short');
  const eocd = endOfCentralDirectory(zip);
  const { count, start, size } = directoryOf(zip, eocd);
  if (start + size > zip.length) throw broken('directory past the end');
  const entries = new Map<string, ZipEntry>();
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > start + size || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw broken('bad directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    // ZIP64 values follow for the fields set to all ones: uncompressed, compressed size, offset.
    const full = [zip.readUInt32LE(at + 24), zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 42)];
    const big = zip64Values(extra, full.filter((v) => v === MAX_32).length);
    const [, compressedSize, offset] = full.map((value) => (value === MAX_32 ? (big.shift() ?? -1) : value));
    if (compressedSize! < 0 || offset! < 0) throw broken('bad ZIP64 extra field');
    entries.set(name, {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: compressedSize!,
      offset: offset!,
    });
    at += 46 + nameLength + extraLength + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The compressed bytes of an entry (its local header may carry another extra field than the directory). */
function dataOf(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE)
    throw broken(`bad entry ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw broken(`entry ${entry.name} past the end`);
  if (entry.method !== STORED && entry.method !== DEFLATED) throw broken(`method ${entry.method}`);
  return zip.subarray(start, start + entry.compressedSize);
}

const asBroken = (error: unknown) =>
  error instanceof ExcelImportError
    ? error
    : new ExcelImportError(IMPORT_FILE_ERRORS.broken, { cause: error });

/** A small entry (workbook, relations, styles) whole. */
export function entryBytes(zip: Buffer, entry: ZipEntry): Buffer {
  try {
    const data = dataOf(zip, entry);
    return entry.method === STORED ? data : inflateRawSync(data);
  } catch (error) {
    throw asBroken(error);
  }
}

/** A large entry as text, chunk by chunk, a character split between two chunks kept whole. */
export async function* entryTexts(zip: Buffer, entry: ZipEntry): AsyncGenerator<string> {
  // TextDecoder: measured 2.5 times faster than Buffer#toString on Chinese text (Node 20).
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of entryChunks(zip, entry)) yield decoder.decode(chunk, { stream: true });
  yield decoder.decode();
}

/** A large entry (a worksheet, shared strings) as a stream of chunks, never held whole. */
export async function* entryChunks(zip: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = dataOf(zip, entry);
  if (entry.method === STORED) {
    for (let at = 0; at < data.length; at += INFLATE_CHUNK) yield data.subarray(at, at + INFLATE_CHUNK);
    return;
  }
  const inflate = Readable.from([data], { objectMode: false }).pipe(
    createInflateRaw({ chunkSize: INFLATE_CHUNK }),
  );
  try {
    for await (const chunk of inflate) yield chunk as Buffer;
  } catch (error) {
    throw asBroken(error);
  } finally {
    inflate.destroy();
  }
}
