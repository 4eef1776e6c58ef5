// The entity language (schemas/entities/<name>.json): one file describes a business entity — its
// table, fields, rules, dictionaries, list columns, query fields, form layout, sub-tables, tree and
// actions. The server derives table, API, validation and permissions from it; the client derives the
// list page, the form and the dialogs. The TypeBox value is both the TypeScript type and the JSON
// meta-schema (schemas/meta/entity.schema.json).
import { Type } from '@sinclair/typebox';
import { AREA_TYPES } from '../area/regionTree';
import { CALENDAR_SPANS } from '../calendar-spans';
import type { Static } from '@sinclair/typebox';
import { PERSONAL_DATA_KINDS } from '../personal-data';
import { RULE_CODES } from '../validation/rule-codes';
import { LifecycleDefinition, OperationDefinition } from './operations';
import { TimeRuleDefinition } from './time-rules';
import { DataPushDefinition } from './data-push';
import { ReportSourceDefinition } from './report-source';
import { SubTableFill } from './sub-table-fill';
import { ForcedValue } from './forced-values';
import { DefaultFrom } from './default-from';
import { CrossFieldRule, FieldCondition, SerialDefinition } from './form-logic';
import { AdviceDefinition, MaintainedDefinition, OptionRuleReference } from './server-rules';
import { AcceptedExtensions, ExclusiveDefinition, FileCheckDefinition } from './file-fields';
import {
  DEFAULT_VALUE_TOKENS,
  ENTITY_ACTIONS,
  ENTITY_NAME_PATTERN,
  FIELD_KEY_PATTERN,
  FIELD_TYPES,
  FORM_CONTROLS,
  QUERY_MODES,
  ROW_ACTIONS,
  TOOLBAR_ACTIONS,
} from './entity-vocabulary';

const literals = <T extends string>(values: readonly T[], options: object = {}) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );

const numbers = <T extends number>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** Audit columns an engine table has; a system table declares which of them it has. */
export const AUDIT_COLUMNS = ['createBy', 'createTime', 'updateBy', 'updateTime', 'sysOrgCode'] as const;
export type AuditColumn = (typeof AUDIT_COLUMNS)[number];

export {
  ENTITY_ACTIONS,
  ENTITY_NAME_PATTERN,
  FIELD_KEY_PATTERN,
  FIELD_TYPES,
  FORM_CONTROLS,
  QUERY_MODES,
  ROW_ACTIONS,
  TOOLBAR_ACTIONS,
};

export const RuleReference = Type.Union([
  Type.Object(
    {
      rule: literals(RULE_CODES, { description: 'A rule of the catalogue in src/shared/validation' }),
      message: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      rule: literals(['minLength', 'maxLength'] as const),
      value: Type.Integer({ minimum: 0, maximum: 100000 }),
      message: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      pattern: Type.String({
        minLength: 1,
        maxLength: 500,
        description: 'A JavaScript regular expression, anchored by you',
      }),
      message: Type.String({ minLength: 1, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
]);

export const DictionaryReference = Type.Union([
  Type.Object(
    {
      code: Type.String({
        pattern: '^[a-z][a-z0-9_]*$',
        description: 'A dictionary in schemas/dictionaries',
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      entity: Type.String({
        pattern: ENTITY_NAME_PATTERN,
        description: 'A table dictionary: rows of another entity',
      }),
      text: Type.String({ pattern: FIELD_KEY_PATTERN, description: 'Field shown' }),
      value: Type.Optional(
        Type.String({ pattern: FIELD_KEY_PATTERN, description: "Field stored (default 'id')" }),
      ),
      where: Type.Optional(
        Type.Record(Type.String({ pattern: FIELD_KEY_PATTERN }), Type.Array(Type.String(), { minItems: 1 }), {
          description: "Only rows whose field holds one of these values (e.g. { workStatus: ['1'] })",
        }),
      ),
      filter: Type.Optional(
        Type.Record(
          Type.String({ pattern: FIELD_KEY_PATTERN }),
          Type.String({ pattern: FIELD_KEY_PATTERN }),
          {
            description:
              "Only rows whose field equals this form's field, when it has a value (e.g. { enterpriseId: 'enterpriseId' })",
          },
        ),
      ),
      fill: Type.Optional(
        Type.Record(
          Type.String({ pattern: FIELD_KEY_PATTERN }),
          Type.String({ pattern: FIELD_KEY_PATTERN }),
          {
            description:
              "Choosing a row fills these fields of the form from the row's fields ({ ownField: rowField })",
          },
        ),
      ),
      rule: Type.Optional(OptionRuleReference),
      forces: Type.Optional(Type.Array(ForcedValue, { minItems: 1 })),
    },
    { additionalProperties: false },
  ),
]);

const ListColumn = Type.Object(
  {
    show: Type.Optional(Type.Boolean({ description: 'Column shown by default (default true)' })),
    width: Type.Optional(Type.Integer({ minimum: 40, maximum: 800 })),
    sorter: Type.Optional(Type.Boolean()),
    ellipsis: Type.Optional(Type.Boolean()),
    fixed: Type.Optional(literals(['left', 'right'] as const)),
    align: Type.Optional(literals(['left', 'center', 'right'] as const)),
  },
  { additionalProperties: false },
);

const QueryField = Type.Object(
  {
    mode: literals(QUERY_MODES),
    basic: Type.Optional(Type.Boolean({ description: 'Shown before 展开 in the query form' })),
    containsIndex: Type.Optional(
      Type.Boolean({
        description:
          "Mode 'like' on a large table: on PostgreSQL a trigram index and the value's character pairs " +
          '(with its last character), kept in a column of their own with a GIN index, find the rows ' +
          'containing a text of any length without reading the table; SQLite reads it',
      }),
    ),
  },
  { additionalProperties: false },
);

/** An audit column offered to users as a read-only list column and/or query field. */
export const AuditFieldDefinition = Type.Object(
  {
    key: literals(AUDIT_COLUMNS),
    list: Type.Optional(ListColumn),
    query: Type.Optional(QueryField),
  },
  { additionalProperties: false },
);

/**
 * A value nobody types, computed when records are read by one grouped, indexed query per page: the
 * count (or sum) of another entity's records whose `match` fields equal this record's fields.
 */
export const AggregateDerivedDefinition = Type.Object(
  {
    entity: Type.String({
      pattern: ENTITY_NAME_PATTERN,
      description: 'The entity whose records are counted',
    }),
    aggregate: literals(['count', 'sum', 'max'] as const, {
      description: 'count the records, or sum / take the largest value of `field` (max: dates too)',
    }),
    field: Type.Optional(
      Type.String({ pattern: FIELD_KEY_PATTERN, description: "The counted entity's field ('sum', 'max')" }),
    ),
    match: Type.Record(
      Type.String({ pattern: FIELD_KEY_PATTERN }),
      Type.String({ pattern: FIELD_KEY_PATTERN }),
      {
        description: "Counted entity's field → this entity's field (e.g. { enterpriseId: id })",
        minProperties: 1,
      },
    ),
    where: Type.Optional(
      Type.Record(Type.String({ pattern: FIELD_KEY_PATTERN }), Type.Array(Type.String(), { minItems: 1 }), {
        description: "Only records whose field holds one of these values (e.g. { status: ['90'] })",
      }),
    ),
    state: Type.Optional(
      literals(['open', 'closed'] as const, {
        description: "Only records in open (or closed) states of the counted entity's life cycle",
      }),
    ),
    period: Type.Optional(
      Type.Object(
        {
          field: Type.String({
            pattern: FIELD_KEY_PATTERN,
            description: "The counted entity's 'date' or 'datetime' field",
          }),
          span: literals(CALENDAR_SPANS, {
            description:
              'The calendar span holding today (GMT+8): year 本年度, halfYear 本半年, quarter, month',
          }),
        },
        {
          additionalProperties: false,
          description: 'Only records whose date lies in the current calendar span (e.g. drills of this year)',
        },
      ),
    ),
    matchYear: Type.Optional(
      Type.Object(
        {
          field: Type.String({
            pattern: FIELD_KEY_PATTERN,
            description: "The counted entity's 'date' or 'datetime' field",
          }),
          year: Type.String({
            pattern: FIELD_KEY_PATTERN,
            description: "This entity's field holding a year ('int', e.g. 2026)",
          }),
        },
        {
          additionalProperties: false,
          description:
            "Only records whose date falls in this record's year (a service ledger row's 保单年度): " +
            'matched besides `match`, in the same grouped read',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

/**
 * A percentage of two count or sum derived values of the same entity (合格率 = 合格人数 / 参训人数),
 * computed from them in the same read: no query of its own. Empty when the denominator is 0.
 */
export const RatioDerivedDefinition = Type.Object(
  {
    ratio: Type.Object(
      {
        numerator: Type.String({
          pattern: FIELD_KEY_PATTERN,
          description: "A 'count' or 'sum' derived field of this entity",
        }),
        denominator: Type.String({
          pattern: FIELD_KEY_PATTERN,
          description: "A 'count' or 'sum' derived field of this entity",
        }),
      },
      {
        additionalProperties: false,
        description: "numerator / denominator × 100, rounded to the field's scale (type 'decimal')",
      },
    ),
  },
  { additionalProperties: false },
);

export const DerivedDefinition = Type.Union([AggregateDerivedDefinition, RatioDerivedDefinition]);

export const FieldDefinition = Type.Object(
  {
    key: Type.String({ pattern: FIELD_KEY_PATTERN, description: 'camelCase; the column is its snake_case' }),
    label: Type.String({ minLength: 1, maxLength: 50 }),
    type: literals(FIELD_TYPES),
    length: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10000, description: "Characters of a 'string' (default 255)" }),
    ),
    precision: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 30, description: "Digits of a 'decimal' (default 14)" }),
    ),
    scale: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 10, description: "Decimals of a 'decimal' (default 2)" }),
    ),
    min: Type.Optional(Type.Number({ description: 'Smallest number allowed' })),
    max: Type.Optional(Type.Number({ description: 'Largest number allowed' })),
    required: Type.Optional(Type.Boolean()),
    requiredMessage: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    rules: Type.Optional(Type.Array(RuleReference)),
    unique: Type.Optional(
      Type.Union([
        Type.Boolean(),
        Type.Object(
          {
            scope: Type.Array(Type.String({ pattern: FIELD_KEY_PATTERN }), {
              minItems: 1,
              description: 'Unique within rows sharing these fields',
            }),
          },
          { additionalProperties: false },
        ),
      ]),
    ),
    uniqueMessage: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    dict: Type.Optional(DictionaryReference),
    multiple: Type.Optional(Type.Boolean({ description: 'Several dictionary values, comma separated' })),
    userRole: Type.Optional(
      Type.String({
        pattern: '^[a-z][a-zA-Z0-9_]*$',
        description:
          "Control 'selectUser': only users holding this role (a code of roles.json) — the picker " +
          'lists them, the server refuses others',
      }),
    ),
    default: Type.Optional(
      Type.Union([literals(DEFAULT_VALUE_TOKENS), Type.String(), Type.Number()], {
        description:
          'A value, or one filled at the time: $today, $now, $userId, $username, $realname, $orgCode',
      }),
    ),
    defaultFrom: Type.Optional(DefaultFrom),
    /**
     * In the form, the detail and each grid row only when this holds (a grid shows an empty cell no
     * one edits); a hidden field's value is not sent.
     */
    visibleWhen: Type.Optional(FieldCondition),
    /** Required only when this holds, on both ends. */
    requiredWhen: Type.Optional(FieldCondition),
    serial: Type.Optional(SerialDefinition),
    treeCode: Type.Optional(
      Type.Literal(true, {
        description:
          "On a tree entity: a record added without a value gets its parent's value followed by the next " +
          'free segment of a letter and two digits (A01 … A99, B01 … Z99, as JeecgBoot category codes); a ' +
          "value given must start with the parent's. A string, unique, not required.",
      }),
    ),
    transform: Type.Optional(literals(['upper', 'lower'] as const)),
    readonly: Type.Optional(
      Type.Boolean({ description: 'Shown but never written from a request (derived values)' }),
    ),
    derived: Type.Optional(DerivedDefinition),
    maintained: Type.Optional(MaintainedDefinition),
    fileCheck: Type.Optional(FileCheckDefinition),
    exclusive: Type.Optional(ExclusiveDefinition),
    hidden: Type.Optional(Type.Boolean({ description: 'Stored but never shown' })),
    columnPermission: Type.Optional(
      Type.Boolean({ description: "Visible only to holders of '<permission>:<key>' (type '1')" }),
    ),
    editPermission: Type.Optional(
      Type.Boolean({
        description: "Written only by holders of '<permission>:<key>:edit'; read-only for the others",
      }),
    ),
    personal: Type.Optional({
      ...literals(PERSONAL_DATA_KINDS),
      description:
        "Personal data (a 'string' field): every read answers it masked (138****5678) to users who do not " +
        "hold the entity's edit code (a sub-table's: its main's, with the rows writable); a masked value " +
        'sent back never overwrites the stored one',
    }),
    index: Type.Optional(Type.Boolean()),
    list: Type.Optional(ListColumn),
    query: Type.Optional(QueryField),
    form: Type.Optional(
      Type.Object(
        {
          control: Type.Optional(literals(FORM_CONTROLS)),
          areaType: Type.Optional(
            literals(AREA_TYPES, { description: "Control 'area': one cascader (default) or three selects" }),
          ),
          popup: Type.Optional(
            Type.Object(
              {
                report: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'Code in schemas/reports' }),
                orgFields: Type.Array(Type.String(), {
                  minItems: 1,
                  description: 'Report columns copied into destFields, in order',
                }),
                destFields: Type.Array(Type.String({ pattern: FIELD_KEY_PATTERN }), { minItems: 1 }),
                multi: Type.Optional(Type.Boolean({ description: 'Several rows, values comma-joined' })),
              },
              { additionalProperties: false, description: "The popup selector of control 'popup'" },
            ),
          ),
          latitudeField: Type.Optional(
            Type.String({
              pattern: FIELD_KEY_PATTERN,
              description:
                "Control 'geolocation' (on the longitude field): the decimal field the same position's " +
                'latitude goes into',
            }),
          ),
          maxCount: Type.Optional(
            Type.Integer({
              minimum: 0,
              maximum: 100,
              description: "Controls 'upload' and 'image': at most this many files; 0 or absent, no limit",
            }),
          ),
          accept: Type.Optional(AcceptedExtensions),
          span: Type.Optional(numbers([6, 8, 12, 24] as const)),
          placeholder: Type.Optional(Type.String({ maxLength: 100 })),
          tooltip: Type.Optional(Type.String({ maxLength: 200 })),
          hidden: Type.Optional(
            Type.Boolean({ description: 'Not in the form (set by the server or derived)' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    grid: Type.Optional(
      Type.Object(
        {
          width: Type.Optional(Type.Integer({ minimum: 40, maximum: 800 })),
          statistics: Type.Optional(literals(['sum', 'average'] as const)),
        },
        { additionalProperties: false, description: 'In an editable sub-table grid' },
      ),
    ),
  },
  { additionalProperties: false },
);

export const SubTableDefinition = Type.Object(
  {
    entity: Type.String({ pattern: ENTITY_NAME_PATTERN }),
    foreignKey: Type.String({
      pattern: FIELD_KEY_PATTERN,
      description: 'Field of the sub entity holding the main id',
    }),
    relation: literals(['oneToMany', 'oneToOne'] as const),
    title: Type.Optional(Type.String({ maxLength: 50 })),
    display: Type.Optional(
      literals(['grid', 'form'] as const, {
        description: "'grid' an editable grid, 'form' a sub-form (one-to-one)",
      }),
    ),
    sortField: Type.Optional(
      Type.String({ pattern: FIELD_KEY_PATTERN, description: 'Order of rows (drag sort), default orderNum' }),
    ),
    fillFrom: Type.Optional(SubTableFill),
    readonly: Type.Optional(
      Type.Boolean({
        description:
          'Rows shown in the form but not edited there: a save through the main record leaves them as stored',
      }),
    ),
    editPermission: Type.Optional(
      Type.Boolean({
        description:
          "Rows written through the main record only by holders of '<main permission>:<entity>List:edit'; " +
          'read-only for the others',
      }),
    ),
  },
  { additionalProperties: false },
);

export const EntityDefinition = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    name: Type.String({ pattern: ENTITY_NAME_PATTERN }),
    title: Type.String({ minLength: 1, maxLength: 50 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    titleField: Type.Optional(
      Type.String({
        pattern: FIELD_KEY_PATTERN,
        description:
          'The field naming a record in lists outside its page (workplace); its dictionary text if any',
      }),
    ),
    table: Type.String({
      pattern: '^(?!kysely_)[a-z][a-z0-9_]{1,62}$',
      description: 'sys_ tables belong to the system migrations and need systemTable',
    }),
    systemTable: Type.Optional(
      Type.Object(
        {
          auditColumns: Type.Array(literals(AUDIT_COLUMNS), {
            uniqueItems: true,
            description: 'The audit columns the table has (id is always there)',
          }),
        },
        {
          additionalProperties: false,
          description:
            'A table the system migrations own: schema sync only checks that the declared columns exist ' +
            'and never creates or alters it; columns no field declares (password hashes, flags) stay out ' +
            'of every result and write.',
        },
      ),
    ),
    api: Type.Optional(
      Type.String({ pattern: '^(/[a-zA-Z][a-zA-Z0-9]*)+$', description: 'Base path of the CRUD endpoints' }),
    ),
    permission: Type.Optional(
      Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_:.-]*$', description: 'Prefix of the permission codes' }),
    ),
    tenantScoped: Type.Optional(Type.Boolean()),
    defaultSort: Type.Optional(
      Type.Array(
        Type.Object(
          { field: Type.String({ pattern: FIELD_KEY_PATTERN }), order: literals(['asc', 'desc'] as const) },
          { additionalProperties: false },
        ),
        { minItems: 1 },
      ),
    ),
    dataRules: Type.Optional(
      Type.Array(
        Type.Object(
          {
            hook: Type.String({
              pattern: '^[a-z][a-zA-Z0-9]*$',
              description: 'A row-level rule registered in the server',
            }),
            field: Type.String({ pattern: FIELD_KEY_PATTERN, description: 'The field the rule restricts' }),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    lifecycle: Type.Optional(LifecycleDefinition),
    operations: Type.Optional(Type.Array(OperationDefinition)),
    timeRules: Type.Optional(Type.Array(TimeRuleDefinition)),
    dataPush: Type.Optional(DataPushDefinition),
    reportSource: Type.Optional(ReportSourceDefinition),
    advice: Type.Optional(
      Type.Array(AdviceDefinition, {
        description: 'Warnings the server computes for the form’s values (shown, never refusing the save)',
      }),
    ),
    form: Type.Optional(
      Type.Object(
        {
          container: Type.Optional(literals(['modal', 'drawer'] as const)),
          width: Type.Optional(Type.Integer({ minimum: 300, maximum: 2000 })),
          columns: Type.Optional(numbers([1, 2, 3] as const)),
        },
        { additionalProperties: false },
      ),
    ),
    actions: Type.Optional(
      Type.Object(
        {
          toolbar: Type.Optional(Type.Array(literals(TOOLBAR_ACTIONS))),
          row: Type.Optional(Type.Array(literals(ROW_ACTIONS))),
        },
        { additionalProperties: false },
      ),
    ),
    fields: Type.Array(FieldDefinition, { minItems: 1 }),
    crossFieldRules: Type.Optional(
      Type.Array(CrossFieldRule, {
        description:
          "Rules comparing two fields, e.g. { field: 'deadline', op: '>=', other: 'foundAt', message }",
      }),
    ),
    auditFields: Type.Optional(
      Type.Array(AuditFieldDefinition, {
        description:
          'Audit columns shown after the fields as read-only list columns and query fields ' +
          "(e.g. createTime searched by a range); the label and type are the audit column's own",
      }),
    ),
    subTables: Type.Optional(Type.Array(SubTableDefinition)),
    related: Type.Optional(
      Type.Array(
        Type.Object(
          {
            entity: Type.String({
              pattern: ENTITY_NAME_PATTERN,
              description: 'An entity referencing this one',
            }),
            field: Type.String({
              pattern: FIELD_KEY_PATTERN,
              description: 'Its field holding this record’s id',
            }),
            title: Type.String({ minLength: 1, maxLength: 50, description: 'The tab title' }),
          },
          { additionalProperties: false },
        ),
        {
          description:
            "Tabs of the detail view listing the records of other entities that reference this one (the user's own scope)",
        },
      ),
    ),
    tree: Type.Optional(
      Type.Object(
        {
          parentField: Type.String({ pattern: FIELD_KEY_PATTERN }),
          hasChildField: Type.String({ pattern: FIELD_KEY_PATTERN }),
          childListAnswer: Type.Optional(
            literals(['page', 'array'] as const, {
              description:
                "What childList answers: a page (default; JeecgBoot's generated tree lists) or a bare array " +
                "(JeecgBoot's own SysCategoryController), so a JeecgBoot client reads the table as it did",
            }),
          ),
        },
        {
          additionalProperties: false,
          description:
            'Rows form a tree: the list shows roots, childList/rootList/getChildListBatch serve the levels',
        },
      ),
    ),
    indexes: Type.Optional(
      Type.Array(
        Type.Object(
          {
            fields: Type.Array(Type.String({ pattern: FIELD_KEY_PATTERN }), { minItems: 1 }),
            unique: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false, title: 'Anze entity' },
);

export type { EntityAction, FieldType, FormControl } from './entity-vocabulary';
export type RuleReference = Static<typeof RuleReference>;
export type DictionaryReference = Static<typeof DictionaryReference>;
export type FieldDefinition = Static<typeof FieldDefinition>;
export type DerivedDefinition = Static<typeof DerivedDefinition>;
export type AggregateDerivedDefinition = Static<typeof AggregateDerivedDefinition>;
export type RatioDerivedDefinition = Static<typeof RatioDerivedDefinition>;
export type { CrossFieldRule, FieldCondition, SerialDefinition } from './form-logic';
export type { LifecycleDefinition, OperationDefinition } from './operations';
export type { TimeRuleDefinition } from './time-rules';
export type { AdviceDefinition, MaintainedDefinition, OptionRuleReference } from './server-rules';
export type AuditFieldDefinition = Static<typeof AuditFieldDefinition>;
export type SubTableDefinition = Static<typeof SubTableDefinition>;
export type { SubTableFill } from './sub-table-fill';
export type EntityDefinition = Static<typeof EntityDefinition>;
