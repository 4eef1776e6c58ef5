// The first three rows every sheet of ours starts with (api-contract.md §8.7, AutoPOI's titleRows=2,
// headRows=1): the title merged across the columns, a note merged below it, then the header labels,
// kept in view while scrolling. Export and template share them so an exported file can be imported
// again as it is.
import type ExcelJS from 'exceljs';
import { widthOf } from './columns';
import type { ExcelColumn } from './columns';
import { EXCEL_TEXTS } from './messages';
import { HEADER_ROW_NUMBER } from './limits';
import { XLSX_STYLE, columnLetter } from './xlsx-parts';
import type { XlsxStyle } from './xlsx-parts';
import type { XlsxCell, XlsxRowLook, XlsxSheet } from './xlsx-writer';

export interface SheetLayout {
  title: string;
  note?: string;
  columns: readonly ExcelColumn[];
  /** Template: required headers in red. */
  markRequired?: boolean;
  /** Template: the note holds instructions and needs more height. */
  noteHeight?: number;
  /** Template: columns typed as Excel 'Text', so codes and phone numbers keep their leading zeros. */
  textColumn?: (column: ExcelColumn) => boolean;
  /** Style of each column's cells, for the exceljs rendering below (the template's until it moves). */
  columnStyle?: (column: ExcelColumn) => Partial<ExcelJS.Style> | undefined;
}

const TITLE_HEIGHT = 28;
const NOTE_HEIGHT = 18;
const HEADER_HEIGHT = 20;

/** The sheet's title: the given one, or a fallback when it is blank. */
const titleOf = (layout: SheetLayout) => layout.title.trim() || EXCEL_TEXTS.fallbackTitle;

export interface LaidOutSheet {
  sheet: XlsxSheet;
  /** Title, note and header rows, in order. */
  head: { cells: XlsxCell[]; look: XlsxRowLook }[];
}

/** The layout as our writer (xlsx-writer.ts) takes it. */
export function laidOutSheet(layout: SheetLayout): LaidOutSheet {
  const title = titleOf(layout);
  const count = Math.max(layout.columns.length, 1);
  const last = columnLetter(count - 1);
  const textColumn = layout.textColumn ?? (() => false);
  const headerStyles: XlsxStyle[] = layout.columns.map((column) =>
    layout.markRequired && column.required ? XLSX_STYLE.requiredHeader : XLSX_STYLE.header,
  );
  return {
    sheet: {
      name: EXCEL_TEXTS.sheetName(title),
      columns: layout.columns.map((column) => ({
        width: widthOf(column),
        ...(textColumn(column) ? { style: XLSX_STYLE.text } : {}),
      })),
      frozenRows: HEADER_ROW_NUMBER,
      merges: count > 1 ? [`A1:${last}1`, `A2:${last}2`] : [],
    },
    head: [
      { cells: [title], look: { height: TITLE_HEIGHT, style: XLSX_STYLE.title } },
      {
        cells: [layout.note ?? ''],
        look: { height: layout.noteHeight ?? NOTE_HEIGHT, style: XLSX_STYLE.note },
      },
      {
        cells: layout.columns.map((column) => column.header),
        look: { height: HEADER_HEIGHT, style: headerStyles },
      },
    ],
  };
}

// The same layout drawn with exceljs's streaming writer: what the import template used before it
// moved to writeSheet (write-workbook.ts). Kept until import-template.ts no longer calls it.

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
type Worksheet = ExcelJS.Worksheet;

const THIN = { style: 'thin', color: { argb: 'FFBFBFBF' } } as const;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
const REQUIRED_COLOR = { argb: 'FFFF0000' };

/** Adds the worksheet to an exceljs workbook and commits its title, note and header rows. */
export function addLaidOutSheet(workbook: Workbook, layout: SheetLayout): Worksheet {
  const title = titleOf(layout);
  const sheet = workbook.addWorksheet(EXCEL_TEXTS.sheetName(title), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: HEADER_ROW_NUMBER }],
  });
  const count = Math.max(layout.columns.length, 1);
  sheet.columns = layout.columns.map((column) => {
    const style = layout.columnStyle?.(column);
    return { width: widthOf(column), ...(style ? { style } : {}) };
  });

  const titleRow = sheet.addRow([title]);
  titleRow.height = TITLE_HEIGHT;
  titleRow.getCell(1).font = { bold: true, size: 14 };
  titleRow.getCell(1).alignment = { horizontal: 'center', vertical: 'middle' };
  const noteRow = sheet.addRow([layout.note ?? '']);
  noteRow.height = layout.noteHeight ?? NOTE_HEIGHT;
  noteRow.getCell(1).alignment = { horizontal: 'left', vertical: 'middle', wrapText: true };
  if (count > 1) {
    sheet.mergeCells(1, 1, 1, count);
    sheet.mergeCells(2, 1, 2, count);
  }
  titleRow.commit();
  noteRow.commit();

  const headerRow = sheet.addRow(layout.columns.map((column) => column.header));
  headerRow.height = HEADER_HEIGHT;
  layout.columns.forEach((column, index) => {
    const cell = headerRow.getCell(index + 1);
    const red = layout.markRequired && column.required;
    cell.font = { bold: true, ...(red ? { color: REQUIRED_COLOR } : {}) };
    cell.fill = HEADER_FILL;
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
    cell.border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
  });
  return sheet;
}
