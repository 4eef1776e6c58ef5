// A report file (schemas/reports/<code>.json): the read-only SELECT behind a popup selector, its
// parameters (bound, from `self_<name>`) and the columns the popup shows, searches and sorts.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
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
    columns: Type.Array(ReportColumnDefinition, { minItems: 1 }),
  },
  { additionalProperties: false, title: 'Anze report' },
);

export type ReportDefinition = Static<typeof ReportDefinition>;
export type ReportColumnDefinition = Static<typeof ReportColumnDefinition>;
