// Tree entities (the test-only riskType): roots in the list, childList by parent, the has-child flag
// kept on insert, move and delete, parent checks, and the JTreeSelect endpoint over the tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { add, del, startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const RISK = '/nanli/riskType';

let server: EngineServer;
const n: Record<string, Row> = {};

const node = (code: string, name: string, parent?: Row, extra: Row = {}) =>
  add(server, RISK, { code, name, ...(parent ? { pid: parent.id } : {}), ...extra });
const record = async (key: string) =>
  (await server.api.get<Row>(`${RISK}/queryById`, { token: server.admin, query: { id: String(n[key]!.id) } }))
    .body.result;
const codes = async (path: string, query: Record<string, string> = {}) => {
  const reply = await server.api.get<PageResult<Row>>(path, { token: server.admin, query });
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result.records.map((r) => r.code);
};

beforeAll(async () => {
  server = await startEngineServer();
  n.A = await node('01', '基础管理类');
  n.B = await node('02', '现场管理类', undefined, { status: '0' });
  n.A1 = await node('0101', '资质证照', n.A, { reviewTime: '2024-05-01 18:00' });
  n.A2 = await node('0102', '安全管理机构', n.A, { reviewTime: '2024-05-02' });
  n.A1a = await node('010101', '营业执照', n.A1, { weight: 1.5 });
});
afterAll(() => server.close());

describe('tree lists', () => {
  it('lists the roots, or every level when filtered or asked to', async () => {
    expect(await codes(`${RISK}/list`)).toEqual(['01', '02']);
    expect(await codes(`${RISK}/list`, { hasQuery: 'true' })).toEqual(['01', '0101', '010101', '0102', '02']);
    expect(await codes(`${RISK}/list`, { name: '*管理*' })).toEqual(['01', '0102', '02']);
  });

  it('gives a top-level node’s parent (stored as JeecgBoot does, 0) an empty text, not the value', async () => {
    const root = await node('03', '作业安全类', undefined, { pid: '0' });
    const reply = await server.api.get<PageResult<Row>>(`${RISK}/list`, { token: server.admin });
    const row = reply.body.result.records.find((r) => r.id === root.id);
    expect([row?.pid, row?.pid_dictText]).toEqual(['0', '']);
    expect(
      (await del(server.api, `${RISK}/delete`, server.admin, { id: String(root.id) })).body.success,
    ).toBe(true);
  });

  it('answers the children of a node, with the parent translated', async () => {
    const reply = await server.api.get<PageResult<Row>>(`${RISK}/childList`, {
      token: server.admin,
      query: { pid: String(n.A!.id) },
    });
    expect(reply.body).toMatchObject({ success: true, result: { total: 2, current: 1, pages: 1 } });
    expect(reply.body.result.records.map((r) => [r.code, r.hasChild, r.pid_dictText])).toEqual([
      ['0101', '1', '基础管理类'],
      ['0102', '0', '基础管理类'],
    ]);
    expect(await codes(`${RISK}/childList`, { pid: '' })).toEqual(['01', '02']);
  });

  it('keeps the has-child flag and stores datetimes and decimals in their stored form', async () => {
    expect(await record('A')).toMatchObject({ hasChild: '1' });
    expect(await record('A1a')).toMatchObject({ hasChild: '0', weight: 1.5 });
    expect(await record('A1')).toMatchObject({ reviewTime: '2024-05-01 18:00:00' });
    expect(await record('A2')).toMatchObject({ reviewTime: '2024-05-02 00:00:00' });
    expect(
      await codes(`${RISK}/list`, { reviewTime_begin: '2024-05-01', reviewTime_end: '2024-05-01' }),
    ).toEqual(['0101']);
    const decimal = await server.api.post(
      `${RISK}/add`,
      { code: '03', name: '其他', weight: '1.234' },
      { token: server.admin },
    );
    expect(decimal.body.message).toBe('权重：最多2位小数');
  });

  it('refuses a missing parent, the node itself or one of its descendants as parent', async () => {
    const edit = (key: string, pid: unknown) =>
      server.api.put(`${RISK}/edit`, { id: n[key]!.id, pid }, { token: server.admin });
    expect((await edit('A', n.A1a!.id)).body).toMatchObject({
      success: false,
      message: '上级类型：上级节点不能是自身或其下级',
    });
    expect((await edit('A', n.A!.id)).body.message).toBe('上级类型：上级节点不能是自身或其下级');
    expect((await edit('A', 'nope')).body.message).toBe('上级类型：上级节点不存在');
  });

  it('moves a node, updating both parents', async () => {
    const moved = await server.api.put(
      `${RISK}/edit`,
      { id: n.A2!.id, pid: n.B!.id },
      { token: server.admin },
    );
    expect(moved.body.success).toBe(true);
    expect(await record('B')).toMatchObject({ hasChild: '1' });
    expect(await record('A')).toMatchObject({ hasChild: '1' });
    await server.api.put(`${RISK}/edit`, { id: n.A2!.id, pid: n.A!.id }, { token: server.admin });
    expect(await record('B')).toMatchObject({ hasChild: '0' });
  });

  it('refuses to delete a node with children, and clears the flag when the last child goes', async () => {
    expect(
      (await del(server.api, `${RISK}/delete`, server.admin, { id: String(n.A1!.id) })).body,
    ).toMatchObject({
      success: false,
      message: '该节点存在下级节点，请先删除下级节点',
    });
    expect(
      (await del(server.api, `${RISK}/delete`, server.admin, { id: String(n.A1a!.id) })).body.success,
    ).toBe(true);
    expect(await record('A1')).toMatchObject({ hasChild: '0' });
    // A whole subtree may go in one batch.
    const batch = await del(server.api, `${RISK}/deleteBatch`, server.admin, {
      ids: `${String(n.A!.id)},${String(n.A1!.id)},${String(n.A2!.id)},`,
    });
    expect(batch.body.success).toBe(true);
    expect(await codes(`${RISK}/list`, { hasQuery: 'true' })).toEqual(['02']);
  });
});

describe('GET /sys/dict/loadTreeData (contract §7.5)', () => {
  const tree = (query: Record<string, string>) =>
    server.api.get<Row[]>('/sys/dict/loadTreeData', {
      token: server.admin,
      query: {
        pid: '',
        tableName: 'nanli_risk_type',
        text: 'name',
        code: 'id',
        pidField: 'pid',
        hasChildField: 'has_child',
        condition: '',
        ...query,
      },
    });

  beforeAll(async () => {
    n.C = await node('11', '设备设施类');
    n.C1 = await node('1101', '特种设备', n.C);
    n.C2 = await node('1102', '电气设备', n.C, { status: '0' });
  });

  it('answers one level as key, title, leaf and parentId', async () => {
    const roots = await tree({});
    expect(roots.body.success).toBe(true);
    expect(roots.body.result.find((r) => r.key === n.C!.id)).toEqual({
      key: n.C!.id,
      title: '设备设施类',
      leaf: false,
      parentId: null,
      icon: null,
      value: n.C!.id,
      code: null,
      children: null,
    });
    const children = await tree({ pid: String(n.C!.id), text: 'code', code: 'code' });
    expect(children.body.result.map((r) => [r.key, r.title, r.leaf, r.parentId])).toEqual([
      ['1101', '1101', true, n.C!.id],
      ['1102', '1102', true, n.C!.id],
    ]);
    const noFlag = await tree({ pid: String(n.C!.id), hasChildField: '' });
    expect(noFlag.body.result.every((r) => r.leaf === false)).toBe(true);
  });

  it('applies a JSON condition of equality filters', async () => {
    // A value its column cannot hold matches nothing (PostgreSQL would refuse to compare it).
    expect((await tree({ condition: JSON.stringify({ weight: 'abc' }) })).body).toMatchObject({
      success: true,
      result: [],
    });
    const enabled = await tree({ pid: String(n.C!.id), condition: JSON.stringify({ status: '1' }) });
    expect(enabled.body.result.map((r) => r.title)).toEqual(['特种设备']);
    for (const condition of ['status=1', '[1]', '"x"', JSON.stringify({ status: { $ne: 1 } })]) {
      expect((await tree({ condition })).body, condition).toMatchObject({
        success: false,
        message: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
      });
    }
  });

  it('refuses tables, columns and conditions outside the tree entities', async () => {
    const refused: Record<string, string>[] = [
      { tableName: 'sys_user' },
      { tableName: 'nanli_enterprise' },
      { text: 'password_hash' },
      { code: 'tenant_id' },
      { pidField: 'id' },
      { hasChildField: 'name' },
      { condition: JSON.stringify({ 'id = id or 1': '1' }) },
    ];
    for (const query of refused) {
      expect((await tree(query)).body, JSON.stringify(query)).toMatchObject({
        success: false,
        message: '树形字典的表或字段不受支持！',
      });
    }
  });
});
