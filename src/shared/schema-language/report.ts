// A report file (schemas/reports/<code>.json): the read-only SELECT behind a popup selector, its
// parameters (bound, from `self_<name>`), the columns the popup shows, searches and sorts, who may use
// it (a permission code listed under a menu) and how its rows are scoped to the user's.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { PERSONAL_DATA_KINDS } from '../personal-data';
import { REPORT_COLUMN_TYPES, REPORT_QUERY_MODES } from '../reports';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
/** A SQL identifier: the column alias of the report's SELECT, used as `dataIndex`. */
export const REPORT_FIELD_PATTERN = '^[a-z][a-z0-9_]{0,40}$';

export const ReportColumnDefinition = Type.Object(
  {
    field: Type.String({ pattern: REPORT_FIELD_PATTERN, description: 'Column alias in the SELECT' }),
    title: Type.String({ minLength: 1, maxLength: 50 }),
    type: literals(REPORT_COLUMN_TYPES),
    dict: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'Dictionary code' })),
    sorter: Type.Optional(Type.Boolean()),
    query: Type.Optional(
      Type.Object({ mode: literals(REPORT_QUERY_MODES) }, { additionalProperties: false }),
    ),
    personal: Type.Optional({
      ...literals(PERSONAL_DATA_KINDS),
      description:
        'Personal data: masked, and neither searchable nor sortable, for users without the column permission ' +
        '(<permission code>:<field>, listed beside the report permission)',
    }),
  },
  { additionalProperties: false },
);

export const ReportPermission = Type.Object(
  {
    code: Type.String({
      pattern: '^[a-zA-Z][a-zA-Z0-9_]*(:[a-zA-Z0-9_]+)*$',
      maxLength: 100,
      description: 'Permission code a user needs to use the report (granted through roles)',
    }),
    menu: Type.String({
      minLength: 1,
      description: 'Menu id (schemas/menus.json) under which the permission is listed in the permission tree',
    }),
  },
  { additionalProperties: false },
);

export const ReportScope = Type.Object(
  {
    entity: Type.String({ minLength: 1, description: 'An entity the SELECT reads (schemas/entities)' }),
    column: Type.String({
      pattern: REPORT_FIELD_PATTERN,
      description: "Report column holding that entity's id: a row shows only if the user may see that record",
    }),
  },
  { additionalProperties: false },
);

export const ReportParamDefinition = Type.Object(
  {
    name: Type.String({ pattern: '^[a-z][a-zA-Z0-9]{0,40}$' }),
    label: Type.String({ minLength: 1, maxLength: 50 }),
    default: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const ReportDefinition = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    code: Type.String({ pattern: '^[a-z][a-z0-9_]*$', maxLength: 100 }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 255 })),
    sql: Type.String({
      minLength: 10,
      maxLength: 4000,
      description: 'One SELECT (or WITH) statement; ${name} marks a bound parameter',
    }),
    params: Type.Optional(Type.Array(ReportParamDefinition)),
    permission: ReportPermission,
    scope: Type.Optional(
      Type.Array(ReportScope, {
        minItems: 1,
        description:
          "Every entity the SELECT reads, with the column holding its id: rows follow that entity's tenant and " +
          'data rules. A report without a scope shows the same rows to everyone and is refused to data-ruled users.',
      }),
    ),
    columns: Type.Array(ReportColumnDefinition, { minItems: 1 }),
  },
  { additionalProperties: false, title: 'Anze report' },
);

export type ReportDefinition = Static<typeof ReportDefinition>;
export type ReportColumnDefinition = Static<typeof ReportColumnDefinition>;
export type ReportScope = Static<typeof ReportScope>;

/** The permission code of a personal-data column: masked for users who do not hold it. */
export const reportColumnCode = (report: Pick<ReportDefinition, 'permission'>, field: string): string =>
  `${report.permission.code}:${field}`;

/** Every permission a report yields (its use and its personal columns), titled for the permission tree. */
export function reportPermissions(report: ReportDefinition): { code: string; title: string; type: '1' }[] {
  return [
    { code: report.permission.code, title: `使用报表：${report.name}`, type: '1' },
    ...report.columns
      .filter((column) => column.personal)
      .map((column) => ({
        code: reportColumnCode(report, column.field),
        title: `${report.name}：${column.title}（字段）`,
        type: '1' as const,
      })),
  ];
}
