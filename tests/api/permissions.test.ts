import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as taskMenuFilter from '../../src/server/db/migrations/0014-task-menu-filter';
import type { MenuItem, PermissionResult } from '../../src/shared/api-types';
import { ApiClient } from './helpers/client';
import { createUser } from './helpers/fixtures';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
});
afterAll(() => server.close());

const flatten = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

async function permissionsOf(username: string, password: string): Promise<PermissionResult> {
  const token = await api.login(username, password);
  const reply = await api.get<PermissionResult>('/sys/permission/getUserPermissionByToken', { token });
  expect(reply.body).toMatchObject({ success: true, code: 200, message: '查询成功' });
  return reply.body.result;
}

/** Every route of spec §2, with the route permission tag of spec §6 where one applies. */
const SPEC_ROUTES: Record<string, string | null> = {
  '/dashboard/analysis': null,
  '/nanlicustom': 'nanlicustom',
  '/nanlicustom/nanlicustomlist': 'nanlicustom',
  '/nanlicustom/nanlicustomdetaillist': 'nanlicustom',
  '/demo/yhMap': 'nanlicustom',
  '/nanliinvestigation': 'nanliinvestigation',
  '/nanliinvestigation/NanliInvestigation': 'nanliinvestigation',
  '/safetrain/SafeTrainList': 'safetrain',
  '/emergencydrill/EmergencyDrillList': 'emergencydrill',
  '/guideinspection/GuideInspection': 'guideinspection',
  '/safetyinfo': 'safetyinfo',
  '/map': 'nanlicustomdetail',
  '/nanlicustomdetail/CustomyhMap': 'nanlicustomdetail',
  '/nanlitask': 'nanlitask',
  '/nanlitask/appointment': 'nanlitask',
  '/nanlitask/nanlitasklist': 'nanlitask',
  '/expertmanage': 'expertmanage',
  '/nanliexpertitinerary/NanliExpertItineraryList': 'expertmanage',
  '/reportmanage': 'reportmanage',
  '/reportmanage/NanliReportList': 'reportmanage',
  '/reportmanage/generatereport': 'reportmanage',
  '/dataanalysis/InsuredScreen': 'dataanalysis',
  '/dataanalysis/DangerScreen': 'dataanalysis',
};

describe('GET /sys/permission/getUserPermissionByToken for the admin', () => {
  let result: PermissionResult;
  beforeAll(async () => {
    result = await permissionsOf('admin', server.adminPassword);
  });

  it('starts with 首页 and holds every route of the spec with its permission tag', () => {
    expect(result.menu[0]).toMatchObject({
      path: '/dashboard/analysis',
      component: 'dashboard/Analysis',
      meta: { title: '首页', icon: 'home' },
    });
    const byPath = new Map(flatten(result.menu).map((item) => [item.path, item]));
    for (const [path, tag] of Object.entries(SPEC_ROUTES)) {
      const item = byPath.get(path);
      expect(item, path).toBeDefined();
      if (tag) expect(item?.meta.permission, path).toEqual([tag]);
    }
    // The investigation-task entry points at the task list filtered by 隐患排查 ('1' of nl_task_type)
    // and registers no route.
    const investigationTasks = flatten(result.menu).find((item) => item.meta.title === '排查任务');
    expect(investigationTasks).toMatchObject({ path: '/nanlitask/nanlitasklist?taskType=1', route: '0' });
  });

  it('corrects an installed 排查任务 entry still filtering by taskType=investigation (always empty)', async () => {
    const fixed = '/nanlitask/nanlitasklist?taskType=1';
    await server.app.services.db
      .updateTable('sysPermission')
      .set({ url: '/nanlitask/nanlitasklist?taskType=investigation' })
      .where('url', '=', fixed)
      .execute();
    await taskMenuFilter.up(server.app.services.db as unknown as Kysely<unknown>);
    const again = await permissionsOf('admin', server.adminPassword);
    expect(flatten(again.menu).find((item) => item.meta.title === '排查任务')?.path).toBe(fixed);
  });

  it('holds the system administration and monitoring menus', () => {
    const titles = flatten(result.menu).map((item) => item.meta.title);
    for (const title of [
      '用户管理',
      '角色管理',
      '菜单管理',
      '部门管理',
      '职务管理',
      '数据字典',
      '分类字典',
      '通告管理',
      '日志管理',
      '定时任务',
      '租户管理',
      '网关路由',
      '系统信息',
      'Redis监控',
      '请求追踪',
    ]) {
      expect(titles).toContain(title);
    }
  });

  it('emits items in the contract shape', () => {
    for (const item of flatten(result.menu)) {
      expect(typeof item.id).toBe('string');
      expect(typeof item.component).toBe('string');
      expect(['0', '1']).toContain(item.route);
      expect(typeof item.meta.keepAlive).toBe('boolean');
      expect(typeof item.meta.internalOrExternal).toBe('boolean');
      if ('hidden' in item) expect(item.hidden).toBe(true);
      if ('alwaysShow' in item) expect(item.alwaysShow).toBe(true);
      if (item.children) expect(item.children.length).toBeGreaterThan(0);
    }
    for (const top of result.menu) expect(top).toHaveProperty('redirect');
    for (const child of result.menu.flatMap((item) => flatten(item.children ?? [])))
      expect(child).not.toHaveProperty('redirect');
    const users = flatten(result.menu).find((item) => item.path === '/isystem/user');
    expect(users).toMatchObject({
      name: 'isystem-user',
      component: 'system/UserList',
      meta: { componentName: 'UserList' },
    });
    const hiddenAccount = result.menu.find((item) => item.path === '/account');
    expect(hiddenAccount?.hidden).toBe(true);
  });

  it('lists held permissions in auth and every button in allAuth with string type and status', () => {
    expect(result.auth).toEqual(
      expect.arrayContaining([{ action: 'user:add', type: '1', describe: '添加用户' }]),
    );
    expect(result.auth).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'nanlicustom', type: '1' })]),
    );
    expect(result.allAuth).toEqual(
      expect.arrayContaining([{ action: 'user:add', type: '1', describe: '添加用户', status: '1' }]),
    );
    for (const entry of result.allAuth) {
      expect(['1', '2']).toContain(entry.type);
      expect(['0', '1']).toContain(entry.status);
    }
  });
});

describe('menus follow the roles', () => {
  it('gives a risk-control engineer the business menus and no system administration', async () => {
    await createUser(server.app.services.db, {
      username: 'expert1',
      password: 'Right-pass-1',
      roleCodes: ['expert'],
    });
    const result = await permissionsOf('expert1', 'Right-pass-1');
    const paths = flatten(result.menu).map((item) => item.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard/analysis',
        '/nanlicustom/nanlicustomlist',
        '/reportmanage/generatereport',
      ]),
    );
    expect(paths).not.toContain('/isystem/user');
    expect(paths).not.toContain('/monitor/log');
    const operation = result.menu.find((item) => item.path === '/operation');
    expect(operation?.children?.map((c) => c.path)).toEqual(['/operation/FileDownloadList']);
    expect(result.auth.some((a) => a.action === 'user:add')).toBe(false);
    expect(result.allAuth.some((a) => a.action === 'user:add')).toBe(true);
  });

  it('gives an enterprise user only its own corner, with parents of granted leaves', async () => {
    await createUser(server.app.services.db, {
      username: 'ent1',
      password: 'Right-pass-1',
      roleCodes: ['enterprise'],
    });
    const result = await permissionsOf('ent1', 'Right-pass-1');
    const custom = result.menu.find((item) => item.path === '/nanlicustom');
    expect(custom?.children?.map((c) => c.path)).toEqual([
      '/nanlicustom/nanlicustomlist',
      '/nanlicustom/nanlicustomdetaillist',
      '/nanlicustom/policylist',
    ]);
    expect(flatten(result.menu).map((i) => i.path)).not.toContain('/expertmanage');
  });

  it('still gives a user without roles the home page', async () => {
    await createUser(server.app.services.db, { username: 'norole', password: 'Right-pass-1' });
    const result = await permissionsOf('norole', 'Right-pass-1');
    expect(result.menu.map((item) => item.meta.title)).toEqual(['首页']);
    expect(result.auth).toEqual([]);
  });
});

describe('menu rows the administrator changes', () => {
  it('turns an external URL into an md5 path with meta.url, and drops disabled buttons from auth', async () => {
    const { db } = server.app.services;
    const url = 'https://example.org/manual';
    const users = await db
      .selectFrom('sysPermission')
      .select('id')
      .where('url', '=', '/isystem/user')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('sysPermission')
      .set({ url, internalOrExternal: 1 })
      .where('id', '=', users.id)
      .execute();
    await db.updateTable('sysPermission').set({ status: '0' }).where('perms', '=', 'user:delete').execute();
    const result = await permissionsOf('admin', server.adminPassword);
    const item = flatten(result.menu).find((i) => i.id === users.id);
    expect(item).toMatchObject({
      path: createHash('md5').update(url).digest('hex'),
      meta: { url, internalOrExternal: true },
    });
    expect(result.auth.some((a) => a.action === 'user:delete')).toBe(false);
    expect(result.allAuth).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'user:delete', status: '0' })]),
    );
  });
});
