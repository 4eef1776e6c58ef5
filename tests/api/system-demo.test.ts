// The system pages' demo data as an administrator then sees it over HTTP, on both databases: the
// department tree, positions, category trees and staff accounts in their departments with roles;
// written once, and never into an installation someone has already started to fill.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedSystemDemoIfFresh } from '../../src/server/demo';
import type { PageResult } from '../../src/shared/api-types';
import { SCREEN_PATHS, SCREEN_TEXTS } from '../../src/shared/screens';
import { DEPART_PATHS } from '../../src/shared/users/texts';
import { ApiClient } from './helpers/client';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

interface TreeNode {
  key: string;
  title: string;
  orgCode: string;
  children?: TreeNode[];
}

let testApp: TestApp;
let client: ApiClient;
let token: string;

beforeEach(async () => {
  testApp = await startTestApp();
  client = new ApiClient(testApp);
  token = await client.login();
});

afterEach(async () => {
  await testApp.close();
});

const seed = () => seedSystemDemoIfFresh(testApp.app.services.db, testApp.app.services.dialect);

async function list<T>(path: string, query: Record<string, string> = {}): Promise<PageResult<T>> {
  const reply = await client.get<PageResult<T>>(path, { token, query: { pageSize: '100', ...query } });
  expect(reply.body.success).toBe(true);
  return reply.body.result;
}

describe('system demo data', () => {
  it('fills departments, positions, categories and staff accounts that the pages list', async () => {
    expect(await seed()).toEqual({ departs: 6, positions: 5, categories: 41, users: 7 });

    const tree = await client.get<TreeNode[]>(DEPART_PATHS.queryTreeList, { token });
    const root = tree.body.result[0]!;
    expect(root.children?.map((c) => c.title)).toEqual([
      '风控服务部',
      '理赔服务部',
      '运营管理部',
      '信息技术部',
    ]);
    const riskService = root.children![0]!;
    expect(riskService.orgCode).toBe('A01A01');
    expect(riskService.children?.map((c) => [c.title, c.orgCode])).toEqual([
      ['风控一组', 'A01A01A01'],
      ['风控二组', 'A01A01A02'],
    ]);

    const positions = await list<{ name: string; postRank_dictText: string }>('/sys/position/list');
    expect(positions.total).toBe(5);
    expect(positions.records.map((p) => p.name)).toContain('风控工程师');

    const roots = await list<{ id: string; name: string; code: string; hasChild: string }>(
      '/sys/category/rootList',
    );
    expect(roots.records.map((c) => [c.name, c.code, c.hasChild])).toEqual([
      ['事故类别', 'A01', '1'],
      ['安责险行业领域', 'A02', '1'],
    ]);
    // The category childList answers a bare array, as JeecgBoot's SysCategoryController does.
    const accidents = await client.get<{ name: string }[]>('/sys/category/childList', {
      token,
      query: { pid: roots.records[0]!.id },
    });
    expect(accidents.body.result).toHaveLength(20);

    const groupOne = riskService.children![0]!;
    const users = await list<{ username: string; orgCodeTxt: string; roleIds_dictText?: string }>(
      '/sys/user/list',
      { departId: groupOne.key },
    );
    expect(users.records.map((u) => u.username).sort()).toEqual(['liwei', 'zhangmin']);
    expect(users.records.every((u) => u.orgCodeTxt === '风控一组')).toBe(true);

    // The engineers hold the expert role; the enterprise account the enterprise role, in no department.
    const all = await list<{ username: string; orgCode: string }>('/sys/user/list');
    const roles = await testApp.app.services.db
      .selectFrom('sysUser')
      .innerJoin('sysUserRole', 'sysUserRole.userId', 'sysUser.id')
      .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
      .select(['sysUser.username', 'sysRole.roleCode'])
      .execute();
    const roleOf = new Map(roles.map((r) => [r.username, r.roleCode]));
    expect(['zhouhao', 'liwei', 'zhangmin', 'huangjie'].map((u) => roleOf.get(u))).toEqual(
      Array(4).fill('expert'),
    );
    expect(roleOf.get('zhaoqiang')).toBe('enterprise');
    expect(all.records.find((u) => u.username === 'zhaoqiang')?.orgCode).toBe('A01');
  });

  it('opens the public screens for the demo tenant, which stay closed without the demo', async () => {
    const screens = () =>
      Promise.all(Object.values(SCREEN_PATHS).map(async (path) => (await client.get(path)).body));
    for (const answer of await screens())
      expect(answer).toMatchObject({ success: false, message: SCREEN_TEXTS.notOpen });
    await seed();
    // The closed answers read the dictionaries into their cache; the demo is written at a start,
    // before any request, so the cache is dropped as that start would find it.
    testApp.app.services.dictionaries.clear();
    for (const answer of await screens()) expect(answer).toMatchObject({ success: true });
  });

  it('is written once: a second start changes nothing', async () => {
    await seed();
    expect(await seed()).toBeNull();
    expect((await list('/sys/position/list')).total).toBe(5);
    expect((await list('/sys/user/list')).total).toBe(8);
  });

  it('leaves an installation alone once a department has been added', async () => {
    const tree = await client.get<TreeNode[]>(DEPART_PATHS.queryTreeList, { token });
    const added = await client.post(
      DEPART_PATHS.add,
      { departName: '自建部门', parentId: tree.body.result[0]!.key },
      { token },
    );
    expect(added.body.success).toBe(true);
    expect(await seed()).toBeNull();
    expect((await list('/sys/position/list')).total).toBe(0);
    expect((await list('/sys/category/rootList')).total).toBe(0);
  });
});
