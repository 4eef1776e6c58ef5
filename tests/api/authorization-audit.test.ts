// Holes found by the authorisation audit, each as the user who could walk through it sees it now.
// Data rules chosen per menu (sys_permission_data_rule) limit the writes as they limit the reads: a
// row outside them cannot be edited, deleted or moved there by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonRowId, del, menuRowId, startRolesServer, unique, userWith } from './roles/support';
import type { RolesServer } from './roles/support';
import { failedRowsText, uploadSheet } from './users/excel-support';

let server: RolesServer;
const MENU = menuRowId('isystem-position');
const BUTTONS = ['list', 'add', 'edit', 'delete', 'deleteBatch', 'importExcel'].map((action) =>
  buttonRowId('isystem-position', `system:position:${action}`),
);
const FORBIDDEN = { success: false, code: 510, message: '无权操作该数据' };

let restricted: string;
const ids: Record<string, string> = {};

async function addPosition(code: string, postRank: string): Promise<string> {
  const reply = await server.api.post<{ id: string }>(
    '/sys/position/add',
    { code, name: `职务${code}`, postRank },
    { token: server.admin },
  );
  expect(reply.body.success).toBe(true);
  return reply.body.result.id;
}

const rankOf = async (id: string) =>
  (await server.db.selectFrom('sysPosition').select('postRank').where('id', '=', id).executeTakeFirst())
    ?.postRank;

beforeAll(async () => {
  server = await startRolesServer();
  for (const [code, rank] of [
    ['A1', '1'],
    ['A3', '3'],
    ['A5', '5'],
    ['B5', '5'],
  ] as const)
    ids[code] = await addPosition(`${code}${unique('')}`, rank);
  const rule = await server.api.post<{ id: string }>(
    '/sys/permission/addPermissionRule',
    {
      permissionId: MENU,
      ruleName: unique('rank'),
      ruleColumn: 'postRank',
      ruleConditions: 'IN',
      ruleValue: '1,3',
    },
    { token: server.admin },
  );
  const user = await userWith(server, [menuRowId('isystem'), MENU, ...BUTTONS]);
  const saved = await server.api.post(
    '/sys/role/datarule',
    { permissionId: MENU, roleId: user.roleId, dataRuleIds: rule.body.result.id },
    { token: server.admin },
  );
  expect(saved.body.success).toBe(true);
  restricted = user.token;
});
afterAll(() => server.close());

describe('a user whose role selected a menu data rule', () => {
  it('cannot read a row outside the rule (as before)', async () => {
    const reply = await server.api.get('/sys/position/queryById', {
      token: restricted,
      query: { id: ids.A5! },
    });
    expect(reply.body.success).toBe(false);
  });

  it('cannot edit a row outside the rule by its id', async () => {
    const reply = await server.api.put(
      '/sys/position/edit',
      { id: ids.A5, name: '改名', postRank: '1' },
      { token: restricted },
    );
    expect(reply.body).toMatchObject(FORBIDDEN);
    expect(await rankOf(ids.A5!)).toBe('5');
  });

  it('cannot move a row of theirs outside the rule, nor add one there', async () => {
    const moved = await server.api.put(
      '/sys/position/edit',
      { id: ids.A3, postRank: '5' },
      { token: restricted },
    );
    expect(moved.body).toMatchObject(FORBIDDEN);
    expect(await rankOf(ids.A3!)).toBe('3');
    const added = await server.api.post(
      '/sys/position/add',
      { code: unique('N'), name: '新职务', postRank: '5' },
      { token: restricted },
    );
    expect(added.body).toMatchObject(FORBIDDEN);
    const inside = await server.api.post(
      '/sys/position/add',
      { code: unique('M'), name: '新职务', postRank: '3' },
      { token: restricted },
    );
    expect(inside.body.success).toBe(true);
  });

  it('cannot delete rows outside the rule, one or in a batch', async () => {
    expect((await del(server, '/sys/position/delete', { id: ids.A5! }, restricted)).body).toMatchObject(
      FORBIDDEN,
    );
    const batch = await del(server, '/sys/position/deleteBatch', { ids: `${ids.A1},${ids.B5}` }, restricted);
    expect(batch.body).toMatchObject(FORBIDDEN);
    expect(await rankOf(ids.A5!)).toBe('5');
    expect(await rankOf(ids.B5!)).toBe('5');
    expect(await rankOf(ids.A1!)).toBe('1');
  });

  it('cannot import rows outside the rule: they are reported, the others saved', async () => {
    const [inside, outside] = [unique('I'), unique('O')];
    const reply = await uploadSheet(
      server,
      '/sys/position/importExcel',
      restricted,
      ['职务编码', '职务名称', '职级'],
      [
        { 职务编码: outside, 职务名称: '规则外', 职级: '正高级' },
        { 职务编码: inside, 职务名称: '规则内', 职级: '中级' },
      ],
    );
    expect(reply).toMatchObject({ code: 201, result: { successCount: 1, errorCount: 1 } });
    expect(await failedRowsText(server, restricted, reply.result!.fileUrl)).toContain(
      `第4行：${FORBIDDEN.message}`,
    );
    const stored = await server.db
      .selectFrom('sysPosition')
      .select('code')
      .where('code', 'in', [inside, outside])
      .execute();
    expect(stored).toEqual([{ code: inside }]);
  });

  it('still edits and deletes the rows within the rule', async () => {
    const edited = await server.api.put(
      '/sys/position/edit',
      { id: ids.A1, name: '改名', postRank: '3' },
      { token: restricted },
    );
    expect(edited.body.success).toBe(true);
    expect((await del(server, '/sys/position/delete', { id: ids.A1! }, restricted)).body.success).toBe(true);
  });
});
