// The first three rows every sheet of ours starts with (api-contract.md §8.7, AutoPOI's titleRows=2,
// headRows=1): the title merged across the columns, a note merged below it, then the header labels.
// Export and template share them so an exported file can be imported again as it is.
import type ExcelJS from 'exceljs';
import { widthOf } from './columns';
import type { ExcelColumn } from './columns';
import { EXCEL_TEXTS } from './messages';
import { HEADER_ROW_NUMBER } from './limits';

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
type Worksheet = ExcelJS.Worksheet;

export interface SheetLayout {
  title: string;
  note?: string;
  columns: readonly ExcelColumn[];
  /** Template: required headers in red. */
  markRequired?: boolean;
  /** Template: the note holds instructions and needs more height. */
  noteHeight?: number;
  /** Style of each column's cells (the template makes text columns Excel 'Text'). */
  columnStyle?: (column: ExcelColumn) => Partial<ExcelJS.Style> | undefined;
}

const THIN = { style: 'thin', color: { argb: 'FFBFBFBF' } } as const;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
const REQUIRED_COLOR = { argb: 'FFFF0000' };

/** Adds the worksheet and commits its title, note and header rows. */
export function addLaidOutSheet(workbook: Workbook, layout: SheetLayout): Worksheet {
  const title = layout.title.trim() || EXCEL_TEXTS.fallbackTitle;
  const sheet = workbook.addWorksheet(EXCEL_TEXTS.sheetName(title), {
    // Keep the header in view while scrolling through data.
    views: [{ state: 'frozen', xSplit: 0, ySplit: HEADER_ROW_NUMBER }],
  });
  const count = Math.max(layout.columns.length, 1);
  sheet.columns = layout.columns.map((column) => {
    const style = layout.columnStyle?.(column);
    return { width: widthOf(column), ...(style ? { style } : {}) };
  });

  const titleRow = sheet.addRow([title]);
  titleRow.height = 28;
  titleRow.getCell(1).font = { bold: true, size: 14 };
  titleRow.getCell(1).alignment = { horizontal: 'center', vertical: 'middle' };
  const noteRow = sheet.addRow([layout.note ?? '']);
  noteRow.height = layout.noteHeight ?? 18;
  noteRow.getCell(1).alignment = { horizontal: 'left', vertical: 'middle', wrapText: true };
  if (count > 1) {
    sheet.mergeCells(1, 1, 1, count);
    sheet.mergeCells(2, 1, 2, count);
  }
  titleRow.commit();
  noteRow.commit();

  const headerRow = sheet.addRow(layout.columns.map((column) => column.header));
  headerRow.height = 20;
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
