// The service cycle's cast on a real server with the real schemas: an administrator, two engineers
// (expert role, each an expert row whose login account is theirs), an enterprise user (enterprise
// role, staff of "their" enterprise) and two enterprises — the first assigned to the first engineer.
import { expect } from 'vitest';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/tables';
import { formatDate } from '../../../src/shared/date-format';
import { ApiClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { PNG, storeFile } from '../helpers/uploads';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';
import type { AppConfig } from '../../../src/server/config';
import { enterpriseBody, expertRow, serviceOrgBody, staffRow } from '../engine/support';

export type Row = Record<string, unknown>;

export interface Person {
  token: string;
  id: string;
  username: string;
}

export interface Cast {
  app: TestApp;
  api: ApiClient;
  db: Kysely<Database>;
  admin: Person;
  engineer: Person & { expertId: string };
  otherEngineer: Person & { expertId: string };
  owner: Person;
  /** The enterprise user's enterprise, assigned to `engineer`. */
  mine: Row;
  /** An enterprise nobody of the cast is tied to. */
  theirs: Row;
  close(): Promise<void>;
}

const PASSWORD = 'Passw0rd!';
let counter = 0;

async function person(app: TestApp, api: ApiClient, roleCodes: string[]): Promise<Person> {
  const username = `p${Date.now().toString(36)}${++counter}`;
  const id = await createUser(app.app.services.db, {
    username,
    password: PASSWORD,
    roleCodes,
    orgCodes: ['A01'],
  });
  return { id, username, token: await api.login(username, PASSWORD) };
}

export async function startCast(overrides: Partial<AppConfig> = {}): Promise<Cast> {
  const app = await startTestApp(overrides);
  const api = new ApiClient(app);
  const db = app.app.services.db;
  const adminToken = await api.login();
  const admin = await db
    .selectFrom('sysUser')
    .select(['id', 'username'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const engineer = await person(app, api, ['expert']);
  const otherEngineer = await person(app, api, ['expert']);
  const owner = await person(app, api, ['enterprise']);
  const post = async (path: string, body: Row) => {
    const reply = await api.post<Row>(path, body, { token: adminToken });
    if (!reply.body.success) throw new Error(`${path}: ${reply.body.message}`);
    return reply.body.result;
  };
  const org = await post('/nanli/serviceOrg/add', {
    ...serviceOrgBody(),
    expertList: [
      expertRow({ name: '赵工', sex: '1', mobile: '13900000001', userName: engineer.username }),
      expertRow({ name: '钱工', sex: '1', mobile: '13900000002', userName: otherEngineer.username }),
    ],
  });
  const experts = (
    await api.get<Row[]>('/nanli/serviceOrg/queryExpertByMainId', {
      token: adminToken,
      query: { id: String(org.id) },
    })
  ).body.result;
  const expertOf = (username: string) => String(experts.find((e) => e.userName === username)!.id);
  const mine = await post('/nanli/enterprise/add', {
    ...enterpriseBody({
      enterpriseName: '本企业化工有限公司',
      responsibleExpertId: expertOf(engineer.username),
    }),
    enterpriseStaffList: [staffRow()],
  });
  const theirs = await post('/nanli/enterprise/add', {
    ...enterpriseBody({ enterpriseName: '他人机械有限公司' }),
    enterpriseStaffList: [staffRow()],
  });
  await sql`update nanli_enterprise_staff set user_name = ${owner.username} where enterprise_id = ${mine.id}`.execute(
    db.withoutPlugins(),
  );
  return {
    app,
    api,
    db,
    admin: { token: adminToken, id: admin.id, username: admin.username },
    engineer: { ...engineer, expertId: expertOf(engineer.username) },
    otherEngineer: { ...otherEngineer, expertId: expertOf(otherEngineer.username) },
    owner,
    mine,
    theirs,
    close: () => app.close(),
  };
}

/** The result of a reply that must succeed (its message shown when it does not). */
export async function succeeded(
  reply: Promise<{ body: { success: boolean; message: string; result: unknown } }>,
): Promise<Row> {
  const { body } = await reply;
  expect(body.success, body.message).toBe(true);
  return body.result as Row;
}

/** POST <base>/add as the person; answers the reply (not failing the test). */
export const addAs = (cast: Cast, base: string, body: Row, token: string) =>
  cast.api.post<Row>(`${base}/add`, body, { token });

/** POST <base>/operation/<name> for the ids as the person. */
export const operate = (
  cast: Cast,
  base: string,
  name: string,
  ids: unknown[],
  token: string,
  extra: Row = {},
) => cast.api.post<Row>(`${base}/operation/${name}`, { ids: ids.map(String), ...extra }, { token });

/** The record as the administrator reads it. */
export async function readAsAdmin(cast: Cast, base: string, id: unknown): Promise<Row> {
  return (
    await cast.api.get<Row>(`${base}/queryById`, { token: cast.admin.token, query: { id: String(id) } })
  ).body.result;
}

/** A stored image path uploaded by the person (a photo or a signature of theirs). */
export const photoOf = (cast: Cast, token: string) => storeFile(cast.app, token, PNG, '现场.png');

export const today = () => formatDate();
export const daysFromToday = (days: number) => formatDate(Date.now() + days * 86_400_000);

/** A valid policy row of an enterprise's policyList, in force from a month ago for ten months. */
export const policyRow = (fields: Row = {}): Row => ({
  policyNo: `PL${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
  productName: '安全生产责任保险',
  insurerName: '某财产保险公司',
  startDate: daysFromToday(-30),
  endDate: daysFromToday(300),
  insuredPersonCount: 50,
  premium: 100000,
  limitPerPerson: 500000,
  preventionFeeRatio: 10,
  policyStatus: '1',
  ...fields,
});

/** A hidden danger of an enterprise as an engineer registers it. */
export async function hazardBody(cast: Cast, token: string, fields: Row = {}): Promise<Row> {
  const riskType = await cast.api.post<Row>(
    '/nanli/riskType/add',
    { code: String(10 + ++counter).padStart(4, '0'), name: `风险类型${counter}`, status: '1' },
    { token: cast.admin.token },
  );
  return {
    enterpriseId: cast.mine.id,
    districtCode: '450102',
    source: '1',
    discoverTime: `${today()} 09:00:00`,
    location: '二号车间',
    riskTypeId: riskType.body.result.id,
    description: '配电箱门未关闭，线路裸露',
    hazardLevel: '1',
    rectifySuggestion: '关闭配电箱门并加锁，整理线路',
    rectifyType: '2',
    rectifyDeadline: daysFromToday(7),
    hazardPhotos: await photoOf(cast, token),
    ...fields,
  };
}

/** An investigation of the cast's enterprise led by its engineer, as they add it. */
export const investigationBody = (cast: Cast, fields: Row = {}): Row => ({
  enterpriseId: cast.mine.id,
  leaderExpertId: cast.engineer.expertId,
  serviceItem: '04',
  serviceMode: '1',
  checkType: '1',
  ...fields,
});

/** An appointment of the cast's engineer at their enterprise, three days ahead. */
export const appointmentBody = (cast: Cast, fields: Row = {}): Row => ({
  enterpriseId: cast.mine.id,
  expertId: cast.engineer.expertId,
  serviceItem: '04',
  initiator: '2',
  appointDate: daysFromToday(3),
  timeSlot: '1',
  address: '南宁市青秀区民族大道1号',
  contactName: '王五',
  contactPhone: '13800000002',
  ...fields,
});

/** A deep service of an enterprise, asked for the last few days. */
export const deepServiceBody = (enterpriseId: unknown, fields: Row = {}): Row => ({
  enterpriseId,
  triggerReason: '1',
  applySource: '1',
  serviceContents: '02,04',
  expectedStart: daysFromToday(-3),
  expectedEnd: daysFromToday(-1),
  ...fields,
});

/**
 * A safety training of an enterprise, held yesterday (its attendees in `fields`): it may be started and
 * completed whatever the time of day (not before its planned start).
 */
/** A task of the enterprise as the administrator adds it, before it is dispatched. */
export const taskBody = (enterpriseId: unknown, fields: Row = {}): Row => ({
  taskName: '隐患排查服务',
  taskType: '1',
  enterpriseId,
  serviceYear: Number(today().slice(0, 4)),
  sourceType: '1',
  priority: '1',
  planStart: today(),
  planEnd: daysFromToday(30),
  ...fields,
});

/** A training's attendee, present, of the enterprise. */
export const attendeeRow = (enterpriseId: unknown, fields: Row = {}): Row => ({
  enterpriseId,
  name: '张三',
  staffType: '2',
  signInMethod: '2',
  attendHours: 8,
  ...fields,
});

export const trainingBody = (enterpriseId: unknown, fields: Row = {}): Row => ({
  enterpriseId,
  topic: '有限空间作业安全培训',
  trainingType: '6',
  trainingForm: '1',
  targetStaffTypes: '2,3',
  lecturerName: '赵工',
  startTime: `${daysFromToday(-1)} 09:00:00`,
  endTime: `${daysFromToday(-1)} 17:00:00`,
  hours: 8,
  location: '企业会议室',
  hasExam: 'Y',
  ...fields,
});

/** An emergency drill of an enterprise, planned in three days. */
export const drillBody = (enterpriseId: unknown, fields: Row = {}): Row => ({
  enterpriseId,
  drillName: '危化品泄漏应急演练',
  planName: '危险化学品泄漏专项应急预案',
  planType: '2',
  drillContentType: '2',
  drillForm: '1',
  scenarioAccidentType: '19',
  drillTime: `${daysFromToday(3)} 14:00:00`,
  location: '罐区',
  participantCount: 30,
  ...fields,
});
