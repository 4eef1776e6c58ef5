// The SQL of a report page: the definition's SELECT with its ${name} parameters bound, wrapped as
// JeecgBoot does (`select * from (<sql>) jeecg_rp_temp where … order by …`), and scoped to the
// records the user may see. Columns filtered or sorted come only from the report's declared columns
// the user may read; every value is a bound parameter.
import { sql } from 'kysely';
import type { Expression, RawBuilder, SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';
import type { ReportColumnDefinition, ReportDefinition } from '../../../shared/schema-language/report';
import { REPORT_PARAM_PREFIX } from '../../../shared/reports';
import { isServerBound, REPORT_PLACEHOLDER } from '../../definitions/report-checks';
import { escapeLike } from '../../engine/sql-conditions';

const WRAPPER = 'jeecg_rp_temp';
type Query = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const column = (field: string) => sql.ref(`${WRAPPER}.${field}`);

/** Values the server binds itself: a request can never set them (`self_tenantId` is ignored). */
export interface ServerBoundValues {
  tenantId: number;
  username: string;
}

/**
 * The report's own statement with the server's values and the `self_<name>` values (or the
 * parameter's default) bound.
 */
export function statementOf(
  report: ReportDefinition,
  query: Query,
  server: ServerBoundValues,
): RawBuilder<unknown> {
  const defaults = new Map((report.params ?? []).map((p) => [p.name, p.default ?? '']));
  // split() with a capturing group alternates text and parameter names.
  const pieces = report.sql.split(new RegExp(REPORT_PLACEHOLDER.source)).map((piece, index) => {
    if (index % 2 === 0) return sql.raw(piece);
    if (isServerBound(piece)) return sql`${server[piece]}`;
    const given = query[`${REPORT_PARAM_PREFIX}${piece}`];
    return sql`${typeof given === 'string' ? given : (defaults.get(piece) ?? '')}`;
  });
  return sql.join(pieces, sql.raw(''));
}

function valueFor(col: ReportColumnDefinition, text: string): string | number | null {
  if (col.type === 'integer' || col.type === 'number') {
    const number = Number(text);
    return Number.isFinite(number) ? number : null;
  }
  return text;
}

/**
 * WHERE conditions of the popup's query form over the given columns: one value (text: contains) or a
 * begin/end range.
 */
export function filtersOf(
  columns: readonly ReportColumnDefinition[],
  query: Query,
  dialect: Dialect,
): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  for (const col of columns) {
    if (!col.query) continue;
    if (col.query.mode === 'group') {
      for (const [suffix, op] of [
        ['_begin', '>='],
        ['_end', '<='],
      ] as const) {
        const text = textOf(query[`${col.field}${suffix}`]);
        if (!text) continue;
        const value = valueFor(col, text);
        conditions.push(
          value === null ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${column(col.field)} ${sql.raw(op)} ${value}`,
        );
      }
      continue;
    }
    const text = textOf(query[col.field]);
    if (!text) continue;
    if (col.type === 'string' && !col.dict) {
      const operator = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
      conditions.push(sql<SqlBool>`${column(col.field)} ${operator} ${`%${escapeLike(text)}%`} escape '\\'`);
    } else {
      const value = valueFor(col, text);
      conditions.push(value === null ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${column(col.field)} = ${value}`);
    }
  }
  return conditions;
}

export interface ReportPageRequest {
  pageNo: number;
  pageSize: number;
  /** A declared sortable column, or null for the statement's own order. */
  sortField: string | null;
  descending: boolean;
}

export interface ReportPageScope {
  /** Columns the user may filter on. */
  columns: readonly ReportColumnDefinition[];
  /** Each: the report column holding an entity id, and the ids the user may see. */
  scope: readonly { field: string; ids: Expression<unknown> }[];
}

export function pageQueries(
  report: ReportDefinition,
  query: Query,
  dialect: Dialect,
  page: ReportPageRequest,
  server: ServerBoundValues,
  user: ReportPageScope,
): { count: RawBuilder<{ total: number | string }>; rows: RawBuilder<Record<string, unknown>> } {
  const statement = statementOf(report, query, server);
  const filters = [
    ...user.scope.map(({ field, ids }) => sql<SqlBool>`${column(field)} in (${ids})`),
    ...filtersOf(user.columns, query, dialect),
  ];
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const order = page.sortField
    ? sql`order by ${column(page.sortField)} ${sql.raw(page.descending ? 'desc' : 'asc')}`
    : sql``;
  const offset = (page.pageNo - 1) * page.pageSize;
  return {
    count: sql<{
      total: number | string;
    }>`select count(*) as total from (${statement}) ${sql.raw(WRAPPER)} ${where}`,
    rows: sql<
      Record<string, unknown>
    >`select * from (${statement}) ${sql.raw(WRAPPER)} ${where} ${order} limit ${page.pageSize} offset ${offset}`,
  };
}
