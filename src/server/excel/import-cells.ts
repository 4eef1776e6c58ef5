// One cell of an uploaded sheet to the raw value normalizeFieldValue takes: rich text and
// hyperlinks become their text, formulas their result, Excel dates 'YYYY-MM-DD[ HH:mm:ss]' text.
//
// Dates become text rather than Date objects on purpose: an Excel date has no time zone (exceljs
// hands it over as that wall-clock time in UTC), while a JS Date is an instant that
// normalizeFieldValue reads in GMT+8. The wall-clock text is what gets stored either way, and it
// also reads right when a date lands in a text column.
import type ExcelJS from 'exceljs';
import type { ExcelColumnKind } from './columns';

/** A cell showing an Excel error value (#N/A, #DIV/0!...). */
export interface CellError {
  cellError: string;
}

export type ImportCell = string | number | boolean | CellError | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel's epoch (1899-12-30) in ms since 1970, for formula results that are date serials. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** An Excel wall-clock time, rounded to the second (serials carry floating-point noise). */
function wallClockText(date: Date): string | undefined {
  const ms = Math.round(date.getTime() / 1000) * 1000;
  if (!Number.isFinite(ms)) return undefined;
  const d = new Date(ms);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0) return day;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Same test as exceljs: date/time tokens outside quoted text and [..] sections. */
function isDateFormat(numFmt: string | undefined): boolean {
  if (!numFmt) return false;
  return /[ymdhsb]/i.test(numFmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Numbers as Excel shows them: 15 significant digits, without binary noise like 0.30000000000000004. */
function excelNumber(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Number.isInteger(value) ? value : Number(value.toPrecision(15));
}

type Value = ExcelJS.CellValue | undefined;

function fromObject(value: object, numFmt: string | undefined): ImportCell {
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((run: { text?: unknown }) => String(run.text ?? '')).join('');
  }
  if ('error' in value) return { cellError: String(value.error) };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: Value }).result;
    // The streaming reader leaves date results as serials.
    if (typeof result === 'number' && isDateFormat(numFmt)) {
      return wallClockText(new Date(EXCEL_EPOCH_MS + result * DAY_MS));
    }
    return importCell(result, numFmt);
  }
  if ('hyperlink' in value && 'text' in value) return importCell(value.text as Value, numFmt);
  if ('text' in value) return importCell(value.text as Value, numFmt);
  return undefined;
}

/** The raw value of a cell; undefined when it is empty. */
export function importCell(value: Value, numFmt?: string): ImportCell {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  // NaN: the streaming reader's reading of a formula whose cached result is an error value.
  if (typeof value === 'number') return Number.isNaN(value) ? { cellError: '' } : excelNumber(value);
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return wallClockText(value);
  if (typeof value === 'object') return fromObject(value, numFmt);
  return undefined;
}

/** 2024/1/5, 2024.1.5, 2024年1月5日 (optionally with a time) as YYYY-MM-DD[ HH:mm[:ss]]. */
const LOOSE_DATE =
  /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[\sT]+(\d{1,2})[:：](\d{1,2})(?:[:：](\d{1,2}))?)?$/;

/** Dates typed as text in the ways people type them, in the form normalizeFieldValue accepts. */
export function looseDateText(text: string, kind: ExcelColumnKind): string {
  if (kind !== 'date' && kind !== 'datetime') return text;
  const match = LOOSE_DATE.exec(text.trim());
  if (!match) return text;
  const [, year, month, day, hour, minute, second] = match;
  const date = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  if (hour === undefined) return date;
  return `${date} ${pad(Number(hour))}:${pad(Number(minute))}:${pad(Number(second ?? 0))}`;
}
