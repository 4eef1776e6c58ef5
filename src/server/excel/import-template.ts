// The import template: our sheet layout with instructions in row 2, required headers in red, a
// note on every header saying what the column takes (required, allowed texts, date format), and a
// drop-down list on single-choice dictionary columns. No sample row: a sample left in the sheet
// would be imported as data.
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadPackage } from '../load-package';
import type { ExcelColumn } from './columns';
import { FIRST_DATA_ROW } from './limits';
import { TEMPLATE_TEXTS } from './messages';
import { watchOutput } from './output-stream';
import { addLaidOutSheet } from './sheet-layout';

/** Texts named in a header note; the rest are counted. */
const NOTE_TEXTS = 30;
/** Excel's limit for a list written inline in a data validation. */
const INLINE_LIST_CHARS = 255;
/**
 * Rows the drop-down lists cover. Not the whole column: readers that expand validation ranges
 * cell by cell (exceljs's own, for one) slow to a crawl on a million rows; the importer checks
 * every value anyway.
 */
const LIST_ROWS = 10_000;

/** The streaming worksheet has data validations; exceljs's typings leave them out of Worksheet. */
type WithValidations = {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
};

export interface WriteTemplateOptions {
  title: string;
  columns: readonly ExcelColumn[];
  output: Writable;
}

/** What a header's note says. */
export function templateHint(column: ExcelColumn): string {
  const lines: string[] = [column.required ? TEMPLATE_TEXTS.required : TEMPLATE_TEXTS.optional];
  const texts = column.dictionary?.texts ?? [];
  if (texts.length > 0) {
    lines.push(TEMPLATE_TEXTS.choices(texts.slice(0, NOTE_TEXTS), texts.length - NOTE_TEXTS));
  }
  if (column.dictionary?.multiple) lines.push(TEMPLATE_TEXTS.multiple);
  if (column.kind === 'date') lines.push(TEMPLATE_TEXTS.date);
  if (column.kind === 'datetime') lines.push(TEMPLATE_TEXTS.dateTime);
  if (column.kind === 'number' && !column.dictionary) lines.push(TEMPLATE_TEXTS.number);
  return lines.join('\n');
}

/** The inline list formula of a single-choice column, when its texts fit in one. */
function dropDownList(column: ExcelColumn): string | undefined {
  const texts = column.dictionary?.texts ?? [];
  if (column.dictionary?.multiple || texts.length === 0) return undefined;
  if (texts.some((text) => /[,"]/.test(text))) return undefined;
  const list = texts.join(',');
  return list.length <= INLINE_LIST_CHARS ? `"${list}"` : undefined;
}

const columnLetter = (index: number) => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
};

export async function writeImportTemplate(options: WriteTemplateOptions): Promise<void> {
  const watch = watchOutput(options.output);
  // Loaded at the first template, not at the start: exceljs is a sixth of a start's CPU.
  const { stream } = loadPackage<typeof ExcelJS>('exceljs');
  const workbook = new stream.xlsx.WorkbookWriter({
    stream: options.output,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = addLaidOutSheet(workbook, {
    title: options.title,
    note: TEMPLATE_TEXTS.instructions,
    noteHeight: 48,
    columns: options.columns,
    markRequired: true,
    // Text columns typed as Excel 'Text', so codes and phone numbers keep their leading zeros.
    columnStyle: (column) => (column.kind === 'text' && !column.dictionary ? { numFmt: '@' } : undefined),
  });
  const header = sheet.getRow(FIRST_DATA_ROW - 1);
  options.columns.forEach((column, index) => {
    header.getCell(index + 1).note = templateHint(column);
    const list = dropDownList(column);
    if (!list) return;
    const letter = columnLetter(index);
    (sheet as unknown as WithValidations).dataValidations.add(
      `${letter}${FIRST_DATA_ROW}:${letter}${FIRST_DATA_ROW + LIST_ROWS - 1}`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [list],
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: TEMPLATE_TEXTS.listErrorTitle,
        error: TEMPLATE_TEXTS.listError,
      },
    );
  });
  sheet.commit();
  try {
    await Promise.all([workbook.commit(), watch.done]);
  } catch (error) {
    if (!options.output.destroyed) options.output.destroy();
    throw error;
  }
}
