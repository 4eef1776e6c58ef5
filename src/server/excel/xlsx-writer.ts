// Our .xlsx writer: one worksheet written row by row as SpreadsheetML text straight into a streaming
// zip (xlsx-zip.ts). Cells are numbers or texts (t="str", inline as exceljs writes them without
// shared strings), so memory holds one chunk of XML however many rows there are. Chosen over
// exceljs, SheetJS and the other npm writers by scripts/bench/excel-writers.ts (docs/perf.md,
// "Excel writers compared"): exceljs builds a cell object, a style lookup and XML through its own
// streams per cell; here a cell is a few string concatenations.
import type { Writable } from 'node:stream';
import {
  COMMENTS_PATH,
  ROOT_RELS_XML,
  SHEET_PATH,
  SHEET_RELS_PATH,
  SHEET_RELS_XML,
  STYLES_XML,
  VML_PATH,
  VML_REL_ID,
  WORKBOOK_RELS_XML,
  columnLetter,
  commentsXml,
  dataRowXml,
  contentTypesXml,
  dataValidationsXml,
  vmlDrawingXml,
  workbookXml,
  worksheetOpening,
  xmlText,
} from './xlsx-parts';
import type { XlsxCell, XlsxListValidation, XlsxNote, XlsxStyle } from './xlsx-parts';
import { XmlBuffer } from './xml-buffer';
import { ZipWriter } from './xlsx-zip';
import type { ZipEntryStream } from './xlsx-zip';

export type { XlsxCell } from './xlsx-parts';

export interface XlsxColumn {
  /** Width in characters. */
  width: number;
  /** Style of the column's empty cells, i.e. of what a user types there. */
  style?: XlsxStyle;
}

export interface XlsxSheet {
  /** Sheet tab name (Excel: at most 31 characters, none of \ / ? * [ ] :). */
  name: string;
  columns: readonly XlsxColumn[];
  /** Rows kept in view at the top while scrolling. */
  frozenRows?: number;
  /** Merged ranges, 'A1:D1'. */
  merges?: readonly string[];
  notes?: readonly XlsxNote[];
  validations?: readonly XlsxListValidation[];
}

export interface XlsxRowLook {
  /** Height in points. */
  height?: number;
  /** Style of every cell, or of each cell by column. */
  style?: XlsxStyle | readonly XlsxStyle[];
}

export interface XlsxWriterOptions {
  /** Deflate level, 1–9; see docs/perf.md for what each costs. */
  level?: number;
  /** Bytes of row XML gathered before they go to the compressor. */
  chunkBytes?: number;
}

/** Level 1: with the thread pool compressing while the next rows are built, see docs/perf.md. */
export const XLSX_DEFLATE_LEVEL = 1;
const CHUNK_BYTES = 512 * 1024;

function sheetViewXml(frozenRows: number): string {
  if (frozenRows <= 0) return '';
  const topLeft = `A${frozenRows + 1}`;
  return (
    `<sheetViews><sheetView workbookViewId="0">` +
    `<pane ySplit="${frozenRows}" topLeftCell="${topLeft}" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="${topLeft}" sqref="${topLeft}"/>` +
    `</sheetView></sheetViews>`
  );
}

function colsXml(columns: readonly XlsxColumn[]): string {
  if (columns.length === 0) return '';
  const cols = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"` +
        `${column.style ? ` style="${column.style}"` : ''}/>`,
    )
    .join('');
  return `<cols>${cols}</cols>`;
}

export class XlsxWriter {
  private readonly zip: ZipWriter;
  private readonly sheet: XlsxSheet;
  private readonly chunkBytes: number;
  private readonly letters: string[];
  private entry: ZipEntryStream | undefined;
  /** The XML waiting for the compressor. */
  private readonly pending: XmlBuffer;
  private rowNumber = 0;

  private constructor(zip: ZipWriter, sheet: XlsxSheet, options: XlsxWriterOptions) {
    this.zip = zip;
    this.sheet = sheet;
    this.chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
    this.pending = new XmlBuffer(this.chunkBytes);
    this.letters = sheet.columns.map((_, index) => columnLetter(index));
  }

  /** Writes the workbook's fixed parts and opens the worksheet. */
  static async start(
    output: Writable,
    sheet: XlsxSheet,
    options: XlsxWriterOptions = {},
  ): Promise<XlsxWriter> {
    const zip = new ZipWriter(output, { level: options.level ?? XLSX_DEFLATE_LEVEL });
    const writer = new XlsxWriter(zip, sheet, options);
    const notes = sheet.notes ?? [];
    await zip.add('[Content_Types].xml', contentTypesXml(notes.length > 0));
    await zip.add('_rels/.rels', ROOT_RELS_XML);
    await zip.add('xl/workbook.xml', workbookXml(sheet.name));
    await zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML);
    // Styles (and notes) before the worksheet: a streaming reader knows them when it meets cells.
    await zip.add('xl/styles.xml', STYLES_XML);
    if (notes.length > 0) {
      await zip.add(COMMENTS_PATH, commentsXml(notes));
      await zip.add(VML_PATH, vmlDrawingXml(notes));
      await zip.add(SHEET_RELS_PATH, SHEET_RELS_XML);
    }
    writer.entry = await zip.stream(SHEET_PATH);
    writer.append(
      worksheetOpening +
        sheetViewXml(sheet.frozenRows ?? 0) +
        `<sheetFormatPr defaultRowHeight="15"/>` +
        colsXml(sheet.columns) +
        `<sheetData>`,
    );
    return writer;
  }

  /** Rows written so far. */
  get rows(): number {
    return this.rowNumber;
  }

  /** Whether enough XML is waiting that the caller should `await flush()`. */
  get full(): boolean {
    return this.pending.length >= this.chunkBytes;
  }

  private append(xml: string): void {
    this.pending.append(xml);
  }

  private letter(index: number): string {
    return this.letters[index] ?? (this.letters[index] = columnLetter(index));
  }

  /** Adds a plain row (data). Cheap: it only appends to the pending XML. */
  row(cells: readonly XlsxCell[]): void {
    this.append(dataRowXml(cells, String(++this.rowNumber), (i) => this.letter(i)));
  }

  /**
   * Adds data rows already encoded, numbered from `rows + 1` on (export-worker.ts makes them in a
   * thread of its own); they go to the compressor at once, after what is pending. `consumed`: see
   * ZipEntryStream.write.
   */
  async encodedRows(xml: Buffer, count: number, consumed?: () => void): Promise<void> {
    await this.flush();
    this.rowNumber += count;
    await this.entry!.write(xml, consumed);
  }

  /** Adds a row with a height and cell styles (title, note, header). */
  styledRow(cells: readonly XlsxCell[], look: XlsxRowLook): void {
    const r = String(++this.rowNumber);
    const height = look.height ? ` ht="${look.height}" customHeight="1"` : '';
    let xml = `<row r="${r}"${height}>`;
    const count = Array.isArray(look.style) ? Math.max(cells.length, look.style.length) : cells.length;
    for (let i = 0; i < count; i++) {
      const value = cells[i];
      const style = Array.isArray(look.style) ? look.style[i] : (look.style as XlsxStyle | undefined);
      const s = style ? ` s="${style}"` : '';
      const ref = `${this.letter(i)}${r}`;
      if (
        value === null ||
        value === undefined ||
        value === '' ||
        (typeof value === 'number' && !Number.isFinite(value))
      ) {
        if (s) xml += `<c r="${ref}"${s}/>`;
      } else if (typeof value === 'number') xml += `<c r="${ref}"${s}><v>${value}</v></c>`;
      else xml += `<c r="${ref}"${s} t="str"><v>${xmlText(value)}</v></c>`;
    }
    this.append(`${xml}</row>`);
  }

  /** Hands the pending XML to the compressor; waits only while it (or the output) is behind. */
  async flush(): Promise<void> {
    if (!this.entry) throw new Error('the workbook is finished');
    if (this.pending.length === 0) return;
    // The compressor keeps the chunk until it has read it: the next rows go into a new buffer.
    await this.entry.write(this.pending.take());
  }

  /** Closes the worksheet and the zip, and ends the output. */
  async finish(): Promise<void> {
    const merges = this.sheet.merges ?? [];
    this.append(
      `</sheetData>` +
        (merges.length > 0
          ? `<mergeCells count="${merges.length}">${merges.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`
          : '') +
        dataValidationsXml(this.sheet.validations ?? []) +
        `<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>` +
        ((this.sheet.notes ?? []).length > 0 ? `<legacyDrawing r:id="${VML_REL_ID}"/>` : '') +
        `</worksheet>`,
    );
    await this.flush();
    await this.entry!.end();
    this.entry = undefined;
    await this.zip.finish();
  }

  /** Gives up (the caller destroys the output). */
  abort(): void {
    this.entry = undefined;
    this.zip.abort();
  }
}
