import { describe, expect, it } from 'vitest';
import { simpleFilters } from '../../../src/server/engine/filters';
import { parseSuperQuery, superQueryCondition } from '../../../src/server/engine/super-query';
import { sortKeys } from '../../../src/server/engine/sorting';
import { allOf } from '../../../src/server/engine/sql-conditions';
import { compileWhere, fullAccess } from './support';

const enterprise = fullAccess('enterprise');
const where = (params: Record<string, unknown>, dialect: 'sqlite' | 'postgres' = 'sqlite') =>
  compileWhere(allOf(simpleFilters(enterprise, params, dialect)), dialect);

describe('the simple filter grammar', () => {
  it('binds every value and quotes columns from the registry', () => {
    expect(where({ enterpriseName: '*科技*' })).toEqual({
      sql: `"enterprise_name" like ? escape '\\'`,
      parameters: ['%科技%'],
    });
    expect(where({ enterpriseName: '*科技园*' }, 'postgres')).toEqual({
      sql: `"enterprise_name" ilike $1 escape '\\'`,
      parameters: ['%科技园%'],
    });
    // One or two characters on a field with a contains index: the gram alone (two: a lexeme; one: a
    // lexeme's first character), quoted for tsquery. A LIKE beside it would have the planner count the
    // same rows' rarity twice (textMatch).
    expect(where({ enterpriseName: '*科技*' }, 'postgres')).toEqual({
      sql: '"enterprise_name__grams" @@ lower($1)::tsquery',
      parameters: ["'科技'"],
    });
    expect(where({ enterpriseName: '*冰*' }, 'postgres').parameters).toEqual(["'冰':*"]);
    expect(where({ enterpriseName: "*'*" }, 'postgres').parameters).toEqual(["'''':*"]);
    expect(where({ enterpriseName: '*a\\*' }, 'postgres').parameters).toEqual(["'a\\\\'"]);
    // Not at the start or end: those keep their LIKE (the b-tree's prefix, or the table).
    expect(where({ enterpriseName: '冰*' }, 'postgres').sql).toBe(`"enterprise_name" ilike $1 escape '\\'`);
    expect(where({ enterpriseName: "*a'; drop table x; --*" }).parameters).toEqual([
      "%a'; drop table x; --%",
    ]);
    expect(where({ districtCode: '450102,450103,' })).toEqual({
      sql: '"district_code" in (?, ?)',
      parameters: ['450102', '450103'],
    });
    expect(where({ districtCode: '!450102' })).toEqual({
      sql: '"district_code" <> ?',
      parameters: ['450102'],
    });
  });

  it('escapes the wildcards of user values and converts values to the field type', () => {
    expect(where({ enterpriseName: '*50%_\\*' }).parameters).toEqual(['%50\\%\\_\\\\%']);
    expect(where({ employeeCount: '>= 5' })).toEqual({ sql: '"employee_count" >= ?', parameters: [5] });
    expect(where({ employeeCount: '*5*' }).sql).toBe(`cast("employee_count" as text) like ? escape '\\'`);
    expect(where({ creditCode: '91abc' }).parameters).toEqual(['91ABC']);
    expect(where({ createTime_begin: '2024-01-01', createTime_end: '2024-01-31' }).parameters).toEqual([
      '2024-01-01 00:00:00',
      '2024-01-31 23:59:59',
    ]);
    expect(where({ establishDate_end: '2024-01-31 10:00:00' }).parameters).toEqual(['2024-01-31']);
  });

  it('ignores parameters that are no readable field, and empty values', () => {
    expect(
      where({
        'enterprise_name"': 'x',
        passwordHash: 'x',
        tenantId: '3',
        userId: 'x',
        pageNo: '1',
        enterpriseName: '',
      }).sql,
    ).toBe('1 = 1');
  });

  it('reads ,a,b, on a multi-value field as item matches', () => {
    const access = fullAccess('serviceOrg');
    const { sql, parameters } = compileWhere(
      allOf(simpleFilters(access, { qualificationScope: ',01,' }, 'sqlite')),
    );
    expect(sql).toContain('"qualification_scope" = ?');
    expect(parameters).toEqual(['01', '01,%', '%,01', '%,01,%']);
  });
});

describe('the advanced query', () => {
  it('parses JSON sent once or twice URL-encoded', () => {
    const conditions = [{ field: 'enterpriseName', rule: 'eq', val: 'a%b' }];
    expect(parseSuperQuery(JSON.stringify(conditions))).toEqual(conditions);
    expect(parseSuperQuery(encodeURIComponent(JSON.stringify(conditions)))).toEqual(conditions);
    expect(parseSuperQuery(JSON.stringify([{ field: 'majors', rule: 'in', val: ['1', '2'] }]))).toEqual([
      { field: 'majors', rule: 'in', val: '1,2' },
    ]);
  });

  it('skips a condition without a value and refuses one whose value is an object', () => {
    expect(parseSuperQuery(JSON.stringify([{ field: 'enterpriseName', rule: 'eq', val: null }]))).toEqual([
      { field: 'enterpriseName', rule: 'eq', val: '' },
    ]);
    for (const condition of [
      { field: 'enterpriseName', rule: 'eq', val: { $ne: '' } },
      { field: { name: 'enterpriseName' }, rule: 'eq', val: 'a' },
    ]) {
      expect(() => parseSuperQuery(JSON.stringify([condition]))).toThrow('高级查询条件格式不正确');
    }
  });

  it('joins conditions with and/or in parentheses', () => {
    const params = (matchType: string) => ({
      superQueryParams: JSON.stringify([
        { field: 'enterpriseName', rule: 'right_like', val: '南宁' },
        { field: 'employeeCount', rule: 'le', val: '10' },
      ]),
      superQueryMatchType: matchType,
    });
    const or = compileWhere(superQueryCondition(enterprise, params('OR'), 'sqlite')!);
    expect(or).toEqual({
      sql: `("enterprise_name" like ? escape '\\' or "employee_count" <= ?)`,
      parameters: ['南宁%', 10],
    });
    expect(compileWhere(superQueryCondition(enterprise, params('whatever'), 'sqlite')!).sql).toContain(
      ' and ',
    );
  });
});

describe('sort keys', () => {
  it('ends with the id in the direction of the last key', () => {
    const keys = sortKeys(enterprise, { column: 'districtCode_dictText,employeeCount', order: 'asc' });
    expect(keys.map((k) => [k.field.column, k.order])).toEqual([
      ['district_code', 'asc'],
      ['employee_count', 'asc'],
      ['id', 'asc'],
    ]);
    expect(sortKeys(enterprise, {}).map((k) => [k.field.column, k.order])).toEqual([
      ['create_time', 'desc'],
      ['id', 'desc'],
    ]);
  });
});
