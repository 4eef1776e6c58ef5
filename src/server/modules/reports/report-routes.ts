// The online report API behind JPopup (contract §11.4): columns with dictionary options, the query
// form, and a page of rows. Reports are definitions in schemas/reports (read-only SELECTs kept in git);
// a report's id is its code. A statement that fails is logged and answered without its internals.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DictItem } from '../../../shared/api-types';
import type { ReportDefinition } from '../../../shared/schema-language/report';
import { REPORT_DEFAULT_PAGE_SIZE, REPORT_MAX_PAGE_SIZE } from '../../../shared/reports';
import { authOf } from '../../auth/authenticate';
import { engineDb } from '../../engine/engine-db';
import { AppError, Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { pageQueries } from './report-query';
import type { ReportPageRequest } from './report-query';

export const REPORT_API = '/online/cgreport/api';

type ReportRequest = FastifyRequest<{ Params: { code: string }; Querystring: Record<string, unknown> }>;

const positive = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

function pageOf(report: ReportDefinition, query: Record<string, unknown>): ReportPageRequest {
  const sortable = report.columns.find((c) => c.sorter && c.field === query.column);
  return {
    pageNo: positive(query.pageNo, 1),
    pageSize: Math.min(positive(query.pageSize, REPORT_DEFAULT_PAGE_SIZE), REPORT_MAX_PAGE_SIZE),
    sortField: sortable?.field ?? null,
    descending: query.order === 'desc',
  };
}

export function registerReportRoutes(api: FastifyInstance, services: AppServices): void {
  const reports = new Map(services.definitions.reports.map((r) => [r.code, r]));
  const reportOf = (code: string) => {
    const report = reports.get(code);
    if (!report) throw Errors.reportNotFound();
    return report;
  };
  const db = engineDb(services.db);

  async function dictOptions(report: ReportDefinition): Promise<Record<string, DictItem[]>> {
    const options: Record<string, DictItem[]> = {};
    for (const col of report.columns)
      if (col.dict) options[col.field] = await services.dictionaries.items(col.dict);
    return options;
  }

  api.get(`${REPORT_API}/getRpColumns/:code`, async (request: ReportRequest) => {
    const report = reportOf(request.params.code);
    return ok({
      columns: report.columns.map((col) => ({
        title: col.title,
        dataIndex: col.field,
        align: 'center',
        ...(col.sorter ? { sorter: 'true' } : {}),
        ...(col.dict ? { customRender: col.field } : {}),
        fieldType: col.type,
      })),
      dictOptions: await dictOptions(report),
      fieldHrefSlots: [],
      isGroupTitle: false,
      cgRpConfigId: report.code,
      cgRpConfigName: report.name,
    });
  });

  api.get(`${REPORT_API}/getQueryInfo/:code`, async (request: ReportRequest) => {
    const report = reportOf(request.params.code);
    return ok(
      report.columns
        .filter((col) => col.query)
        .map((col, index) => ({
          label: col.title,
          field: col.field,
          view: col.dict ? 'list' : col.type,
          mode: col.query!.mode,
          ...(col.dict ? { dictCode: col.dict } : {}),
          // The form shows two fields and keeps the rest behind 展开.
          ...(index >= 2 ? { hidden: '1' } : {}),
        })),
    );
  });

  api.get(`${REPORT_API}/getData/:code`, async (request: ReportRequest) => {
    const report = reportOf(request.params.code);
    const page = pageOf(report, request.query);
    const { user, tenantId } = authOf(request);
    const queries = pageQueries(report, request.query, services.dialect, page, {
      tenantId,
      username: user.username,
    });
    try {
      // PostgreSQL enforces what the definition check promises: the statement cannot write.
      const { total, records } = await db.transaction().execute(async (trx) => {
        if (services.dialect === 'postgres') await sql`set transaction read only`.execute(trx);
        const [count, rows] = [await queries.count.execute(trx), await queries.rows.execute(trx)];
        return { total: Number(count.rows[0]?.total ?? 0), records: rows.rows };
      });
      return ok({ total, records });
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.error({ err: error, report: report.code }, 'report statement failed');
      throw Errors.reportSqlFailed();
    }
  });
}
