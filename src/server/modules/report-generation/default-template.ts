// The built-in templates: plain Word documents written here, so a fresh installation can generate
// reports before an administrator uploads the client's own template, and tests have a real template.
// This file writes the document and the 隐患排查报告's body (domain §2.18's typical sections, for the
// data extension hazardInvestigation); generic-template.ts the body of any other declared source.
// They use only placeholders of their catalogue.
import type PizZip from 'pizzip';
import { loadPackage } from '../../load-package';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const FONT =
  '<w:rFonts w:ascii="Noto Sans CJK SC" w:eastAsia="Noto Sans CJK SC" w:hAnsi="Noto Sans CJK SC"/>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface TextStyle {
  bold?: boolean;
  /** Half-points (Word's unit): 21 = 10.5 pt. */
  size?: number;
  center?: boolean;
  spaceAfter?: number;
}

export function paragraph(text: string, style: TextStyle = {}): string {
  const run = `<w:rPr>${FONT}${style.bold ? '<w:b/>' : ''}<w:sz w:val="${style.size ?? 21}"/></w:rPr>`;
  const props = `<w:pPr>${style.center ? '<w:jc w:val="center"/>' : ''}<w:spacing w:after="${style.spaceAfter ?? 120}"/></w:pPr>`;
  return `<w:p>${props}<w:r>${run}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

export const heading = (text: string) => paragraph(text, { bold: true, size: 28, spaceAfter: 160 });

const cell = (text: string, width: number, bold = false) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paragraph(text, { bold, size: 18, spaceAfter: 0 })}</w:tc>`;

const BORDERS =
  '<w:tblBorders>' +
  ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`)
    .join('') +
  '</w:tblBorders>';

/** A bordered table: a header row and one row of cells (a loop row when its cells open and close one). */
export function table(columns: readonly [string, number][], row: readonly string[]): string {
  const grid = columns.map(([, width]) => `<w:gridCol w:w="${width}"/>`).join('');
  const head = columns.map(([title, width]) => cell(title, width, true)).join('');
  const body = row.map((text, index) => cell(text, columns[index]![1])).join('');
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/>${BORDERS}</w:tblPr><w:tblGrid>${grid}</w:tblGrid>` +
    `<w:tr><w:trPr><w:tblHeader/></w:trPr>${head}</w:tr><w:tr>${body}</w:tr></w:tbl>`
  );
}

/** Two-column key/value table; a value is a placeholder's name or a text with placeholders. */
export function facts(pairs: readonly [string, string][]): string {
  const shown = (value: string) => (value.includes('{') ? value : `{${value}}`);
  const rows = pairs.map(
    ([label, value]) => `<w:tr>${cell(label, 2600, true)}${cell(shown(value), 6400)}</w:tr>`,
  );
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/>${BORDERS}</w:tblPr><w:tblGrid><w:gridCol w:w="2600"/><w:gridCol w:w="6400"/></w:tblGrid>${rows.join('')}</w:tbl>`;
}

/** The body of the built-in 隐患排查报告. */
export function investigationBody(): string {
  return [
    paragraph('{serviceOrgName}', { center: true, size: 24 }),
    paragraph('安全生产责任保险事故预防服务', { center: true, bold: true, size: 36 }),
    paragraph('隐患排查报告', { center: true, bold: true, size: 44, spaceAfter: 400 }),
    facts([
      ['报告编号', 'reportNo'],
      ['受检企业', 'enterpriseName'],
      ['报告日期', 'reportDate'],
    ]),
    heading('一、企业基本情况'),
    facts([
      ['企业名称', 'enterpriseName'],
      ['统一社会信用代码', 'creditCode'],
      ['企业地址', 'enterpriseAddress'],
      ['法定代表人', 'legalPerson'],
      ['主要负责人及电话', '{principalName}　{principalPhone}'],
      ['所属行业', 'industryName'],
      ['高危行业类别', 'highRiskSector'],
      ['企业规模 / 从业人数', '{enterpriseScale} / {employeeCount}人'],
      ['风险等级', 'riskLevel'],
    ]),
    heading('二、保险情况'),
    facts([
      ['保单号', 'policyNo'],
      ['承保机构', 'insurerName'],
      ['保险期间', '{policyStartDate} 至 {policyEndDate}'],
      ['参保人数', 'insuredPersonCount'],
    ]),
    heading('三、排查依据、范围与人员'),
    paragraph('排查编号：{investigationNo}　排查日期：{checkDate}　排查类型：{checkType}'),
    paragraph('排查依据：{checkBasis}'),
    paragraph('排查范围：{checkScope}'),
    paragraph('排查人员：{expertNames}'),
    heading('四、隐患汇总表'),
    table(
      [
        ['序号', 600],
        ['隐患部位', 1200],
        ['隐患描述', 2000],
        ['等级', 900],
        ['整改建议', 2000],
        ['整改期限', 1100],
        ['照片', 2200],
      ],
      [
        '{#hazards}{index}',
        '{location}',
        '{description}',
        '{hazardLevel}',
        '{suggestion}',
        '{rectifyDeadline}',
        '{%photo1}{%photo2}{/hazards}',
      ],
    ),
    paragraph(
      '隐患统计：共{hazardCount}项，一般隐患{generalHazardCount}项，重大隐患{majorHazardCount}项，已整改{rectifiedCount}项。',
    ),
    table(
      [
        ['隐患类别', 3000],
        ['一般隐患', 2000],
        ['重大隐患', 2000],
        ['小计', 2000],
      ],
      ['{#hazardCounts}{category}', '{general}', '{major}', '{total}{/hazardCounts}'],
    ),
    heading('五、风险评估结论'),
    paragraph('{conclusion}'),
    heading('六、整改要求与复查安排'),
    paragraph('{rectifyRequirement}'),
    heading('七、签字确认'),
    paragraph('排查专家：{%expertSignature}'),
    paragraph('企业负责人：{%enterpriseSignature}'),
  ].join('');
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const BODY_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';

/** A template as .docx bytes: the 隐患排查报告's unless `content` gives another body. */
export function defaultReportTemplate(content: string = investigationBody()): Buffer {
  const zip = new (loadPackage<typeof PizZip>('pizzip'))();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/_rels/document.xml.rels', BODY_RELS);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${content}` +
      '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1200" w:bottom="1440" w:left="1200" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>',
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
