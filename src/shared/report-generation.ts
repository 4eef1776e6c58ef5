// Generating hazard-investigation reports (domain §4.5, page 生成报告): the API paths, the limits and
// the texts shared by the server and the generate page.

export const REPORT_GENERATION_PATHS = {
  /** POST { investigationIds?, enterpriseId?, dateFrom?, dateTo?, templateId } → GenerationAnswer. */
  generate: '/nanli/report/generate',
  /** GET a batch's progress. */
  job: '/nanli/report/generateJobs/:id',
  /** GET the batch's reports as one zip. */
  jobZip: '/nanli/report/generateJobs/:id/zip',
  /** POST { id } makes the PDF of a report again (after the converter was installed, or failed). */
  makePdf: '/nanli/report/makePdf',
  /** GET the built-in template (.docx), a start for an administrator's own. */
  builtinTemplate: '/nanli/report/builtinTemplate',
} as const;

/** The template id that stands for the built-in template (no record: it ships with the product). */
export const BUILTIN_TEMPLATE_ID = 'builtin';
export const BUILTIN_TEMPLATE_NAME = '隐患排查报告（系统默认模板）';

/** The permission code of generating (a button of the 生成报告 menu). */
export const REPORT_GENERATE_PERMISSION = 'nanli:report:generate';

export const REPORT_GENERATION_LIMITS = {
  /** Investigations one request may name (an enterprise's period is cut to this many too). */
  maxPerRequest: 500,
  /** More than this many run in the background with a progress bar; fewer answer at once. */
  inlineMax: 1,
  /** Boxes pictures are fitted into, in centimetres. */
  photoBox: { widthCm: 4.2, heightCm: 3.2 },
  signatureBox: { widthCm: 4, heightCm: 1.6 },
  /** PDFs of a batch made by one LibreOffice process: its start (about a second) is paid once per chunk. */
  pdfsPerConverter: 20,
  /** How long a batch's progress and zip are kept. */
  jobTtlMs: 24 * 3600_000,
} as const;

/** nl_report_status (§4.5). */
export const REPORT_STATUS = {
  draft: '0',
  pending: '1',
  rejected: '2',
  approved: '3',
  published: '4',
  confirmed: '5',
  archived: '6',
} as const;

export interface GenerationRequest {
  investigationIds?: string[];
  enterpriseId?: string;
  dateFrom?: string;
  dateTo?: string;
  templateId: string;
}

export interface GenerationJob {
  id: string;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  /** Reports that could not be made, with why. */
  failures: { investigationNo: string; message: string }[];
  message?: string;
}

/** One report made at once, or a batch running in the background. */
export type GenerationAnswer =
  { reportIds: string[]; job?: undefined } | { job: GenerationJob; reportIds?: undefined };

export const REPORT_GENERATION_TEXTS = {
  chooseTemplate: '请选择报告模板',
  chooseInvestigations: '请选择排查记录，或选择企业与排查期间',
  tooMany: (max: number) => `一次最多生成${max}份报告，请缩小范围`,
  nothingFound: '所选范围内没有可生成报告的排查记录（排查须已提交或已审核）',
  templateUnusable: '报告模板不存在或已停用',
  templateFailed: (reason: string) => `模板无法生成报告：${reason}`,
  templateFileMissing: '报告模板文件不存在，请重新上传模板',
  reportFileMissing: '报告的 Word 文件不存在，请重新生成报告',
  dateInvalid: '排查期间的日期格式应为 yyyy-MM-dd',
  jobNotFound: '生成任务不存在或已过期',
  jobRunning: '报告正在生成…',
  jobDone: (count: number) => `已生成${count}份报告`,
  jobFailed: '报告生成失败，请稍后重试',
  jobInterrupted: '报告生成被中断（服务已重启），请重新生成',
  reportName: (enterprise: string, investigationNo: string) =>
    `${enterprise}隐患排查报告（${investigationNo}）`,
  pdfQueued: 'PDF 正在生成，稍后刷新即可预览',
  pdfNeedsConverter: '服务器未安装 PDF 转换器（LibreOffice），已生成 Word 报告；安装后可重新生成 PDF',
  pdfNotReady: '报告的 PDF 尚未生成，不能签章发布',
  notPdfState: '该报告已发布，不能重新生成 PDF',
} as const;

/** The 生成报告 page. */
export const GENERATE_PAGE_TEXTS = {
  title: '生成隐患排查报告',
  template: '报告模板',
  enterprise: '企业',
  period: '排查期间',
  builtinTemplate: '下载系统默认模板',
  chooseTemplate: REPORT_GENERATION_TEXTS.chooseTemplate,
  investigations: '可生成报告的排查记录（已提交或已审核）',
  generateSelected: (count: number) => (count > 0 ? `生成所选报告（${count}份）` : '生成所选报告'),
  generateAll: '生成该企业期间内全部报告',
  madeOne: '报告已生成，PDF 将在后台生成',
  batchTitle: '批量生成',
  progress: (done: number, total: number, message?: string) =>
    `已处理 ${done} / ${total}${message ? `，${message}` : ''}`,
  failures: (count: number) => `${count}份报告未能生成`,
  downloadZip: '下载全部（zip）',
  zipName: (count: number) => `隐患排查报告-${count}份.zip`,
  openList: '查看报告列表',
  close: '关闭',
  columns: { no: '排查编号', enterprise: '企业', checkIn: '签到时间', hazards: '隐患数', status: '状态' },
} as const;
