// The check of report templates: a template may only name data the generator offers for its report
// type (shared/report-catalogue.ts), so a typo or another type's placeholder is caught when the
// administrator saves it, not when an engineer generates a report. As the file check of
// reportTemplate.templateFile it reads the template's report type from the record being saved (an
// edit changing only the type checks the file again) and answers the placeholders the template uses,
// which the server keeps in the template's readonly field. Generation checks the template again
// (templateOf), for templates saved before the save knew their type.
import type { EntityDefinition } from '../../shared/schema-language/entity';
import { reportCatalogue } from '../../shared/report-catalogue';
import {
  COMMON_CATALOGUE,
  PLACEHOLDER_LIST_SEPARATOR,
  REPORT_TEMPLATE_TEXTS,
} from '../../shared/report-templates';
import type { PlaceholderCatalogue, PlaceholderLoop } from '../../shared/report-templates';
import type { FileCheckAnswer, FileCheckHook } from '../engine/write/file-checks';
import { docxTexts } from './docx-text';

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const LOOP_OPEN = new Set(['#', '^']);

interface Tag {
  /** As the template writes it, normalised: `{#hazards}`. */
  text: string;
  kind: '' | '#' | '^' | '/' | '%';
  name: string;
}

/** The tags of a text, or null when its braces do not pair ("{a", "a}", "{{a}}"). */
export function tagsOf(text: string): Tag[] | null {
  const tags: Tag[] = [];
  let open = -1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') {
      if (open >= 0) return null;
      open = i;
    } else if (char === '}') {
      if (open < 0) return null;
      const inner = text.slice(open + 1, i).trim();
      const kind = (['#', '^', '/', '%'].includes(inner[0] ?? '') ? inner[0] : '') as Tag['kind'];
      const name = inner.slice(kind.length).trim();
      tags.push({ text: `{${kind}${name}}`, kind, name });
      open = -1;
    }
  }
  return open >= 0 ? null : tags;
}

const known = (names: Readonly<Record<string, unknown>>, name: string) =>
  NAME.test(name) && Object.prototype.hasOwnProperty.call(names, name);

/** Whether the generator can fill the tag where it stands (inside `loop`, or at the top level). */
function isKnown(tag: Tag, loop: PlaceholderLoop | null, catalogue: PlaceholderCatalogue): boolean {
  const { values, images } = catalogue;
  if (tag.kind === '%') return known(images, tag.name) || (!!loop && known(loop.images, tag.name));
  return known(values, tag.name) || (!!loop && known(loop.fields, tag.name));
}

/** The placeholders of a template's texts, or why the catalogue refuses it. */
export function checkPlaceholders(
  texts: readonly string[],
  catalogue: PlaceholderCatalogue,
): FileCheckAnswer {
  const used: string[] = [];
  const unknown: string[] = [];
  for (const text of texts) {
    const tags = tagsOf(text);
    if (!tags) return { refusal: REPORT_TEMPLATE_TEXTS.unbalancedBrace };
    // Loops do not nest (the catalogue has no list inside a list); each part closes its own.
    let loop: { tag: Tag; rows: PlaceholderLoop | null } | null = null;
    for (const tag of tags) {
      if (tag.kind === '/') {
        if (!loop || loop.tag.name !== tag.name)
          return { refusal: REPORT_TEMPLATE_TEXTS.unexpectedClose(tag.text) };
        loop = null;
        continue;
      }
      if (LOOP_OPEN.has(tag.kind)) {
        if (loop) return { refusal: REPORT_TEMPLATE_TEXTS.unclosedLoop(loop.tag.text) };
        const rows = known(catalogue.loops, tag.name) ? catalogue.loops[tag.name]! : null;
        if (!rows) unknown.push(tag.text);
        loop = { tag, rows };
      } else if (!isKnown(tag, loop?.rows ?? null, catalogue)) unknown.push(tag.text);
      used.push(tag.text);
    }
    if (loop) return { refusal: REPORT_TEMPLATE_TEXTS.unclosedLoop(loop.tag.text) };
  }
  if (unknown.length > 0) return { refusal: REPORT_TEMPLATE_TEXTS.unknownPlaceholder([...new Set(unknown)]) };
  return { value: [...new Set(used)].join(PLACEHOLDER_LIST_SEPARATOR) || null };
}

/** A .docx template checked against a catalogue. */
export async function checkTemplate(
  bytes: Buffer,
  catalogue: PlaceholderCatalogue,
): Promise<FileCheckAnswer> {
  const texts = await docxTexts(bytes);
  return texts ? checkPlaceholders(texts, catalogue) : { refusal: REPORT_TEMPLATE_TEXTS.notDocx };
}

/** The template's field naming its report type (nl_report_type), which the check reads. */
const REPORT_TYPE_FIELD = 'reportType';

/**
 * The catalogue of each report type: a declared report source's own, and for a type no entity
 * declares yet (nothing generates its reports) what every report offers.
 */
export function catalogueByReportType(
  entities: readonly EntityDefinition[],
): (reportType: string) => PlaceholderCatalogue {
  const entityOf = (name: string) => entities.find((e) => e.name === name);
  const catalogues = new Map(
    entities.flatMap((source) =>
      source.reportSource
        ? [[source.reportSource.reportType, reportCatalogue(source, entityOf)] as const]
        : [],
    ),
  );
  return (reportType) => catalogues.get(reportType) ?? COMMON_CATALOGUE;
}

/** The file check `reportTemplatePlaceholders`, against the catalogue of the template's report type. */
export function reportTemplatePlaceholders(entities: readonly EntityDefinition[]): FileCheckHook {
  const catalogueOf = catalogueByReportType(entities);
  return {
    reads: [REPORT_TYPE_FIELD],
    async check(files, record) {
      if (files.length !== 1) return { refusal: REPORT_TEMPLATE_TEXTS.oneFile };
      return checkTemplate(files[0]!.bytes, catalogueOf(String(record[REPORT_TYPE_FIELD])));
    },
  };
}
