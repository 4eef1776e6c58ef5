// The parts of an .xlsx the importer needs besides the worksheet: which worksheet is the first tab
// (what AutoPOI reads as sheet 0, whatever the zip order), the date system, which cell styles show
// dates, and the shared strings (Excel and WPS keep every text there; our exports keep none).
import { ExcelImportError } from './import-error';
import { IMPORT_FILE_ERRORS } from './messages';
import { attribute, XmlScanner } from './xml-scan';
import type { XmlHandler } from './xml-scan';
import { entryBytes, entryTexts } from './zip-entries';
import type { ZipEntry } from './zip-entries';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELATIONS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';

/**
 * Built-in number formats that show dates or times: the international ones (14–22, 45–47) and
 * those of the Chinese, Japanese and Korean locales (27–36, 50–58), which WPS and Excel in China use.
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** Date/time tokens outside quoted text and [..] sections (what exceljs tests too). */
export function isDateFormat(code: string | undefined): boolean {
  if (!code) return false;
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Runs a handler over a whole small part. */
function scan(part: Buffer, handler: XmlHandler): void {
  const scanner = new XmlScanner(handler);
  scanner.write(part.toString('utf8'));
  scanner.end();
}

const tagsOnly = (open: XmlHandler['open']): XmlHandler => ({
  wantsText: false,
  open,
  close: () => {},
  text: () => {},
});

export interface FirstSheet {
  /** The worksheet's entry. */
  entry: ZipEntry;
  /** Dates counted from 1904-01-01 (old Mac workbooks) instead of 1899-12-30. */
  date1904: boolean;
}

/** The worksheet of the first tab. */
export function firstSheet(zip: Buffer, entries: ReadonlyMap<string, ZipEntry>): FirstSheet {
  const workbook = entries.get(WORKBOOK);
  // A zip without xl/workbook.xml is some other file (a .docx, a renamed .zip).
  if (!workbook) throw new ExcelImportError(IMPORT_FILE_ERRORS.notXlsx);
  let relation: string | undefined;
  let date1904 = false;
  scan(
    entryBytes(zip, workbook),
    tagsOnly((name, attributes) => {
      if (name === 'sheet' && relation === undefined) relation = attribute(attributes, 'r:id') ?? '';
      if (name === 'workbookPr') date1904 = /^(1|true)$/.test(attribute(attributes, 'date1904') ?? '');
    }),
  );
  const relations = entries.get(WORKBOOK_RELATIONS);
  let target: string | undefined;
  if (relation && relations)
    scan(
      entryBytes(zip, relations),
      tagsOnly((name, attributes) => {
        if (name === 'Relationship' && attribute(attributes, 'Id') === relation)
          target = attribute(attributes, 'Target');
      }),
    );
  const path = target === undefined ? undefined : target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const entry = path === undefined ? undefined : entries.get(path.replace(/\/\.\//g, '/'));
  if (!entry) throw new ExcelImportError(IMPORT_FILE_ERRORS.noSheet);
  return { entry, date1904 };
}

/** For each cell style index (a cell's s attribute), whether it shows a date. */
export function dateStyles(zip: Buffer, entries: ReadonlyMap<string, ZipEntry>): boolean[] {
  const styles = entries.get(STYLES);
  if (!styles) return [];
  const formats = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  scan(entryBytes(zip, styles), {
    wantsText: false,
    open(name, attributes, selfClosing) {
      if (name === 'numFmt')
        formats.set(Number(attribute(attributes, 'numFmtId')), attribute(attributes, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = !selfClosing;
      else if (name === 'xf' && inCellXfs) xfFormats.push(Number(attribute(attributes, 'numFmtId') ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text() {},
  });
  return xfFormats.map((id) =>
    formats.has(id) ? isDateFormat(formats.get(id)) : BUILT_IN_DATE_FORMATS.has(id),
  );
}

/** The shared strings, in order (rich text as its plain text, phonetic guides left out). */
export async function sharedStrings(zip: Buffer, entries: ReadonlyMap<string, ZipEntry>): Promise<string[]> {
  const part = entries.get(SHARED_STRINGS);
  if (!part) return [];
  const strings: string[] = [];
  let current = '';
  let depth = { si: false, t: false, phonetic: false };
  const scanner = new XmlScanner({
    get wantsText() {
      return depth.t && !depth.phonetic;
    },
    open(name) {
      if (name === 'si') {
        depth = { si: true, t: false, phonetic: false };
        current = '';
      } else if (name === 't' && depth.si) depth.t = true;
      else if (name === 'rPh') depth.phonetic = true;
    },
    close(name) {
      if (name === 't') depth.t = false;
      else if (name === 'rPh') depth.phonetic = false;
      else if (name === 'si') {
        strings.push(current);
        depth.si = false;
      }
    },
    text(text) {
      current += text;
    },
  });
  for await (const chunk of entryTexts(zip, part)) scanner.write(chunk);
  scanner.end();
  return strings;
}
