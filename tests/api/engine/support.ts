// Shared setup of the schema-engine API tests: a server whose schemas are a temporary copy of
// schemas/ plus the test-only definitions of ./definitions (wired to a menu so the seed grants their
// permission codes), users with chosen permission codes, valid business records and a DELETE helper.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { newId } from '../../../src/server/db/ids';
import type { Database } from '../../../src/server/db/tables';
import {
  creditCodeCheckChar,
  idCardCheckChar,
  sexFromIdCard,
} from '../../../src/shared/validation/check-digits';
import { ApiClient } from '../helpers/client';
import type { Reply } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { startTestApp } from '../helpers/test-app';
import type { TestApp, TestDatabase } from '../helpers/test-app';
import type { AppConfig } from '../../../src/server/config';
import { mergeHooks, NO_HOOKS } from '../../../src/server/engine/hooks';
import type { EngineHooks } from '../../../src/server/engine/hooks';
import { AppError } from '../../../src/server/errors';
import { sql } from 'kysely';

const DEFINITIONS = path.join(import.meta.dirname, 'definitions');
const DICTIONARIES = path.join(import.meta.dirname, 'dictionaries');
/** Test entities shown by a menu of their own (the others replace a real entity of the same name). */
const MENU_ENTITIES = ['ticket', 'ticketQueue', 'testHazard'];

/** A copy of schemas/ with the test entities; `edit` may change it further. Removed by the returned cleanup. */
export function schemasCopy(edit?: (dir: string) => void): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anze-engine-schemas-'));
  cpSync(path.resolve('schemas'), dir, { recursive: true });
  for (const name of readdirSync(DEFINITIONS))
    cpSync(path.join(DEFINITIONS, name), path.join(dir, 'entities', name));
  for (const name of readdirSync(DICTIONARIES))
    cpSync(path.join(DICTIONARIES, name), path.join(dir, 'dictionaries', name));
  // The risk-type menu shows the test tree entity, and a test menu the others, so their codes are
  // seeded and granted.
  const menusFile = path.join(dir, 'menus.json');
  const menus = JSON.parse(
    readFileSync(menusFile, 'utf8').replace('"safetyinfo/RiskTypeList"', '"entity/riskType"'),
  ) as { menus: object[] };
  menus.menus.push({
    id: 'test-entities',
    title: '测试实体',
    path: '/test',
    hidden: true,
    children: MENU_ENTITIES.map((name) => ({
      id: `test-${name}`,
      title: name,
      path: `/test/${name}`,
      component: `entity/${name}`,
    })),
  });
  writeFileSync(menusFile, JSON.stringify(menus));
  edit?.(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Reads, changes and writes back one entity file of a schemas copy. */
export function editEntity(
  dir: string,
  name: string,
  change: (entity: Record<string, unknown>) => void,
): void {
  const file = path.join(dir, 'entities', `${name}.json`);
  const entity = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(entity);
  writeFileSync(file, JSON.stringify(entity, null, 2));
}

export interface EngineServer extends TestApp {
  api: ApiClient;
  admin: string;
  db: Kysely<Database>;
  /** The same database without the camel-case plugin: raw SQL rows keep their column names. */
  raw: Kysely<Database>;
}

/**
 * The hooks the test entities name (ticket.json): a guard refusing the resolver as approver, and an
 * effect that records the approval on the ticket — and fails, undoing the step, on the opinion 'boom'.
 */
export const TEST_HOOKS: Partial<EngineHooks> = {
  guards: {
    notResolver: async ({ before, access }) =>
      before.resolverId === access.principal.user.id ? '审核人不能是处理人' : null,
  },
  effects: {
    countApproval: async ({ db, after, opinion }) => {
      if (opinion === 'boom') throw new AppError(500, '审核登记失败');
      await sql`update test_ticket set remark = ${`已审核：${opinion}`} where id = ${after.id}`.execute(db);
    },
  },
};

export async function startEngineServer(
  options: {
    database?: TestDatabase;
    schemasDir?: string;
    config?: Partial<AppConfig>;
    hooks?: Partial<EngineHooks>;
  } = {},
): Promise<EngineServer> {
  const copy = options.schemasDir ? null : schemasCopy();
  const server = await startTestApp(options.config ?? {}, {
    schemasDir: options.schemasDir ?? copy!.dir,
    ...(options.database ? { database: options.database } : {}),
    hooks: mergeHooks({ ...NO_HOOKS, ...TEST_HOOKS } as EngineHooks, options.hooks),
  });
  const api = new ApiClient(server);
  const admin = await api.login();
  return {
    ...server,
    api,
    admin,
    db: server.app.services.db,
    raw: server.app.services.db.withoutPlugins(),
    async close() {
      await server.close();
      copy?.remove();
    },
  };
}

export async function del<T = unknown>(
  api: ApiClient,
  path: string,
  token: string,
  query: Record<string, string>,
): Promise<Reply<T>> {
  return api.request<T>('DELETE', path, { token, query });
}

/** A role holding exactly these permission codes (rows seeded from the schemas). */
export async function createRoleWithCodes(
  db: Kysely<Database>,
  roleCode: string,
  codes: readonly string[],
): Promise<void> {
  const roleId = newId();
  await db
    .insertInto('sysRole')
    .values({
      id: roleId,
      roleName: roleCode,
      roleCode,
      description: null,
      createBy: 'test',
      createTime: null,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  if (codes.length === 0) return;
  const permissions = await db
    .selectFrom('sysPermission')
    .select('id')
    .where('perms', 'in', [...codes])
    .execute();
  await db
    .insertInto('sysRolePermission')
    .values(permissions.map((p) => ({ id: newId(), roleId, permissionId: p.id, dataRuleIds: null })))
    .execute();
}

let userCounter = 0;

/** A new user with the roles, logged in: their token and id. */
export async function userWith(
  server: EngineServer,
  roleCodes: readonly string[],
): Promise<{ token: string; id: string; username: string }> {
  const username = `u${Date.now().toString(36)}${++userCounter}`;
  const password = 'Passw0rd!';
  const id = await createUser(server.db, { username, password, roleCodes, orgCodes: ['A01'] });
  return { token: await server.api.login(username, password), id, username };
}

let sequence = 0;
const digits = (n: number, width: number) => String(n).padStart(width, '0').slice(-width);

/** A valid unified social credit code, different on each call. */
export function creditCode(): string {
  const first17 = `91450100${digits(Date.now() % 1e6, 6)}${digits(++sequence, 3)}`;
  return first17 + creditCodeCheckChar(first17);
}

/** A valid 18-digit resident ID number of a man ('1') or woman ('2'), different on each call. */
export function idCard(sex: '1' | '2' = '1'): string {
  // The 17th digit tells the sex: odd for a man, even for a woman.
  do sequence += 1;
  while (sequence % 2 !== (sex === '1' ? 1 : 0));
  const first17 = `45010219900101${digits(sequence, 3)}`;
  return first17 + idCardCheckChar(first17);
}

/** A row of the checklist library (checkTemplate) for a sector, as the administrator adds it. */
export const checkTemplateBody = (
  riskTypeId: unknown,
  highRiskSector: string,
  checkContent: string,
  sortNo: number,
  status = '1',
): Record<string, unknown> => ({
  highRiskSector,
  riskTypeId,
  checkContent,
  basis: `依据：${checkContent}`,
  sortNo,
  status,
});

/** A valid add body for the enterprise entity. */
export function enterpriseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    enterpriseName: `测试企业${++sequence}号`,
    creditCode: creditCode(),
    districtCode: '450102',
    highRiskSector: '01',
    industryCode: 'C',
    enterpriseScale: '3',
    legalPerson: '张三',
    principalName: '李四',
    principalPhone: '13800000001',
    contactName: '王五',
    contactPhone: '13800000002',
    address: '南宁市青秀区民族大道1号',
    employeeCount: 50,
    status: '1',
    ...overrides,
  };
}

/** A valid sub-table row of enterpriseStaff: its sex is the one its ID number gives. */
export function staffRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const idCardNo = typeof overrides.idCardNo === 'string' ? overrides.idCardNo : idCard();
  return {
    name: '赵六',
    sex: sexFromIdCard(idCardNo) ?? '1',
    idCardNo,
    mobile: '13900000001',
    staffType: '1',
    isSpecialOperator: 'N',
    status: '1',
    ...overrides,
  };
}

/** A valid row of a service organisation's expertList (a full-time engineer). */
export function expertRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: '周八',
    sex: '2',
    mobile: '13600000099',
    expertType: '1',
    majors: '01',
    workStatus: '1',
    ...overrides,
  };
}

/** A valid add body for serviceOrg. */
export function serviceOrgBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    orgName: `服务机构${++sequence}号`,
    creditCode: creditCode(),
    orgType: '1',
    contactName: '孙七',
    contactPhone: '13700000001',
    status: '1',
    ...overrides,
  };
}

/** Adds through the API as the token's user and answers the saved record (fails the test otherwise). */
export async function add<T = Record<string, unknown>>(
  server: EngineServer,
  base: string,
  body: Record<string, unknown>,
  token = server.admin,
): Promise<T> {
  const reply = await server.api.post<T>(`${base}/add`, body, { token });
  if (!reply.body.success) throw new Error(`add to ${base} failed: ${reply.body.message}`);
  return reply.body.result;
}
