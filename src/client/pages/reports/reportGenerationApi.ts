// What 生成报告 reads and asks: the kinds of report the user may make (the declared report sources),
// the usable templates of a kind (the built-in one first), the records a report can be made of (in
// the kind's reportable states), generation, a batch's progress.
import type { PageResult } from '../../../shared/api-types';
import { fillPath } from '../../../shared/api-paths';
import type {
  GenerationAnswer,
  GenerationJob,
  GenerationRequest,
  ReportSourceInfo,
} from '../../../shared/report-generation';
import {
  BUILTIN_TEMPLATE_ID,
  REPORT_GENERATION_PATHS,
  builtinTemplateName,
} from '../../../shared/report-generation';
import type { ApiResult } from '../../../shared/api-types';
import { downloadFile, getAction, postAction } from '../../api/http';

/** The business names this hand-written page reads (the engine below stays generic). */
export const GENERATION_SOURCES = {
  templateApi: '/nanli/reportTemplate',
  /** nl_enable 启用. */
  templateEnabled: '1',
  reportListPath: '/reportmanage/NanliReportList',
  pageSize: 10,
} as const;

export interface TemplateOption {
  value: string;
  label: string;
  isDefault: boolean;
}

/** A reportable record as the list answers it. */
export type SourceRow = Record<string, unknown> & { id: string };

export interface RecordQuery {
  enterpriseId?: string;
  dateFrom?: string;
  dateTo?: string;
  pageNo: number;
}

export async function fetchSources(): Promise<ReportSourceInfo[]> {
  const reply = await getAction<ReportSourceInfo[]>(REPORT_GENERATION_PATHS.sources);
  if (!reply.success) throw new Error(reply.message);
  return reply.result;
}

export async function fetchTemplates(source: ReportSourceInfo): Promise<TemplateOption[]> {
  const reply = await getAction<PageResult<Record<string, unknown>>>(
    `${GENERATION_SOURCES.templateApi}/list`,
    { reportType: source.reportType, status: GENERATION_SOURCES.templateEnabled, pageSize: '100' },
  );
  const uploaded = reply.success
    ? reply.result.records.map((row) => ({
        value: String(row.id),
        label: `${String(row.templateName)}${row.version ? `（${String(row.version)}）` : ''}`,
        isDefault: row.isDefault === 'Y',
      }))
    : [];
  return [
    { value: BUILTIN_TEMPLATE_ID, label: builtinTemplateName(source.title), isDefault: false },
    ...uploaded,
  ];
}

export async function fetchRecords(
  source: ReportSourceInfo,
  query: RecordQuery,
): Promise<PageResult<SourceRow>> {
  const params: Record<string, string> = {
    [`${source.stateField}_MultiString`]: source.states.join(','),
    pageNo: String(query.pageNo),
    pageSize: String(GENERATION_SOURCES.pageSize),
    column: source.dateField,
    order: 'desc',
  };
  if (query.enterpriseId) params[source.enterpriseField] = query.enterpriseId;
  if (query.dateFrom) params[`${source.dateField}_begin`] = query.dateFrom;
  if (query.dateTo) params[`${source.dateField}_end`] = query.dateTo;
  const reply = await getAction<PageResult<SourceRow>>(`${source.api}/list`, params);
  if (!reply.success) throw new Error(reply.message);
  return reply.result;
}

export const generateReports = (request: GenerationRequest): Promise<ApiResult<GenerationAnswer>> =>
  postAction<GenerationAnswer>(REPORT_GENERATION_PATHS.generate, request);

export const fetchJob = (id: string): Promise<ApiResult<GenerationJob>> =>
  getAction<GenerationJob>(fillPath(REPORT_GENERATION_PATHS.job, { id }));

export const downloadJobZip = (id: string, fileName: string) =>
  downloadFile(fillPath(REPORT_GENERATION_PATHS.jobZip, { id }), fileName);

export const downloadBuiltinTemplate = (source: ReportSourceInfo) =>
  downloadFile(REPORT_GENERATION_PATHS.builtinTemplate, `${builtinTemplateName(source.title)}.docx`, {
    reportType: source.reportType,
  });
