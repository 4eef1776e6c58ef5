// exceljs's streaming reader meets a worksheet before the shared strings (Excel writes them after
// the sheets) or in a file without shared strings (our exports) and then copies the whole sheet
// to a temp file to parse later. That costs a write and a read of the sheet's XML (100+ MB at
// 100k rows), and when the file turns out to be damaged exceljs stops waiting on the copy and
// the temp file and its descriptors stay until the process exits.
//
// A file in memory can instead be handed over with its entries reordered: everything else first,
// worksheets last. The entries are copied byte for byte (no recompression); only the central
// directory's offsets change. Reading the central directory also tells a cut-off file (it has
// none) before exceljs sees it. ZIP64 files are read as they are.

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARK = 0xffffffff;

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
export const SHARED_STRINGS_ENTRY = 'xl/sharedStrings.xml';

interface Entry {
  name: string;
  offset: number;
  /** The entry's central directory record. */
  record: Buffer;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = zip.length - EOCD_SIZE; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

export type ZipLayout =
  | { kind: 'reordered'; zip: Buffer; hasSharedStrings: boolean }
  /** ZIP64: exceljs reads it as it is. */
  | { kind: 'asIs' }
  /** No central directory, or one that does not match the entries: cut off or damaged. */
  | { kind: 'broken' };

const AS_IS: ZipLayout = { kind: 'asIs' };
const BROKEN: ZipLayout = { kind: 'broken' };

function centralEntries(zip: Buffer, eocd: number): { entries: Entry[] } | ZipLayout {
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const start = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === ZIP64_MARK || start === ZIP64_MARK) return AS_IS;
  if (start + size > eocd) return BROKEN;
  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > start + size || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return BROKEN;
    const length = 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    if (offset === ZIP64_MARK) return AS_IS;
    if (at + length > start + size) return BROKEN;
    const name = zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28));
    entries.push({ name, offset, record: zip.subarray(at, at + length) });
    at += length;
  }
  return { entries };
}

/** The zip with its worksheets moved to the end. */
export const worksheetsLast = (zip: Buffer): ZipLayout =>
  reorderEntries(zip, (name) => (WORKSHEET.test(name) ? 1 : 0));

/** The zip with its entries sorted by `rank` (ties keep their order). */
export function reorderEntries(zip: Buffer, rank: (name: string) => number): ZipLayout {
  if (zip.length < EOCD_SIZE) return BROKEN;
  const eocd = findEndOfCentralDirectory(zip);
  if (eocd < 0) return BROKEN;
  const directory = centralEntries(zip, eocd);
  if ('kind' in directory) return directory;
  const { entries } = directory;
  // An empty zip: nothing to reorder, and exceljs says it is no workbook.
  if (entries.length === 0) return AS_IS;
  const centralStart = zip.readUInt32LE(eocd + 16);

  // Each entry's bytes run from its local header to the next entry (data descriptor included).
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  const spans = new Map<Entry, Buffer>();
  for (let i = 0; i < byOffset.length; i++) {
    const entry = byOffset[i]!;
    const end = byOffset[i + 1]?.offset ?? centralStart;
    if (end <= entry.offset || end > centralStart || zip.readUInt32LE(entry.offset) !== LOCAL_SIGNATURE) {
      return BROKEN;
    }
    spans.set(entry, zip.subarray(entry.offset, end));
  }

  const ordered = [...byOffset].sort((a, b) => rank(a.name) - rank(b.name));
  const parts: Buffer[] = [];
  const records: Buffer[] = [];
  let offset = 0;
  for (const entry of ordered) {
    const span = spans.get(entry)!;
    const record = Buffer.from(entry.record);
    record.writeUInt32LE(offset, 42);
    parts.push(span);
    records.push(record);
    offset += span.length;
  }
  const central = Buffer.concat(records);
  const end = Buffer.from(zip.subarray(eocd, eocd + EOCD_SIZE));
  end.writeUInt16LE(ordered.length, 8);
  end.writeUInt16LE(ordered.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  // The archive comment is dropped (its length field says 0).
  end.writeUInt16LE(0, 20);
  return {
    kind: 'reordered',
    zip: Buffer.concat([...parts, central, end]),
    hasSharedStrings: entries.some((entry) => entry.name === SHARED_STRINGS_ENTRY),
  };
}
