// What every tenant shares (entities without tenantScoped: risk types, service organisations,
// dictionaries) is read by all and changed by the platform's operators only: a manager acting inside
// a tenant, holding the entity's codes but not the tenants', would otherwise change it for every
// other tenant (found by the security audit of 2026-11-29).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { TENANT_TEXTS } from '../../../src/shared/tenants/tenant-texts';
import { ApiClient } from '../helpers/client';
import { addUserToTenant, createTenant, createUser } from '../helpers/fixtures';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';
import { createRoleWithCodes } from './support';

const TENANT = 41;
const IN_TENANT = { 'tenant-id': String(TENANT) };
const CODES = ['list', 'add', 'edit', 'delete'].map((action) => `nanli:riskType:${action}`);

type Row = Record<string, unknown>;

let server: TestApp;
let api: ApiClient;
let admin: string;
let keeper: string;

const riskType = (code: string) => ({ code, name: `风险类型${code}`, status: '1', pid: '' });

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  const { db } = server.app.services;
  await createTenant(db, TENANT, '四十一号租户');
  await createRoleWithCodes(db, 'catalogueKeeper', CODES);
  const keeperId = await createUser(db, {
    username: 'keeper41',
    password: 'Right-pass-1',
    roleCodes: ['catalogueKeeper'],
  });
  await addUserToTenant(db, keeperId, TENANT);
  keeper = await api.login('keeper41', 'Right-pass-1');
  admin = await api.login();
});

afterAll(async () => {
  await server.close();
});

describe('an entity every tenant shares', () => {
  it('is read inside a tenant, but changed there only by who manages the tenants', async () => {
    const added = await api.post<Row>('/nanli/riskType/add', riskType('9901'), { token: admin });
    expect(added.body.success, added.body.message).toBe(true);
    const listed = await api.get<PageResult<Row>>('/nanli/riskType/list', {
      token: keeper,
      headers: IN_TENANT,
      query: { code: '9901' },
    });
    expect(listed.body.result.records.map((r) => r.name)).toEqual(['风险类型9901']);
    const stored = listed.body.result.records[0]!;

    const refused = { success: false, message: TENANT_TEXTS.sharedDataPlatformOnly };
    const asKeeper = { token: keeper, headers: IN_TENANT };
    expect((await api.post('/nanli/riskType/add', riskType('9902'), asKeeper)).body).toMatchObject(refused);
    expect(
      (await api.put('/nanli/riskType/edit', { ...stored, name: '改过的名称' }, asKeeper)).body,
    ).toMatchObject(refused);
    expect(
      (
        await api.request('DELETE', '/nanli/riskType/delete', {
          ...asKeeper,
          query: { id: String(stored.id) },
        })
      ).body,
    ).toMatchObject(refused);
    const after = await api.get<PageResult<Row>>('/nanli/riskType/list', {
      token: admin,
      query: { code_MultiString: '9901,9902' },
    });
    expect(after.body.result.records.map((r) => [r.code, r.name])).toEqual([['9901', '风险类型9901']]);

    // The administrator manages the tenants: inside one, it still changes what they share.
    const { db } = server.app.services;
    const adminRow = await db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await addUserToTenant(db, adminRow.id, TENANT);
    const edited = await api.put(
      '/nanli/riskType/edit',
      { ...stored, name: '平台改名' },
      { token: admin, headers: IN_TENANT },
    );
    expect(edited.body.success, edited.body.message).toBe(true);
  });
});
