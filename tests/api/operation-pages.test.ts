// The platform-operation pages and the engineers' itinerary on the real schemas (domain §2.17,
// §2.19–2.22, §4.8): what the administrator manages, what engineers and enterprise users may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAs, operate, readAsAdmin, startCast, today } from './service-cycle/support';
import type { Cast, Row } from './service-cycle/support';
import { PDF, PNG, fetchStatic, storeFile } from './helpers/uploads';

const APK = '/nanli/apkVersion';
const ITINERARY = '/nanli/expertItinerary';
const FILES = '/nanli/fileDownload';
const PICTURES = '/nanli/appPicture';
const PUSH_LOG = '/nanli/pushLog';

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

let versions = 0;
const apkBody = (fields: Row = {}): Row => {
  versions += 1;
  return {
    appType: '1',
    versionName: `1.0.${versions}`,
    versionCode: versions,
    updateContent: '修复已知问题',
    apkUrl: `https://download.example.com/anze-${versions}.apk`,
    md5: 'd41d8cd98f00b204e9800998ecf8427e',
    forceUpdate: 'N',
    ...fields,
  };
};

const listAs = async (base: string, token: string, query: Record<string, string> = {}) => {
  const reply = await cast.api.get<{ records: Row[] }>(`${base}/list`, { token, query });
  return reply.body;
};

const itineraryBody = (expertId: string, fields: Row = {}): Row => ({
  expertId,
  itineraryDate: today(),
  enterpriseId: cast.mine.id,
  fromAddress: '公司本部',
  toAddress: '本企业化工有限公司厂区',
  transport: '2',
  ...fields,
});

describe('安装包版本', () => {
  it('adds a version as a draft and lists it with dictionary texts', async () => {
    const added = await addAs(cast, APK, apkBody({ forceUpdate: 'Y' }), cast.admin.token);
    expect(added.body.success).toBe(true);
    const rows = (await listAs(APK, cast.admin.token, { versionName: String(added.body.result.versionName) }))
      .result.records;
    expect(rows).toEqual([
      expect.objectContaining({
        status: '0',
        status_dictText: '草稿',
        appType_dictText: '企业端',
        forceUpdate_dictText: '是',
        publishTime: null,
      }),
    ]);
  });

  it("refuses a malformed version number or checksum with the field's message, and a repeated one per app", async () => {
    expect((await addAs(cast, APK, apkBody({ versionName: 'v1.2' }), cast.admin.token)).body).toMatchObject({
      success: false,
      message: '版本号：版本号格式应为“主版本.次版本.修订号”，如 1.2.3',
    });
    expect((await addAs(cast, APK, apkBody({ md5: 'xyz' }), cast.admin.token)).body).toMatchObject({
      success: false,
      message: '校验值(MD5)：校验值应为32位十六进制MD5',
    });
    expect(
      (await addAs(cast, APK, apkBody({ apkUrl: 'https://download.example.com/anze.zip' }), cast.admin.token))
        .body.success,
    ).toBe(false);
    await addAs(cast, APK, apkBody({ versionName: '2.0.0' }), cast.admin.token);
    expect((await addAs(cast, APK, apkBody({ versionName: '2.0.0' }), cast.admin.token)).body).toMatchObject({
      success: false,
      message: '版本号：该应用已有此版本号',
    });
    expect(
      (await addAs(cast, APK, apkBody({ versionName: '2.0.0', appType: '2' }), cast.admin.token)).body
        .success,
    ).toBe(true);
  });

  it('publishes a draft once, stamping the publish time, and keeps a published version from edits', async () => {
    const added = (await addAs(cast, APK, apkBody(), cast.admin.token)).body.result;
    expect((await operate(cast, APK, 'publish', [added.id], cast.admin.token)).body).toMatchObject({
      success: true,
      message: '发布成功',
    });
    const published = await readAsAdmin(cast, APK, added.id);
    expect(published).toMatchObject({ status: '1', status_dictText: '已发布' });
    expect(String(published.publishTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await operate(cast, APK, 'publish', [added.id], cast.admin.token)).body).toMatchObject({
      success: false,
      message: '当前状态“已发布”不能发布',
    });
    const edit = await cast.api.post<Row>(
      `${APK}/edit`,
      { ...published, updateContent: '改写' },
      { token: cast.admin.token },
    );
    expect(edit.body).toMatchObject({ success: false, message: '该记录状态为“已发布”，不能修改或删除' });
    expect((await operate(cast, APK, 'takeOffline', [added.id], cast.admin.token)).body.success).toBe(true);
    expect((await readAsAdmin(cast, APK, added.id)).status_dictText).toBe('已下线');
  });

  it('publishes a version only above every released version code of its app', async () => {
    const released = (await addAs(cast, APK, apkBody({ appType: '0', versionCode: 500 }), cast.admin.token))
      .body.result;
    expect((await operate(cast, APK, 'publish', [released.id], cast.admin.token)).body.success).toBe(true);
    const older = (await addAs(cast, APK, apkBody({ appType: '0', versionCode: 500 }), cast.admin.token)).body
      .result;
    expect((await operate(cast, APK, 'publish', [older.id], cast.admin.token)).body).toMatchObject({
      success: false,
      message: '版本代码须大于已发布的版本代码（500）',
    });
    expect((await readAsAdmin(cast, APK, older.id)).status).toBe('0');
    const newer = (await addAs(cast, APK, apkBody({ appType: '0', versionCode: 501 }), cast.admin.token)).body
      .result;
    expect((await operate(cast, APK, 'publish', [newer.id], cast.admin.token)).body.success).toBe(true);
    expect(
      (await addAs(cast, APK, apkBody({ versionCode: 10, minVersionCode: 11 }), cast.admin.token)).body,
    ).toMatchObject({ success: false, message: '最低兼容版本代码：最低兼容版本代码不能大于版本代码' });
  });
});

describe('工程师行程', () => {
  it('shows an engineer only their own itineraries, the administrator all', async () => {
    const own = await addAs(cast, ITINERARY, itineraryBody(cast.engineer.expertId), cast.admin.token);
    const other = await addAs(cast, ITINERARY, itineraryBody(cast.otherEngineer.expertId), cast.admin.token);
    expect([own.body.success, other.body.success]).toEqual([true, true]);
    const mine = (await listAs(ITINERARY, cast.engineer.token)).result.records;
    expect(mine.map((row) => row.id)).toEqual([own.body.result.id]);
    expect(mine[0]).toMatchObject({
      status_dictText: '计划',
      transport_dictText: '单位派车',
      expertId_dictText: '赵工',
    });
    const all = (await listAs(ITINERARY, cast.admin.token)).result.records.map((row) => row.id);
    expect(all).toEqual(expect.arrayContaining([own.body.result.id, other.body.result.id]));
    expect(
      (await addAs(cast, ITINERARY, itineraryBody(cast.otherEngineer.expertId), cast.engineer.token)).body,
    ).toMatchObject({ success: false, message: '无权操作该数据' });
  });

  it('lets an engineer record the trip: departing stamps the time', async () => {
    const added = (await addAs(cast, ITINERARY, itineraryBody(cast.engineer.expertId), cast.engineer.token))
      .body;
    expect(added.success).toBe(true);
    expect(
      (await operate(cast, ITINERARY, 'depart', [added.result.id], cast.engineer.token)).body.success,
    ).toBe(true);
    const departed = await readAsAdmin(cast, ITINERARY, added.result.id);
    expect(departed).toMatchObject({ status: '1', status_dictText: '已出发' });
    expect(departed.departTime).toBeTruthy();
    expect(
      (await operate(cast, ITINERARY, 'depart', [added.result.id], cast.otherEngineer.token)).body.success,
    ).toBe(false);
  });
});

describe('文件下载', () => {
  it('lets engineers and enterprise users list and download the files, but only the administrator add them', async () => {
    const fileUrl = await storeFile(cast.app, cast.admin.token, PDF, '安全生产法.pdf');
    const added = await addAs(
      cast,
      FILES,
      { fileName: '中华人民共和国安全生产法', fileCategory: '1', fileUrl, status: '1' },
      cast.admin.token,
    );
    expect(added.body.success).toBe(true);
    for (const person of [cast.engineer, cast.owner]) {
      const rows = (await listAs(FILES, person.token)).result.records;
      expect(rows).toEqual([expect.objectContaining({ fileUrl, fileCategory_dictText: '法律法规' })]);
      expect((await fetchStatic(cast.app, fileUrl, { token: person.token })).status).toBe(200);
      expect(
        (await addAs(cast, FILES, { fileName: '自传文件', fileCategory: '9', fileUrl }, person.token)).body,
      ).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
    }
  });

  it('shows engineers and enterprise users only the files that are up (上架), the administrator all', async () => {
    const fileUrl = await storeFile(cast.app, cast.admin.token, PDF, '旧版制度.pdf');
    const down = await addAs(
      cast,
      FILES,
      { fileName: '已下架的旧版制度', fileCategory: '3', fileUrl, status: '0' },
      cast.admin.token,
    );
    expect(down.body.success).toBe(true);
    const query = { fileName: '已下架的旧版制度' };
    expect((await listAs(FILES, cast.admin.token, query)).result.records).toHaveLength(1);
    for (const person of [cast.engineer, cast.owner])
      expect((await listAs(FILES, person.token, query)).result.records).toEqual([]);
  });

  it('keeps the management pages from engineers and enterprise users', async () => {
    for (const person of [cast.engineer, cast.owner])
      for (const base of [APK, PICTURES, PUSH_LOG])
        expect((await listAs(base, person.token)).success, `${base}`).toBe(false);
  });
});

describe('应用图片 and 数据推送日志', () => {
  it('refuses a picture taken down before it goes up', async () => {
    const image = await storeFile(cast.app, cast.admin.token, PNG, '首页轮播.png');
    const body = {
      title: '安全生产月',
      imageUrl: image,
      position: '1',
      appType: '0',
      sortNo: 1,
      startTime: `${today()} 10:00:00`,
      endTime: `${today()} 09:00:00`,
    };
    expect((await addAs(cast, PICTURES, body, cast.admin.token)).body).toMatchObject({
      success: false,
      message: '下架时间：下架时间须晚于上架时间',
    });
    const added = await addAs(cast, PICTURES, { ...body, endTime: `${today()} 23:00:00` }, cast.admin.token);
    expect(added.body.result).toMatchObject({ status: '0' });
    await operate(cast, PICTURES, 'putOnline', [added.body.result.id], cast.admin.token);
    expect((await readAsAdmin(cast, PICTURES, added.body.result.id)).status_dictText).toBe('上架');
  });

  it('offers the push log for reading only', async () => {
    expect((await listAs(PUSH_LOG, cast.admin.token)).success).toBe(true);
    const log = {
      batchNo: 'B20260101',
      targetSystem: '1',
      bizType: '01',
      bizId: 'x',
      interfaceName: 'pushEnterprise',
      triggerType: '3',
      status: '2',
      requestTime: `${today()} 08:00:00`,
    };
    for (const action of ['add', 'edit']) {
      const reply = await cast.api.post<Row>(`${PUSH_LOG}/${action}`, log, { token: cast.admin.token });
      expect(reply.body.success, action).toBe(false);
      expect(reply.status, action).toBe(404);
    }
  });
});
