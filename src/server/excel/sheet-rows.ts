// The rows of a worksheet's XML: each row's number and its non-empty cells by column number, already
// turned into import values (shared strings resolved, dates by their style). A worksheet is a flat
// list of rows of cells, so instead of reporting every tag (five or more per cell, millions in a
// 100k-row sheet) one regular expression finds the row and cell tags, and a cell's few inner tags
// are read with string searches: several times faster than a general XML parser.
//
// The XML is scanned as Latin-1 text, one character per byte (its markup is ASCII), and only values
// holding other characters are decoded as UTF-8 from the same offsets of the bytes: decoding all of
// a 300 MB sheet as UTF-8 took longer than reading it.
import { importCell } from './import-cells';
import type { ImportCell } from './import-cells';
import { attribute, decodeXml } from './xml-scan';

export interface SheetRow {
  /** The row's number in the sheet, as Excel shows it. */
  number: number;
  /** Column number (1-based) -> value; columns without a value are absent. */
  cells: Map<number, ImportCell>;
}

export interface SheetContext {
  sharedStrings: readonly string[];
  /** Per style index: whether it shows a date. */
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/** Row and cell tags, the end of a row, the end of the sheet's data; with any namespace prefix. */
const TAG = /<(\/?)([A-Za-z_][\w.-]*:)?(row|c|sheetData)(?=[\s/>])([^>]*)>/g;
/** The text runs of an inline string. */
const TEXT_RUN = /<(?:[\w.-]+:)?t(?:\s[^>]*)?>([^<]*)</g;
/** Phonetic guides, which are not part of the text. */
const PHONETIC = /<((?:[\w.-]+:)?)rPh\b[\s\S]*?<\/\1rPh>/g;
const VALUE = /<(?:[\w.-]+:)?v>([^<]*)</;
const EMPTY = Buffer.alloc(0);

/** 'AB12' -> 28. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

const NON_ASCII = /[\x80-\xff]/;

/** Latin-1 text read back as the UTF-8 it stands for. */
const utf8 = (latin1: string) =>
  NON_ASCII.test(latin1) ? Buffer.from(latin1, 'latin1').toString('utf8') : latin1;

/** The text of a cell's content: its inline string, or its value (a formula's cached result). */
function cellText(bytes: Buffer, text: string, start: number, end: number): string | undefined {
  if (text.startsWith('<v>', start)) {
    const close = text.indexOf('<', start + 3);
    const valueEnd = close < 0 || close > end ? end : close;
    const raw = text.slice(start + 3, valueEnd);
    return decodeXml(NON_ASCII.test(raw) ? bytes.toString('utf8', start + 3, valueEnd) : raw);
  }
  const content = text.slice(start, end);
  if (content.includes('is>')) {
    let runs = '';
    for (const run of content.replace(PHONETIC, '').matchAll(TEXT_RUN)) runs += run[1];
    return decodeXml(utf8(runs));
  }
  const value = VALUE.exec(content);
  return value ? decodeXml(utf8(value[1]!)) : undefined;
}

/**
 * Reads a worksheet's XML fed chunk by chunk; `write` answers the rows finished in that chunk.
 * What follows the sheet's data (merged cells, validations) is not read.
 */
export class SheetRowReader {
  private carry: Buffer = EMPTY;
  private row: SheetRow | undefined;
  private lastRow = 0;
  private lastColumn = 0;
  private done = false;

  constructor(private readonly context: SheetContext) {}

  write(chunk: Buffer): SheetRow[] {
    if (this.done) return [];
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const text = bytes.toString('latin1');
    const rows: SheetRow[] = [];
    // Everything before `at` is read; a tag or cell cut by the chunk's end waits for the next chunk.
    let at = 0;
    TAG.lastIndex = 0;
    for (let tag = TAG.exec(text); tag; tag = TAG.exec(text)) {
      const [, closing, prefix = '', name, attributes = ''] = tag;
      if (closing) {
        at = TAG.lastIndex;
        if (name === 'row') {
          if (this.row) rows.push(this.row);
          this.row = undefined;
        } else if (name === 'sheetData') {
          this.done = true;
          break;
        }
        continue;
      }
      const selfClosing = attributes.endsWith('/');
      if (name === 'row') {
        const number = Number(attribute(attributes, 'r'));
        this.lastRow = Number.isInteger(number) && number > 0 ? number : this.lastRow + 1;
        this.lastColumn = 0;
        this.row = { number: this.lastRow, cells: new Map() };
        if (selfClosing) {
          rows.push(this.row);
          this.row = undefined;
        }
        at = TAG.lastIndex;
      } else if (name === 'c') {
        let value: string | undefined;
        if (!selfClosing) {
          const close = `</${prefix}c>`;
          const end = text.indexOf(close, TAG.lastIndex);
          if (end < 0) break;
          value = end > TAG.lastIndex ? cellText(bytes, text, TAG.lastIndex, end) : undefined;
          TAG.lastIndex = end + close.length;
        }
        at = TAG.lastIndex;
        this.cell(attributes, value);
      } else {
        at = TAG.lastIndex;
      }
    }
    // Copied, so the chunk it came from can go.
    this.carry = this.done || at >= bytes.length ? EMPTY : Buffer.from(bytes.subarray(at));
    return rows;
  }

  /** The sheet's XML ended: a row or cell left open means it was cut off. */
  end(): SheetRow[] {
    if (!this.done && this.carry.includes('<c')) throw new Error('xml: worksheet cut off inside a cell');
    const last = this.row ? [this.row] : [];
    this.row = undefined;
    return last;
  }

  private cell(attributes: string, text: string | undefined): void {
    const reference = attribute(attributes, 'r');
    this.lastColumn = reference ? columnOf(reference) : this.lastColumn + 1;
    if (!this.row || text === undefined) return;
    const type = attribute(attributes, 't') ?? 'n';
    const style = Number(attribute(attributes, 's') ?? 0);
    const value = importCell({
      type,
      text: type === 's' ? this.context.sharedStrings[Number(text)] : text,
      isDate: this.context.dateStyles[style] ?? false,
      date1904: this.context.date1904,
    });
    if (value !== undefined) this.row.cells.set(this.lastColumn, value);
  }
}
