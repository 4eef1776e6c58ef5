// File names and response headers of Excel downloads. Chinese names travel in RFC 5987 `filename*`
// (UTF-8, percent-encoded); `filename` carries an ASCII fallback for clients that ignore it.
import { formatDateTime } from '../../shared/date-format';
import { EXCEL_TEXTS } from './messages';

export const XLSX_EXTENSION = '.xlsx';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** Characters no file system accepts. */
const UNSAFE_IN_NAME = '\\/:*?"<>|';

const unsafe = (char: string) =>
  UNSAFE_IN_NAME.includes(char) || char.charCodeAt(0) < 0x20 || char === '\u007f';

/** A file name safe on Windows, macOS and Linux, keeping Chinese characters. */
export function safeFileName(name: string, extension: string): string {
  const cleaned = [...name].map((char) => (unsafe(char) ? '_' : char)).join('');
  const base = cleaned.replace(/\s+/g, ' ').trim().slice(0, 100);
  return `${base || EXCEL_TEXTS.fallbackTitle}${extension}`;
}

/** '<title>_<yyyyMMddHHmmss>.xlsx' in China time, like JeecgBoot's export names plus a stamp. */
export function exportFileName(title: string, now: number = Date.now()): string {
  const stamp = formatDateTime(now).replace(/\D/g, '');
  return safeFileName(`${title.trim() || EXCEL_TEXTS.fallbackTitle}_${stamp}`, XLSX_EXTENSION);
}

/** '<title>_导入模板.xlsx'. */
export const templateFileName = (title: string) =>
  safeFileName(EXCEL_TEXTS.templateName(title.trim() || EXCEL_TEXTS.fallbackTitle), XLSX_EXTENSION);

/** RFC 5987 value-chars: everything else is percent-encoded. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function asciiFallback(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).replace(/[^\x20-\x7e]/g, '') : '';
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;%]/g, '')
    .replace(/^[\s_.-]+|[\s_.-]+$/g, '');
  // An all-Chinese name leaves nothing readable: say what the file is instead.
  return `${/[A-Za-z0-9]/.test(base) ? base : 'download'}${extension}`;
}

/** `attachment; filename="..."; filename*=UTF-8''...` */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Headers of an .xlsx download. */
export function xlsxDownloadHeaders(fileName: string): Record<string, string> {
  return { 'Content-Type': XLSX_CONTENT_TYPE, 'Content-Disposition': contentDisposition(fileName) };
}

/** Headers of a failed-rows report download. */
export function textDownloadHeaders(fileName: string): Record<string, string> {
  return { 'Content-Type': TEXT_CONTENT_TYPE, 'Content-Disposition': contentDisposition(fileName) };
}
