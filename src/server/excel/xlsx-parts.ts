// The fixed parts of our .xlsx files (SpreadsheetML, ECMA-376): content types, relationships, the
// workbook, one style sheet for every file, and the notes (comments plus the VML that shows them)
// of the import template. Only what Excel, WPS, LibreOffice and exceljs need: no theme, no
// document properties.

/** Cell styles (cellXfs indices of STYLES_XML). */
export const XLSX_STYLE = {
  plain: 0,
  /** Row 1: bold 14 pt, centred. */
  title: 1,
  /** Row 2: left, wrapped. */
  note: 2,
  /** Row 3: bold on grey, thin borders, centred. */
  header: 3,
  /** Row 3 of the template for required columns: as header, in red. */
  requiredHeader: 4,
  /** Excel's 'Text' number format (@): what is typed stays text (leading zeros). */
  text: 5,
} as const;

export type XlsxStyle = (typeof XLSX_STYLE)[keyof typeof XLSX_STYLE];

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Characters XML 1.0 forbids (C0 controls but tab, line feed, carriage return; U+FFFE/U+FFFF) and DEL. */
// eslint-disable-next-line no-control-regex -- these characters are what the expressions look for
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;
// eslint-disable-next-line no-control-regex -- as above
const SPECIAL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/;
const ENTITIES = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text as XML character data or attribute value: markup characters escaped, characters XML cannot
 * carry removed (as exceljs does). Lone surrogates need nothing here: UTF-8 encoding turns them
 * into U+FFFD.
 */
export function xmlText(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(ENTITIES, (char) => ENTITY[char]!);
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** A cell: a number, a text, or nothing (null, undefined and '' leave the cell out). */
export type XlsxCell = string | number | null | undefined;

/** A data row's XML: numbers as numbers, texts inline (t="str"), empty cells left out. */
export function dataRowXml(cells: readonly XlsxCell[], r: string, letter: (index: number) => string): string {
  let xml = `<row r="${r}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'number') {
      if (Number.isFinite(value)) xml += `<c r="${letter(i)}${r}"><v>${value}</v></c>`;
    } else {
      xml += `<c r="${letter(i)}${r}" t="str"><v>${xmlText(value)}</v></c>`;
    }
  }
  return `${xml}</row>`;
}

/** 'A1'-style reference of a 0-based column and a 1-based row. */
export const cellRef = (column: number, row: number) => `${columnLetter(column)}${row}`;

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';
export const COMMENTS_PATH = 'xl/comments1.xml';
export const VML_PATH = 'xl/drawings/vmlDrawing1.vml';

export function contentTypesXml(withNotes: boolean): string {
  return (
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    (withNotes
      ? `<Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>`
      : '') +
    `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/>` +
    `<Override PartName="/${SHEET_PATH}" ContentType="${CONTENT_TYPE}.worksheet+xml"/>` +
    (withNotes ? `<Override PartName="/${COMMENTS_PATH}" ContentType="${CONTENT_TYPE}.comments+xml"/>` : '') +
    `</Types>`
  );
}

export const ROOT_RELS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  `</Relationships>`;

export const WORKBOOK_RELS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `</Relationships>`;

/** The sheet's relationships when it has notes: the comments and the drawing that shows them. */
export const SHEET_RELS_PATH = 'xl/worksheets/_rels/sheet1.xml.rels';
export const SHEET_RELS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/comments" Target="../comments1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/vmlDrawing" Target="../drawings/vmlDrawing1.vml"/>` +
  `</Relationships>`;
/** The r:id the worksheet's legacyDrawing names. */
export const VML_REL_ID = 'rId2';

export function workbookXml(sheetName: string): string {
  return (
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    `</workbook>`
  );
}

const FONT = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
const THIN = '<color rgb="FFBFBFBF"/>';
const CENTRED = '<alignment horizontal="center" vertical="center"/>';

export const STYLES_XML =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
  `<fonts count="4">` +
  `<font>${FONT}</font>` +
  `<font><b/><sz val="14"/><name val="Calibri"/><family val="2"/></font>` +
  `<font><b/>${FONT}</font>` +
  `<font><b/><sz val="11"/><color rgb="FFFF0000"/><name val="Calibri"/><family val="2"/></font>` +
  `</fonts>` +
  `<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>` +
  `<fill><patternFill patternType="solid"><fgColor rgb="FFF2F2F2"/><bgColor indexed="64"/></patternFill></fill></fills>` +
  `<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>` +
  `<border><left style="thin">${THIN}</left><right style="thin">${THIN}</right>` +
  `<top style="thin">${THIN}</top><bottom style="thin">${THIN}</bottom><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="6">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1">${CENTRED}</xf>` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1">` +
  `<alignment horizontal="left" vertical="center" wrapText="1"/></xf>` +
  `<xf numFmtId="0" fontId="2" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1">${CENTRED}</xf>` +
  `<xf numFmtId="0" fontId="3" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1">${CENTRED}</xf>` +
  `<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

/** A note (Excel 'comment') shown when the pointer rests on a cell. */
export interface XlsxNote {
  /** 0-based column. */
  column: number;
  /** 1-based row. */
  row: number;
  text: string;
}

export function commentsXml(notes: readonly XlsxNote[]): string {
  const comments = notes
    .map(
      (note) =>
        `<comment ref="${cellRef(note.column, note.row)}" authorId="0"><text><r>` +
        `<t xml:space="preserve">${xmlText(note.text)}</t></r></text></comment>`,
    )
    .join('');
  return (
    `${XML_DECLARATION}<comments xmlns="${MAIN_NS}"><authors><author></author></authors>` +
    `<commentList>${comments}</commentList></comments>`
  );
}

/** The hidden text boxes Excel draws the notes in (VML, which comments still need). */
export function vmlDrawingXml(notes: readonly XlsxNote[]): string {
  const shapes = notes
    .map((note, index) => {
      const row = note.row - 1;
      // Anchor: left column, offset, top row, offset, right column, offset, bottom row, offset.
      const anchor = `${note.column + 1}, 15, ${Math.max(0, row - 1)}, 10, ${note.column + 4}, 15, ${row + 4}, 4`;
      return (
        `<v:shape id="_x0000_s${1025 + index}" type="#_x0000_t202" ` +
        `style="position:absolute;margin-left:80pt;margin-top:2pt;width:160pt;height:80pt;z-index:${index + 1};visibility:hidden" ` +
        `fillcolor="#ffffe1" o:insetmode="auto"><v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/>` +
        `<v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"/></v:textbox>` +
        `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${anchor}</x:Anchor>` +
        `<x:AutoFill>False</x:AutoFill><x:Row>${row}</x:Row><x:Column>${note.column}</x:Column></x:ClientData></v:shape>`
      );
    })
    .join('');
  return (
    `<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" ` +
    `xmlns:x="urn:schemas-microsoft-com:office:excel"><o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="1"/></o:shapelayout>` +
    `<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe">` +
    `<v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>${shapes}</xml>`
  );
}

/** A drop-down list on a range: the cells take one of the listed texts. */
export interface XlsxListValidation {
  /** 'C4:C10003'. */
  range: string;
  /** The list as Excel's formula: '"甲,乙"' (inline) or a range. */
  formula: string;
  errorTitle?: string;
  error?: string;
}

export function dataValidationsXml(validations: readonly XlsxListValidation[]): string {
  if (validations.length === 0) return '';
  const items = validations
    .map(
      (validation) =>
        `<dataValidation type="list" allowBlank="1" showErrorMessage="1" errorStyle="stop"` +
        (validation.errorTitle ? ` errorTitle="${xmlText(validation.errorTitle)}"` : '') +
        (validation.error ? ` error="${xmlText(validation.error)}"` : '') +
        ` sqref="${validation.range}"><formula1>${xmlText(validation.formula)}</formula1></dataValidation>`,
    )
    .join('');
  return `<dataValidations count="${validations.length}">${items}</dataValidations>`;
}

export const worksheetOpening = `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">`;
