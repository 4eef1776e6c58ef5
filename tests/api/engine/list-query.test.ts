// The list endpoint of the generic entity API: the advanced query with each rule and both match
// types, and dictionary texts — as a client sees them.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listFixture, sorted } from './list-data';
import { add, enterpriseBody } from './support';

type Row = Record<string, unknown>;
const ENTERPRISE = '/nanli/enterprise';

const data = listFixture();
const { list, names, nameOf } = data;

describe('advanced query (contract §8.4)', () => {
  const query = (conditions: unknown[], matchType?: string, encode = true) => ({
    superQueryParams: encode ? encodeURI(JSON.stringify(conditions)) : JSON.stringify(conditions),
    ...(matchType ? { superQueryMatchType: matchType } : {}),
  });

  it('applies every rule', async () => {
    const cases: [string, string, string, string[]][] = [
      ['enterpriseName', 'eq', String(data.e.E1!.enterpriseName), ['E1']],
      ['districtCode', 'ne', '450102', ['E2', 'E3', 'E5']],
      ['employeeCount', 'gt', '50', ['E3', 'E4']],
      ['employeeCount', 'ge', '50', ['E2', 'E3', 'E4', 'E5']],
      ['employeeCount', 'lt', '100', ['E1', 'E2', 'E5']],
      ['employeeCount', 'le', '100', ['E1', 'E2', 'E3', 'E5']],
      ['enterpriseName', 'like', '科技', ['E2', 'E3']],
      ['enterpriseName', 'right_like', '南宁', ['E1', 'E2']],
      ['enterpriseName', 'left_like', '企业', ['E4', 'E5']],
      ['districtCode', 'in', '450102,450105', ['E1', 'E3', 'E4']],
      ['employeeCount', '>=', '100', ['E3', 'E4']],
      ['enterpriseName', 'LIKE', '%', ['E4']],
    ];
    for (const [field, rule, val, expected] of cases) {
      const result = await names(query([{ field, rule, val, type: 'string' }]));
      expect(sorted(result), `${field} ${rule} ${val}`).toEqual(nameOf(...expected));
    }
  });

  it('joins conditions with and (default) or or, on top of the simple filters', async () => {
    const conditions = [
      { field: 'enterpriseName', rule: 'like', val: '科技' },
      { field: 'districtCode', rule: 'eq', val: '450102' },
    ];
    expect(await names(query(conditions))).toEqual([]);
    expect(sorted(await names(query(conditions, 'OR')))).toEqual(nameOf('E1', 'E2', 'E3', 'E4'));
    expect(sorted(await names({ ...query(conditions, 'or'), employeeCount: '>=100' }))).toEqual(
      nameOf('E3', 'E4'),
    );
  });

  it('accepts the JSON encoded once or twice, and skips empty conditions', async () => {
    const conditions = [{ field: 'riskLevel', rule: 'eq', val: '2' }];
    expect(await names(query(conditions, 'and', false))).toEqual(nameOf('E2'));
    expect(await names(query(conditions, 'and', true))).toEqual(nameOf('E2'));
    const empty = [
      { field: 'riskLevel', rule: 'eq', val: '' },
      { field: '', rule: 'eq', val: '1' },
      { field: 'riskLevel', rule: '', val: '1' },
    ];
    expect(await names(query(empty))).toHaveLength(5);
  });

  it('refuses unknown or hostile fields, unknown rules and malformed parameters with a message', async () => {
    const refused = async (conditions: unknown, message: string) => {
      const reply = await list({
        superQueryParams: typeof conditions === 'string' ? conditions : JSON.stringify(conditions),
      });
      expect(reply.body).toMatchObject({ success: false, code: 500, message });
    };
    await refused(
      [{ field: 'id) or 1=1--', rule: 'eq', val: '1' }],
      '高级查询条件的字段“id) or 1=1--”不存在',
    );
    await refused(
      [{ field: 'passwordHash', rule: 'eq', val: '1' }],
      '高级查询条件的字段“passwordHash”不存在',
    );
    await refused(
      [{ field: 'enterpriseName', rule: 'regexp', val: '.*' }],
      '高级查询条件的规则“regexp”不支持',
    );
    await refused('[{"field":', '高级查询条件格式不正确');
    await refused({ field: 'enterpriseName' }, '高级查询条件格式不正确');
    await refused(
      [{ field: 'employeeCount', rule: 'gt', val: 'abc' }],
      '查询条件“从业人员数”的值不正确：请输入整数',
    );
  });
});

describe('dictionary texts (contract §7.7)', () => {
  it('adds <field>_dictText for plain and table dictionaries, none for empty values', async () => {
    const records = (await list({})).body.result.records;
    const e1 = records.find((r) => r.id === data.e.E1!.id)!;
    expect(e1).toMatchObject({
      districtCode: '450102',
      districtCode_dictText: '兴宁区',
      riskLevel_dictText: '重大风险',
      status_dictText: '启用',
      serviceOrgId_dictText: '安康安全服务中心',
      hasMajorHazardSource_dictText: '否',
    });
    const e3 = records.find((r) => r.id === data.e.E3!.id)!;
    expect(e3.serviceOrgId).toBeNull();
    expect(e3).not.toHaveProperty('serviceOrgId_dictText');
  });

  it('translates multi-value fields item by item', async () => {
    const orgs = (await list({ orgName: '安康安全服务中心' }, '/nanli/serviceOrg')).body.result.records;
    expect(orgs[0]).toMatchObject({
      qualificationScope: '01,03',
      qualificationScope_dictText: '煤矿,危险化学品',
    });
    const service = await add(data.server, '/nanli/enterpriseService', {
      enterpriseId: data.e.E1!.id,
      policyYear: 2024,
      serviceItems: ['01', '03'],
      plannedTimes: 4,
      status: '1',
    });
    expect(service).toMatchObject({
      serviceItems: '01,03',
      serviceItems_dictText: '安全生产宣传教育培训,安全生产标准化建设',
      enterpriseId_dictText: data.e.E1!.enterpriseName,
    });
  });

  it('passes unknown values through', async () => {
    const odd = await add(data.server, ENTERPRISE, enterpriseBody({ enterpriseName: '未知字典值企业' }));
    await sql`update nanli_enterprise set district_code = '999999', service_org_id = 'gone' where id = ${odd.id}`.execute(
      data.server.raw,
    );
    const [record] = (await list({ enterpriseName: '未知字典值企业' })).body.result.records;
    expect(record).toMatchObject({ districtCode_dictText: '999999', serviceOrgId_dictText: 'gone' });
  });

  it('shows a renamed referenced row at once', async () => {
    const before = (await list({ id: String(data.e.E2!.id) })).body.result.records[0];
    expect(before?.serviceOrgId_dictText).toBe('平安技术咨询公司');
    const edited = await data.server.api.put(
      '/nanli/serviceOrg/edit',
      { id: data.o.O2!.id, orgName: '平安技术咨询有限公司' },
      { token: data.server.admin },
    );
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' });
    const after = (await list({ id: String(data.e.E2!.id) })).body.result.records[0];
    expect(after?.serviceOrgId_dictText).toBe('平安技术咨询有限公司');
  });

  it('translates queryById too, and answers 未找到对应实体 for an unknown id', async () => {
    const reply = await data.server.api.get<Row>(`${ENTERPRISE}/queryById`, {
      token: data.server.admin,
      query: { id: String(data.e.E1!.id) },
    });
    expect(reply.body).toMatchObject({
      success: true,
      result: { id: data.e.E1!.id, districtCode_dictText: '兴宁区' },
    });
    const missing = await data.server.api.get(`${ENTERPRISE}/queryById`, {
      token: data.server.admin,
      query: { id: 'nope' },
    });
    expect(missing.body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
  });
});
