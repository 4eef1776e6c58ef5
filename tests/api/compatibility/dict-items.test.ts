// /sys/dictItem/* as the dictionary-item drawer of a JeecgBoot 2.4 client calls it: a page of one
// dictionary's items, add, edit, delete, deleteBatch and the value check, writing the rows the
// dictionary entity shows, and getDictItems seeing each change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem, PageResult } from '../../../src/shared/api-types';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

interface ItemRow {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  sortOrder: number;
  status: number;
}

let server: TestApp;
let api: ApiClient;
let token: string;
let dictId: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  token = await api.login();
  const added = await api.post<{ id: string }>(
    '/sys/dict/add',
    { dictName: '兼容测试', dictCode: 'compat_test', sysDictItemList: [] },
    { token },
  );
  dictId = added.body.result.id;
});
afterAll(() => server.close());

const items = async (query: Record<string, string> = {}) =>
  (await api.get<PageResult<ItemRow>>('/sys/dictItem/list', { token, query: { dictId, ...query } })).body;
const served = async () =>
  (await api.get<DictItem[]>('/sys/dict/getDictItems/compat_test', { token })).body.result;

describe('the dictionary-item drawer', () => {
  it('adds items with JeecgBoot answers, and getDictItems sees them at once', async () => {
    expect(await served()).toEqual([]);
    const first = await api.post(
      '/sys/dictItem/add',
      { dictId, itemText: '甲', itemValue: 'a', sortOrder: 2, status: 1, description: '' },
      { token },
    );
    expect(first.body).toMatchObject({ success: true, code: 200, message: '保存成功！', result: null });
    await api.post(
      '/sys/dictItem/add',
      { dictId, itemText: '乙', itemValue: 'b', sortOrder: 1, status: 1 },
      { token },
    );
    expect((await served()).map((i) => i.value)).toEqual(['b', 'a']);
  });

  it('lists a page of the dictionary items in sort order, filtered by text and value', async () => {
    const page = await items();
    expect(page).toMatchObject({ success: true, result: { total: 2, current: 1, size: 10, pages: 1 } });
    expect(page.result.records.map((r) => [r.itemText, r.itemValue, r.sortOrder])).toEqual([
      ['乙', 'b', 1],
      ['甲', 'a', 2],
    ]);
    expect(page.result.records[0]).toMatchObject({ dictId, status: 1 });
    expect((await items({ itemText: '*甲*' })).result.records.map((r) => r.itemValue)).toEqual(['a']);
    expect((await items({ itemValue: 'b' })).result.records.map((r) => r.itemText)).toEqual(['乙']);
  });

  it('refuses a value the dictionary already has, and a dictionary that does not exist', async () => {
    const duplicate = await api.post(
      '/sys/dictItem/add',
      { dictId, itemText: '丙', itemValue: 'a', status: 1 },
      { token },
    );
    expect(duplicate.body).toMatchObject({ success: false });
    expect(duplicate.body.message).toContain('该数据值已存在');
    const orphan = await api.post(
      '/sys/dictItem/add',
      { dictId: 'nope', itemText: '丙', itemValue: 'c', status: 1 },
      { token },
    );
    expect(orphan.body).toMatchObject({ success: false, message: '未找到对应字典' });
  });

  it('checks a value as dictItemCheck does', async () => {
    const [b] = (await items({ itemValue: 'b' })).result.records;
    const check = (query: Record<string, string>) =>
      api.get('/sys/dictItem/dictItemCheck', { token, query: { dictId, ...query } });
    expect((await check({ itemValue: 'a' })).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    expect((await check({ itemValue: 'z' })).body).toMatchObject({ success: true, message: '该值可用！' });
    expect((await check({ itemValue: 'b', id: b!.id })).body).toMatchObject({ success: true });
  });

  it('edits an item (PUT and POST) and getDictItems follows; the item stays in its dictionary', async () => {
    const [a] = (await items({ itemValue: 'a' })).result.records;
    const edited = await api.put(
      '/sys/dictItem/edit',
      { id: a!.id, itemText: '甲二', dictId: 'other' },
      { token },
    );
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!', result: null });
    expect((await served()).find((i) => i.value === 'a')?.text).toBe('甲二');
    await api.post('/sys/dictItem/edit', { id: a!.id, status: 0 }, { token });
    expect((await served()).map((i) => i.value)).toEqual(['b']);
    const row = await server.app.services.db
      .selectFrom('sysDictItem')
      .selectAll()
      .where('id', '=', a!.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ dictId, itemText: '甲二', status: 0 });
  });

  it('deletes one item and a batch', async () => {
    await api.post('/sys/dictItem/add', { dictId, itemText: '丁', itemValue: 'd', status: 1 }, { token });
    const [b] = (await items({ itemValue: 'b' })).result.records;
    const one = await api.request('DELETE', '/sys/dictItem/delete', { token, query: { id: b!.id } });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await served()).map((i) => i.value)).toEqual(['d']);
    const ids = (await items()).result.records.map((r) => r.id);
    const batch = await api.request('DELETE', '/sys/dictItem/deleteBatch', {
      token,
      query: { ids: ids.join(',') },
    });
    expect(batch.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await items()).result.total).toBe(0);
    expect(await served()).toEqual([]);
  });

  it('guards listing by the dictionary list code and writes by its edit code', () => {
    const access = (method: string, url: string) =>
      server.app.routeAccess.find((r) => r.method === method && r.url.endsWith(url))?.access;
    expect(access('GET', '/sys/dictItem/list')).toEqual({ anyOf: ['system:dict:list'] });
    for (const [method, url] of [
      ['POST', '/sys/dictItem/add'],
      ['PUT', '/sys/dictItem/edit'],
      ['DELETE', '/sys/dictItem/delete'],
      ['DELETE', '/sys/dictItem/deleteBatch'],
      ['GET', '/sys/dictItem/dictItemCheck'],
    ])
      expect(access(method!, url!)).toEqual({ anyOf: ['system:dict:edit'] });
  });
});
