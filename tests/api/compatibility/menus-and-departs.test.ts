// JeecgBoot 2.4's lazy permission list (getSystemMenuList, getSystemSubmenu, getSystemSubmenuBatch)
// and sysBaseApi's queryDepartsByIds, with the shapes its clients read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Depart } from '../../../src/shared/api-types';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

interface MenuNode {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  menuType: number;
  sortNo: number;
  leaf: boolean;
  route: boolean;
  ruleFlag: number;
  children?: unknown;
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

const liveRows = () =>
  server.app.services.db
    .selectFrom('sysPermission')
    .selectAll()
    .where('delFlag', '=', 0)
    .where('realm' as never, '=', 'sys' as never)
    .execute();

const bySort = (a: { sortNo: number; id: string }, b: { sortNo: number; id: string }) =>
  a.sortNo - b.sortNo || a.id.localeCompare(b.id);

describe('the lazy menu list of the permission page', () => {
  it('answers the top-level menus only, in sort order, without children', async () => {
    const reply = await api.get<MenuNode[]>('/sys/permission/getSystemMenuList', { token });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    const expected = (await liveRows()).filter((r) => r.menuType === 0).sort(bySort);
    expect(reply.body.result.map((n) => n.id)).toEqual(expected.map((r) => r.id));
    const first = reply.body.result[0]!;
    expect(first).toMatchObject({ key: first.id, title: first.name, menuType: 0 });
    expect(typeof first.leaf).toBe('boolean');
    expect(typeof first.route).toBe('boolean');
    expect(first.children).toBeUndefined();
  });

  it("answers one menu's children, buttons included", async () => {
    const rows = await liveRows();
    const system = rows.find((r) => r.url === '/isystem')!;
    const reply = await api.get<MenuNode[]>('/sys/permission/getSystemSubmenu', {
      token,
      query: { parentId: system.id },
    });
    const expected = rows.filter((r) => r.parentId === system.id).sort(bySort);
    expect(reply.body.result.map((n) => n.id)).toEqual(expected.map((r) => r.id));
    expect(reply.body.result.map((n) => n.name)).toContain('编码校验规则');
    const empty = await api.get<MenuNode[]>('/sys/permission/getSystemSubmenu', {
      token,
      query: { parentId: 'x' },
    });
    expect(empty.body).toMatchObject({ success: true, result: [] });
  });

  it('answers a map parentId → children for several menus', async () => {
    const rows = await liveRows();
    const parents = rows.filter((r) => r.menuType === 0).slice(0, 3);
    const reply = await api.get<Record<string, MenuNode[]>>('/sys/permission/getSystemSubmenuBatch', {
      token,
      query: { parentIds: [...parents.map((p) => p.id), 'missing'].join(',') },
    });
    expect(reply.body.success).toBe(true);
    for (const parent of parents) {
      const children = rows.filter((r) => r.parentId === parent.id).sort(bySort);
      if (children.length === 0) expect(reply.body.result[parent.id]).toBeUndefined();
      else expect(reply.body.result[parent.id]!.map((n) => n.id)).toEqual(children.map((r) => r.id));
    }
    expect(reply.body.result.missing).toBeUndefined();
  });

  it('needs the permission list code', async () => {
    const access = server.app.routeAccess.find((r) => r.url.endsWith('/sys/permission/getSystemMenuList'));
    expect(access?.access).toEqual({ anyOf: ['permission:list'] });
  });
});

describe('departments by ids (sysBaseApi)', () => {
  it('answers the rows of the ids as a bare list, as JeecgBoot does', async () => {
    const rows = await server.app.services.db.selectFrom('sysDepart').selectAll().execute();
    const ids = rows.map((r) => r.id);
    const reply = await api.get('/sys/api/queryDepartsByIds', {
      token,
      query: { deptIds: [...ids, 'nope'].join(',') },
    });
    const list = reply.body as unknown as Depart[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((d) => d.id).sort()).toEqual([...ids].sort());
    expect(list[0]).toMatchObject({ id: ids[0], departName: rows[0]!.departName, orgCode: rows[0]!.orgCode });
    const byIds = await api.get('/sys/api/queryDepartsByIds', { token, query: { ids: ids[0]! } });
    expect((byIds.body as unknown as Depart[]).map((d) => d.id)).toEqual([ids[0]]);
    expect((await api.get('/sys/api/queryDepartsByIds', { token })).body).toEqual([]);
  });

  it('needs a session', async () => {
    const reply = await api.get('/sys/api/queryDepartsByIds', { query: { deptIds: 'a' } });
    expect(reply.status).toBe(401);
  });
});
