import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPART_TEXTS } from '../../../src/shared/users/texts';
import { nextOrgCode } from '../../../src/server/modules/users/depart-tree';
import { PASSWORD, startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;

beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

interface Node {
  id: string;
  key: string;
  title: string;
  departName: string;
  parentId: string | null;
  orgCode: string;
  isLeaf: boolean;
  children: Node[];
}

const addDepart = (body: Record<string, unknown>, token = s.adminToken) =>
  s.api.post<{ id: string }>('/sys/sysDepart/add', body, { token });
const tree = (path: string, query: Record<string, string> = {}, token = s.adminToken) =>
  s.api.get<Node[]>(`/sys/sysDepart/${path}`, { token, query });
const rootId = async () => (await tree('queryTreeList')).body.result[0]!.id;

describe('department tree', () => {
  it('adds children with hierarchical org codes and answers the tree in every shape', async () => {
    const root = await rootId();
    const first = await addDepart({ departName: '风控一部', parentId: root });
    const second = await addDepart({ departName: '风控二部', parentId: root });
    const grandChild = await addDepart({ departName: '一部一组', parentId: first.body.result.id });
    expect(first.body).toMatchObject({ success: true, message: '添加成功！' });

    const full = (await tree('queryTreeList')).body.result;
    expect(full).toHaveLength(1);
    const [rootNode] = full;
    expect(rootNode).toMatchObject({ orgCode: 'A01', key: root, title: '安责险风控平台', isLeaf: false });
    const codes = rootNode!.children.map((c) => [c.departName, c.orgCode]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['风控一部', 'A01A01'],
        ['风控二部', 'A01A02'],
      ]),
    );
    const one = rootNode!.children.find((c) => c.id === first.body.result.id)!;
    expect(one.children[0]).toMatchObject({
      id: grandChild.body.result.id,
      orgCode: 'A01A01A01',
      isLeaf: true,
    });

    const level = (await tree('queryDepartTreeSync', { pid: root })).body.result;
    expect(level.map((n) => n.id).sort()).toEqual([first.body.result.id, second.body.result.id].sort());
    expect(level.find((n) => n.id === first.body.result.id)!.isLeaf).toBe(false);
    expect((await tree('queryDepartTreeSync')).body.result.map((n) => n.id)).toEqual([root]);

    const ids = (await tree('queryIdTree')).body.result;
    expect(Object.keys(ids[0]!).sort()).toEqual(['children', 'key', 'title', 'value']);

    const found = (await tree('searchBy', { keyWord: '一组' })).body.result;
    expect(found.map((n) => n.title)).toEqual(['一部一组']);
  });

  it('answers the departments of the signed-in user as subtrees', async () => {
    const root = await rootId();
    const mine = await addDepart({ departName: '我的部门', parentId: root });
    await addDepart({ departName: '我的下级', parentId: mine.body.result.id });
    const username = `mydept_${Date.now().toString(36)}`;
    await s.api.post(
      '/sys/user/add',
      { username, realname: '部门人', password: PASSWORD, selecteddeparts: mine.body.result.id },
      { token: s.adminToken },
    );
    const token = await s.api.login(username, PASSWORD);
    const result = (await tree('queryMyDeptTreeList', {}, token)).body.result;
    expect(result.map((n) => n.title)).toEqual(['我的部门']);
    expect(result[0]!.children.map((n) => n.title)).toEqual(['我的下级']);
  });

  it('edits names but never the parent or org code', async () => {
    const root = await rootId();
    const made = await addDepart({ departName: '待改名', parentId: root });
    const reply = await s.api.put(
      '/sys/sysDepart/edit',
      { id: made.body.result.id, departName: '已改名', orgCode: 'ZZ', parentId: null, delFlag: '1' },
      { token: s.adminToken },
    );
    expect(reply.body).toMatchObject({ success: true, message: '修改成功!' });
    const node = (await tree('searchBy', { keyWord: '已改名' })).body.result[0]!;
    expect(node.orgCode.startsWith('A01')).toBe(true);
    expect(node).toMatchObject({ parentId: root });
    const missing = await s.api.put(
      '/sys/sysDepart/edit',
      { id: 'nope', departName: 'x' },
      { token: s.adminToken },
    );
    expect(missing.body.message).toBe('未找到对应实体');
  });

  it('refuses to delete a department with users or children, then deletes it; codes are not reused', async () => {
    const root = await rootId();
    const parent = await addDepart({ departName: '将删除', parentId: root });
    const child = await addDepart({ departName: '将删除的下级', parentId: parent.body.result.id });
    const username = `deldept_${Date.now().toString(36)}`;
    const user = await s.api.post<{ id: string }>(
      '/sys/user/add',
      { username, realname: '成员', password: PASSWORD, selecteddeparts: child.body.result.id },
      { token: s.adminToken },
    );
    const del = (id: string, token = s.adminToken) => s.del('/sys/sysDepart/delete', token, { id });
    expect((await del(parent.body.result.id)).body).toMatchObject({
      success: false,
      message: DEPART_TEXTS.hasChildren,
    });
    expect((await del(child.body.result.id)).body).toMatchObject({
      success: false,
      message: DEPART_TEXTS.hasUsers,
    });
    await s.del('/sys/user/delete', s.adminToken, { id: user.body.result.id });
    expect((await del(child.body.result.id)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await del(child.body.result.id)).body.message).toBe('未找到对应实体');
    const again = await addDepart({ departName: '新下级', parentId: parent.body.result.id });
    const node = (await tree('searchBy', { keyWord: '新下级' })).body.result[0]!;
    expect(again.body.success).toBe(true);
    expect(node.orgCode.endsWith('A02')).toBe(true);
  });

  it('needs the department codes to write (510) and refuses bad input', async () => {
    const plain = await s.userWith([]);
    const root = await rootId();
    expect((await addDepart({ departName: 'x', parentId: root }, plain.token)).body.code).toBe(510);
    expect(
      (await s.api.put('/sys/sysDepart/edit', { id: root, departName: 'x' }, { token: plain.token })).body
        .code,
    ).toBe(510);
    expect((await s.del('/sys/sysDepart/delete', plain.token, { id: root })).body.code).toBe(510);
    // Reading the tree needs a session only (pickers everywhere use it).
    expect((await tree('queryTreeList', {}, plain.token)).body.success).toBe(true);
    expect((await s.api.get('/sys/sysDepart/queryTreeList')).status).toBe(401);
    expect((await addDepart({ departName: '  ', parentId: root })).body.message).toBe(
      DEPART_TEXTS.nameRequired,
    );
    expect((await addDepart({ departName: '孤儿', parentId: 'nope' })).body.message).toBe(
      DEPART_TEXTS.parentMissing,
    );
  });
});

describe('nextOrgCode', () => {
  it('counts A01…A99, then B01, and ignores codes of other shapes', () => {
    expect(nextOrgCode('', [])).toBe('A01');
    expect(nextOrgCode('A01', ['A01', 'A01A01', 'A01A03', 'A01A01A05'])).toBe('A01A04');
    expect(nextOrgCode('A01', ['A01A99'])).toBe('A01B01');
    expect(nextOrgCode('A01', ['A01Z99'])).toBeNull();
  });
});
