// The client tests' shared mocked answers (src/client/test/answers.ts and serverData.ts) held against
// what the real server answers to the same requests: each mock must be a part of the real answer,
// field by field and type by type (helpers/shape.ts). A server change that drops or retypes a field
// the client tests rely on fails here, not only in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../src/shared/api-types';
import { answers, emptyNotices } from '../../../src/client/test/answers';
import { NANLICUSTOM_AUTH, sampleMenu, userInfo } from '../../../src/client/test/serverData';
import { add, startEngineServer } from '../engine/support';
import type { EngineServer } from '../engine/support';
import { shapeMismatches } from '../helpers/shape';

let server: EngineServer;
let riskTypeId: string;
beforeAll(async () => {
  server = await startEngineServer();
  riskTypeId = String((await add(server, '/nanli/riskType', { code: '91', name: '对照类' })).id);
});
afterAll(() => server.close());

const real = async (path: string, query: Record<string, string> = {}) =>
  (await server.api.get(path, { token: server.admin, query })).body;

describe('client mocks against the real server', () => {
  it('the signed-in user and the permission list', async () => {
    // The server sends hidden and alwaysShow only when set; the seeded menu sets neither on the
    // levels the sample menu uses them, so one entry of each level is given them here.
    const topLevel = () =>
      server.db
        .selectFrom('sysPermission')
        .select('id')
        .where('menuType', '=', 0)
        .where('parentId', 'is', null);
    const top = await topLevel().orderBy('id').executeTakeFirstOrThrow();
    const child = await server.db
      .selectFrom('sysPermission')
      .select('id')
      .where('menuType', '=', 1)
      .where('parentId', 'in', topLevel())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('sysPermission').set({ alwaysShow: 1 }).where('id', '=', top.id).execute();
    await server.db.updateTable('sysPermission').set({ hidden: 1 }).where('id', '=', child.id).execute();
    const login = await server.api.loginReply<LoginResult>('admin', server.adminPassword);
    expect(shapeMismatches(userInfo(), login.body.result.userInfo)).toEqual([]);
    const permissions = await real('/sys/permission/getUserPermissionByToken');
    expect(shapeMismatches(answers.permissions(sampleMenu(), NANLICUSTOM_AUTH), permissions)).toEqual([]);
  });

  it('the shell: notices, visit figures, KPIs, captcha and logout', async () => {
    expect(
      shapeMismatches(answers.notices(emptyNotices()), await real('/sys/annountCement/listByUser')),
    ).toEqual([]);
    expect(shapeMismatches(answers.loginInfo(), await real('/sys/loginfo'))).toEqual([]);
    expect(shapeMismatches(answers.visitInfo(), await real('/sys/visitInfo'))).toEqual([]);
    expect(shapeMismatches(answers.kpis(), await real('/dashboard/kpis'))).toEqual([]);
    expect(shapeMismatches(answers.captcha(), await real('/sys/randomImage/compat1'))).toEqual([]);
    const token = await server.api.login();
    const logout = (await server.api.post('/sys/logout', undefined, { token })).body;
    expect(shapeMismatches(answers.logout(), logout)).toEqual([]);
  });

  it('dictionary items and tree nodes', async () => {
    const items = await real('/sys/dict/getDictItems/sex');
    expect(shapeMismatches(answers.dictItems([{ value: '1', text: '男' }]), items)).toEqual([]);
    const tree = await real('/sys/dict/loadTreeData', {
      pid: '',
      tableName: 'nanli_risk_type',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      condition: '',
    });
    expect((tree.result as { key: string }[]).map((n) => n.key)).toContain(riskTypeId);
    expect(shapeMismatches(answers.treeNodes([{ key: 'k1', title: '节点', leaf: true }]), tree)).toEqual([]);
  });
});
