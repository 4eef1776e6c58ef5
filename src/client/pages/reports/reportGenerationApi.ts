// What 生成报告 reads and asks: the usable templates of 隐患排查报告 (the built-in one first), the
// investigations a report can be made of (submitted or audited), generation, a batch's progress.
import type { PageResult } from '../../../shared/api-types';
import { fillPath } from '../../../shared/api-paths';
import type { GenerationAnswer, GenerationJob, GenerationRequest } from '../../../shared/report-generation';
import {
  BUILTIN_TEMPLATE_ID,
  BUILTIN_TEMPLATE_NAME,
  REPORT_GENERATION_PATHS,
} from '../../../shared/report-generation';
import type { ApiResult } from '../../../shared/api-types';
import { downloadFile, getAction, postAction } from '../../api/http';

/** The business names this hand-written page reads (the engine below stays generic). */
export const GENERATION_SOURCES = {
  templateApi: '/nanli/reportTemplate',
  investigationApi: '/nanli/investigation',
  /** nl_report_type 隐患排查报告, nl_enable 启用, nl_investigation_status 已提交/已审核. */
  reportType: '1',
  templateEnabled: '1',
  reportable: '2,3',
  reportListPath: '/reportmanage/NanliReportList',
  pageSize: 10,
} as const;

export interface TemplateOption {
  value: string;
  label: string;
  isDefault: boolean;
}

export interface InvestigationRow {
  id: string;
  investigationNo: string;
  enterpriseId_dictText?: string;
  checkInTime?: string | null;
  hazardTotal?: number | null;
  status_dictText?: string;
}

export interface InvestigationQuery {
  enterpriseId?: string;
  dateFrom?: string;
  dateTo?: string;
  pageNo: number;
}

export async function fetchTemplates(): Promise<TemplateOption[]> {
  const reply = await getAction<PageResult<Record<string, unknown>>>(
    `${GENERATION_SOURCES.templateApi}/list`,
    {
      reportType: GENERATION_SOURCES.reportType,
      status: GENERATION_SOURCES.templateEnabled,
      pageSize: '100',
    },
  );
  const uploaded = reply.success
    ? reply.result.records.map((row) => ({
        value: String(row.id),
        label: `${String(row.templateName)}${row.version ? `（${String(row.version)}）` : ''}`,
        isDefault: row.isDefault === 'Y',
      }))
    : [];
  return [{ value: BUILTIN_TEMPLATE_ID, label: BUILTIN_TEMPLATE_NAME, isDefault: false }, ...uploaded];
}

export async function fetchInvestigations(query: InvestigationQuery): Promise<PageResult<InvestigationRow>> {
  const params: Record<string, string> = {
    status_MultiString: GENERATION_SOURCES.reportable,
    pageNo: String(query.pageNo),
    pageSize: String(GENERATION_SOURCES.pageSize),
    column: 'checkInTime',
    order: 'desc',
  };
  if (query.enterpriseId) params.enterpriseId = query.enterpriseId;
  if (query.dateFrom) params.checkInTime_begin = query.dateFrom;
  if (query.dateTo) params.checkInTime_end = query.dateTo;
  const reply = await getAction<PageResult<InvestigationRow>>(
    `${GENERATION_SOURCES.investigationApi}/list`,
    params,
  );
  if (!reply.success) throw new Error(reply.message);
  return reply.result;
}

export const generateReports = (request: GenerationRequest): Promise<ApiResult<GenerationAnswer>> =>
  postAction<GenerationAnswer>(REPORT_GENERATION_PATHS.generate, request);

export const fetchJob = (id: string): Promise<ApiResult<GenerationJob>> =>
  getAction<GenerationJob>(fillPath(REPORT_GENERATION_PATHS.job, { id }));

export const downloadJobZip = (id: string, fileName: string) =>
  downloadFile(fillPath(REPORT_GENERATION_PATHS.jobZip, { id }), fileName);

export const downloadBuiltinTemplate = () =>
  downloadFile(REPORT_GENERATION_PATHS.builtinTemplate, `${BUILTIN_TEMPLATE_NAME}.docx`);
