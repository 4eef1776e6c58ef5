// The three holes a user without roles could walk through (issue 9), as each kind of user sees them:
// report data, role and permission lists, the dictionary cache flush. Reports need their permission,
// show only the rows the user may see and mask personal columns; the lists need their list or
// authorise code; the flush needs the dictionary permission.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { rolesDb } from '../../src/server/modules/roles/tables';
import {
  expertRow,
  add,
  createRoleWithCodes,
  enterpriseBody,
  serviceOrgBody,
  staffRow,
  startEngineServer,
  userWith,
} from './engine/support';
import type { EngineServer } from './engine/support';

type Row = Record<string, unknown>;
type Page = { total: number; records: Row[] };
const REPORT = '/online/cgreport/api';
const NO_PERMISSION = { success: false, code: 510, message: '没有权限，请联系管理员授权' };
const forbiddenReport = (name: string) => ({
  success: false,
  code: 510,
  message: `没有使用报表“${name}”的权限，请联系管理员授权`,
});
const REPORTS = { report_user: '选择用户', report_enterprise: '选择投保企业' } as const;
const LISTS = [
  '/sys/role/list',
  '/sys/role/queryall',
  '/sys/role/queryTreeList',
  '/sys/permission/list',
  '/sys/permission/queryTreeList',
  '/ent/role/list',
  '/ent/role/queryTreeList',
  '/ent/permission/list',
  '/ent/permission/queryTreeList',
];
const CACHE = '/sys/dict/refleshCache';

let server: EngineServer;
let mine: Row;
let users: { nobody: string; enterprise: string; engineer: string };

const get = <T = Row>(path: string, token: string, query: Record<string, string> = {}) =>
  server.api.get<T>(path, { token, query });
const reportCalls = (code: string, token: string) => [
  get(`${REPORT}/getRpColumns/${code}`, token),
  get(`${REPORT}/getQueryInfo/${code}`, token),
  get(`${REPORT}/getData/${code}`, token, { pageNo: '1', pageSize: '50' }),
];

beforeAll(async () => {
  server = await startEngineServer();
  mine = await add(server, '/nanli/enterprise', {
    ...enterpriseBody({ enterpriseName: '本企业化工有限公司' }),
    enterpriseStaffList: [staffRow()],
  });
  await add(server, '/nanli/enterprise', {
    ...enterpriseBody({ enterpriseName: '他人机械有限公司' }),
    enterpriseStaffList: [staffRow()],
  });
  const nobody = await userWith(server, []);
  const enterprise = await userWith(server, ['enterprise']);
  await sql`update nanli_enterprise_staff set user_name = ${enterprise.username} where enterprise_id = ${mine.id}`.execute(
    server.raw,
  );
  const engineer = await userWith(server, ['expert']);
  await server.db
    .updateTable('sysUser')
    .set({ phone: '13812345678' })
    .where('id', '=', engineer.id)
    .execute();
  // The engineer is responsible for the first enterprise (an expert row names their account).
  const org = await add(server, '/nanli/serviceOrg', {
    ...serviceOrgBody(),
    expertList: [expertRow({ name: '赵工', sex: '1', mobile: '13900000001', userName: engineer.username })],
  });
  await sql`update nanli_enterprise set responsible_expert_id = (select id from nanli_expert where service_org_id = ${org.id}) where id = ${mine.id}`.execute(
    server.raw,
  );
  users = { nobody: nobody.token, enterprise: enterprise.token, engineer: engineer.token };
});
afterAll(() => server.close());

describe('a user without roles', () => {
  it('gets 510 naming the report from every report endpoint', async () => {
    for (const [code, name] of Object.entries(REPORTS))
      for (const reply of await Promise.all(reportCalls(code, users.nobody)))
        expect(reply.body).toMatchObject(forbiddenReport(name));
  });

  it('gets 510 from the role and permission lists and the cache flush', async () => {
    for (const path of [...LISTS, CACHE])
      expect((await get(path, users.nobody)).body, path).toMatchObject(NO_PERMISSION);
  });
});

describe('an enterprise user', () => {
  it('gets only their own enterprise from the enterprise report', async () => {
    const [columns, info, data] = await Promise.all(reportCalls('report_enterprise', users.enterprise));
    expect(columns!.body.success).toBe(true);
    expect(info!.body.success).toBe(true);
    const page = data!.body.result as unknown as Page;
    expect(page.records.map((r) => r.enterprise_name)).toEqual(['本企业化工有限公司']);
    expect(page.total).toBe(1);
  });

  it('gets 510 from the user report, the lists and the cache flush', async () => {
    for (const reply of await Promise.all(reportCalls('report_user', users.enterprise)))
      expect(reply.body).toMatchObject(forbiddenReport(REPORTS.report_user));
    for (const path of [...LISTS, CACHE])
      expect((await get(path, users.enterprise)).body, path).toMatchObject(NO_PERMISSION);
  });

  it('is refused a report whose rows cannot be scoped, even when a role grants it', async () => {
    await createRoleWithCodes(server.db, 'userReportGrant', ['report:user']);
    const scopedUser = await userWith(server, ['enterprise', 'userReportGrant']);
    const reply = await get(`${REPORT}/getData/report_user`, scopedUser.token);
    expect(reply.body).toMatchObject({
      success: false,
      code: 510,
      message: '报表“选择用户”的数据不能按数据权限限定，受数据权限限制的用户不能使用',
    });
  });
});

describe('an engineer', () => {
  it('gets the enterprises assigned to them from the enterprise report, and 510 from the user report', async () => {
    const enterprises = (await get<Page>(`${REPORT}/getData/report_enterprise`, users.engineer)).body;
    expect(enterprises.result.records.map((r) => r.enterprise_name)).toEqual(['本企业化工有限公司']);
    for (const reply of await Promise.all(reportCalls('report_user', users.engineer)))
      expect(reply.body).toMatchObject(forbiddenReport(REPORTS.report_user));
  });

  it('gets 510 from the lists and the cache flush', async () => {
    for (const path of [...LISTS, CACHE])
      expect((await get(path, users.engineer)).body, path).toMatchObject(NO_PERMISSION);
  });
});

describe('the popup of the service-organisation form', () => {
  it('serves its users with phone numbers to a role that edits service organisations', async () => {
    await createRoleWithCodes(server.db, 'orgEditor', [
      'nanli:serviceOrg:edit',
      'report:user',
      'report:user:phone',
    ]);
    const editor = await userWith(server, ['orgEditor']);
    const page = (await get<Page>(`${REPORT}/getData/report_user`, editor.token, { pageSize: '50' })).body;
    expect(page.success).toBe(true);
    expect(page.result.records.map((r) => r.phone)).toContain('13812345678');
  });
});

describe('a user whose roles select a menu data rule', () => {
  it('is refused an unscoped report', async () => {
    await createRoleWithCodes(server.db, 'ruledUserReport', ['report:user']);
    const menu = await server.db
      .selectFrom('sysPermission')
      .select('id')
      .where('url', '=', '/nanlicustom/nanlicustomlist')
      .executeTakeFirstOrThrow();
    const ruleId = newId();
    await rolesDb(server.db)
      .insertInto('sysPermissionDataRule')
      .values({
        id: ruleId,
        permissionId: menu.id,
        ruleName: '本区县',
        ruleColumn: 'districtCode',
        ruleConditions: '=',
        ruleValue: '450102',
        status: '1',
        createBy: 'test',
        createTime: null,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    const role = await server.db
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', 'ruledUserReport')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('sysRolePermission')
      .values({ id: newId(), roleId: role.id, permissionId: menu.id, dataRuleIds: ruleId })
      .execute();
    const ruled = await userWith(server, ['ruledUserReport']);
    expect((await get(`${REPORT}/getData/report_user`, ruled.token)).body).toMatchObject({ code: 510 });
  });
});

describe('personal columns', () => {
  it('are masked, and neither searched nor sorted, for a user without the column permission', async () => {
    await createRoleWithCodes(server.db, 'userReportOnly', ['report:user']);
    const reader = await userWith(server, ['userReportOnly']);
    const columns = (await get<{ columns: Row[] }>(`${REPORT}/getRpColumns/report_user`, reader.token)).body;
    expect(columns.result.columns.find((c) => c.dataIndex === 'phone')).not.toHaveProperty('sorter');
    const info = (await get<Row[]>(`${REPORT}/getQueryInfo/report_user`, reader.token)).body.result;
    expect(info.map((q) => q.field)).not.toContain('phone');
    const all = (await get<Page>(`${REPORT}/getData/report_user`, reader.token, { pageSize: '50' })).body
      .result;
    expect(all.records.map((r) => r.phone)).toContain('138****5678');
    expect(all.records.map((r) => r.phone)).not.toContain('13812345678');
    // A search on the masked column cannot probe the number: it is ignored.
    const probed = (
      await get<Page>(`${REPORT}/getData/report_user`, reader.token, { pageSize: '50', phone: '1381234' })
    ).body.result;
    expect(probed.total).toBe(all.total);
  });

  it('are shown to a user holding the column permission', async () => {
    await createRoleWithCodes(server.db, 'userReportPhone', ['report:user', 'report:user:phone']);
    const reader = await userWith(server, ['userReportPhone']);
    const found = (await get<Page>(`${REPORT}/getData/report_user`, reader.token, { phone: '1381234' })).body
      .result;
    expect(found.records.map((r) => r.phone)).toEqual(['13812345678']);
  });
});

describe('role pickers and lists', () => {
  it('serve the role list to the holders of the list code and of the user form', async () => {
    await createRoleWithCodes(server.db, 'roleReader', ['role:list']);
    await createRoleWithCodes(server.db, 'userAdder', ['user:add']);
    for (const role of ['roleReader', 'userAdder']) {
      const { token } = await userWith(server, [role]);
      const reply = await get<{ records: Row[] }>('/sys/role/list', token);
      expect(reply.body.success, role).toBe(true);
      expect(reply.body.result.records.map((r) => r.roleCode)).toContain('admin');
    }
    const { token } = await userWith(server, ['userAdder']);
    expect((await get('/sys/role/queryTreeList', token)).body).toMatchObject(NO_PERMISSION);
  });

  it('serve the permission list to the holders of the menu list code', async () => {
    await createRoleWithCodes(server.db, 'menuReader', ['permission:list']);
    const { token } = await userWith(server, ['menuReader']);
    expect((await get<Row[]>('/sys/permission/list', token)).body.success).toBe(true);
    expect((await get('/ent/permission/list', token)).body).toMatchObject(NO_PERMISSION);
  });
});

describe('an administrator', () => {
  it('still gets every report, list and the cache flush', async () => {
    for (const code of Object.keys(REPORTS))
      for (const reply of await Promise.all(reportCalls(code, server.admin)))
        expect(reply.body.success, code).toBe(true);
    for (const path of [...LISTS, CACHE])
      expect((await get(path, server.admin)).body.success, path).toBe(true);
  });
});
