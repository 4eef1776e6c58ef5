import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/session-store';
import { ApiClient } from './helpers/client';
import { addUserToTenant, createTenant, createUser } from './helpers/fixtures';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
});
afterAll(() => server.close());

const PROTECTED = [
  ['GET', '/sys/permission/getUserPermissionByToken'],
  ['GET', '/sys/user/getCurrentUserDeparts'],
  ['PUT', '/sys/user/updatePassword'],
  ['PUT', '/sys/selectDepart'],
  ['GET', '/sys/dict/queryAllDictItems'],
  ['GET', '/sys/dict/refleshCache'],
  ['GET', '/sys/dict/getDictItems/sex'],
  ['GET', '/sys/annountCement/listByUser'],
  ['PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId'],
] as const;

const expectExpired = (reply: {
  status: number;
  body: { success: boolean; code: number; message: string };
}) => {
  expect(reply.status).toBe(401);
  expect(reply.body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录' });
};

describe('protected endpoints', () => {
  it.each(PROTECTED)('%s %s answers 401 Token失效 without a token', async (method, path) => {
    expectExpired(await api.request(method, path, method === 'GET' ? {} : { body: {} }));
  });

  it.each(PROTECTED)('%s %s answers 401 Token失效 to a forged token', async (method, path) => {
    expectExpired(
      await api.request(method, path, {
        token: 'forged-token-value',
        ...(method === 'GET' ? {} : { body: {} }),
      }),
    );
  });

  it('accepts a valid token', async () => {
    const token = await api.login();
    const reply = await api.get('/sys/dict/queryAllDictItems', { token });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
  });
});

describe('session lifetime', () => {
  it('refuses an expired session and removes it', async () => {
    const token = await api.login();
    const { db } = server.app.services;
    await db
      .updateTable('sysSession')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', hashToken(token))
      .execute();
    expectExpired(await api.get('/sys/dict/queryAllDictItems', { token }));
    const row = await db
      .selectFrom('sysSession')
      .select('id')
      .where('id', '=', hashToken(token))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('slides the expiry forward when the session is used', async () => {
    const token = await api.login();
    const { db } = server.app.services;
    const past = Date.now() - 10 * 60_000;
    await db
      .updateTable('sysSession')
      .set({ lastSeenAt: past, expiresAt: past + 2 * 3600_000 })
      .where('id', '=', hashToken(token))
      .execute();
    await api.get('/sys/dict/queryAllDictItems', { token });
    const row = await db
      .selectFrom('sysSession')
      .select(['lastSeenAt', 'expiresAt'])
      .where('id', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.lastSeenAt).toBeGreaterThan(past);
    expect(row.expiresAt).toBeGreaterThan(Date.now() + 2 * 3600_000 - 60_000);
  });

  it('never stores the token itself', async () => {
    const token = await api.login();
    const rows = await server.app.services.db.selectFrom('sysSession').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.some((r) => r.id === hashToken(token))).toBe(true);
  });

  it('ends the session of a user frozen while signed in', async () => {
    const { db } = server.app.services;
    const userId = await createUser(db, { username: 'soon-frozen', password: 'Right-pass-1' });
    const token = await api.login('soon-frozen', 'Right-pass-1');
    await db.updateTable('sysUser').set({ status: 2 }).where('id', '=', userId).execute();
    expectExpired(await api.get('/sys/dict/queryAllDictItems', { token }));
  });
});

describe('tenant-id header', () => {
  it("accepts a member's own tenants only; refuses any other, and the platform (0, no header)", async () => {
    const { db } = server.app.services;
    await createTenant(db, 1001, '南宁分公司');
    await createTenant(db, 1002, '柳州分公司');
    await createTenant(db, 1003, '冻结租户', 0);
    const userId = await createUser(db, { username: 'tenanted', password: 'Right-pass-1' });
    await addUserToTenant(db, userId, 1001);
    await addUserToTenant(db, userId, 1003);
    const token = await api.login('tenanted', 'Right-pass-1');
    const call = (tenant?: string, as = token) =>
      api.get('/sys/dict/queryAllDictItems', {
        token: as,
        ...(tenant === undefined ? {} : { headers: { 'tenant-id': tenant } }),
      });
    expect((await call('1001')).status).toBe(200);
    // A tenant the user may not act in: HTTP 401 with the reason (tenants module). The platform's
    // own records (tenant 0) are outside every tenant: a member does not reach them by leaving the
    // header out.
    for (const outside of ['1002', '0', undefined])
      expect(await call(outside), `tenant ${outside}`).toMatchObject({
        status: 401,
        body: { code: 401, message: '用户租户信息变更,请重新登陆!' },
      });
    expect(await call('1003')).toMatchObject({
      status: 401,
      body: { code: 401, message: '当前租户已被冻结，请重新登录并选择其他租户' },
    });
    expectExpired(await call('abc'));
    // A user of no tenant acts on the platform; so does one who manages the tenants (the admin),
    // who could join any of them.
    await createUser(db, { username: 'untenanted', password: 'Right-pass-1' });
    const platformUser = await api.login('untenanted', 'Right-pass-1');
    expect((await call(undefined, platformUser)).status).toBe(200);
    expect((await call('0', platformUser)).status).toBe(200);
    const admin = await db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await addUserToTenant(db, admin.id, 1002);
    const adminToken = await api.login();
    expect((await call(undefined, adminToken)).status).toBe(200);
    expect((await call('1002', adminToken)).status).toBe(200);
  });

  it('lists only the active tenants at login and refuses a user whose tenants are all frozen', async () => {
    const { db } = server.app.services;
    const reply = await api.loginReply<{ tenantList: { id: number }[] }>('tenanted', 'Right-pass-1');
    expect(reply.body.result.tenantList.map((t) => t.id)).toEqual([1001]);
    await createTenant(db, 1004, '全部冻结', 0);
    const userId = await createUser(db, { username: 'allfrozen', password: 'Right-pass-1' });
    await addUserToTenant(db, userId, 1004);
    const refused = await api.loginReply('allfrozen', 'Right-pass-1');
    expect(refused.body).toMatchObject({
      success: false,
      message: '与该用户关联的租户均已被冻结，无法登录！',
    });
  });
});
