// The category tree of /sys/category: roots, children, whole subtrees, tree-select levels with
// conditions, one category by code or id, and names by ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/db/ids';
import { startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;

let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

const get = <T = unknown>(path: string, query: Record<string, string> = {}) =>
  server.api.get<T>(path, { token: server.admin, query });

describe('categories (/sys/category)', () => {
  const c: Record<string, string> = {};
  beforeAll(async () => {
    const insert = async (key: string, pid: string, name: string, codeText: string, hasChild: string) => {
      c[key] = newId();
      await server.db
        .insertInto('sysCategory')
        .values({
          id: c[key],
          pid,
          name,
          code: codeText,
          hasChild,
          createBy: 'test',
          createTime: null,
          updateBy: null,
          updateTime: null,
          sysOrgCode: null,
        })
        .execute();
    };
    await insert('R1', '0', '行业分类', 'A01', '1');
    await insert('R2', '0', '区域分类', 'A02', '0');
    await insert('C1', c.R1!, '工贸', 'A01A01', '1');
    await insert('C2', c.R1!, '建筑', 'A01A02', '0');
    await insert('G1', c.C1!, '冶金', 'A01A01A01', '0');
  });

  const titles = (rows: Row[]) => rows.map((r) => r.title);

  it('loadTreeRoot answers the roots, or the children of a code, optionally whole subtrees', async () => {
    const roots = await get<Row[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: '' });
    expect(roots.body.result).toEqual([
      {
        key: c.R1,
        title: '行业分类',
        code: 'A01',
        value: c.R1,
        leaf: false,
        parentId: '0',
        icon: null,
        children: null,
      },
      {
        key: c.R2,
        title: '区域分类',
        code: 'A02',
        value: c.R2,
        leaf: true,
        parentId: '0',
        icon: null,
        children: null,
      },
    ]);
    expect(
      titles((await get<Row[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: 'A01' })).body.result),
    ).toEqual(['工贸', '建筑']);
    const whole = await get<Row[]>('/sys/category/loadTreeRoot', { async: 'false', pcode: 'A01' });
    expect(whole.body.result[0]).toMatchObject({ title: '工贸', children: [{ title: '冶金', leaf: true }] });
    expect((await get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'ZZ' })).body).toMatchObject({
      success: false,
      message: '该编码【ZZ】不存在，请核实!',
    });
  });

  it('loadTreeChildren, loadTreeData and loadOne', async () => {
    expect(titles((await get<Row[]>('/sys/category/loadTreeChildren', { pid: c.R1! })).body.result)).toEqual([
      '工贸',
      '建筑',
    ]);
    expect(titles((await get<Row[]>('/sys/category/loadTreeData', { pcode: 'A01' })).body.result)).toEqual([
      '工贸',
      '建筑',
    ]);
    expect(titles((await get<Row[]>('/sys/category/loadTreeData', { pid: c.C1! })).body.result)).toEqual([
      '冶金',
    ]);
    expect(
      titles(
        (await get<Row[]>('/sys/category/loadTreeData', { pcode: 'A01', condition: '{"code":"A01A02"}' }))
          .body.result,
      ),
    ).toEqual(['建筑']);
    expect((await get('/sys/category/loadTreeData', { condition: 'code=1' })).body.message).toBe(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    );
    expect((await get('/sys/category/loadTreeData', { condition: '{"password":"x"}' })).body.message).toBe(
      '树形字典的表或字段不受支持！',
    );
    expect(
      (await get<Row>('/sys/category/loadOne', { field: 'code', val: 'A01A02' })).body.result,
    ).toMatchObject({ id: c.C2, name: '建筑' });
    expect((await get<Row>('/sys/category/loadOne', { field: 'id', val: c.R2! })).body.result).toMatchObject({
      name: '区域分类',
    });
    expect((await get('/sys/category/loadOne', { field: 'name', val: '建筑' })).body.message).toBe(
      '只能按编码或主键查询分类',
    );
    expect((await get('/sys/category/loadOne', { field: 'code', val: 'nope' })).body.message).toBe(
      '该编码【nope】不存在，请核实!',
    );
  });

  it('loadDictItem answers names in id order, with or without the trailing slash', async () => {
    const ids = `${c.C2!},missing,${c.R1!}`;
    expect((await get('/sys/category/loadDictItem/', { ids })).body.result).toEqual(['建筑', '行业分类']);
    expect((await get('/sys/category/loadDictItem', { ids, delNotExist: 'false' })).body.result).toEqual([
      '建筑',
      'missing',
      '行业分类',
    ]);
  });
});

describe('the category page (entity sysCategory on /sys/category)', () => {
  const post = (path: string, body: Row) => server.api.post<Row>(path, body, { token: server.admin });
  const names = async (query: Record<string, string> = {}) =>
    ((await get<{ records: Row[] }>('/sys/category/list', query)).body.result?.records ?? []).map(
      (r) => r.name,
    );

  it('adds a root and a child; the parent learns it has children and the list shows roots only', async () => {
    const root = await post('/sys/category/add', { name: '风险等级', code: 'RISK' });
    expect(root.body).toMatchObject({ success: true });
    const rootId = (await get<{ records: Row[] }>('/sys/category/list', { name: '风险等级' })).body.result!
      .records[0]!.id as string;
    expect(
      (await post('/sys/category/add', { pid: rootId, name: '重大', code: 'RISK-1' })).body.success,
    ).toBe(true);
    const parent = await get<Row>('/sys/category/queryById', { id: rootId });
    expect(parent.body.result).toMatchObject({ hasChild: '1', pid: '0' });
    expect(await names()).toContain('风险等级');
    expect(await names()).not.toContain('重大');
    const children = await get<Row[]>('/sys/category/loadTreeChildren', { pid: rootId });
    expect((children.body.result ?? []).map((n) => n.title)).toEqual(['重大']);
  });

  it('refuses a duplicate code and a missing parent, saving nothing', async () => {
    const duplicate = await post('/sys/category/add', { name: '重复', code: 'RISK' });
    expect(duplicate.body.success).toBe(false);
    expect(JSON.stringify(duplicate.body)).toContain('该类型编码已存在');
    const orphan = await post('/sys/category/add', { pid: 'no-such-node', name: '孤儿', code: 'ORPHAN' });
    expect(orphan.body.success).toBe(false);
    expect(await names({ name: '*孤*', hasQuery: 'true' })).toEqual([]);
  });
});
