// GET /sys/user/list for a form's user picker (spec §7 Pickers): a caller without the user list code
// (an engineer adding a hidden danger) pages the picker's view — id, username, realname, departments
// of the enabled, live users of their tenant — while the administrator keeps the full rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { addUserToTenant, createTenant, createUser } from '../helpers/fixtures';
import { PASSWORD, startUsersServer, unique } from './support';
import type { UsersServer } from './support';

type Row = Record<string, unknown> & { id: string; username: string };

let s: UsersServer;
let prefix: string;
let expertToken: string;
const TENANT = 61;
const OTHER_TENANT = 62;
const inTenant = { 'tenant-id': String(TENANT) };

beforeAll(async () => {
  s = await startUsersServer();
  const db = s.server.app.services.db;
  await createTenant(db, TENANT, '选人租户');
  await createTenant(db, OTHER_TENANT, '其他租户');
  prefix = unique('plv');
  const user = async (
    suffix: string,
    tenantId: number,
    extra: { status?: number; delFlag?: number } = {},
  ) => {
    const id = await createUser(db, {
      username: `${prefix}_${suffix}`,
      realname: `姓名${suffix}`,
      password: PASSWORD,
      orgCodes: ['A01'],
      ...extra,
    });
    await db
      .updateTable('sysUser')
      .set({
        phone: '13912345678',
        email: `${suffix}@example.com`,
        workNo: `W${suffix}`,
        birthday: '1990-01-01',
      })
      .where('id', '=', id)
      .execute();
    await addUserToTenant(db, id, tenantId);
    return id;
  };
  await user('alpha', TENANT);
  await user('beta', TENANT);
  await user('frozen', TENANT, { status: 2 });
  await user('gone', TENANT, { delFlag: 1 });
  await user('outside', OTHER_TENANT);
  const expertName = `${prefix}_engineer`;
  const expertId = await createUser(db, {
    username: expertName,
    realname: '风控工程师',
    password: PASSWORD,
    roleCodes: ['expert'],
    orgCodes: ['A01'],
  });
  await addUserToTenant(db, expertId, TENANT);
  expertToken = await s.api.login(expertName, PASSWORD);
});
afterAll(() => s.server.close());

const list = (query: Record<string, string>, token: string, headers = inTenant) =>
  s.api.get<PageResult<Row>>('/sys/user/list', { token, query, headers });

const names = (rows: readonly Row[]) => rows.map((row) => row.username).sort();

describe('GET /sys/user/list as the user picker of a form', () => {
  it("gives an engineer the picker's columns of the enabled, live users of their tenant", async () => {
    const reply = await list({ pageNo: '1', pageSize: '5', username: `*${prefix}_*` }, expertToken);
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    expect(names(reply.body.result.records)).toEqual([
      `${prefix}_alpha`,
      `${prefix}_beta`,
      `${prefix}_engineer`,
    ]);
    expect(reply.body.result).toMatchObject({ total: 3, size: 5, current: 1, pages: 1 });
    for (const row of reply.body.result.records)
      expect(Object.keys(row).sort()).toEqual(['id', 'orgCodeTxt', 'realname', 'username']);
    const alpha = reply.body.result.records.find((row) => row.username === `${prefix}_alpha`)!;
    expect(alpha).toMatchObject({ realname: '姓名alpha' });
    expect(typeof alpha.orgCodeTxt).toBe('string');
    expect(JSON.stringify(reply.body)).not.toMatch(/13912345678|example\.com|1990-01-01/);
  });

  it("searches by username (part, whole or the initial labels' list) and pages", async () => {
    const whole = await list({ username: `${prefix}_beta` }, expertToken);
    expect(names(whole.body.result.records)).toEqual([`${prefix}_beta`]);
    const several = await list({ username: `${prefix}_alpha,${prefix}_outside,` }, expertToken);
    expect(names(several.body.result.records)).toEqual([`${prefix}_alpha`]);
    const byRealname = await list({ realname: '*alpha*', username: `*${prefix}*` }, expertToken);
    expect(names(byRealname.body.result.records)).toEqual([`${prefix}_alpha`]);
    const second = await list({ pageNo: '2', pageSize: '2', username: `*${prefix}_*` }, expertToken);
    expect(second.body.result).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(second.body.result.records).toHaveLength(1);
  });

  it('ignores filters on columns the picker does not show', async () => {
    const byPhone = await list({ username: `*${prefix}_*`, phone: '00000000000' }, expertToken);
    expect(byPhone.body.result.total).toBe(3);
    const frozen = await list({ username: `*${prefix}_*`, status: '2' }, expertToken);
    expect(names(frozen.body.result.records)).not.toContain(`${prefix}_frozen`);
  });

  it('keeps the full rows for the user list code and refuses callers without any form of a user field', async () => {
    const admin = await list({ username: `*${prefix}_*`, pageSize: '10' }, s.adminToken, {
      'tenant-id': '0',
    });
    expect(names(admin.body.result.records)).toEqual(
      ['alpha', 'beta', 'engineer', 'frozen', 'outside'].map((suffix) => `${prefix}_${suffix}`),
    );
    const alpha = admin.body.result.records.find((row) => row.username === `${prefix}_alpha`)!;
    expect(alpha).toMatchObject({
      phone: '13912345678',
      email: 'alpha@example.com',
      workNo: 'Walpha',
      birthday: '1990-01-01',
      relTenantIds: String(TENANT),
    });
    const outsider = await s.userWith([]);
    expect((await list({}, outsider.token, { 'tenant-id': '0' })).body).toMatchObject({
      success: false,
      code: 510,
    });
  });
});
