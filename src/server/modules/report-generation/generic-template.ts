// The built-in template of each declared report source: the body its data extension ships (the
// 隐患排查报告's sections), else one written from its catalogue — cover, enterprise, policy, every
// field of the record, each declared list as a table with its counts, and the record's pictures.
import {
  IMAGE_COLUMN,
  IMAGES_SUFFIX,
  INDEX_COLUMN,
  VALUE_SUFFIX,
  isTextField,
} from '../../../shared/report-catalogue';
import { COMMON_CATALOGUE } from '../../../shared/report-templates';
import {
  defaultReportTemplate,
  facts,
  heading,
  investigationBody,
  paragraph,
  table,
} from './default-template';
import type { ReportSource, SourceList } from './report-sources';

/** Bodies shipped by data extensions, by the extension's name. */
const EXTENSION_BODIES: Readonly<Record<string, () => string>> = {
  hazardInvestigation: investigationBody,
};

/** At most this many columns in a list's table, its 序号 too (the page is 9,500 twips wide). */
const MAX_COLUMNS = 9;
const PAGE_WIDTH = 9500;
const NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

const COVER = ['reportNo', 'reportName', 'reportDate', 'serviceOrgName'];
const POLICY = ['policyNo', 'insurerName', 'policyStartDate', 'policyEndDate', 'insuredPersonCount'];
/** The same as riskLevel wherever no data extension gives a report a level of its own. */
const REPEATED = ['enterpriseRiskLevel'];

const pairs = (labels: Readonly<Record<string, string>>, keys: readonly string[]) =>
  keys.filter((key) => labels[key]).map((key): [string, string] => [labels[key]!, key]);

/** A list's first fields a user sees, but the one naming its owner: the table's default columns. */
const visibleColumns = ({ entity, foreignKey }: SourceList) =>
  entity.definition.fields
    .filter((f) => isTextField(f) && f.key !== foreignKey && !f.form?.hidden && f.list?.show !== false)
    .map((f) => f.key);

function genericBody(source: ReportSource): string {
  const { catalogue, entity, declared } = source;
  const common = COMMON_CATALOGUE.values;
  const enterpriseKeys = Object.keys(common).filter(
    (key) => !COVER.includes(key) && !POLICY.includes(key) && !REPEATED.includes(key),
  );
  const listNames = new Set(Object.keys(declared.lists ?? {}));
  const counts = new Set(
    Object.values(declared.lists ?? {}).flatMap((list) => Object.keys(list.counts ?? {})),
  );
  const ownKeys = Object.keys(catalogue.values).filter(
    (key) => !(key in common) && !counts.has(key) && !key.endsWith(VALUE_SUFFIX),
  );
  /** Each section: its title, then its content. */
  const sections: [string, ...string[]][] = [
    ['企业基本情况', facts(pairs(common, enterpriseKeys))],
    ['保险情况', facts(pairs(common, POLICY))],
    [`${entity.title}情况`, facts(pairs(catalogue.values, ownKeys))],
  ];
  for (const name of listNames) {
    const loop = catalogue.loops[name]!;
    const list = declared.lists![name]!;
    const keys = [INDEX_COLUMN, ...(list.columns ?? visibleColumns(source.lists.get(name)!))].slice(
      0,
      MAX_COLUMNS,
    );
    const width = Math.floor(PAGE_WIDTH / keys.length);
    const cells = keys.map((key) => `{${key}}`);
    cells[0] = `{#${name}}${cells[0]}`;
    cells[cells.length - 1] = `${cells.at(-1)}{/${name}}`;
    const listCounts = Object.entries(list.counts ?? {});
    sections.push([
      loop.label,
      ...(listCounts.length
        ? [paragraph(listCounts.map(([count, { label }]) => `${label}：{${count}}`).join('　'))]
        : []),
      table(
        keys.map((key): [string, number] => [loop.fields[key]!, width]),
        cells,
      ),
    ]);
  }
  for (const [key, label] of Object.entries(catalogue.images))
    if (catalogue.loops[`${key}${IMAGES_SUFFIX}`])
      sections.push([
        label,
        paragraph(`{#${key}${IMAGES_SUFFIX}}{%${IMAGE_COLUMN}}{/${key}${IMAGES_SUFFIX}}`),
      ]);
  return [
    paragraph('{serviceOrgName}', { center: true, size: 24 }),
    paragraph('安全生产责任保险事故预防服务', { center: true, bold: true, size: 36 }),
    paragraph(`${source.texts.kind}报告`, { center: true, bold: true, size: 44, spaceAfter: 400 }),
    facts([
      ['报告编号', 'reportNo'],
      ['企业', 'enterpriseName'],
      ['报告日期', 'reportDate'],
    ]),
    ...sections.flatMap(([title, ...content], index) => [
      heading(`${NUMBERS[index] ?? index + 1}、${title}`),
      ...content,
    ]),
  ].join('');
}

/** The built-in template of a report source, as .docx bytes. */
export function builtinTemplate(source: ReportSource): Buffer {
  const body = source.declared.data ? EXTENSION_BODIES[source.declared.data] : undefined;
  return defaultReportTemplate(body ? body() : genericBody(source));
}
