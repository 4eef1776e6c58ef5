// Each instance keeps what authentication resolved per token and the list totals per filter; a change
// made through one instance reaches the others through Redis pub/sub before its answer is sent, so the
// very next request through another instance sees it.
import { expect, it } from 'vitest';
import type { PageResult } from '../../src/shared/api-types';
import { API_PATHS } from '../../src/shared/api-paths';
import { USER_PATHS } from '../../src/shared/users/texts';
import { call, instanceUrl, signIn, signInAsAdmin } from './client';

const [A, B] = [instanceUrl(0), instanceUrl(1)];
const PASSWORD = 'Right-pass-1';
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const signedInCall = (base: string, token: string) =>
  call(base, 'GET', '/sys/dict/queryAllDictItems', { token });

it('a user frozen through one instance is refused on the next request through another', async () => {
  const admin = await signInAsAdmin(A);
  const username = unique('cache');
  const added = await call<{ id: string }>(A, 'POST', USER_PATHS.add, {
    token: admin.token,
    body: { username, realname: '缓存用户', password: PASSWORD },
  });
  expect(added.body.success).toBe(true);
  const { token } = await signIn(B, { username, password: PASSWORD });
  expect((await signedInCall(B, token)).body.success).toBe(true);
  const frozen = await call(A, 'PUT', USER_PATHS.frozenBatch, {
    token: admin.token,
    body: { ids: added.body.result.id, status: 2 },
  });
  expect(frozen.body.success).toBe(true);
  expect(await signedInCall(B, token)).toMatchObject({ status: 401, body: { code: 401 } });
});

it('a token logged out through one instance is refused on the next request through another', async () => {
  const { token } = await signInAsAdmin(A);
  expect((await signedInCall(B, token)).body.success).toBe(true);
  expect((await call(A, 'POST', API_PATHS.logout, { token, body: {} })).body.success).toBe(true);
  expect(await signedInCall(B, token)).toMatchObject({ status: 401, body: { code: 401 } });
});

it('a list total counted on one instance follows a record added through another', async () => {
  const { token } = await signInAsAdmin(A);
  const code = unique('C');
  const total = async () =>
    (await call<PageResult<unknown>>(B, 'GET', `/sys/position/list?code=${code}*`, { token })).body.result
      .total;
  expect(await total()).toBe(0);
  const added = await call(A, 'POST', '/sys/position/add', {
    token,
    body: { code, name: `职务${code}`, postRank: '2' },
  });
  expect(added.body.success).toBe(true);
  expect(await total()).toBe(1);
});
