import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { buttonRowId, del, menuRowId, startRolesServer, unique, userWith } from './support';
import type { RolesServer } from './support';

let server: RolesServer;
const POSITION_MENU = menuRowId('isystem-position');
const positionAccess = [
  menuRowId('isystem'),
  POSITION_MENU,
  buttonRowId('isystem-position', 'system:position:list'),
  buttonRowId('isystem-position', 'system:position:add'),
];

interface Rule {
  id: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

async function addPosition(code: string, postRank: string, token = server.admin) {
  const reply = await server.api.post(
    '/sys/position/add',
    { code, name: `职务${code}`, postRank },
    { token },
  );
  expect(reply.body.success).toBe(true);
}

async function addRule(body: Record<string, unknown>, token = server.admin) {
  return server.api.post<Rule>(
    '/sys/permission/addPermissionRule',
    { permissionId: POSITION_MENU, ...body },
    { token },
  );
}

async function positionCodes(token: string): Promise<string[]> {
  const reply = await server.api.get<PageResult<{ code: string }>>('/sys/position/list', {
    token,
    query: { pageSize: '100' },
  });
  expect(reply.body.success).toBe(true);
  return reply.body.result.records.map((r) => r.code).sort();
}

beforeAll(async () => {
  server = await startRolesServer();
  await addPosition('P1', '1');
  await addPosition('P3', '3');
  await addPosition('P5', '5');
});
afterAll(() => server.close());

describe('data rules per permission', () => {
  it('adds, lists, queries, edits and deletes rules', async () => {
    const added = await addRule({
      ruleName: unique('rule'),
      ruleColumn: 'postRank',
      ruleConditions: '=',
      ruleValue: '3',
    });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = added.body.result.id;
    const list = await server.api.get<Rule[]>('/sys/permission/getPermRuleListByPermId', {
      token: server.admin,
      query: { permissionId: POSITION_MENU },
    });
    expect(list.body.result.map((r) => r.id)).toContain(id);
    const queried = await server.api.get<Rule[]>('/sys/permission/queryPermissionRule', {
      token: server.admin,
      query: { permissionId: POSITION_MENU, ruleName: added.body.result.ruleName },
    });
    expect(queried.body.result).toEqual([expect.objectContaining({ id, ruleColumn: 'postRank' })]);
    const edit = await server.api.put(
      '/sys/permission/editPermissionRule',
      { id, ruleName: '改名', ruleColumn: 'code', ruleConditions: 'LIKE', ruleValue: 'P' },
      { token: server.admin },
    );
    expect(edit.body).toMatchObject({ success: true });
    const removed = await del(server, '/sys/permission/deletePermissionRule', { id });
    expect(removed.body).toMatchObject({ success: true, message: '删除成功!' });
  });

  it('refuses a rule column outside the entity’s fields, a bad condition or a menu without entity', async () => {
    const column = await addRule({
      ruleName: 'x',
      ruleColumn: 'password_hash',
      ruleConditions: '=',
      ruleValue: '1',
    });
    expect(column.body).toMatchObject({
      success: false,
      message: '规则字段“password_hash”不是该菜单实体的字段',
    });
    const injected = await addRule({
      ruleName: 'x',
      ruleColumn: 'code; drop table sys_user',
      ruleConditions: '=',
      ruleValue: '1',
    });
    expect(injected.body.success).toBe(false);
    const tenant = await addRule({
      ruleName: 'x',
      ruleColumn: 'tenantId',
      ruleConditions: '=',
      ruleValue: '1',
    });
    expect(tenant.body.success).toBe(false);
    const condition = await addRule({
      ruleName: 'x',
      ruleColumn: 'code',
      ruleConditions: 'BETWEEN',
      ruleValue: '1',
    });
    expect(condition.body).toMatchObject({ success: false, message: '规则条件不正确' });
    const noEntity = await addRule({
      permissionId: menuRowId('isystem-role'),
      ruleName: 'x',
      ruleColumn: 'code',
      ruleConditions: '=',
      ruleValue: '1',
    });
    expect(noEntity.body).toMatchObject({ success: false, message: '该菜单不对应可配置数据规则的实体' });
  });

  it('answers 510 to rule writes without the code', async () => {
    const { token } = await userWith(server, positionAccess);
    const reply = await addRule(
      { ruleName: 'x', ruleColumn: 'code', ruleConditions: '=', ruleValue: '1' },
      token,
    );
    expect(reply.body.code).toBe(510);
  });

  it('restricts the list of a user whose role selected the rules', async () => {
    const rank = await addRule({
      ruleName: unique('rank'),
      ruleColumn: 'postRank',
      ruleConditions: 'IN',
      ruleValue: '1,3',
    });
    const notP1 = await addRule({
      ruleName: unique('np1'),
      ruleColumn: 'code',
      ruleConditions: '!=',
      ruleValue: 'P1',
    });
    const user = await userWith(server, positionAccess);
    expect(await positionCodes(user.token)).toEqual(['P1', 'P3', 'P5']);

    const rules = await server.api.get<{ datarule: Rule[]; drChecked: string }>(
      `/sys/role/datarule/${POSITION_MENU}/${user.roleId}`,
      { token: server.admin },
    );
    expect(rules.body.result.drChecked).toBe('');
    expect(rules.body.result.datarule.map((r) => r.id)).toEqual(
      expect.arrayContaining([rank.body.result.id]),
    );
    const save = await server.api.post(
      '/sys/role/datarule',
      {
        permissionId: POSITION_MENU,
        roleId: user.roleId,
        dataRuleIds: `${rank.body.result.id},${notP1.body.result.id}`,
      },
      { token: server.admin },
    );
    expect(save.body).toMatchObject({ success: true, message: '保存成功！' });
    expect(await positionCodes(user.token)).toEqual(['P3']);
    // The admin's own role selected no rules: unrestricted.
    expect(await positionCodes(server.admin)).toEqual(['P1', 'P3', 'P5']);
    // A row outside the rules cannot be read by id either.
    const p5 = await server.db
      .selectFrom('sysPosition')
      .select('id')
      .where('code', '=', 'P5')
      .executeTakeFirstOrThrow();
    const byId = await server.api.get('/sys/position/queryById', { token: user.token, query: { id: p5.id } });
    expect(byId.body.success).toBe(false);
  });

  it('resolves #{sys_user_code} to the signed-in account', async () => {
    const own = await addRule({
      ruleName: unique('own'),
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    const user = await userWith(server, positionAccess);
    await server.api.post(
      '/sys/role/datarule',
      { permissionId: POSITION_MENU, roleId: user.roleId, dataRuleIds: own.body.result.id },
      { token: server.admin },
    );
    expect(await positionCodes(user.token)).toEqual([]);
    await addPosition('MINE', '2', user.token);
    expect(await positionCodes(user.token)).toEqual(['MINE']);
  });

  it('refuses choosing rules on a permission the caller does not hold, or rules of another permission', async () => {
    const other = await addRule({
      ruleName: unique('o'),
      ruleColumn: 'code',
      ruleConditions: '=',
      ruleValue: 'P1',
    });
    const manager = await userWith(server, [
      menuRowId('isystem'),
      menuRowId('isystem-role'),
      buttonRowId('isystem-role', 'role:authorize'),
    ]);
    const refused = await server.api.post(
      '/sys/role/datarule',
      { permissionId: POSITION_MENU, roleId: manager.roleId, dataRuleIds: other.body.result.id },
      { token: manager.token },
    );
    expect(refused.body.code).toBe(510);
    const user = await userWith(server, positionAccess);
    const foreign = await server.api.post(
      '/sys/role/datarule',
      { permissionId: menuRowId('isystem'), roleId: user.roleId, dataRuleIds: other.body.result.id },
      { token: server.admin },
    );
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应数据规则' });
  });
});
