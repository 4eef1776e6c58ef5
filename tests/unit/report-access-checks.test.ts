// Who may use a report, checked across the definition files: the permission sits under a known menu
// with a code of its own, every entity table the SELECT reads is scoped, no data-ruled seeded role
// holds an unscoped report, and whoever can edit a form can use the reports of its popups.
import { describe, expect, it } from 'vitest';
import { checkReportAccess } from '../../src/server/definitions/report-access-checks';
import type { ReportAccessInput } from '../../src/server/definitions/report-access-checks';
import type { EntityDefinition } from '../../src/shared/schema-language/entity';
import type { MenuDefinition } from '../../src/shared/schema-language/menu';
import type { ReportDefinition } from '../../src/shared/schema-language/report';

const menus: MenuDefinition[] = [
  { id: 'org', title: '机构', path: '/org', component: 'entity/org' },
  { id: 'people', title: '人员', path: '/people', buttons: [{ code: 'people:list', title: '查看' }] },
];
const org = {
  name: 'org',
  title: '机构',
  table: 't_org',
  api: '/org',
  fields: [
    {
      key: 'contact',
      label: '联系人',
      type: 'string',
      form: {
        control: 'popup',
        popup: { report: 'r', orgFields: ['name', 'phone'], destFields: ['contact', 'phone'] },
      },
    },
    { key: 'phone', label: '电话', type: 'string' },
  ],
} as unknown as EntityDefinition;
const report = (overrides: Partial<ReportDefinition> = {}): ReportDefinition => ({
  code: 'r',
  name: '选择人员',
  sql: 'select id, name, phone from sys_people',
  permission: { code: 'report:r', menu: 'org' },
  columns: [
    { field: 'name', title: '姓名', type: 'string' },
    { field: 'phone', title: '电话', type: 'string', personal: 'phone' },
  ],
  ...overrides,
});
const input = (overrides: Partial<ReportAccessInput> = {}): ReportAccessInput => ({
  menus,
  roles: [
    { code: 'editor', name: '编辑', grants: ['org'] },
    { code: 'own', name: '本企业', grants: ['people'] },
  ],
  entities: [org],
  reports: [report()],
  ...overrides,
});
const reasons = (i: ReportAccessInput, dataRuled: string[] = ['own']) =>
  checkReportAccess(i, new Set(dataRuled)).map((p) => `${p.pointer}: ${p.reason}`);

describe('report permissions', () => {
  it('accept a report listed under the menu of the form that uses it', () => {
    expect(reasons(input())).toEqual([]);
  });

  it('refuse an unknown menu and a code another permission already uses', () => {
    expect(
      reasons(input({ reports: [report({ permission: { code: 'people:list', menu: 'nope' } })] }), []),
    ).toEqual([
      '/permission/menu: unknown menu id "nope" (see schemas/menus.json)',
      '/permission/code: permission code "people:list" is used elsewhere too',
      // The editor can no longer use the report of its popup.
      '/fields/0/form/popup/report: role "editor" can edit this form but does not hold "people:list" of report "r"',
      '/fields/0/form/popup/report: role "editor" can edit this form but does not hold "people:list:phone" of report "r"',
    ]);
  });
});

describe('report scopes', () => {
  it('refuse a SELECT reading an entity table without a scope for that entity', () => {
    const reading = report({ sql: 'select o.id, o.name, o.phone from T_ORG o' });
    expect(reasons(input({ reports: [reading] }))).toEqual([
      '/scope: reads the table t_org of entity "org" without a scope for it: add { "entity": "org", "column": <column holding its id> } so rows follow its tenant and data rules',
    ]);
    const scoped = { ...reading, scope: [{ entity: 'org', column: 'id' }] };
    expect(reasons(input({ reports: [scoped] }))).toEqual([]);
  });

  it('refuse unknown scope entities and columns', () => {
    const bad = report({ scope: [{ entity: 'nope', column: 'nothing' }] });
    expect(reasons(input({ reports: [bad] }))).toEqual([
      '/scope/0/entity: unknown entity "nope"',
      '/scope/0/column: report has no column "nothing" (id or a declared column)',
    ]);
  });

  it('refuse an unscoped report to a seeded role that data rules restrict', () => {
    const underPeople = report({ permission: { code: 'report:r', menu: 'people' } });
    const problems = reasons(input({ reports: [underPeople], entities: [] }));
    expect(problems).toEqual([
      '/permission: role "own" is restricted by data rules but would hold this report, whose rows have no scope: declare "scope" or list the permission under a menu that role does not hold',
    ]);
    expect(reasons(input({ reports: [underPeople], entities: [] }), [])).toEqual([]);
  });
});

describe('popups', () => {
  it('need every role that can edit the form to hold the report and the personal columns it copies', () => {
    const elsewhere = report({ permission: { code: 'report:r', menu: 'people' } });
    expect(reasons(input({ reports: [elsewhere] }), [])).toEqual([
      '/fields/0/form/popup/report: role "editor" can edit this form but does not hold "report:r" of report "r"',
      '/fields/0/form/popup/report: role "editor" can edit this form but does not hold "report:r:phone" of report "r"',
    ]);
  });
});
