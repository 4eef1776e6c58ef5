// The department tree's picker shapes against the contract (§11.3 DepartTreeNode, §5.2 SysDepart):
// queryDepartTreeSync (one level), queryIdTree (ids only), searchBy (hits, or the whole tree) and
// queryMyDeptTreeList (the signed-in user's subtrees). None is tenant- or data-rule-scoped: every
// signed-in user reads the whole live tree (pickers everywhere use it); deleted departments never show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPART_PATHS } from '../../../src/shared/users/texts';
import { PASSWORD, startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;
/** root → 形状甲 → 形状甲一; root → 形状乙 (deleted) */
let ids: { root: string; a: string; a1: string; b: string };

interface IdNode {
  key: string;
  value: string;
  title: string;
  children: IdNode[];
}
interface Node extends IdNode {
  id: string;
  departName: string;
  orgCode: string;
  isLeaf: boolean;
  children: Node[];
}

// The contract's SysDepart fields a node carries besides key/value/title/isLeaf/children. The
// contract also lists qywxIdentifier (a WeCom id), which this server does not keep.
const DEPART_FIELDS = [
  'id',
  'parentId',
  'departName',
  'departNameEn',
  'departNameAbbr',
  'departOrder',
  'description',
  'orgCategory',
  'orgType',
  'orgCode',
  'mobile',
  'fax',
  'address',
  'memo',
  'status',
  'delFlag',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
];
const NODE_KEYS = [...DEPART_FIELDS, 'key', 'value', 'title', 'isLeaf', 'children'].sort();

const tree = (path: string, query: Record<string, string> = {}, token = s.adminToken) =>
  s.api.get<Node[]>(path, { token, query });
const add = async (departName: string, parentId: string) =>
  (await s.api.post<{ id: string }>('/sys/sysDepart/add', { departName, parentId }, { token: s.adminToken }))
    .body.result.id;
const find = (nodes: Node[], id: string): Node | undefined =>
  nodes.find((n) => n.id === id) ?? nodes.map((n) => find(n.children, id)).find(Boolean);

beforeAll(async () => {
  s = await startUsersServer();
  const root = (await tree(DEPART_PATHS.queryTreeList)).body.result[0]!.id;
  const a = await add('形状甲', root);
  const a1 = await add('形状甲一', a);
  const b = await add('形状乙', root);
  await s.del('/sys/sysDepart/delete', s.adminToken, { id: b });
  ids = { root, a, a1, b };
});
afterAll(() => s.server.close());

describe('department tree shapes', () => {
  it('queryDepartTreeSync answers one level of full nodes, leaves marked, deleted ones left out', async () => {
    const reply = await tree(DEPART_PATHS.queryDepartTreeSync, { pid: ids.root });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    const level = reply.body.result;
    expect(level.map((n) => n.id)).toContain(ids.a);
    expect(level.map((n) => n.id)).not.toContain(ids.b);
    const a = level.find((n) => n.id === ids.a)!;
    expect(Object.keys(a).sort()).toEqual(NODE_KEYS);
    expect(a).toMatchObject({ key: ids.a, value: ids.a, title: '形状甲', isLeaf: false, children: [] });
    const below = (await tree(DEPART_PATHS.queryDepartTreeSync, { pid: ids.a })).body.result;
    expect(below).toEqual([expect.objectContaining({ id: ids.a1, parentId: ids.a, isLeaf: true })]);
    expect((await tree(DEPART_PATHS.queryDepartTreeSync, { pid: ids.a1 })).body.result).toEqual([]);
  });

  it('queryIdTree mirrors queryTreeList with only key, value, title and children', async () => {
    const full = (await tree(DEPART_PATHS.queryTreeList)).body.result;
    const idTree = (await s.api.get<IdNode[]>(DEPART_PATHS.queryIdTree, { token: s.adminToken })).body.result;
    const strip = (nodes: Node[]): IdNode[] =>
      nodes.map((n) => ({ key: n.id, value: n.id, title: n.departName, children: strip(n.children) }));
    expect(idTree).toEqual(strip(full));
    expect(find(full, ids.a)!.children.map((n) => n.id)).toEqual([ids.a1]);
    expect(find(full, ids.b)).toBeUndefined();
  });

  it('searchBy answers matching departments as flat leaves, ignoring case; no keyword, the whole tree', async () => {
    const hits = (await tree(DEPART_PATHS.searchBy, { keyWord: '形状' })).body.result;
    expect(hits.map((n) => n.id).sort()).toEqual([ids.a, ids.a1].sort());
    for (const hit of hits) {
      expect(Object.keys(hit).sort()).toEqual(NODE_KEYS);
      expect(hit).toMatchObject({ isLeaf: true, children: [] });
    }
    expect((await tree(DEPART_PATHS.searchBy, { keyWord: 'A01' })).body.result).toEqual([]);
    expect((await tree(DEPART_PATHS.searchBy, { keyWord: '  形状甲一 ' })).body.result).toHaveLength(1);
    const everything = (await tree(DEPART_PATHS.searchBy, { keyWord: '' })).body.result;
    expect(everything).toEqual((await tree(DEPART_PATHS.queryTreeList)).body.result);
  });

  it('queryMyDeptTreeList answers each of the user’s departments once, as subtrees, and [] for none', async () => {
    const username = `shape_${Date.now().toString(36)}`;
    await s.api.post(
      '/sys/user/add',
      { username, realname: '形状人', password: PASSWORD, selecteddeparts: `${ids.a},${ids.a1}` },
      { token: s.adminToken },
    );
    const token = await s.api.login(username, PASSWORD);
    const mine = (await tree(DEPART_PATHS.queryMyDeptTreeList, {}, token)).body.result;
    // 形状甲一 lies inside 形状甲: it shows once, as its child, not again as a root.
    expect(mine.map((n) => n.id)).toEqual([ids.a]);
    expect(Object.keys(mine[0]!).sort()).toEqual(NODE_KEYS);
    expect(mine[0]!.children.map((n) => n.id)).toEqual([ids.a1]);

    const homeless = await s.userWith([]);
    await s.server.app.services.db.deleteFrom('sysUserDepart').where('userId', '=', homeless.id).execute();
    const none = await tree(DEPART_PATHS.queryMyDeptTreeList, {}, homeless.token);
    expect(none.body).toMatchObject({ success: true, result: [] });
  });

  it('answers any signed-in user and 401 without a session', async () => {
    const plain = await s.userWith([]);
    for (const path of [
      DEPART_PATHS.queryDepartTreeSync,
      DEPART_PATHS.queryIdTree,
      DEPART_PATHS.searchBy,
      DEPART_PATHS.queryMyDeptTreeList,
    ]) {
      expect((await tree(path, {}, plain.token)).body.success).toBe(true);
      expect((await s.api.get(path)).status).toBe(401);
    }
  });
});
