// Writes of the operation pages between tenants: 参训人员 of a training of tenant A cannot be added,
// taken over or pointed at from tenant B; a batch of tenant B naming a row of A too deletes or steps
// only B's own rows; version numbers are unique per tenant; tenant A's id in the header is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_PATHS, subListKey } from '../../../src/shared/engine-api';
import { PDF, PNG } from '../helpers/uploads';
import { NOT_FOUND, TENANT_A, attendee, marker, startTwoTenants, today, trainingBody } from './support';
import type { As, Row, TwoTenants } from './support';

let tenants: TwoTenants;

beforeAll(async () => {
  tenants = await startTwoTenants();
});
afterAll(() => tenants.close());

describe('参训人员 across tenants', () => {
  const TRAINING = '/nanli/safetyTraining';
  const attendeesOf = async (trainingId: string, as: As) =>
    (
      await tenants.server.api.get<Row[]>(`${TRAINING}/queryTrainingAttendeeByMainId`, {
        ...as,
        query: { id: trainingId },
      })
    ).body.result;

  it('cannot be added to, or taken from, a training of tenant A by a user of tenant B', async () => {
    const { server, asA, asB, enterpriseA, enterpriseB, addAs, readBy } = tenants;
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
    const { server, asA, asB, addAs, upload, listIds, readBy } = tenants;
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
    const { server, asA, asB, addAs, upload, readBy } = tenants;
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
    const { server, asA, asB, addAs } = tenants;
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
    const { server, asA, asB, enterpriseA, addAs } = tenants;
    const training = await addAs('/nanli/safetyTraining', trainingBody(enterpriseA), asA);
    const intrude = await server.api.get('/nanli/safetyTraining/queryById', {
      token: asB.token,
      headers: { 'tenant-id': String(TENANT_A) },
      query: { id: String(training.id) },
    });
    expect(intrude.status).toBe(401);
  });
});
