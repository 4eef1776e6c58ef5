import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { newId } from '../../src/server/db/ids';
import { DefinitionError } from '../../src/shared/schema-language/validate';
import { ApiClient } from './helpers/client';
import { createTestDatabase, startTestApp } from './helpers/test-app';
import type { TestDatabase } from './helpers/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  return database;
}

const tableCounts = async (app: Awaited<ReturnType<typeof startTestApp>>) => {
  const { db } = app.app.services;
  const count = async (
    table:
      'sysPermission' | 'sysRole' | 'sysRolePermission' | 'sysDict' | 'sysDictItem' | 'sysUser' | 'sysDepart',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    permissions: await count('sysPermission'),
    roles: await count('sysRole'),
    grants: await count('sysRolePermission'),
    dicts: await count('sysDict'),
    dictItems: await count('sysDictItem'),
    users: await count('sysUser'),
    departs: await count('sysDepart'),
  };
};

describe('first-start seed', () => {
  it('is idempotent: a second start adds nothing', async () => {
    const database = await freshDatabase();
    const first = await startTestApp({}, { database });
    const before = await tableCounts(first);
    await first.close();
    const second = await startTestApp({}, { database });
    const after = await tableCounts(second);
    await second.close();
    expect(after).toEqual(before);
    expect(before).toMatchObject({ roles: 3, users: 1, departs: 1 });
    expect(before.permissions).toBeGreaterThan(60);
  });

  it('keeps what an administrator changed since', async () => {
    const database = await freshDatabase();
    const first = await startTestApp({}, { database });
    const { db } = first.app.services;
    const expert = await db
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', 'expert')
      .executeTakeFirstOrThrow();
    const reports = await db
      .selectFrom('sysPermission')
      .select('id')
      .where('url', '=', '/reportmanage')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('sysRolePermission')
      .where('roleId', '=', expert.id)
      .where('permissionId', '=', reports.id)
      .execute();
    await db.updateTable('sysPermission').set({ name: '报告中心' }).where('id', '=', reports.id).execute();
    await first.close();
    const second = await startTestApp({}, { database });
    const db2 = second.app.services.db;
    const grant = await db2
      .selectFrom('sysRolePermission')
      .select('id')
      .where('roleId', '=', expert.id)
      .where('permissionId', '=', reports.id)
      .executeTakeFirst();
    const row = await db2
      .selectFrom('sysPermission')
      .select('name')
      .where('id', '=', reports.id)
      .executeTakeFirstOrThrow();
    await second.close();
    expect(grant).toBeUndefined();
    expect(row.name).toBe('报告中心');
  });

  it('gives a list code added by an upgrade to every role holding its menu, and other new buttons to seeded roles only', async () => {
    const database = await freshDatabase();
    const first = await startTestApp({}, { database });
    const { db } = first.app.services;
    const codeRow = (perms: string) =>
      db.selectFrom('sysPermission').select('id').where('perms', '=', perms).executeTakeFirstOrThrow();
    const menu = await db
      .selectFrom('sysPermission')
      .select('id')
      .where('url', '=', '/isystem/role')
      .executeTakeFirstOrThrow();
    // An administrator's role that opened the role page before the page had a list code.
    const roleId = newId();
    await db
      .insertInto('sysRole')
      .values({ id: roleId, roleName: '运维', roleCode: 'ops', description: null, createBy: 'admin' })
      .execute();
    await db.insertInto('sysRolePermission').values({ id: newId(), roleId, permissionId: menu.id }).execute();
    // The installation as it was before the upgrade: no role:list, no role:add.
    const removed = [await codeRow('role:list'), await codeRow('role:add')].map((r) => r.id);
    await db.deleteFrom('sysRolePermission').where('permissionId', 'in', removed).execute();
    await db.deleteFrom('sysPermission').where('id', 'in', removed).execute();
    await first.close();

    const second = await startTestApp({}, { database });
    const db2 = second.app.services.db;
    const holds = async (role: string, perms: string) =>
      (await db2
        .selectFrom('sysRolePermission')
        .innerJoin('sysPermission', 'sysPermission.id', 'sysRolePermission.permissionId')
        .innerJoin('sysRole', 'sysRole.id', 'sysRolePermission.roleId')
        .select('sysRolePermission.id')
        .where('sysRole.roleCode', '=', role)
        .where('sysPermission.perms', '=', perms)
        .executeTakeFirst()) !== undefined;
    const outcome = {
      opsList: await holds('ops', 'role:list'),
      opsAdd: await holds('ops', 'role:add'),
      adminList: await holds('admin', 'role:list'),
      adminAdd: await holds('admin', 'role:add'),
    };
    await second.close();
    expect(outcome).toEqual({ opsList: true, opsAdd: false, adminList: true, adminAdd: true });
  });

  it('generates a strong admin password when ADMIN_PASSWORD is unset, and it works', async () => {
    const server = await startTestApp({ adminPassword: undefined });
    cleanups.push(() => server.close());
    const generated = server.app.startup.generatedAdminPassword;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await new ApiClient(server).login('admin', generated!)).toBeTruthy();
  });

  it('does not print a password when ADMIN_PASSWORD is set, nor on a later start', async () => {
    const database = await freshDatabase();
    const first = await startTestApp({ adminPassword: undefined }, { database });
    expect(first.app.startup.generatedAdminPassword).toBeDefined();
    await first.close();
    const second = await startTestApp({ adminPassword: undefined }, { database });
    expect(second.app.startup.generatedAdminPassword).toBeUndefined();
    await second.close();
  });

  it('refuses a weak ADMIN_PASSWORD', async () => {
    const database = await freshDatabase();
    await expect(startTestApp({ adminPassword: 'short' }, { database })).rejects.toThrow(
      'ADMIN_PASSWORD must have at least 8 characters',
    );
  });
});

describe('invalid definition files', () => {
  it('stop the start with the file, the JSON pointer and the reason', async () => {
    const schemasDir = mkdtempSync(path.join(os.tmpdir(), 'anze-schemas-'));
    cleanups.push(async () => rmSync(schemasDir, { recursive: true, force: true }));
    cpSync(path.resolve('schemas'), schemasDir, { recursive: true });
    const menusFile = path.join(schemasDir, 'menus.json');
    const menus = JSON.parse(readFileSync(menusFile, 'utf8')) as { menus: { children?: object[] }[] };
    menus.menus[2]!.children![1] = { ...menus.menus[2]!.children![1], colour: 'red' };
    writeFileSync(menusFile, JSON.stringify(menus));
    const rolesFile = path.join(schemasDir, 'roles.json');
    writeFileSync(rolesFile, readFileSync(rolesFile, 'utf8').replace('"nanlitask"', '"no-such-menu"'));
    const database = await freshDatabase();
    const error = await buildApp(
      { ...loadConfig({}), ...database.config, logLevel: 'silent' },
      { schemasDir },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DefinitionError);
    const message = (error as Error).message;
    expect(message).toContain('schemas/menus.json: /menus/2/children/1: unknown property "colour"');
    expect(message).toMatch(/schemas\/roles\.json: \/roles\/1\/grants\/\d+: unknown menu id "no-such-menu"/);
  });
});
