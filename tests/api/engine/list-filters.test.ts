// The list endpoint of the generic entity API: paging, every simple filter form and sorting — as a
// client sees them.
import { describe, expect, it } from 'vitest';
import { listFixture, sorted } from './list-data';

const data = listFixture();
const { list, names, nameOf } = data;

describe('paging', () => {
  it('answers records, total, size, current and pages', async () => {
    const reply = await list({ pageNo: '2', pageSize: '2' });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    expect(reply.body.result).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
    expect(reply.body.result.records).toHaveLength(2);
  });

  it('caps the page size at 1000 and falls back to defaults for nonsense', async () => {
    expect((await list({ pageSize: '5000' })).body.result.size).toBe(1000);
    expect((await list({ pageSize: 'abc', pageNo: '-3' })).body.result).toMatchObject({
      size: 10,
      current: 1,
    });
  });

  it('pages a sorted list so that its pages put together are the whole list, ties included', async () => {
    const query = { column: 'employeeCount', order: 'asc' };
    const pages: string[] = [];
    for (const pageNo of ['1', '2', '3']) pages.push(...(await names({ ...query, pageNo, pageSize: '2' })));
    expect(pages).toEqual(await names(query));
    expect(pages[0]).toBe(data.e.E1!.enterpriseName);
    expect(pages.slice(1, 3).sort()).toEqual(nameOf('E2', 'E5'));
    expect(await names({ ...query, enterpriseName: '*企业', pageNo: '2', pageSize: '1' })).toEqual(
      nameOf('E4'),
    );
  });

  it('sorts by the default sort with the id as the last key (newest first)', async () => {
    expect(await names({})).toEqual(['E5', 'E4', 'E3', 'E2', 'E1'].map((k) => data.e[k]!.enterpriseName));
  });
});

describe('simple filters (contract §8.2)', () => {
  it('matches *x*, *x and x* as contains, ends with and starts with', async () => {
    expect(sorted(await names({ enterpriseName: '*科技*' }))).toEqual(nameOf('E2', 'E3'));
    expect(sorted(await names({ enterpriseName: '*公司' }))).toEqual(nameOf('E1', 'E2', 'E3'));
    expect(sorted(await names({ enterpriseName: '南宁*' }))).toEqual(nameOf('E1', 'E2'));
  });

  it('takes % and _ in a user value literally', async () => {
    expect(await names({ enterpriseName: '*%*' })).toEqual(nameOf('E4'));
    expect(await names({ enterpriseName: '*_*' })).toEqual(nameOf('E5'));
  });

  it('reads a comma list (also with a trailing comma) as IN', async () => {
    expect(sorted(await names({ districtCode: '450102,450103,' }))).toEqual(nameOf('E1', 'E2', 'E4'));
    expect(sorted(await names({ districtCode_MultiString: '450102,450107' }))).toEqual(
      nameOf('E1', 'E4', 'E5'),
    );
  });

  it('reads !x as not equal', async () => {
    expect(sorted(await names({ districtCode: '!450102' }))).toEqual(nameOf('E2', 'E3', 'E5'));
  });

  it('reads comparisons with or without a space', async () => {
    const cases: [string, string[]][] = [
      ['>50', ['E3', 'E4']],
      ['> 50', ['E3', 'E4']],
      ['>=50', ['E2', 'E3', 'E4', 'E5']],
      ['< 100', ['E1', 'E2', 'E5']],
      ['<=100', ['E1', 'E2', 'E3', 'E5']],
      ['!= 50', ['E1', 'E3', 'E4']],
      ['=50', ['E2', 'E5']],
      ['50', ['E2', 'E5']],
    ];
    for (const [value, expected] of cases) {
      expect(sorted(await names({ employeeCount: value })), value).toEqual(nameOf(...expected));
    }
  });

  it('reads _begin and _end as an inclusive range', async () => {
    expect(sorted(await names({ employeeCount_begin: '50', employeeCount_end: '100' }))).toEqual(
      nameOf('E2', 'E3', 'E5'),
    );
    expect(
      sorted(await names({ establishDate_begin: '2012-01-01', establishDate_end: '2020-12-31' })),
    ).toEqual(nameOf('E2', 'E3'));
  });

  it('completes a date alone to the whole day on datetime columns', async () => {
    expect(await names({ createTime_begin: '2024-03-01', createTime_end: '2024-03-01' })).toEqual(
      nameOf('E1'),
    );
    expect(await names({ createTime_begin: '2024-03-02', createTime_end: '2024-03-02' })).toEqual(
      nameOf('E2'),
    );
  });

  it('reads ,a,b, on a multi-value field as any of the items, item by item', async () => {
    const orgs = async (value: string) => {
      const reply = await list({ qualificationScope: value }, '/nanli/serviceOrg');
      return sorted(reply.body.result.records.map((r) => String(r.orgName)));
    };
    expect(await orgs(',01,05,')).toEqual(sorted([data.o.O1!.orgName, data.o.O3!.orgName].map(String)));
    expect(await orgs(',03,')).toEqual(sorted([data.o.O1!.orgName, data.o.O2!.orgName].map(String)));
    // '1' is an item of none of them, though '10' and '11' contain the character.
    expect(await orgs(',1,')).toEqual([]);
  });

  it('reads <key>_empty=1 as no value, =0 as a value, and ignores anything else', async () => {
    expect(sorted(await names({ serviceOrgId_empty: '1' }))).toEqual(nameOf('E3', 'E4', 'E5'));
    expect(sorted(await names({ serviceOrgId_empty: '0' }))).toEqual(nameOf('E1', 'E2'));
    expect(sorted(await names({ riskLevel_empty: ' 1 ' }))).toEqual(nameOf('E5'));
    for (const hostile of ['yes', "1' or '1'='1", '1;drop table nanli_enterprise', '2'])
      expect(await names({ serviceOrgId_empty: hostile })).toHaveLength(5);
    expect(await names({ password_hash_empty: '1', tenantId_empty: '1' })).toHaveLength(5);
  });

  it('ignores parameters that are not fields, and the list protocol parameters', async () => {
    expect(
      await names({ foo: 'bar', password_hash: 'x', tenantId: '99', field: 'id,,enterpriseName', _t: '1' }),
    ).toHaveLength(5);
  });

  it('refuses a value its field cannot hold, naming the field', async () => {
    const reply = await list({ employeeCount: '>abc' });
    expect(reply.body).toMatchObject({
      success: false,
      code: 500,
      message: '查询条件“从业人员数”的值不正确：请输入整数',
    });
    expect((await list({ establishDate_begin: '2020-13-45' })).body.message).toBe(
      '查询条件“成立日期”的值不正确：日期格式应为YYYY-MM-DD',
    );
  });
});

describe('sorting (contract §8.3)', () => {
  it('sorts by a column with the id breaking ties in the same direction', async () => {
    expect(await names({ column: 'employeeCount', order: 'asc' })).toEqual(
      ['E1', 'E2', 'E5', 'E3', 'E4'].map((k) => data.e[k]!.enterpriseName),
    );
    expect(await names({ column: 'employeeCount', order: 'desc' })).toEqual(
      ['E4', 'E3', 'E5', 'E2', 'E1'].map((k) => data.e[k]!.enterpriseName),
    );
  });

  it('sorts by a comma list, drops a _dictText suffix and reads any order containing asc as ascending', async () => {
    const result = await names({ column: 'districtCode_dictText,employeeCount', order: 'ASCEND' });
    expect(result).toEqual(['E1', 'E4', 'E2', 'E3', 'E5'].map((k) => data.e[k]!.enterpriseName));
  });

  it('refuses unknown and hostile sort columns by name', async () => {
    for (const column of [
      'passwordHash',
      'enterprise_name; drop table nanli_enterprise',
      'enterpriseName"',
      '(select 1)',
      'tenantId',
    ]) {
      const reply = await list({ column, order: 'asc' });
      expect(reply.body, column).toMatchObject({ success: false, code: 500 });
      expect(reply.body.message, column).toMatch(/^不支持按“.+”排序$/);
    }
    expect((await names({})).length).toBe(5);
  });
});
