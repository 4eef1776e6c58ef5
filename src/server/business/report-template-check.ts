// The file check of report templates (`fileCheck` of reportTemplate.templateFile): a template may
// only name data the generator offers (shared/report-templates.ts), so a typo is caught when the
// administrator saves it, not when an engineer generates a report. Answers the placeholders the
// template uses, which the server keeps in the template's readonly field.
import {
  PLACEHOLDER_LIST_SEPARATOR,
  REPORT_PLACEHOLDERS,
  REPORT_TEMPLATE_TEXTS,
} from '../../shared/report-templates';
import type { PlaceholderLoop } from '../../shared/report-templates';
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
function isKnown(tag: Tag, loop: PlaceholderLoop | null): boolean {
  const { values, images } = REPORT_PLACEHOLDERS;
  if (tag.kind === '%') return known(images, tag.name) || (!!loop && known(loop.images, tag.name));
  return known(values, tag.name) || (!!loop && known(loop.fields, tag.name));
}

/** The placeholders of a template's texts, or why it is refused. */
export function checkPlaceholders(texts: readonly string[]): FileCheckAnswer {
  const used: string[] = [];
  const unknown: string[] = [];
  for (const text of texts) {
    const tags = tagsOf(text);
    if (!tags) return { refusal: REPORT_TEMPLATE_TEXTS.unbalancedBrace };
    // Loops do not nest (the catalogue has no list inside a list); each part closes its own.
    let loop: { tag: Tag; catalogue: PlaceholderLoop | null } | null = null;
    for (const tag of tags) {
      if (tag.kind === '/') {
        if (!loop || loop.tag.name !== tag.name)
          return { refusal: REPORT_TEMPLATE_TEXTS.unexpectedClose(tag.text) };
        loop = null;
        continue;
      }
      if (LOOP_OPEN.has(tag.kind)) {
        if (loop) return { refusal: REPORT_TEMPLATE_TEXTS.unclosedLoop(loop.tag.text) };
        const catalogue = known(REPORT_PLACEHOLDERS.loops, tag.name)
          ? REPORT_PLACEHOLDERS.loops[tag.name]!
          : null;
        if (!catalogue) unknown.push(tag.text);
        loop = { tag, catalogue };
      } else if (!isKnown(tag, loop?.catalogue ?? null)) unknown.push(tag.text);
      used.push(tag.text);
    }
    if (loop) return { refusal: REPORT_TEMPLATE_TEXTS.unclosedLoop(loop.tag.text) };
  }
  if (unknown.length > 0) return { refusal: REPORT_TEMPLATE_TEXTS.unknownPlaceholder([...new Set(unknown)]) };
  return { value: [...new Set(used)].join(PLACEHOLDER_LIST_SEPARATOR) || null };
}

export const reportTemplatePlaceholders: FileCheckHook = {
  async check(files) {
    if (files.length !== 1) return { refusal: REPORT_TEMPLATE_TEXTS.oneFile };
    const texts = await docxTexts(files[0]!.bytes);
    return texts ? checkPlaceholders(texts) : { refusal: REPORT_TEMPLATE_TEXTS.notDocx };
  },
};
