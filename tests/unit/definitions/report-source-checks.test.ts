// reportSource in entity files: the checks refuse a declaration generation could not follow — a
// report type outside nl_report_type, without page texts or made by two entities, a bizType outside
// nl_report_biz, states outside the life cycle, number, enterprise, date and link fields of the
// wrong kind, a list that is no sub-table (nor named by a `via` field of its entity) or names fields its entity lacks, an unknown data extension, a report entity that cannot
// hold what it is told.
import { describe, expect, it } from 'vitest';
import { checkReportSources } from '../../../src/server/definitions/report-source-checks';
import type { DictionaryFile } from '../../../src/shared/schema-language/dictionary';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';

const dict = (code: string, values: string[]): DictionaryFile => ({
  code,
  name: code,
  items: values.map((value) => ({ value, text: value })),
});
const dictionaries = [
  dict('nl_report_type', ['1', '3', '4', '7']),
  dict('nl_report_biz', ['drill', 'training']),
  dict('drill_state', ['0', '1', '2']),
];

const attendee = {
  name: 'attendee',
  title: '参训人员',
  table: 'nl_attendee',
  fields: [
    { key: 'drillId', label: '演练', type: 'string', length: 32 },
    { key: 'examResult', label: '考核结果', type: 'string', length: 1 },
    { key: 'orderNum', label: '排序', type: 'int' },
  ],
} as EntityDefinition;

const report = {
  name: 'report',
  title: '报告',
  table: 'nl_report',
  fields: ['reportType', 'bizType', 'bizId', 'enterpriseId', 'fileUrl', 'pdfUrl'].map((key) => ({
    key,
    label: key,
    type: 'string',
    length: 32,
  })),
} as EntityDefinition;

type Source = NonNullable<EntityDefinition['reportSource']>;
const SOURCE: Source = {
  reportType: '3',
  bizType: 'drill',
  states: ['1', '2'],
  numberField: 'drillNo',
  enterpriseField: 'enterpriseId',
  dateField: 'drillTime',
  lists: {
    attendees: {
      entity: 'attendee',
      orderBy: 'orderNum',
      counts: { passedCount: { label: '合格人数', where: { examResult: ['1'] } } },
    },
  },
};

const drill = (reportSource: Partial<Source>, more: Partial<EntityDefinition> = {}) =>
  ({
    name: 'drill',
    title: '演练',
    table: 'nl_drill',
    lifecycle: { field: 'status', initial: '0' },
    subTables: [{ entity: 'attendee', foreignKey: 'drillId', relation: 'oneToMany', title: '人员' }],
    reportSource: { ...SOURCE, ...reportSource },
    fields: [
      { key: 'drillNo', label: '编号', type: 'string', length: 30 },
      { key: 'status', label: '状态', type: 'string', length: 1, dict: { code: 'drill_state' } },
      {
        key: 'enterpriseId',
        label: '企业',
        type: 'string',
        length: 32,
        dict: { entity: 'enterprise', text: 'name' },
      },
      { key: 'drillTime', label: '时间', type: 'datetime' },
      { key: 'durationMin', label: '时长', type: 'int' },
      { key: 'remark', label: '备注', type: 'string', length: 100 },
    ],
    ...more,
  }) as EntityDefinition;

const reasons = (...entities: EntityDefinition[]) =>
  checkReportSources(entities, dictionaries).map((p) => `${p.pointer} ${p.reason}`);

describe('report source checks', () => {
  it('accepts a declared type and kind, states of the life cycle, fields of the right kind, a sub-table list', () => {
    expect(reasons(drill({}), attendee, report)).toEqual([]);
  });

  it('refuses a type outside nl_report_type, one without page texts, one made twice; an unknown kind', () => {
    expect(reasons(drill({ reportType: '9', bizType: 'deep' }), attendee, report)).toEqual([
      '/reportSource/reportType "9" is not a value of dictionary nl_report_type',
      '/reportSource/bizType "deep" is not a value of dictionary nl_report_biz',
    ]);
    expect(reasons(drill({ reportType: '7' }), attendee, report)).toEqual([
      '/reportSource/reportType report type "7" has no texts in REPORT_KIND_TEXTS',
    ]);
    const other = drill({}, { name: 'exercise' });
    expect(reasons(drill({}), other, attendee, report)).toEqual([
      '/reportSource/reportType entity "drill" already makes reports of "3"',
      '/reportSource/bizType entity "drill" already is "drill"',
    ]);
  });

  it('refuses states outside the state dictionary and fields of the wrong kind', () => {
    expect(
      reasons(
        drill({
          states: ['1', '5'],
          numberField: 'durationMin',
          enterpriseField: 'remark',
          dateField: 'drillNo',
        }),
        attendee,
        report,
      ),
    ).toEqual([
      '/reportSource/states/1 "5" is not a value of the state dictionary',
      `/reportSource/numberField "durationMin" is not a stored 'string' field`,
      '/reportSource/enterpriseField "remark" does not reference entity "enterprise"',
      `/reportSource/dateField "drillNo" is not a 'date' or 'datetime' field`,
    ]);
    expect(reasons(drill({}, { lifecycle: undefined }), attendee, report)).toEqual([
      '/reportSource/states states need a lifecycle on the entity',
    ]);
  });

  it('refuses a list that is no sub-table, unknown order and count fields, an unknown extension', () => {
    const lists: Source['lists'] = {
      attendees: {
        entity: 'attendee',
        orderBy: 'seat',
        columns: ['examResult', 'grade'],
        counts: { passed: { label: '合格', where: { grade: ['1'] } } },
      },
      remark: { entity: 'report' },
    };
    expect(reasons(drill({ lists, data: 'nothing' }), attendee, report)).toEqual([
      '/reportSource/lists/attendees/orderBy "seat" is not a field of "attendee"',
      '/reportSource/lists/attendees/columns/1 "grade" is not a field of "attendee"',
      '/reportSource/lists/attendees/counts/passed/where "grade" is not a field of "attendee"',
      '/reportSource/lists/remark "remark" is already a field of the entity',
      '/reportSource/lists/remark/entity "report" is not a sub-table of the entity (or name it with via)',
      '/reportSource/data "nothing" is not a report data extension (hazardInvestigation)',
    ]);
  });

  it('lists rows of another entity through a field of it naming the source record, and only such a field', () => {
    const finding = {
      name: 'finding',
      title: '发现问题',
      table: 'nl_finding',
      fields: [
        {
          key: 'drillId',
          label: '演练',
          type: 'string',
          length: 32,
          dict: { entity: 'drill', text: 'drillNo' },
        },
        { key: 'taskId', label: '任务', type: 'string', length: 32, dict: { entity: 'task', text: 'name' } },
        { key: 'level', label: '等级', type: 'string', length: 1 },
      ],
    } as EntityDefinition;
    const listed = (via: string) =>
      drill({
        lists: { findings: { entity: 'finding', via, counts: { findingTotal: { label: '问题数' } } } },
      });
    expect(reasons(listed('drillId'), attendee, finding, report)).toEqual([]);
    expect(reasons(listed('taskId'), attendee, finding, report)).toEqual([
      '/reportSource/lists/findings/via "taskId" of "finding" does not name a record of "drill"',
    ]);
    expect(reasons(listed('level'), attendee, finding, report)).toEqual([
      '/reportSource/lists/findings/via "level" of "finding" does not name a record of "drill"',
    ]);
  });

  it('needs a report entity holding the report type, kind and record', () => {
    const bare = { ...report, fields: report.fields.filter((f) => f.key !== 'bizId') } as EntityDefinition;
    expect(
      checkReportSources([drill({}), attendee, bare], dictionaries).map((p) => `${p.file} ${p.reason}`),
    ).toEqual([
      'schemas/entities/report.json entities declare reportSource but the report entity lacks bizId',
    ]);
  });
});
