// What a report definition may say: one read-only statement, parameters declared and used, the
// server's own parameters left to the server, unique columns and known dictionaries.
import { describe, expect, it } from 'vitest';
import { checkReports } from '../../src/server/definitions/report-checks';
import type { ReportDefinition } from '../../src/shared/schema-language/report';

const report = (overrides: Partial<ReportDefinition>): ReportDefinition => ({
  code: 'r',
  name: '报表',
  sql: 'select id, name from t where owner = ${owner}',
  params: [{ name: 'owner', label: '所有者' }],
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
