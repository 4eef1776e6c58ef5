// One cell of an uploaded sheet (its XML: type, text, whether its style shows a date) to the raw
// value normalizeFieldValue takes: inline, shared and formula texts as they are, numbers as Excel
// shows them, Excel dates 'YYYY-MM-DD[ HH:mm:ss]' text, error values as errors.
//
// Dates become text rather than Date objects on purpose: an Excel date has no time zone (a serial
// number of days), while a JS Date is an instant that normalizeFieldValue reads in GMT+8. The
// wall-clock text is what gets stored either way, and it also reads right when a date lands in a
// text column.
import type { ExcelColumnKind } from './columns';

/** A cell showing an Excel error value (#N/A, #DIV/0!...). */
export interface CellError {
  cellError: string;
}

export type ImportCell = string | number | boolean | CellError | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

/** Day 0 of Excel's date systems, in ms since 1970: 1899-12-30, or 1904-01-01 for old Mac workbooks. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_1904_EPOCH_MS = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;

/** An Excel wall-clock time (ms of the UTC clock), rounded to the second (serials carry floating-point noise). */
function wallClockText(time: number): string | undefined {
  const ms = Math.round(time / 1000) * 1000;
  if (!Number.isFinite(ms)) return undefined;
  const d = new Date(ms);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0) return day;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Numbers as Excel shows them: 15 significant digits, without binary noise like 0.30000000000000004. */
function excelNumber(value: number): number {
  return Number.isInteger(value) ? value : Number(value.toPrecision(15));
}

export interface XmlCell {
  /** The c element's t attribute ('n' when absent). */
  type: string;
  /** The text of its v element, or of its inline string. */
  text: string | undefined;
  /** Its style shows a date or time. */
  isDate: boolean;
  date1904: boolean;
}

/** The raw value of a cell; undefined when it is empty. Shared strings are resolved by the caller. */
export function importCell({ type, text, isDate, date1904 }: XmlCell): ImportCell {
  if (text === undefined) return undefined;
  switch (type) {
    case 's':
    case 'str':
    case 'inlineStr':
      return text.trim() === '' ? undefined : text;
    case 'b':
      return text === '1' || text === 'true';
    case 'e':
      return { cellError: text };
    case 'd': {
      // An ISO 8601 date cell (strict Open XML): its wall-clock time, without a zone.
      const time = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(text) || !text.includes('T') ? text : `${text}Z`);
      return Number.isNaN(time) ? text : wallClockText(time);
    }
    default: {
      if (text.trim() === '') return undefined;
      const value = Number(text);
      if (Number.isNaN(value)) return { cellError: text };
      if (isDate) return wallClockText((date1904 ? EXCEL_1904_EPOCH_MS : EXCEL_EPOCH_MS) + value * DAY_MS);
      return excelNumber(value);
    }
  }
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
