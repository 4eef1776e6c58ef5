// What a report definition may say: one read-only statement, parameters declared and used, the
// server's own parameters left to the server, unique columns and known dictionaries.
import { describe, expect, it } from 'vitest';
import { checkPopupFields, checkReports } from '../../src/server/definitions/report-checks';
import type { EntityDefinition } from '../../src/shared/schema-language/entity';
import type { ReportDefinition } from '../../src/shared/schema-language/report';

const report = (overrides: Partial<ReportDefinition>): ReportDefinition => ({
  code: 'r',
  name: '报表',
  sql: 'select id, name from t where owner = ${owner}',
  params: [{ name: 'owner', label: '所有者' }],
  permission: { code: 'report:r', menu: 'm' },
  columns: [{ field: 'name', title: '名称', type: 'string' }],
  ...overrides,
});
const reasons = (r: ReportDefinition) =>
  checkReports([r], [{ code: 'sex', name: '性别', items: [{ value: '1', text: '男' }] }]).map(
    (p) => p.reason,
  );

describe('report definitions', () => {
  it('accept a SELECT with declared parameters and the server-bound tenant', () => {
    expect(reasons(report({}))).toEqual([]);
    expect(
      reasons(
        report({
          sql: 'with x as (select 1) select * from t where tenant_id = ${tenantId} and owner = ${owner}',
        }),
      ),
    ).toEqual([]);
  });

  it('refuse a second statement, a comment or a write', () => {
    for (const sql of [
      'select 1; delete from t',
      'select 1 -- ${owner}',
      'select /* x */ 1 where 1 = ${owner}',
      'update t set a = ${owner}',
      'select * from t where ${owner} = 1 union select * from t2 where 1 in (insert into x values (1))',
    ]) {
      expect(reasons(report({ sql }))[0], sql).toMatch(/one SELECT or WITH statement/);
    }
  });

  it('refuse undeclared, unused and server-bound parameters', () => {
    expect(reasons(report({ sql: 'select * from t where a = ${other} and b = ${owner}' }))).toEqual([
      'undeclared parameter "other"',
    ]);
    expect(reasons(report({ sql: 'select * from t' }))).toEqual(['parameter "owner" is not used']);
    expect(
      reasons(
        report({
          sql: 'select * from t where tenant_id = ${tenantId}',
          params: [{ name: 'tenantId', label: '租户' }],
        }),
      ),
    ).toEqual(['"tenantId" is bound by the server']);
  });

  it('refuse duplicate columns and unknown dictionaries', () => {
    const columns: ReportDefinition['columns'] = [
      { field: 'name', title: '名称', type: 'string', dict: 'sex' },
      { field: 'name', title: '名称2', type: 'string', dict: 'nope' },
    ];
    expect(reasons(report({ columns }))).toEqual(['duplicate column "name"', 'unknown dictionary "nope"']);
  });
});

describe('popup controls of entity fields', () => {
  const entity = (popup: Record<string, unknown>, control = 'popup'): EntityDefinition =>
    ({
      name: 'e',
      title: '实体',
      table: 't_e',
      fields: [
        { key: 'contactName', label: '联系人', type: 'string', form: { control, popup } },
        { key: 'contactPhone', label: '电话', type: 'string' },
      ],
    }) as EntityDefinition;
  const reasonsOf = (e: EntityDefinition) => checkPopupFields([e], [report({})]).map((p) => p.reason);
  const good = { report: 'r', orgFields: ['name', 'id'], destFields: ['contactName', 'contactPhone'] };

  it('accept a report column (or id) per destination field of the entity', () => {
    expect(reasonsOf(entity(good))).toEqual([]);
  });

  it('refuse unknown reports, columns and fields, and unequal lists', () => {
    expect(reasonsOf(entity({ ...good, report: 'nope' }))).toEqual(['unknown report "nope"']);
    expect(reasonsOf(entity({ ...good, orgFields: ['name', 'phone'] }))).toEqual([
      'report has no column "phone"',
    ]);
    expect(reasonsOf(entity({ ...good, destFields: ['contactName', 'mobile'] }))).toEqual([
      'unknown field "mobile"',
    ]);
    expect(reasonsOf(entity({ ...good, orgFields: ['name'] }))).toEqual([
      'orgFields and destFields differ in length',
    ]);
    expect(reasonsOf(entity({ ...good, destFields: ['contactPhone', 'contactPhone'] }))).toEqual([
      'must include the field "contactName"',
    ]);
    expect(reasonsOf(entity(good, 'input'))).toEqual(['control "popup" and a popup object go together']);
  });
});
