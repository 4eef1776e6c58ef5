// The user picker's endpoints (contract §11.3): a department's users page by page, and the users
// behind a stored value as a bare array.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { PASSWORD, startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
type Row = { id: string; username: string; realname: string; orgCodeTxt?: string };
let parentId: string;
let childUserId: string;

beforeAll(async () => {
  s = await startUsersServer();
  const depart = async (departName: string, parentId?: string) =>
    (
      await s.api.post<{ id: string }>(
        '/sys/sysDepart/add',
        { departName, parentId },
        { token: s.adminToken },
      )
    ).body.result.id;
  parentId = await depart('选人父部门');
  const child = await depart('选人子部门', parentId);
  const other = await depart('选人其他部门');
  const add = async (username: string, realname: string, departId: string) => {
    const reply = await s.api.post<{ id: string }>(
      '/sys/user/add',
      { username, realname, password: PASSWORD, selecteddeparts: departId },
      { token: s.adminToken },
    );
    expect(reply.body.success).toBe(true);
    return { id: reply.body.result.id, username };
  };
  await add('picker_parent', '张父部', parentId);
  childUserId = (await add('picker_child', '李子部', child)).id;
  await add('picker_other', '王其他', other);
});
afterAll(() => s.server.close());

const componentData = (query: Record<string, string>, token = s.adminToken) =>
  s.api.get<PageResult<Row>>('/sys/user/queryUserComponentData', { token, query });

describe('GET /sys/user/queryUserComponentData', () => {
  it('pages the users of a department and its sub-departments, searching names by part', async () => {
    const reply = await componentData({ departId: `${parentId},`, pageNo: '1', pageSize: '5' });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    expect(reply.body.result.records.map((r) => r.username).sort()).toEqual([
      'picker_child',
      'picker_parent',
    ]);
    expect(reply.body.result).toMatchObject({ total: 2, size: 5, current: 1 });
    expect(reply.body.result.records.find((r) => r.username === 'picker_child')!.orgCodeTxt).toBe(
      '选人子部门',
    );

    const byName = await componentData({ departId: parentId, realname: '子' });
    expect(byName.body.result.records.map((r) => r.username)).toEqual(['picker_child']);
    const everyone = await componentData({ username: 'picker_' });
    expect(everyone.body.result.records.map((r) => r.username).sort()).toEqual([
      'picker_child',
      'picker_other',
      'picker_parent',
    ]);
    expect(everyone.body.result.records[0]).not.toHaveProperty('passwordHash');
  });

  it('needs the user list permission', async () => {
    const outsider = await s.userWith([]);
    expect((await componentData({}, outsider.token)).body).toMatchObject({ success: false, code: 510 });
  });
});

describe('GET /sys/user/getMultiUser', () => {
  const multi = async (query: Record<string, string>, token = s.adminToken) => {
    const url = new URL(`${s.server.config.apiPrefix}/sys/user/getMultiUser`, s.server.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await fetch(url, { headers: { 'X-Access-Token': token } });
    return (await response.json()) as unknown;
  };

  it('answers the users of the stored usernames or ids as a bare array', async () => {
    const byName = (await multi({ username: 'picker_parent,picker_other,' })) as Row[];
    expect(Array.isArray(byName)).toBe(true);
    expect(byName.map((u) => u.realname).sort()).toEqual(['王其他', '张父部'].sort());
    expect(byName[0]).not.toHaveProperty('passwordHash');
    const byId = (await multi({ id: childUserId })) as Row[];
    expect(byId.map((u) => u.username)).toEqual(['picker_child']);
    expect(await multi({ username: 'nobody,' })).toEqual([]);
  });

  it('ignores a store field outside the allowlist and refuses callers without the list permission', async () => {
    expect(await multi({ password: 'x,' })).toEqual([]);
    const outsider = await s.userWith([]);
    expect(await multi({ username: 'admin,' }, outsider.token)).toMatchObject({ success: false, code: 510 });
  });
});
