// What the tests of the operation pages between tenants share (docs/architecture.md "Training,
// drills, inspections, itineraries and platform operation"): the entities of those pages, a server
// with two tenants whose users hold every code of those pages and of the enterprises they name, an
// enterprise in each tenant and an engineer (experts are shared by the tenants), and the requests
// the tests make as either user.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { formatDate } from '../../../src/shared/date-format';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';
import type { Reply, RequestOptions } from '../helpers/client';
import { addUserToTenant, createTenant } from '../helpers/fixtures';
import { storeFile } from '../helpers/uploads';
import {
  createRoleWithCodes,
  enterpriseBody,
  expertRow,
  serviceOrgBody,
  startEngineServer,
  userWith,
} from '../engine/support';
import type { EngineServer } from '../engine/support';

export type Row = Record<string, unknown>;
export type As = Pick<RequestOptions, 'token' | 'headers'>;

export const TENANT_A = 611;
export const TENANT_B = 612;
export const NOT_FOUND = { success: false, message: '未找到对应实体' };
export const ENTITIES = [
  'safetyTraining',
  'emergencyDrill',
  'guideInspection',
  'expertItinerary',
  'fileDownload',
  'appPicture',
  'apkVersion',
  'pushLog',
] as const;
export type EntityName = (typeof ENTITIES)[number];

const definitionOf = (name: string): EntityDefinition =>
  JSON.parse(readFileSync(path.resolve('schemas/entities', `${name}.json`), 'utf8')) as EntityDefinition;
export const DEFINITIONS = Object.fromEntries(ENTITIES.map((name) => [name, definitionOf(name)])) as Record<
  EntityName,
  EntityDefinition
>;

export const today = formatDate();
let counter = 0;
/** A number no other call answers. */
export const nextSerial = () => ++counter;
/** A text no other record holds: what the export of a record is recognised by. */
export const marker = (label: string) => `${label}${nextSerial()}号${Math.random().toString(36).slice(2, 8)}`;

export const attendee = (enterpriseId: string, fields: Row = {}): Row => ({
  enterpriseId,
  name: '张三',
  staffType: '2',
  examScore: 90,
  examResult: '1',
  ...fields,
});

export const trainingBody = (enterpriseId: string, fields: Row = {}): Row => ({
  enterpriseId,
  topic: marker('有限空间作业安全培训'),
  trainingType: '6',
  trainingForm: '1',
  targetStaffTypes: '2,3',
  lecturerName: '赵工',
  startTime: `${today} 09:00:00`,
  endTime: `${today} 17:00:00`,
  hours: 8,
  location: '企业会议室',
  hasExam: 'Y',
  ...fields,
});

/** The server with its two tenants, and the requests the tests make as either tenant's user. */
export interface TwoTenants {
  server: EngineServer;
  asA: As;
  asB: As;
  /** Tenant A's enterprise, and tenant B's. */
  enterpriseA: string;
  enterpriseB: string;
  /** An engineer (experts are shared by the tenants). */
  expertId: string;
  addAs(base: string, body: Row, as: As): Promise<Row>;
  /** Stores a file as the user, in their tenant; answers its stored path. */
  upload(bytes: Buffer, name: string, as: As): Promise<string>;
  /** The ids of the user's list of the entity. */
  listIds(base: string, as: As): Promise<string[]>;
  readBy(base: string, id: string, as: As): Promise<Reply<Row>>;
  close(): Promise<void>;
}

export async function startTwoTenants(): Promise<TwoTenants> {
  const server = await startEngineServer();
  const addAs = async (base: string, body: Row, as: As): Promise<Row> => {
    const reply = await server.api.post<Row>(`${base}/add`, body, as);
    if (!reply.body.success) throw new Error(`${base}/add: ${reply.body.message}`);
    return reply.body.result;
  };
  await createTenant(server.db, TENANT_A, '甲租户');
  await createTenant(server.db, TENANT_B, '乙租户');
  // Every code of these pages, and of the enterprises they name: the role of both tenants' users.
  const prefixes = [...ENTITIES.map((name) => DEFINITIONS[name].permission!), 'nanli:enterprise'];
  const codes = (await server.db.selectFrom('sysPermission').select('perms').execute())
    .map((row) => row.perms ?? '')
    .filter((perms) => prefixes.some((prefix) => perms.startsWith(`${prefix}:`)));
  await createRoleWithCodes(server.db, 'opsAllTenants', codes);
  const alice = await userWith(server, ['opsAllTenants']);
  const bob = await userWith(server, ['opsAllTenants']);
  await addUserToTenant(server.db, alice.id, TENANT_A);
  await addUserToTenant(server.db, bob.id, TENANT_B);
  const asA = { token: alice.token, headers: { 'tenant-id': String(TENANT_A) } };
  const asB = { token: bob.token, headers: { 'tenant-id': String(TENANT_B) } };

  const enterpriseA = String((await addAs('/nanli/enterprise', enterpriseBody(), asA)).id);
  const enterpriseB = String((await addAs('/nanli/enterprise', enterpriseBody(), asB)).id);
  const org = await addAs(
    '/nanli/serviceOrg',
    { ...serviceOrgBody(), expertList: [expertRow({ name: '赵工' })] },
    { token: server.admin },
  );
  const experts = await server.api.get<Row[]>('/nanli/serviceOrg/queryExpertByMainId', {
    token: server.admin,
    query: { id: String(org.id) },
  });
  return {
    server,
    asA,
    asB,
    enterpriseA,
    enterpriseB,
    expertId: String(experts.body.result[0]!.id),
    addAs,
    upload: (bytes, name, as) => storeFile(server, as.token!, bytes, name, 'jeecg', as.headers ?? {}),
    async listIds(base, as) {
      const reply = await server.api.get<PageResult<Row>>(`${base}/list`, {
        ...as,
        query: { pageSize: '100' },
      });
      expect(reply.body.success, reply.body.message).toBe(true);
      return reply.body.result.records.map((row) => String(row.id));
    },
    readBy: (base, id, as) => server.api.get<Row>(`${base}/queryById`, { ...as, query: { id } }),
    close: () => server.close(),
  };
}
