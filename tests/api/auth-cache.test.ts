// What authentication resolved is kept per token (auth/auth-cache.ts) and list totals per filter
// (engine/count-memo.ts): every change below is made after the token's first request filled the
// cache, and the very next request must see it — through the API or by a write no route announces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/shared/api-types';
import { API_PATHS } from '../../src/shared/api-paths';
import { USER_PATHS } from '../../src/shared/users/texts';
import { hashToken } from '../../src/server/auth/session-store';
import { addUserToTenant, createTenant, createUser } from './helpers/fixtures';
import type { Reply } from './helpers/client';
import { buttonRowId, grant, menuRowId, startRolesServer, unique, userWith } from './roles/support';
import type { RolesServer } from './roles/support';

let server: RolesServer;
const LIST_BUTTON = buttonRowId('isystem-position', 'system:position:list');
const MENUS = [menuRowId('isystem'), menuRowId('isystem-position')];
const PASSWORD = 'Passw0rd!x';
/** Long enough for one request on a loaded machine, short enough to wait for. */
const SHORT_EXPIRY_MS = 2_000;

/** Resolves once the clock has passed `time` (the server shares it). */
const clockPassed = (time: number) =>
  new Promise<void>((resolve) => {
    const check = () =>
      Date.now() > time ? resolve() : setTimeout(check, Math.max(1, time - Date.now() + 1));
    check();
  });

beforeAll(async () => {
  server = await startRolesServer();
});
afterAll(() => server.close());

const listPositions = (token: string, query: Record<string, string> = {}, tenant?: number) =>
  server.api.get<PageResult<{ code: string }>>('/sys/position/list', {
    token,
    query,
    ...(tenant === undefined ? {} : { headers: { 'tenant-id': String(tenant) } }),
  });

const expectExpired = (reply: Reply) => {
  expect(reply.status).toBe(401);
  expect(reply.body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录' });
};
const expectAnswered = (reply: Reply) => expect(reply.body).toMatchObject({ success: true, code: 200 });
const expectNoPermission = (reply: Reply) => expect(reply.body).toMatchObject({ success: false, code: 510 });

/** A user who may list positions, signed in, whose token has filled the cache. */
async function listingUser() {
  const user = await userWith(server, [...MENUS, LIST_BUTTON]);
  expectAnswered(await listPositions(user.token));
  return user;
}

describe('sessions and users', () => {
  it('a token logged out is refused on its next request', async () => {
    const { token } = await listingUser();
    expect((await server.api.post(API_PATHS.logout, {}, { token })).body.success).toBe(true);
    expectExpired(await listPositions(token));
  });

  it('a password change ends the other sessions of the user at once and keeps this one', async () => {
    const { token, username } = await listingUser();
    const other = await server.api.login(username, PASSWORD);
    expectAnswered(await listPositions(other));
    const changed = await server.api.put(
      API_PATHS.updatePassword,
      { username, oldpassword: PASSWORD, password: 'Changed-pass-2', confirmpassword: 'Changed-pass-2' },
      { token },
    );
    expect(changed.body.success).toBe(true);
    expectExpired(await listPositions(other));
    expectAnswered(await listPositions(token));
  });

  it('a user frozen by an administrator is refused on the next request, and let in once unfrozen', async () => {
    const { token, userId, username } = await listingUser();
    const frozen = await server.api.put(
      USER_PATHS.frozenBatch,
      { ids: userId, status: 2 },
      { token: server.admin },
    );
    expect(frozen.body.success).toBe(true);
    expectExpired(await listPositions(token));
    await server.api.put(USER_PATHS.frozenBatch, { ids: userId, status: 1 }, { token: server.admin });
    expectAnswered(await listPositions(await server.api.login(username, PASSWORD)));
  });

  it('a deleted user is refused on the next request', async () => {
    const { token, userId } = await listingUser();
    const removed = await server.api.request('DELETE', USER_PATHS.delete, {
      token: server.admin,
      query: { id: userId },
    });
    expect(removed.body.success).toBe(true);
    expectExpired(await listPositions(token));
  });

  it('a cached session is refused as soon as its expiry has passed, and removed', async () => {
    const { token } = await userWith(server, [...MENUS, LIST_BUTTON]);
    // The session expires shortly; its first request caches it with that expiry (no touch is due).
    const now = Date.now();
    const expiresAt = now + SHORT_EXPIRY_MS;
    await server.db
      .updateTable('sysSession')
      .set({ lastSeenAt: now, expiresAt })
      .where('id', '=', hashToken(token))
      .execute();
    expectAnswered(await listPositions(token));
    await clockPassed(expiresAt);
    expectExpired(await listPositions(token));
    const row = await server.db
      .selectFrom('sysSession')
      .select('id')
      .where('id', '=', hashToken(token))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('a change of the user row that no route announces still reaches the next request', async () => {
    const { token, userId } = await listingUser();
    await server.db.updateTable('sysUser').set({ status: 2 }).where('id', '=', userId).execute();
    expectExpired(await listPositions(token));
  });
});

describe('roles and permissions', () => {
  it('a permission taken from the role refuses the next request', async () => {
    const { token, roleId } = await listingUser();
    expect((await grant(server, roleId, MENUS)).body.success).toBe(true);
    expectNoPermission(await listPositions(token));
    expect((await grant(server, roleId, [...MENUS, LIST_BUTTON])).body.success).toBe(true);
    expectAnswered(await listPositions(token));
  });

  it('a role taken from the user refuses the next request', async () => {
    const { token, userId } = await listingUser();
    await server.db.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
    expectNoPermission(await listPositions(token));
  });

  it('a button rule switched off or on globally takes effect on the next request', async () => {
    const username = unique('u');
    await createUser(server.db, { username, password: PASSWORD });
    const token = await server.api.login(username, PASSWORD);
    expectNoPermission(await listPositions(token));
    const setStatus = (status: string) =>
      server.db.updateTable('sysPermission').set({ status }).where('id', '=', LIST_BUTTON).execute();
    await setStatus('0');
    try {
      expectAnswered(await listPositions(token));
    } finally {
      await setStatus('1');
    }
    expectNoPermission(await listPositions(token));
  });
});

describe('tenants', () => {
  it('a tenant frozen, unfrozen or left takes effect on the next request', async () => {
    const { token, userId } = await listingUser();
    await createTenant(server.db, 3101, '缓存租户');
    await addUserToTenant(server.db, userId, 3101);
    expectAnswered(await listPositions(token, {}, 3101));
    await server.db.updateTable('sysTenant').set({ status: 0 }).where('id', '=', 3101).execute();
    expect(await listPositions(token, {}, 3101)).toMatchObject({
      status: 401,
      body: { message: '当前租户已被冻结，请重新登录并选择其他租户' },
    });
    await server.db.updateTable('sysTenant').set({ status: 1 }).where('id', '=', 3101).execute();
    expectAnswered(await listPositions(token, {}, 3101));
    await server.db.deleteFrom('sysUserTenant').where('userId', '=', userId).execute();
    expect(await listPositions(token, {}, 3101)).toMatchObject({
      status: 401,
      body: { message: '用户租户信息变更,请重新登陆!' },
    });
  });
});

describe('list totals', () => {
  it('counts again after a write to the entity, for the same filter', async () => {
    const code = unique('T');
    const filter = { code: `${code}*` };
    const total = async () => (await listPositions(server.admin, filter)).body.result.total;
    expect(await total()).toBe(0);
    const added = await server.api.post(
      '/sys/position/add',
      { code, name: `职务${code}`, postRank: '2' },
      { token: server.admin },
    );
    expect(added.body.success).toBe(true);
    expect(await total()).toBe(1);
    await server.db.deleteFrom('sysPosition').where('code', '=', code).execute();
    expect(await total()).toBe(0);
  });
});
