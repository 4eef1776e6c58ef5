// The online report API behind JPopup (contract §11.4): columns with dictionary options, the query
// form, and a page of rows. Reports are definitions in schemas/reports (read-only SELECTs kept in git);
// a report's id is its code. Each call needs the report's permission; rows are scoped and personal
// columns masked (report-access.ts). A statement that fails is logged and answered without its internals.
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DictItem } from '../../../shared/api-types';
import type { ReportDefinition } from '../../../shared/schema-language/report';
import { REPORT_DEFAULT_PAGE_SIZE, REPORT_MAX_PAGE_SIZE } from '../../../shared/reports';
import { engineDb } from '../../engine/engine-db';
import { AppError, Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { pageQueries } from './report-query';
import type { ReportPageRequest } from './report-query';
import { maskRows, openColumns, reportAccess, scopeOf } from './report-access';
import type { ReportAccess } from './report-access';
import { pageNumber } from '../../http/page-number';

export const REPORT_API = '/online/cgreport/api';

type ReportRequest = FastifyRequest<{ Params: { code: string }; Querystring: Record<string, unknown> }>;

const positive = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

function pageOf(access: ReportAccess, query: Record<string, unknown>): ReportPageRequest {
  const sortable = openColumns(access).find((c) => c.sorter && c.field === query.column);
  const pageSize = Math.min(positive(query.pageSize, REPORT_DEFAULT_PAGE_SIZE), REPORT_MAX_PAGE_SIZE);
  return {
    pageNo: pageNumber(query.pageNo, pageSize),
    pageSize,
    sortField: sortable?.field ?? null,
    descending: query.order === 'desc',
  };
}

export function registerReportRoutes(api: FastifyInstance, services: AppServices): void {
  const reports = new Map(services.definitions.reports.map((r) => [r.code, r]));
  const db = engineDb(services.db);

  /** The report named by the path, as the signed-in user may use it (510 without its permission). */
  async function accessOf(request: ReportRequest) {
    const report = reports.get(request.params.code);
    if (!report) throw Errors.reportNotFound();
    const principal = await services.engine.principal(request);
    return { access: reportAccess(report, principal), principal };
  }

  async function dictOptions(report: ReportDefinition): Promise<Record<string, DictItem[]>> {
    const options: Record<string, DictItem[]> = {};
    for (const col of report.columns)
      if (col.dict) options[col.field] = await services.dictionaries.items(col.dict);
    return options;
  }

  api.get(`${REPORT_API}/getRpColumns/:code`, allow.inHandler, async (request: ReportRequest) => {
    const { access } = await accessOf(request);
    const { report } = access;
    return ok({
      columns: access.columns.map(({ column: col, masked }) => ({
        title: col.title,
        dataIndex: col.field,
        align: 'center',
        ...(col.sorter && !masked ? { sorter: 'true' } : {}),
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

  api.get(`${REPORT_API}/getQueryInfo/:code`, allow.inHandler, async (request: ReportRequest) => {
    const { access } = await accessOf(request);
    return ok(
      openColumns(access)
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

  api.get(`${REPORT_API}/getData/:code`, allow.inHandler, async (request: ReportRequest) => {
    const { access, principal } = await accessOf(request);
    const { report } = access;
    const page = pageOf(access, request.query);
    const scope = await scopeOf(access, principal, services.engine);
    const queries = pageQueries(
      report,
      request.query,
      services.dialect,
      page,
      { tenantId: principal.tenantId, username: principal.user.username },
      { columns: openColumns(access), scope },
    );
    try {
      // PostgreSQL enforces what the definition check promises: the statement cannot write.
      const { total, records } = await db.transaction().execute(async (trx) => {
        if (services.dialect === 'postgres') await sql`set transaction read only`.execute(trx);
        const [count, rows] = [await queries.count.execute(trx), await queries.rows.execute(trx)];
        return { total: Number(count.rows[0]?.total ?? 0), records: rows.rows };
      });
      maskRows(access, records);
      return ok({ total, records });
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.error({ err: error, report: report.code }, 'report statement failed');
      throw Errors.reportSqlFailed();
    }
  });
}
