// The report templates (报告模板, domain §4.5) an administrator set up when the platform started: for
// each report type with a built-in template, that template downloaded (下载系统默认模板) and uploaded
// again as it is — stored as an upload of the file field would be (<biz>/<random>/<name>.docx, a
// sys_file row linked to the record), its placeholders what the save's file check answered, made the
// type's default and enabled. Their versions continue the template counter (the seed takes the
// numbers from it). The files themselves are made by the seed (report-template-files.ts).
import { builtinTemplateName } from '../../shared/report-generation';
import { UPLOAD_LIMITS } from '../../shared/uploads';
import { formatSerial } from '../engine/serials/serial-format';
import { dateTimeOf } from './calendar';
import type { DemoContext } from './context';
import { workdayAfter } from './context';
import type { StoredFile } from './cycle-rows';
import type { ReportTemplateRow } from './platform-rows';
import type { Random } from './random';

/** reportTemplate.version's serial (schemas/entities/reportTemplate.json). */
export const TEMPLATE_VERSION_SERIAL = { prefix: 'V', digits: 5 } as const;
/** 默认模板 (yn) and 状态 启用 (nl_enable). */
const YES = 'Y';
const ENABLED = '1';
/** Days before the reference day the templates were uploaded: when the platform was set up. */
const UPLOADED_DAYS: readonly [number, number] = [-700, -690];

/** A built-in template as its report type's source declares it. */
export interface TemplateFile {
  reportType: string;
  /** The report type's text (nl_report_type): 隐患排查报告. */
  typeText: string;
  /** The placeholders the template uses, as the save's file check answers them. */
  placeholders: string | null;
  /** The .docx, made when the file is written (its zip records when it was made). */
  bytes: () => Buffer;
}

/** The built-in templates to upload and the template counter's first number for them. */
export interface TemplateUploads {
  files: readonly TemplateFile[];
  firstSerial: number;
}

export const NO_TEMPLATE_UPLOADS: TemplateUploads = { files: [], firstSerial: 1 };

/** The template's name in the list: not the built-in one's, which the generate page offers too. */
export const uploadedTemplateName = (typeText: string) => `${typeText}标准模板`;

export function generateReportTemplates(
  random: Random,
  context: DemoContext,
  uploads: TemplateUploads,
  files: StoredFile[],
): ReportTemplateRow[] {
  const times = uploads.files
    .map(() => workdayAfter(random, context.asOfDay, UPLOADED_DAYS))
    .sort((a, b) => a - b);
  return uploads.files.map((template, index) => {
    const id = context.newId();
    const at = dateTimeOf(times[index]!);
    // Uploaded under the name the download gave it.
    const name = `${builtinTemplateName(template.typeText)}.docx`;
    const storedPath = `${UPLOAD_LIMITS.engineBiz}/${context.newId()}/${name}`;
    files.push({
      id: context.newId(),
      storedPath,
      originalName: name,
      entity: 'reportTemplate',
      recordId: id,
      fieldKey: 'templateFile',
      uploaderId: context.platform.id,
      at,
      content: template.bytes,
    });
    return {
      id,
      createTime: at,
      templateName: uploadedTemplateName(template.typeText),
      reportType: template.reportType,
      version: formatSerial(TEMPLATE_VERSION_SERIAL, '', uploads.firstSerial + index),
      templateFile: storedPath,
      isDefault: YES,
      status: ENABLED,
      placeholders: template.placeholders,
      remark: '由系统默认模板下载后上传，作为该类报告的默认模板',
    };
  });
}
