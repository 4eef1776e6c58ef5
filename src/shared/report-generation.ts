// Generating reports of the declared report sources — hazard investigations, emergency drills, safety
// trainings (domain §4.5, page 生成报告): the API paths, the limits and the texts shared by the server
// and the generate page, the texts of each kind of report by its report type.

export const REPORT_GENERATION_PATHS = {
  /** GET the kinds of report the user may generate (ReportSourceInfo[]). */
  sources: '/nanli/report/sources',
  /** POST { reportType, recordIds?, enterpriseId?, dateFrom?, dateTo?, templateId } → GenerationAnswer. */
  generate: '/nanli/report/generate',
  /** GET a batch's progress. */
  job: '/nanli/report/generateJobs/:id',
  /** GET the batch's reports as one zip. */
  jobZip: '/nanli/report/generateJobs/:id/zip',
  /** POST { id } makes the PDF of a report again (after the converter was installed, or failed). */
  makePdf: '/nanli/report/makePdf',
  /** GET ?reportType= the built-in template of a report type (.docx), a start for an administrator's own. */
  builtinTemplate: '/nanli/report/builtinTemplate',
} as const;

/** The template id that stands for the built-in template (no record: it ships with the product). */
export const BUILTIN_TEMPLATE_ID = 'builtin';
export const builtinTemplateName = (reportTypeText: string) => `${reportTypeText}（系统默认模板）`;

/** The permission code of generating (a button of the 生成报告 menu). */
export const REPORT_GENERATE_PERMISSION = 'nanli:report:generate';

export const REPORT_GENERATION_LIMITS = {
  /** Records one request may name (an enterprise's period is cut to this many too). */
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

/** A kind of report the user may generate: its report type and where its records are listed. */
export interface ReportSourceInfo {
  reportType: string;
  /** The report type's text (nl_report_type): 应急演练报告. */
  title: string;
  /** The source entity, its list API and the fields the page filters and shows. */
  entity: string;
  api: string;
  numberField: string;
  enterpriseField: string;
  dateField: string;
  /** The reportable states, for the list's `<status>_MultiString` filter. */
  stateField: string;
  states: string[];
  /** The table-dictionary code of the enterprise field (the enterprise picker). */
  enterpriseDict: string;
}

export interface GenerationRequest {
  reportType: string;
  recordIds?: string[];
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
  failures: { recordNo: string; message: string }[];
  message?: string;
}

/** One report made at once, or a batch running in the background. */
export type GenerationAnswer =
  { reportIds: string[]; job?: undefined } | { job: GenerationJob; reportIds?: undefined };

export const REPORT_GENERATION_TEXTS = {
  chooseTemplate: '请选择报告模板',
  chooseKind: '请选择报告类型',
  tooMany: (max: number) => `一次最多生成${max}份报告，请缩小范围`,
  templateUnusable: '报告模板不存在或已停用',
  templateOtherType: '所选模板不是该类报告的模板',
  templateFailed: (reason: string) => `模板无法生成报告：${reason}`,
  templateFileMissing: '报告模板文件不存在，请重新上传模板',
  reportFileMissing: '报告的 Word 文件不存在，请重新生成报告',
  dateInvalid: '期间的日期格式应为 yyyy-MM-dd',
  jobNotFound: '生成任务不存在或已过期',
  jobRunning: '报告正在生成…',
  jobDone: (count: number) => `已生成${count}份报告`,
  jobFailed: '报告生成失败，请稍后重试',
  jobInterrupted: '报告生成被中断（服务已重启），请重新生成',
  reportName: (enterprise: string, reportTypeText: string, recordNo: string) =>
    `${enterprise}${reportTypeText}（${recordNo}）`,
  pdfQueued: 'PDF 正在生成，稍后刷新即可预览',
  pdfNeedsConverter: '服务器未安装 PDF 转换器（LibreOffice），已生成 Word 报告；安装后可重新生成 PDF',
  pdfNotReady: '报告的 PDF 尚未生成，不能签章发布',
  notPdfState: '该报告已发布，不能重新生成 PDF',
} as const;

/** What differs by kind of report (nl_report_type), on the page and in the server's answers. */
export interface ReportKindTexts {
  /** The kind the page offers. */
  kind: string;
  nothingFound: string;
  choose: string;
  period: string;
  /** The title of the list of reportable records. */
  records: string;
  columns: { no: string; date: string };
}

/** Every declared report source has its texts here (the definition checks refuse one without). */
export const REPORT_KIND_TEXTS: Readonly<Record<string, ReportKindTexts>> = {
  '1': {
    kind: '隐患排查',
    nothingFound: '所选范围内没有可生成报告的排查记录（排查须已提交或已审核）',
    choose: '请选择排查记录，或选择企业与排查期间',
    period: '排查期间',
    records: '可生成报告的排查记录（已提交或已审核）',
    columns: { no: '排查编号', date: '签到时间' },
  },
  '2': {
    kind: '深度服务',
    nothingFound: '所选范围内没有可生成报告的深度服务（服务须待验收或已完成）',
    choose: '请选择深度服务，或选择企业与服务期间',
    period: '服务期间',
    records: '可生成报告的深度服务（待验收或已完成）',
    columns: { no: '派遣单号', date: '实际开始' },
  },
  '3': {
    kind: '应急演练',
    nothingFound: '所选范围内没有可生成报告的应急演练（演练须已完成、已评估或已归档）',
    choose: '请选择应急演练，或选择企业与演练期间',
    period: '演练期间',
    records: '可生成报告的应急演练（已完成、已评估或已归档）',
    columns: { no: '演练编号', date: '演练时间' },
  },
  '4': {
    kind: '安全培训',
    nothingFound: '所选范围内没有可生成报告的安全培训（培训须已完成或已归档）',
    choose: '请选择安全培训，或选择企业与培训期间',
    period: '培训期间',
    records: '可生成报告的安全培训（已完成或已归档）',
    columns: { no: '培训编号', date: '开始时间' },
  },
  '5': {
    kind: '指导检查',
    nothingFound: '所选范围内没有可生成报告的指导检查（检查须已完成、整改中或已闭环）',
    choose: '请选择指导检查，或选择企业与检查期间',
    period: '检查期间',
    records: '可生成报告的指导检查（已完成、整改中或已闭环）',
    columns: { no: '检查编号', date: '检查日期' },
  },
};

/** The 生成报告 page. */
export const GENERATE_PAGE_TEXTS = {
  title: '生成报告',
  kind: '报告类型',
  template: '报告模板',
  enterprise: '企业',
  builtinTemplate: '下载系统默认模板',
  chooseTemplate: REPORT_GENERATION_TEXTS.chooseTemplate,
  generateSelected: (count: number) => (count > 0 ? `生成所选报告（${count}份）` : '生成所选报告'),
  generateAll: '生成该企业期间内全部报告',
  madeOne: '报告已生成，PDF 将在后台生成',
  batchTitle: '批量生成',
  progress: (done: number, total: number, message?: string) =>
    `已处理 ${done} / ${total}${message ? `，${message}` : ''}`,
  failures: (count: number) => `${count}份报告未能生成`,
  downloadZip: '下载全部（zip）',
  zipName: (count: number) => `报告-${count}份.zip`,
  openList: '查看报告列表',
  close: '关闭',
  columns: { enterprise: '企业', status: '状态' },
} as const;
