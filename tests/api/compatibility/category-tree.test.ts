// 分类字典 as a JeecgBoot 2.4 client uses it: codes the server generates when the form sends none
// (the parent's code and the next A01 … segment), the form's code check, childList as a bare array,
// rootList, getChildListBatch and loadAllData.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

interface Category {
  id: string;
  pid: string;
  name: string;
  code: string;
}

let server: TestApp;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  token = await api.login();
});
afterAll(() => server.close());

const add = (body: Record<string, unknown>) => api.post<Category>('/sys/category/add', body, { token });
const get = <T>(path: string, query: Record<string, string> = {}) => api.get<T>(path, { token, query });

describe('codes the server generates', () => {
  let root: Category;
  let first: Category;

  it('gives a root without a code the next free root segment, and its children the parent’s code and A01, A02', async () => {
    const before = (await get<PageResult<Category>>('/sys/category/rootList', { pageSize: '100' })).body
      .result;
    const highest = before.records.map((row) => row.code).filter((code) => /^[A-Z]\d\d$/.test(code));
    const added = await add({ pid: '0', name: '兼容根分类' });
    expect(added.body.success).toBe(true);
    root = added.body.result;
    expect(root.code).toMatch(/^[A-Z]\d\d$/);
    expect(highest.every((code) => code < root.code)).toBe(true);
    first = (await add({ pid: root.id, name: '子一' })).body.result;
    const second = (await add({ pid: root.id, name: '子二' })).body.result;
    expect([first.code, second.code]).toEqual([`${root.code}A01`, `${root.code}A02`]);
  });

  it('refuses a code that does not continue the parent’s, and saves nothing', async () => {
    const refused = await add({ pid: root.id, name: '错编码', code: 'Q77' });
    expect(refused.body).toMatchObject({
      success: false,
      message: `类型编码：编码不符合规范,须以"${root.code}"开头!`,
    });
    const given = await add({ pid: root.id, name: '自编码', code: `${root.code}B10` });
    expect(given.body.result.code).toBe(`${root.code}B10`);
    const next = await add({ pid: root.id, name: '其后', code: '' });
    expect(next.body.result.code).toBe(`${root.code}B11`);
    const children = await get<Category[]>('/sys/category/childList', { pid: root.id });
    expect(children.body.result.map((row) => row.name).sort()).toEqual(
      ['其后', '子一', '子二', '自编码'].sort(),
    );
  });

  it('checks a code against its parent as the category form does', async () => {
    const check = (pid: string, code: string) => get('/sys/category/checkCode', { pid, code });
    expect((await check(root.id, `${root.code}C01`)).body).toMatchObject({ success: true, message: '成功' });
    expect((await check('', 'ANY')).body).toMatchObject({ success: true });
    expect((await check(root.id, 'X01')).body).toMatchObject({
      success: false,
      message: `编码不符合规范,须以"${root.code}"开头!`,
    });
    expect((await check(root.id, '')).body).toMatchObject({ success: false, message: '错误,类型编码为空!' });
  });

  it('answers the levels as the JeecgBoot category list reads them', async () => {
    const childList = await get<Category[]>('/sys/category/childList', { pid: root.id });
    expect(Array.isArray(childList.body.result)).toBe(true);
    const batch = await get<PageResult<Category>>('/sys/category/getChildListBatch', {
      parentIds: `${root.id},${first.id}`,
    });
    expect(batch.body.result).toMatchObject({ total: 4, current: 1 });
    expect(batch.body.result.records.every((row) => row.pid === root.id)).toBe(true);
    const roots = await get<PageResult<Category>>('/sys/category/rootList', { pageSize: '100' });
    expect(roots.body.result.records.map((row) => row.id)).toContain(root.id);
    expect(roots.body.result.records.every((row) => row.pid === '0')).toBe(true);
  });

  it('loads every category under a code as dictionary items', async () => {
    const all = await get<{ value: string; text: string; title: string }[]>('/sys/category/loadAllData', {
      code: root.code,
    });
    expect(all.body.result).toHaveLength(5);
    expect(all.body.result[0]).toEqual({ value: root.id, text: '兼容根分类', title: '兼容根分类' });
    const none = await get('/sys/category/loadAllData', { code: 'ZZ%' });
    expect(none.body).toMatchObject({ success: false, message: '无数据,参数有误.[code]' });
  });
});
