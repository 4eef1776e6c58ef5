// The built-in report templates the demo uploads (report-templates.ts): for each declared report
// source, the .docx the 下载系统默认模板 download answers (builtinTemplate, the same function) and the
// placeholders the reportTemplate save's file check answers for it (checkTemplate). Made once per
// installation, only while the template table is empty: about 70 ms on a first start (most of it
// loading the zip libraries), no converter.
import type { EntityDefinition } from '../../shared/schema-language/entity';
import { checkTemplate } from '../business/report-template-check';
import { createEntityRegistry } from '../engine/registry';
import { builtinTemplate } from '../modules/report-generation/generic-template';
import { reportSources } from '../modules/report-generation/report-sources';
import type { TemplateFile } from './report-templates';

/** Each declared report source's built-in template, by report type. */
export async function builtinTemplateFiles(entities: readonly EntityDefinition[]): Promise<TemplateFile[]> {
  const sources = [...reportSources(createEntityRegistry(entities))].sort(([a], [b]) => a.localeCompare(b));
  const files: TemplateFile[] = [];
  for (const [reportType, source] of sources) {
    const bytes = builtinTemplate(source);
    const checked = await checkTemplate(bytes, source.catalogue);
    // One the save would refuse could not have been uploaded (the report tests hold every built-in
    // template to its catalogue; a first start does not fail over it).
    if ('refusal' in checked) continue;
    files.push({
      reportType,
      // nl_report_type's text, as the generator's texts of the kind give it: 应急演练报告.
      typeText: `${source.texts.kind}报告`,
      placeholders: checked.value,
      bytes: () => bytes,
    });
  }
  return files;
}
