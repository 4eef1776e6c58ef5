// A record of each tenant-scoped entity of the operation pages made in tenant A is, for a user of
// tenant B holding every code of those pages, not in the list, not found by id, not editable,
// deletable or stepped, not exported, and its files not readable.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/db/ids';
import { formatDateTime } from '../../../src/shared/date-format';
import { entityEndpoints } from '../../../src/shared/engine-api';
import { operationEndpoints } from '../../../src/shared/engine-operations';
import { offeredActions } from '../../../src/shared/schema-language/entity-permissions';
import { isCollectionOperation } from '../../../src/shared/schema-language/operations';
import { PDF, PNG, fetchStored } from '../helpers/uploads';
import {
  DEFINITIONS,
  ENTITIES,
  NOT_FOUND,
  TENANT_A,
  attendee,
  marker,
  nextSerial,
  startTwoTenants,
  today,
  trainingBody,
} from './support';
import type { As, EntityName, Row, TwoTenants } from './support';

let tenants: TwoTenants;

beforeAll(async () => {
  tenants = await startTwoTenants();
});
afterAll(() => tenants.close());

/** A push log as the push job would write it (nothing adds one through the API): in tenant A. */
async function pushLogOfA(batchNo: string): Promise<string> {
  const id = newId();
  await sql`insert into nanli_push_log
      (id, tenant_id, batch_no, target_system, biz_type, biz_id, interface_name, trigger_type, status, request_time, create_time)
    values (${id}, ${TENANT_A}, ${batchNo}, '1', '01', ${tenants.enterpriseA}, 'pushEnterprise', '3', '2', ${formatDateTime()}, ${formatDateTime()})`.execute(
    tenants.server.raw,
  );
  return id;
}

/** A record of the entity made in tenant A: its id and a text of it that an export would show. */
async function recordOfA(name: EntityName): Promise<{ id: string; text: string; fileUrl?: string }> {
  const { asA, enterpriseA, expertId, upload } = tenants;
  const base = DEFINITIONS[name].api!;
  const add = async (body: Row, text: string) => ({
    id: String((await tenants.addAs(base, body, asA)).id),
    text,
  });
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
      const serial = nextSerial();
      return add(
        {
          appType: '1',
          versionName: `3.${serial}.0`,
          versionCode: 300 + serial,
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

/** Every cell text of the export the user downloads. */
async function exportedTexts(base: string, as: As): Promise<string[]> {
  const { server } = tenants;
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
      const { server, asA, asB, listIds, readBy } = tenants;
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
