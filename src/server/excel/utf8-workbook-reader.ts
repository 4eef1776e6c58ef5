// exceljs 4.4.0's streaming reader decodes every zip chunk to text on its own, so a Chinese
// character split across two chunks turns into two U+FFFD (exceljs issues #2063 and #2084, open;
// measured here: 6 damaged cells in 5,000 rows). This subclass hands exceljs text that was decoded
// across chunk boundaries instead, for worksheets and shared strings alike. It relies on two
// internal methods, which is why package.json pins exceljs exactly; tests/unit/excel covers it.
//
// It also keeps each worksheet's source so a sheet that is read only in part (a bad header) or not
// at all (a second sheet) is released: the zip entry read to its end, exceljs's temp file closed.
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';

type Chunk = Buffer | string;
type ReaderEvent = { eventType: string; value: unknown };

interface ReaderInternals {
  _parseWorksheet(iterator: AsyncIterable<Chunk>, sheetNo: string): Iterable<ReaderEvent>;
  _parseSharedStrings(entry: Readable): AsyncIterable<ReaderEvent>;
}

const base = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as ReaderInternals;

/** The XML of one worksheet, as text decoded across chunk boundaries. */
export class SheetSource {
  /** What exceljs parses; iterate it directly to scan the XML without building rows. */
  readonly text: AsyncGenerator<string>;
  private started = false;

  /** `raw`: the zip entry's chunks, or the Readable of the temp file exceljs parked the sheet in. */
  constructor(private readonly raw: AsyncIterable<Chunk>) {
    this.text = this.decode();
  }

  /** A sheet nobody reads: close its temp file (a zip entry is drained by exceljs itself). */
  discard(): void {
    if (!this.started && this.raw instanceof Readable) this.raw.destroy();
  }

  private async *decode(): AsyncGenerator<string> {
    this.started = true;
    const decoder = new StringDecoder('utf8');
    const iterator = this.raw[Symbol.asyncIterator]();
    let complete = false;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        const text = typeof next.value === 'string' ? next.value : decoder.write(next.value);
        if (text) yield text;
      }
      const rest = decoder.end();
      if (rest) yield rest;
      complete = true;
    } finally {
      if (!complete) await this.release(iterator);
    }
  }

  private async release(iterator: AsyncIterator<Chunk>): Promise<void> {
    try {
      if (this.raw instanceof Readable) {
        this.raw.destroy();
        return;
      }
      // A zip entry left half-read stalls the unzipper, and exceljs would buffer the rest of it in
      // memory while draining: read it to its end here without keeping anything.
      while (!(await iterator.next()).done);
    } catch {
      // The source failed already: nothing is left to release.
    }
  }
}

export type WorksheetReader = ExcelJS.stream.xlsx.WorksheetReader;

export class Utf8WorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  private readonly sources = new WeakMap<object, SheetSource>();

  /**
   * `noSharedStrings`: the zip is known to hold no shared strings, so worksheets can be parsed as
   * they come instead of being parked in a temp file until shared strings that never come.
   */
  constructor(
    input: Readable,
    options: ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookReader>[1],
    noSharedStrings = false,
  ) {
    super(input, options);
    if (noSharedStrings) (this as unknown as { sharedStrings: unknown[] }).sharedStrings = [];
  }

  sourceOf(sheet: WorksheetReader): SheetSource | undefined {
    return this.sources.get(sheet);
  }

  _parseSharedStrings(entry: Readable): AsyncIterable<ReaderEvent> {
    // The entry then emits strings decoded by the stream's own StringDecoder.
    entry.setEncoding('utf8');
    return base._parseSharedStrings.call(this, entry);
  }

  *_parseWorksheet(iterator: AsyncIterable<Chunk>, sheetNo: string): Iterable<ReaderEvent> {
    const source = new SheetSource(iterator);
    for (const event of base._parseWorksheet.call(this, source.text, sheetNo)) {
      if (event.eventType === 'worksheet') this.sources.set(event.value as object, source);
      yield event;
    }
  }
}
