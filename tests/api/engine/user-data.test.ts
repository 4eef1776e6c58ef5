// The engine's own per-user data and the entity schema endpoint: saved advanced queries, preferences,
// and GET /engine/entities/:name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem } from '../../../src/shared/api-types';
import type { EntitySchemaResult, SavedQuery } from '../../../src/shared/engine-api';
import { del, startEngineServer, userWith } from './support';
import type { EngineServer } from './support';

let server: EngineServer;
let other: string;

beforeAll(async () => {
  server = await startEngineServer();
  other = (await userWith(server, [])).token;
});
afterAll(() => server.close());

const PAGE = '/nanlicustom/nanlicustomlist';
const condition = { field: 'enterpriseName', rule: 'like', val: '科技', type: 'string' };

describe('saved advanced queries', () => {
  const save = (body: Record<string, unknown>, token = server.admin) =>
    server.api.post<SavedQuery>(
      '/engine/savedQueries',
      { pageKey: PAGE, matchType: 'and', ...body },
      { token },
    );
  const listOf = async (token: string, pageKey = PAGE) =>
    (await server.api.get<SavedQuery[]>('/engine/savedQueries', { token, query: { pageKey } })).body.result;

  it('refuses empty conditions and an empty name with the spec messages', async () => {
    expect((await save({ title: '空', records: [] })).body).toMatchObject({
      success: false,
      message: '空条件不能保存',
    });
    expect(
      (await save({ title: '空', records: [{ field: 'enterpriseName', rule: 'eq', val: '' }] })).body.message,
    ).toBe('空条件不能保存');
    expect((await save({ title: '  ', records: [condition] })).body).toMatchObject({
      success: false,
      message: '保存名称不能为空',
    });
    expect((await save({ title: 'x', records: [condition], pageKey: 'bad key' })).body.message).toBe(
      '页面标识不正确',
    );
  });

  it('saves, asks before overwriting a name, and overwrites when told to', async () => {
    const first = await save({ title: '科技企业', records: [condition] });
    expect(first.body).toMatchObject({
      success: true,
      message: '保存成功',
      result: { title: '科技企业', matchType: 'and', records: [condition] },
    });
    const again = await save({
      title: '科技企业',
      records: [{ ...condition, val: '化工' }],
      matchType: 'or',
    });
    expect(again.body).toMatchObject({ success: false, code: 409, message: '科技企业 已存在，是否覆盖？' });
    const overwritten = await save({
      title: '科技企业',
      records: [{ ...condition, val: '化工' }],
      matchType: 'or',
      overwrite: true,
    });
    expect(overwritten.body).toMatchObject({
      success: true,
      result: { id: first.body.result.id, matchType: 'or' },
    });
    const saved = await listOf(server.admin);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      pageKey: PAGE,
      title: '科技企业',
      matchType: 'or',
      records: [{ ...condition, val: '化工' }],
    });
    expect(await listOf(server.admin, '/other/page')).toEqual([]);
  });

  it('keeps each user to their own queries', async () => {
    const mine = await save({ title: '我的查询', records: [condition] });
    expect(await listOf(other)).toEqual([]);
    const theirs = await del(server.api, '/engine/savedQueries', other, { id: mine.body.result.id });
    expect(theirs.body).toMatchObject({ success: false, message: '未找到对应实体' });
    // The same name is free for another user.
    expect((await save({ title: '我的查询', records: [condition] }, other)).body.success).toBe(true);
    const own = await del(server.api, '/engine/savedQueries', server.admin, { id: mine.body.result.id });
    expect(own.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await listOf(server.admin)).map((q) => q.title)).toEqual(['科技企业']);
  });
});

describe('preferences', () => {
  const path = (key: string) => `/engine/preferences/${encodeURIComponent(key)}`;

  it('stores a JSON value per user and key', async () => {
    const key = 'list:enterprise:columns';
    expect((await server.api.get(path(key), { token: server.admin })).body).toMatchObject({
      success: true,
      result: null,
    });
    const value = {
      hidden: ['shortName'],
      order: ['enterpriseName', 'creditCode'],
      widths: { enterpriseName: 240 },
    };
    expect((await server.api.put(path(key), { value }, { token: server.admin })).body).toMatchObject({
      success: true,
      message: '保存成功',
    });
    expect((await server.api.get(path(key), { token: server.admin })).body.result).toEqual(value);
    await server.api.put(path(key), { value: ['replaced'] }, { token: server.admin });
    expect((await server.api.get(path(key), { token: server.admin })).body.result).toEqual(['replaced']);
    expect((await server.api.get(path(key), { token: other })).body.result).toBeNull();
  });

  it('refuses bad keys and values over 20 KB', async () => {
    expect((await server.api.get(path('a b'), { token: server.admin })).body).toMatchObject({
      success: false,
      message: '设置项名称不正确',
    });
    expect((await server.api.put(path('列设置'), { value: 1 }, { token: server.admin })).body.message).toBe(
      '设置项名称不正确',
    );
    expect(
      (await server.api.put(path('k'.repeat(100)), { value: 1 }, { token: server.admin })).body.success,
    ).toBe(true);
    expect(
      (await server.api.put(path('big'), { value: 'x'.repeat(21 * 1024) }, { token: server.admin })).body
        .message,
    ).toBe('设置内容不能超过20KB');
    expect((await server.api.put(path('novalue'), { other: 1 }, { token: server.admin })).body.message).toBe(
      '请求参数不正确：value 格式不正确',
    );
  });
});

describe('GET /engine/entities/:name', () => {
  it('answers the entity, its sub-entities, table dictionary codes and allowed actions', async () => {
    const reply = await server.api.get<EntitySchemaResult>('/engine/entities/enterprise', {
      token: server.admin,
    });
    expect(reply.body.success).toBe(true);
    const result = reply.body.result;
    expect(result.entity.name).toBe('enterprise');
    expect(Object.keys(result.subEntities)).toEqual(['enterpriseStaff', 'policy']);
    expect(result.tableDictCodes).toEqual({
      'enterprise.serviceOrgId': 'nanli_service_org,org_name,id',
      'enterprise.responsibleExpertId': 'nanli_expert,name,id',
      'enterpriseStaff.enterpriseId': 'nanli_enterprise,enterprise_name,id',
      'policy.enterpriseId': 'nanli_enterprise,enterprise_name,id',
    });
    expect(result.allowed).toEqual([
      'list',
      'add',
      'edit',
      'delete',
      'deleteBatch',
      'exportXls',
      'importExcel',
    ]);
    // Every code it gives is one the dictionary endpoints accept.
    for (const code of Object.values(result.tableDictCodes)) {
      const items = await server.api.get<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, {
        token: server.admin,
      });
      expect(items.body.success, code).toBe(true);
    }
  });

  it('names the tree columns of a dictionary entity that is a tree, which loadTreeData accepts', async () => {
    const reply = await server.api.get<EntitySchemaResult>('/engine/entities/riskType', {
      token: server.admin,
    });
    const { tableDictCodes, tableDictTrees } = reply.body.result;
    expect(tableDictCodes['riskType.pid']).toBe('nanli_risk_type,name,id');
    expect(tableDictTrees).toEqual({ 'riskType.pid': { pidField: 'pid', hasChildField: 'has_child' } });
    const [tableName = '', text = '', code = ''] = tableDictCodes['riskType.pid']!.split(',');
    const nodes = await server.api.get<unknown[]>('/sys/dict/loadTreeData', {
      token: server.admin,
      query: { pid: '', tableName, text, code, ...tableDictTrees!['riskType.pid'], condition: '' },
    });
    expect(nodes.body.success).toBe(true);
  });

  it('refuses unknown entities and entities without an api', async () => {
    for (const name of ['nope', 'enterpriseStaff', '..%2Fsys_user', 'constructor']) {
      const reply = await server.api.get(`/engine/entities/${name}`, { token: server.admin });
      expect(reply.body, name).toMatchObject({ success: false, message: '实体不存在' });
    }
  });
});
