// Report sources (domain §2.18, §4.5): an entity declaring `reportSource` has Word/PDF reports made
// of its records on 生成报告 — which records may be reported on, what the report record is told, and
// which related lists and counts its template may show. What every source offers a template (its own
// fields, the enterprise profile, the lists) is derived from the declaration; a named data extension
// registered in code may add values a declaration cannot express (the hazard investigation's tables).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ENTITY_NAME_PATTERN, FIELD_KEY_PATTERN } from './entity-vocabulary';

const fieldKey = (description: string) => Type.String({ pattern: FIELD_KEY_PATTERN, description });

export const ReportCountDefinition = Type.Object(
  {
    label: Type.String({
      minLength: 1,
      description: 'What the count is called in the placeholder catalogue',
    }),
    where: Type.Optional(
      Type.Record(Type.String({ pattern: FIELD_KEY_PATTERN }), Type.Array(Type.String(), { minItems: 1 }), {
        description: 'Only rows whose field holds one of these values are counted (absent: every row)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ReportListDefinition = Type.Object(
  {
    entity: Type.String({
      pattern: ENTITY_NAME_PATTERN,
      description:
        'A sub-table entity of the source, or an entity whose `via` field names the source record; its rows are the loop `{#<name>}…{/<name>}`',
    }),
    via: Type.Optional(
      fieldKey(
        "The listed entity's field naming the source record (an entity dictionary of the source): for rows that are not a sub-table, such as the hazards a guide inspection found",
      ),
    ),
    orderBy: Type.Optional(fieldKey('The rows are in the order of this field (absent: as stored)')),
    columns: Type.Optional(
      Type.Array(Type.String({ pattern: FIELD_KEY_PATTERN }), {
        minItems: 1,
        maxItems: 8,
        description:
          "The columns of the list's table in the built-in template (absent: its first visible fields)",
      }),
    ),
    counts: Type.Optional(
      Type.Record(Type.String({ pattern: FIELD_KEY_PATTERN }), ReportCountDefinition, {
        description: 'Top-level values counting the rows: `{attendeeCount}`',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ReportSourceDefinition = Type.Object(
  {
    reportType: Type.String({
      pattern: '^[0-9]$',
      description: 'The report type made of these records (a value of nl_report_type, one entity each)',
    }),
    bizType: Type.String({
      pattern: '^[a-z]+$',
      description: 'What the report record calls its source (a value of dictionary nl_report_biz)',
    }),
    states: Type.Array(Type.String({ minLength: 1 }), {
      minItems: 1,
      description: 'Only records in these states of the life cycle are reported on',
    }),
    numberField: fieldKey("The stored 'string' field holding the record's number (in the report name)"),
    enterpriseField: fieldKey('The field naming the enterprise (a dictionary of entity enterprise)'),
    dateField: fieldKey("The 'date' or 'datetime' field an enterprise's period is chosen by"),
    lists: Type.Optional(
      Type.Record(Type.String({ pattern: FIELD_KEY_PATTERN }), ReportListDefinition, {
        description: 'Loops of the template: rows of sub-tables, with their counts',
      }),
    ),
    data: Type.Optional(
      Type.String({
        pattern: '^[a-z][a-zA-Z0-9]*$',
        description: 'A data extension registered in code adding values and lists (hazardInvestigation)',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Reports (Word, then PDF) are generated of these records on 生成报告 (menu 报告管理)',
  },
);

export type ReportSourceDefinition = Static<typeof ReportSourceDefinition>;
export type ReportListDefinition = Static<typeof ReportListDefinition>;
