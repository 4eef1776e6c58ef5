// Table dictionaries (getDictItems, loadDict, loadDictItem), the duplicate check and the category
// tree: only what the schemas declare is served, within the user's tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem } from '../../../src/shared/api-types';
import { addUserToTenant, createTenant } from '../helpers/fixtures';
import { add, enterpriseBody, serviceOrgBody, startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const ORG_CODE = 'nanli_service_org,org_name,id';
const FORMAT = { success: false, code: 500, message: '字典Code格式不正确！' };

let server: EngineServer;
const o: Record<string, Row> = {};

const get = <T = unknown>(
  path: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) => server.api.get<T>(path, { token: server.admin, query, headers });
const code = (text: string) => encodeURIComponent(text);

beforeAll(async () => {
  server = await startEngineServer();
  o.A = await add(server, '/nanli/serviceOrg', serviceOrgBody({ orgName: '安康安全服务中心' }));
  o.B = await add(server, '/nanli/serviceOrg', serviceOrgBody({ orgName: '平安技术咨询公司' }));
  o.C = await add(server, '/nanli/serviceOrg', serviceOrgBody({ orgName: '泰山评价所' }));
});
afterAll(() => server.close());

describe('table dictionaries (contract §7.2-§7.4)', () => {
  it('getDictItems answers the options of a declared table code', async () => {
    const reply = await get<DictItem[]>(`/sys/dict/getDictItems/${code(ORG_CODE)}`);
    expect(reply.body.success).toBe(true);
    const byValue = (a: { value: unknown }, b: { value: unknown }) =>
      String(a.value).localeCompare(String(b.value));
    expect([...reply.body.result].sort(byValue)).toEqual(
      [o.A!, o.B!, o.C!]
        .map((row) => ({ value: row.id, text: row.orgName, title: row.orgName }))
        .sort(byValue),
    );
    expect((await get<DictItem[]>('/sys/dict/getDictItems/sex')).body.result.map((i) => i.text)).toEqual([
      '男',
      '女',
    ]);
  });

  it('refuses every code the schemas do not declare, before any SQL', async () => {
    const hostile = [
      'sys_user,password_hash,id',
      'sys_user,salt,username',
      'nanli_service_org,credit_code,id',
      `${ORG_CODE},1=1`,
      'nanli_service_org,org_name',
      "nanli_service_org,org_name,id' or '1'='1",
      'nanli_service_org where 1=1,org_name,id',
    ];
    for (const text of hostile) {
      expect((await get(`/sys/dict/getDictItems/${code(text)}`)).body, text).toMatchObject(FORMAT);
      expect((await get(`/sys/dict/loadDict/${code(text)}`, { keyword: '' })).body, text).toMatchObject(
        FORMAT,
      );
      expect((await get(`/sys/dict/loadDictItem/${code(text)}`, { key: 'x' })).body, text).toMatchObject(
        FORMAT,
      );
    }
    expect((await get('/sys/dict/loadDict/sex', { keyword: '' })).body).toMatchObject(FORMAT);
  });

  it('loadDict searches text or value by keyword, a comma list as IN, first page only', async () => {
    const search = async (query: Record<string, string>) =>
      (await get<DictItem[]>(`/sys/dict/loadDict/${code(ORG_CODE)}`, query)).body.result
        .map((i) => i.text)
        .sort();
    expect(await search({ keyword: '安' })).toEqual(['安康安全服务中心', '平安技术咨询公司']);
    expect(await search({ keyword: String(o.C!.id) })).toEqual(['泰山评价所']);
    expect(await search({ keyword: `泰山评价所,${String(o.A!.id)}` })).toEqual([
      '安康安全服务中心',
      '泰山评价所',
    ]);
    expect(await search({ keyword: '%' })).toEqual([]);
    expect(await search({ keyword: '', pageSize: '2' })).toHaveLength(2);
  });

  it('loadDictItem answers texts in key order, dropping or echoing unknown keys', async () => {
    const key = `${String(o.C!.id)},missing,${String(o.A!.id)}`;
    expect((await get(`/sys/dict/loadDictItem/${code(ORG_CODE)}`, { key })).body.result).toEqual([
      '泰山评价所',
      '安康安全服务中心',
    ]);
    expect(
      (await get(`/sys/dict/loadDictItem/${code(ORG_CODE)}`, { key, delNotExist: 'false' })).body.result,
    ).toEqual(['泰山评价所', 'missing', '安康安全服务中心']);
    expect((await get(`/sys/dict/loadDictItem/${code(ORG_CODE)}`, { key: '' })).body).toMatchObject({
      success: true,
      result: null,
    });
  });

  it('serves only the rows of the tenant in the header', async () => {
    await createTenant(server.db, 9, '租户九');
    const adminId = (
      await server.db
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    await addUserToTenant(server.db, adminId, 9);
    const own = await server.api.post<Row>(
      '/nanli/enterprise/add',
      enterpriseBody({ enterpriseName: '九号租户企业' }),
      {
        token: server.admin,
        headers: { 'tenant-id': '9' },
      },
    );
    await add(server, '/nanli/enterprise', enterpriseBody({ enterpriseName: '默认租户企业' }));
    const texts = async (headers: Record<string, string>) =>
      (
        await get<DictItem[]>(
          `/sys/dict/getDictItems/${code('nanli_enterprise,enterprise_name,id')}`,
          {},
          headers,
        )
      ).body.result.map((i) => i.text);
    expect(await texts({ 'tenant-id': '9' })).toEqual(['九号租户企业']);
    expect(await texts({})).toEqual(['默认租户企业']);
    const item = await get(`/sys/dict/loadDictItem/${code('nanli_enterprise,enterprise_name,id')}`, {
      key: String(own.body.result.id),
    });
    expect(item.body.result).toEqual([]);
  });
});

describe('GET /sys/duplicate/check', () => {
  const check = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    get('/sys/duplicate/check', query, headers);
  const TAKEN = { success: false, code: 500, message: '该值不可用，系统中已存在！' };
  const FREE = { success: true, code: 200, message: '该值可用！' };

  it('tells whether a unique value is taken, excluding the record being edited', async () => {
    const base = { tableName: 'nanli_service_org', fieldName: 'org_name' };
    expect((await check({ ...base, fieldVal: '泰山评价所' })).body).toMatchObject(TAKEN);
    expect((await check({ ...base, fieldName: 'orgName', fieldVal: '泰山评价所' })).body).toMatchObject(
      TAKEN,
    );
    expect((await check({ ...base, fieldVal: '泰山评价所', dataId: String(o.C!.id) })).body).toMatchObject(
      FREE,
    );
    expect((await check({ ...base, fieldVal: '新的机构' })).body).toMatchObject(FREE);
    const lower = String(o.A!.creditCode).toLowerCase();
    expect(
      (await check({ tableName: 'nanli_service_org', fieldName: 'credit_code', fieldVal: lower })).body,
    ).toMatchObject(TAKEN);
    expect((await check({ ...base, fieldVal: '  ' })).body).toMatchObject({
      success: false,
      message: '数据为空,不作处理！',
    });
  });

  it('checks within the tenant, and scoped rules within their scope', async () => {
    const base = { tableName: 'nanli_enterprise', fieldName: 'enterprise_name', fieldVal: '九号租户企业' };
    expect((await check(base, { 'tenant-id': '9' })).body).toMatchObject(TAKEN);
    expect((await check(base)).body).toMatchObject(FREE);
    const enterprise = await add(server, '/nanli/enterprise', enterpriseBody());
    await add(server, '/nanli/enterpriseService', {
      enterpriseId: enterprise.id,
      policyYear: 2024,
      serviceItems: '01',
      plannedTimes: 1,
      status: '1',
    });
    const scoped = { tableName: 'nanli_enterprise_service', fieldName: 'policy_year', fieldVal: '2024' };
    expect((await check({ ...scoped, enterpriseId: String(enterprise.id) })).body).toMatchObject(TAKEN);
    expect((await check({ ...scoped, enterprise_id: 'another' })).body).toMatchObject(FREE);
    expect((await check(scoped)).body).toMatchObject({ success: false, message: '该字段不支持重复校验！' });
  });

  it('refuses pairs not declared unique without touching SQL', async () => {
    const refused: Record<string, string>[] = [
      { tableName: 'sys_user', fieldName: 'password', fieldVal: 'admin' },
      { tableName: 'sys_user', fieldName: 'salt', fieldVal: 'admin' },
      { tableName: 'nanli_service_org', fieldName: 'contact_name', fieldVal: 'x' },
      { tableName: 'nanli_service_org', fieldName: 'org_name"; drop table x; --', fieldVal: 'x' },
      { tableName: 'nanli_service_org where 1=1', fieldName: 'org_name', fieldVal: 'x' },
      { fieldVal: 'x' },
    ];
    for (const query of refused) {
      expect((await check(query)).body, JSON.stringify(query)).toMatchObject({
        success: false,
        message: '该字段不支持重复校验！',
      });
    }
  });
});
