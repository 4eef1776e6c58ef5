// The pages of training, drills, inspections, itineraries and platform operation between tenants
// (docs/architecture.md "Training, drills, inspections, itineraries and platform operation"): a record
// of each tenant-scoped entity made in tenant A is, for a user of tenant B holding every code of those
// pages, not in the list, not found by id, not editable, deletable or stepped, not exported, and its
// files not readable; 参训人员 of a training of A cannot be added, taken over or pointed at from B.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import type { PageResult } from '../../src/shared/api-types';
import { formatDate, formatDateTime } from '../../src/shared/date-format';
import { ENGINE_PATHS, entityEndpoints, subListKey } from '../../src/shared/engine-api';
import { operationEndpoints } from '../../src/shared/engine-operations';
import type { EntityDefinition } from '../../src/shared/schema-language/entity';
import { offeredActions } from '../../src/shared/schema-language/entity-permissions';
import { isCollectionOperation } from '../../src/shared/schema-language/operations';
import { addUserToTenant, createTenant } from './helpers/fixtures';
import { PDF, PNG, fetchStored, storeFile } from './helpers/uploads';
import type { RequestOptions } from './helpers/client';
import {
  createRoleWithCodes,
  enterpriseBody,
  expertRow,
  serviceOrgBody,
  startEngineServer,
  userWith,
} from './engine/support';
import type { EngineServer } from './engine/support';

type Row = Record<string, unknown>;
type As = Pick<RequestOptions, 'token' | 'headers'>;

const TENANT_A = 611;
const TENANT_B = 612;
const NOT_FOUND = { success: false, message: '未找到对应实体' };
const ENTITIES = [
  'safetyTraining',
  'emergencyDrill',
  'guideInspection',
  'expertItinerary',
  'fileDownload',
  'appPicture',
  'apkVersion',
  'pushLog',
] as const;
type EntityName = (typeof ENTITIES)[number];

const definitionOf = (name: string): EntityDefinition =>
  JSON.parse(readFileSync(path.resolve('schemas/entities', `${name}.json`), 'utf8')) as EntityDefinition;
const DEFINITIONS = Object.fromEntries(ENTITIES.map((name) => [name, definitionOf(name)])) as Record<
  EntityName,
  EntityDefinition
>;

let server: EngineServer;
let asA: As;
let asB: As;
/** Tenant A's enterprise, and tenant B's. */
let enterpriseA: string;
let enterpriseB: string;
/** An engineer (experts are shared by the tenants). */
let expertId: string;
const today = formatDate();
let counter = 0;
/** A text no other record holds: what the export of a record is recognised by. */
const marker = (label: string) => `${label}${++counter}号${Math.random().toString(36).slice(2, 8)}`;

async function addAs(base: string, body: Row, as: As): Promise<Row> {
  const reply = await server.api.post<Row>(`${base}/add`, body, as);
  if (!reply.body.success) throw new Error(`${base}/add: ${reply.body.message}`);
  return reply.body.result;
}

beforeAll(async () => {
  server = await startEngineServer();
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
  asA = { token: alice.token, headers: { 'tenant-id': String(TENANT_A) } };
  asB = { token: bob.token, headers: { 'tenant-id': String(TENANT_B) } };

  enterpriseA = String((await addAs('/nanli/enterprise', enterpriseBody(), asA)).id);
  enterpriseB = String((await addAs('/nanli/enterprise', enterpriseBody(), asB)).id);
  const org = await addAs(
    '/nanli/serviceOrg',
    { ...serviceOrgBody(), expertList: [expertRow({ name: '赵工' })] },
    { token: server.admin },
  );
  const experts = await server.api.get<Row[]>('/nanli/serviceOrg/queryExpertByMainId', {
    token: server.admin,
    query: { id: String(org.id) },
  });
  expertId = String(experts.body.result[0]!.id);
});
afterAll(() => server.close());

const attendee = (enterpriseId: string, fields: Row = {}): Row => ({
  enterpriseId,
  name: '张三',
  staffType: '2',
  examScore: 90,
  examResult: '1',
  ...fields,
});

const trainingBody = (enterpriseId: string, fields: Row = {}): Row => ({
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

const upload = (bytes: Buffer, name: string, as: As) =>
  storeFile(server, as.token!, bytes, name, 'jeecg', as.headers ?? {});

/** A push log as the push job would write it (nothing adds one through the API): in tenant A. */
async function pushLogOfA(batchNo: string): Promise<string> {
  const id = newId();
  await sql`insert into nanli_push_log
      (id, tenant_id, batch_no, target_system, biz_type, biz_id, interface_name, trigger_type, status, request_time, create_time)
    values (${id}, ${TENANT_A}, ${batchNo}, '1', '01', ${enterpriseA}, 'pushEnterprise', '3', '2', ${formatDateTime()}, ${formatDateTime()})`.execute(
    server.raw,
  );
  return id;
}

/** A record of the entity made in tenant A: its id and a text of it that an export would show. */
async function recordOfA(name: EntityName): Promise<{ id: string; text: string; fileUrl?: string }> {
  const base = DEFINITIONS[name].api!;
  const add = async (body: Row, text: string) => ({ id: String((await addAs(base, body, asA)).id), text });
  switch (name) {
    case 'safetyTraining': {
      const body = trainingBody(enterpriseA, { trainingAttendeeList: [attendee(enterpriseA)] });
      return add(body, String(body.topic));
    }
    case 'emergencyDrill': {
      const drillName = marker('危化品泄漏应急演练');
      return add(
        {
          enterpriseId: enterpriseA,
          drillName,
          planName: '危险化学品泄漏专项应急预案',
          planType: '2',
          drillContentType: '2',
          drillForm: '1',
          scenarioAccidentType: '19',
          drillTime: `${today} 14:00:00`,
          location: '罐区',
          participantCount: 30,
        },
        drillName,
      );
    }
    case 'guideInspection': {
      const leaderName = marker('检查组长');
      return add(
        {
          enterpriseId: enterpriseA,
          inspectionType: '2',
          leadUnit: '1',
          leaderName,
          inspectorExpertIds: expertId,
          inspectionDate: today,
        },
        leaderName,
      );
    }
    case 'expertItinerary': {
      const toAddress = marker('甲企业厂区');
      return add(
        {
          expertId,
          itineraryDate: today,
          enterpriseId: enterpriseA,
          fromAddress: '公司本部',
          toAddress,
          transport: '2',
        },
        toAddress,
      );
    }
    case 'fileDownload': {
      const fileName = marker('安全生产法');
      const fileUrl = await upload(PDF, `${fileName}.pdf`, asA);
      return { ...(await add({ fileName, fileCategory: '1', fileUrl, status: '1' }, fileName)), fileUrl };
    }
    case 'appPicture': {
      const title = marker('安全生产月');
      const imageUrl = await upload(PNG, `${title}.png`, asA);
      const body = {
        title,
        imageUrl,
        position: '1',
        appType: '0',
        sortNo: 1,
        startTime: `${today} 08:00:00`,
        endTime: `${today} 23:00:00`,
      };
      return { ...(await add(body, title)), fileUrl: imageUrl };
    }
    case 'apkVersion': {
      const updateContent = marker('修复已知问题');
      return add(
        {
          appType: '1',
          versionName: `3.${counter}.0`,
          versionCode: 300 + counter,
          updateContent,
          apkUrl: 'https://download.example.com/anze.apk',
          forceUpdate: 'N',
        },
        updateContent,
      );
    }
    case 'pushLog': {
      const batchNo = marker('B');
      return { id: await pushLogOfA(batchNo), text: batchNo };
    }
  }
}

const listIds = async (base: string, as: As) => {
  const reply = await server.api.get<PageResult<Row>>(`${base}/list`, { ...as, query: { pageSize: '100' } });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.result.records.map((row) => String(row.id));
};

const readBy = (base: string, id: string, as: As) =>
  server.api.get<Row>(`${base}/queryById`, { ...as, query: { id } });

/** Every cell text of the export the user downloads. */
async function exportedTexts(base: string, as: As): Promise<string[]> {
  const url = new URL(`${server.config.apiPrefix}${base}/exportXls`, server.baseUrl);
  const response = await fetch(url, { headers: { 'X-Access-Token': as.token!, ...as.headers } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const texts: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    for (const value of (row.values as unknown[]).slice(1))
      if (value !== null && value !== undefined) texts.push(String(value));
  });
  return texts;
}

describe('a record of tenant A, from tenant B', () => {
  it.each(ENTITIES)(
    '%s: not listed, not found by id, not edited, deleted, stepped nor exported',
    async (name) => {
      const definition = DEFINITIONS[name];
      const base = definition.api!;
      const offered = new Set(offeredActions(definition));
      const record = await recordOfA(name);
      const before = (await readBy(base, record.id, asA)).body.result;
      expect(before).toMatchObject({ id: record.id });

      expect(await listIds(base, asA)).toContain(record.id);
      expect(await listIds(base, asB)).not.toContain(record.id);
      expect((await readBy(base, record.id, asB)).body).toMatchObject(NOT_FOUND);
      const paths = entityEndpoints(definition);
      for (const sub of definition.subTables ?? []) {
        const rows = await server.api.get<Row[]>(paths.subList(sub.entity), {
          ...asB,
          query: { id: record.id },
        });
        expect(rows.body.result, sub.entity).toEqual([]);
      }

      if (offered.has('edit')) {
        const changed = { ...before, remark: '乙方改写' };
        expect((await server.api.put(paths.edit, changed, asB)).body).toMatchObject(NOT_FOUND);
        expect((await server.api.post(paths.edit, changed, asB)).body).toMatchObject(NOT_FOUND);
      }
      if (offered.has('delete')) {
        const reply = await server.api.request('DELETE', paths.delete, { ...asB, query: { id: record.id } });
        expect(reply.body).toMatchObject(NOT_FOUND);
      }
      if (offered.has('deleteBatch')) {
        const reply = await server.api.request('DELETE', paths.deleteBatch, {
          ...asB,
          query: { ids: record.id },
        });
        expect(reply.body).toMatchObject(NOT_FOUND);
      }

      const steps = operationEndpoints(definition);
      for (const operation of definition.operations ?? []) {
        if (isCollectionOperation(operation)) continue;
        const reply = await server.api.post(
          steps.operation(operation.name),
          { ids: [record.id], opinion: '乙方意见', values: {} },
          asB,
        );
        expect(reply.body, operation.name).toMatchObject(NOT_FOUND);
      }
      if ((definition.operations ?? []).length > 0) {
        const log = await server.api.get(steps.flowLog, { ...asB, query: { id: record.id } });
        expect(log.body).toMatchObject(NOT_FOUND);
      }

      if (offered.has('exportXls')) {
        expect(await exportedTexts(base, asA)).toContain(record.text);
        expect(await exportedTexts(base, asB)).not.toContain(record.text);
      }
      if (record.fileUrl) {
        expect((await fetchStored(server, record.fileUrl, asA)).status).toBe(200);
        expect((await fetchStored(server, record.fileUrl, asB)).status).not.toBe(200);
      }

      // Nothing of it changed: tenant A reads it as it was.
      expect((await readBy(base, record.id, asA)).body.result).toEqual(before);
    },
  );
});

describe('参训人员 across tenants', () => {
  const TRAINING = '/nanli/safetyTraining';
  const attendeesOf = async (trainingId: string, as: As) =>
    (
      await server.api.get<Row[]>(`${TRAINING}/queryTrainingAttendeeByMainId`, {
        ...as,
        query: { id: trainingId },
      })
    ).body.result;

  it('cannot be added to, or taken from, a training of tenant A by a user of tenant B', async () => {
    const trainingA = await addAs(
      TRAINING,
      trainingBody(enterpriseA, { trainingAttendeeList: [attendee(enterpriseA)] }),
      asA,
    );
    const [attendeeA] = await attendeesOf(String(trainingA.id), asA);
    expect(attendeeA).toMatchObject({ name: '张三', trainingId: trainingA.id });

    // Through A's training: not found, whatever the rows.
    const intoA = await server.api.put(
      `${TRAINING}/edit`,
      {
        ...trainingA,
        [subListKey('trainingAttendee')]: [attendeeA, attendee(enterpriseB, { name: '乙方人员' })],
      },
      asB,
    );
    expect(intoA.body).toMatchObject(NOT_FOUND);

    // Through B's own training: a row of A's named by its id is not B's to keep, move or change.
    const trainingB = await addAs(TRAINING, trainingBody(enterpriseB), asB);
    const takeOver = await server.api.put(
      `${TRAINING}/edit`,
      { ...trainingB, trainingAttendeeList: [{ ...attendeeA, enterpriseId: enterpriseB, name: '李四' }] },
      asB,
    );
    expect(takeOver.body).toMatchObject({
      success: false,
      message: '参训人员中有不属于当前记录的数据，无法保存',
    });

    // A row naming A's training or A's enterprise: the training is B's own, the enterprise unknown in B.
    const pointed = await server.api.put(
      `${TRAINING}/edit`,
      {
        ...trainingB,
        trainingAttendeeList: [attendee(enterpriseB, { name: '王五', trainingId: trainingA.id })],
      },
      asB,
    );
    expect(pointed.body.success, pointed.body.message).toBe(true);
    expect((await attendeesOf(String(trainingB.id), asB)).map((r) => [r.name, r.trainingId])).toEqual([
      ['王五', trainingB.id],
    ]);
    const foreignEnterprise = await server.api.post(
      `${TRAINING}/add`,
      trainingBody(enterpriseB, { trainingAttendeeList: [attendee(enterpriseA, { name: '赵六' })] }),
      asB,
    );
    expect(foreignEnterprise.body.success).toBe(false);
    expect(foreignEnterprise.body.message).toContain('所属企业');

    // Tenant A's training still has its one attendee, unchanged, and counts it.
    expect(await attendeesOf(String(trainingA.id), asA)).toEqual([attendeeA]);
    expect((await readBy(TRAINING, String(trainingA.id), asA)).body.result).toMatchObject({
      actualCount: 1,
      passCount: 1,
    });
  });
});

describe('what tenant B may do alongside', () => {
  it('deletes only its own rows of a batch naming a row of tenant A too', async () => {
    const FILES = '/nanli/fileDownload';
    const fileOf = async (as: As, fileName: string) =>
      String(
        (
          await addAs(
            FILES,
            { fileName, fileCategory: '9', fileUrl: await upload(PDF, `${fileName}.pdf`, as), status: '1' },
            as,
          )
        ).id,
      );
    const ofA = await fileOf(asA, marker('甲方文件'));
    const ofB = await fileOf(asB, marker('乙方文件'));
    const reply = await server.api.request('DELETE', `${FILES}/deleteBatch`, {
      ...asB,
      query: { ids: `${ofA},${ofB}` },
    });
    expect(reply.body.success, reply.body.message).toBe(true);
    expect(await listIds(FILES, asB)).not.toContain(ofB);
    expect((await readBy(FILES, ofA, asA)).body.result).toMatchObject({ id: ofA });
  });

  it('takes a step only on its own rows of a batch naming a row of tenant A too', async () => {
    const PICTURES = '/nanli/appPicture';
    const pictureOf = async (as: As) => {
      const title = marker('轮播图');
      const body = {
        title,
        imageUrl: await upload(PNG, `${title}.png`, as),
        position: '1',
        appType: '0',
        sortNo: 1,
        startTime: `${today} 08:00:00`,
        endTime: `${today} 23:00:00`,
      };
      return String((await addAs(PICTURES, body, as)).id);
    };
    const ofA = await pictureOf(asA);
    const ofB = await pictureOf(asB);
    const reply = await server.api.post<{ succeeded: number; failed: number; rows: Row[] }>(
      `${PICTURES}/operation/putOnline`,
      { ids: [ofA, ofB] },
      asB,
    );
    expect(reply.body.result).toMatchObject({ succeeded: 1, failed: 1 });
    expect(reply.body.result.rows).toEqual([
      expect.objectContaining({ id: ofA, success: false, message: '未找到对应实体' }),
      expect.objectContaining({ id: ofB, success: true }),
    ]);
    expect((await readBy(PICTURES, ofA, asA)).body.result).toMatchObject({ status: '0' });
    expect((await readBy(PICTURES, ofB, asB)).body.result).toMatchObject({ status: '1' });
  });

  it('uses a version number tenant A has: the number is unique per tenant and app', async () => {
    const APK = '/nanli/apkVersion';
    const body = {
      appType: '2',
      versionName: '7.7.7',
      versionCode: 777,
      updateContent: '首个版本',
      apkUrl: 'https://download.example.com/anze-expert.apk',
      forceUpdate: 'N',
    };
    await addAs(APK, body, asA);
    const check = (as: As) =>
      server.api.get(ENGINE_PATHS.duplicateCheck, {
        ...as,
        query: { tableName: 'nanli_apk_version', fieldName: 'versionName', fieldVal: '7.7.7', appType: '2' },
      });
    const TAKEN = { success: false, message: '该值不可用，系统中已存在！' };
    expect((await check(asA)).body).toMatchObject(TAKEN);
    expect((await check(asB)).body).toMatchObject({ success: true, message: '该值可用！' });
    const inB = await server.api.post<Row>(`${APK}/add`, body, asB);
    expect(inB.body.success, inB.body.message).toBe(true);
    expect((await check(asB)).body).toMatchObject(TAKEN);
    const again = await server.api.post<Row>(`${APK}/add`, body, asA);
    expect(again.body).toMatchObject({ success: false, message: '版本号：该应用已有此版本号' });
  });

  it('cannot step into tenant A by sending its id in the header', async () => {
    const training = await addAs('/nanli/safetyTraining', trainingBody(enterpriseA), asA);
    const intrude = await server.api.get('/nanli/safetyTraining/queryById', {
      token: asB.token,
      headers: { 'tenant-id': String(TENANT_A) },
      query: { id: String(training.id) },
    });
    expect(intrude.status).toBe(401);
  });
});
