// Hostile or malformed requests get a clear answer, never the generic failure, and change nothing:
// page numbers past any offset the databases take, whole numbers an integer column cannot hold,
// query parameters given twice, dates the calendar lacks, an export's unknown sort column, multipart
// bodies that are not well-formed forms, and rich text smuggled in an array.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/shared/api-types';
import { PNG } from './helpers/uploads';
import { add, enterpriseBody, startEngineServer } from './engine/support';
import type { EngineServer } from './engine/support';

type Row = Record<string, unknown>;
const ENTERPRISE = '/nanli/enterprise';
const GENERIC_FAILURE = /操作失败/;

let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
  await add(server, ENTERPRISE, enterpriseBody());
});
afterAll(() => server.close());

const list = (path: string, query: Record<string, string>) =>
  server.api.get<PageResult<Row>>(path, { token: server.admin, query });

async function rawGet(pathAndQuery: string) {
  const response = await fetch(new URL(`${server.config.apiPrefix}${pathAndQuery}`, server.baseUrl), {
    headers: { 'X-Access-Token': server.admin },
  });
  return (await response.json()) as { success: boolean; code: number; message: string; result: unknown };
}

async function postRaw(path: string, body: string, contentType: string) {
  const response = await fetch(new URL(`${server.config.apiPrefix}${path}`, server.baseUrl), {
    method: 'POST',
    headers: { 'X-Access-Token': server.admin, 'content-type': contentType },
    body,
  });
  return (await response.json()) as { success: boolean; code: number; message: string };
}

async function postFile(path: string, bytes: Buffer, name?: string) {
  const form = new FormData();
  // No third argument: the part goes without a file name ("blob"), so set it by hand where wanted.
  form.append('file', new Blob([new Uint8Array(bytes)]), name ?? '');
  const response = await fetch(new URL(`${server.config.apiPrefix}${path}`, server.baseUrl), {
    method: 'POST',
    headers: { 'X-Access-Token': server.admin },
    body: form,
  });
  return (await response.json()) as { success: boolean; code: number; message: string };
}

describe('page numbers', () => {
  it('answers an empty page for a page number past every offset, on every list', async () => {
    const huge = '99999999999999999999';
    const engine = await list(`${ENTERPRISE}/list`, { pageNo: huge });
    expect(engine.body).toMatchObject({ success: true });
    expect(engine.body.result.records).toEqual([]);
    expect(engine.body.result.total).toBe(1);
    for (const path of [
      '/sys/log/list',
      '/sys/role/list',
      '/sys/tenant/list',
      '/sys/user/list',
      '/sys/quartzJob/list',
      '/sys/annountCement/list',
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    ]) {
      const reply = await list(path, { pageNo: huge, pageSize: '1000' });
      expect(reply.body.message, path).not.toMatch(GENERIC_FAILURE);
      expect(reply.body.success, path).toBe(true);
      expect(reply.body.result.records, path).toEqual([]);
    }
  });

  it('still answers the pages that exist', async () => {
    const first = await list(`${ENTERPRISE}/list`, { pageNo: '1', pageSize: '10' });
    expect(first.body.result.records).toHaveLength(1);
    expect(first.body.result.current).toBe(1);
  });
});

describe('sort columns', () => {
  it('refuses an unknown sort column of an export with the list’s message, before the download', async () => {
    const exported = await rawGet(`${ENTERPRISE}/exportXls?column=nonexistent`);
    expect(exported).toMatchObject({ success: false, message: '不支持按“nonexistent”排序' });
    const listed = await rawGet(`${ENTERPRISE}/list?column=nonexistent`);
    expect(listed).toMatchObject({ success: false, message: '不支持按“nonexistent”排序' });
  });
});

describe('query parameters given twice', () => {
  it('refuses them on hand-written routes with the field format message, whatever the name', async () => {
    for (const [path, name] of [
      ['/nanli/map/overview?districtCode=450102&districtCode=450103', 'districtCode'],
      ['/nanli/map/overview?bbox=1&bbox=2', 'bbox'],
      ['/nanli/map/enterprise?id=a&id=b', 'id'],
      ['/nanli/map/appointments?date=2024-01-01&date=2024-01-02', 'date'],
      ['/nanli/map/itineraries?date=2024-01-01&date=2024-01-02', 'date'],
      ['/sys/user/list?roleId=a&roleId=b', 'roleId'],
      ['/sys/user/userRoleList?roleId=r&workNo=a&workNo=b', 'workNo'],
      ['/sys/user/departUserList?depId=d&roleCode=a&roleCode=b', 'roleCode'],
    ] as const) {
      expect(await rawGet(path), path).toMatchObject({
        success: false,
        message: `请求参数不正确：${name} 格式不正确`,
      });
    }
    expect((await list('/nanli/map/overview', { districtCode: '450102' })).body.success).toBe(true);
  });

  it('reads them on entity lists as one comma-joined text (JeecgBoot’s String parameter)', async () => {
    const names = await rawGet(`${ENTERPRISE}/list?enterpriseName=a&enterpriseName=b`);
    expect(names).toMatchObject({ success: true, result: { records: [] } });
  });
});

describe('dates that are not dates', () => {
  it('refuses a day the calendar does not have with the field format message', async () => {
    for (const path of ['/nanli/map/appointments', '/nanli/map/itineraries']) {
      for (const date of ['2024-13-45', '2024-02-30']) {
        const reply = await list(path, { date });
        expect(reply.body, path).toMatchObject({
          success: false,
          message: '请求参数不正确：date 格式不正确',
        });
      }
      expect((await list(path, { date: '2024-02-29' })).body.success, path).toBe(true);
    }
  });
});

describe('whole numbers beyond an integer column', () => {
  it('matches no user for a status no column holds, and no tenant for such a tenant id', async () => {
    const users = await list('/sys/user/list', { status: '3000000000' });
    expect(users.body).toMatchObject({ success: true, result: { records: [], total: 0 } });
    const reply = await server.api.get(`${ENTERPRISE}/list`, {
      token: server.admin,
      headers: { 'tenant-id': '99999999999' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ success: false, message: '用户租户信息变更,请重新登陆!' });
  });

  it('refuses a filter value the column cannot hold with the filter message', async () => {
    const reply = await list(`${ENTERPRISE}/list`, { employeeCount: '-99999999999' });
    expect(reply.body).toMatchObject({
      success: false,
      message: '查询条件“从业人员数”的值不正确：数值超出允许范围',
    });
    const advanced = await list(`${ENTERPRISE}/list`, {
      superQueryParams: JSON.stringify([{ field: 'employeeCount', rule: 'gt', val: '2147483648' }]),
    });
    expect(advanced.body).toMatchObject({
      success: false,
      message: '查询条件“从业人员数”的值不正确：数值超出允许范围',
    });
    // The largest value an integer column holds is still a filter.
    expect((await list(`${ENTERPRISE}/list`, { employeeCount: '2147483647' })).body.success).toBe(true);
  });

  it('refuses such a value on a write with the field message and saves nothing', async () => {
    const dicts = await list('/sys/dict/list', { pageSize: '1' });
    const dictId = String(dicts.body.result.records[0]!.id);
    const reply = await server.api.post(
      '/sys/dictItem/add',
      { dictId, itemText: '超大排序', itemValue: 'hostile-sort', sortOrder: 3_000_000_000, status: 1 },
      { token: server.admin },
    );
    expect(reply.body).toMatchObject({
      success: false,
      message: '排序：数值超出允许范围',
      result: { fields: { sortOrder: '数值超出允许范围' } },
    });
    const saved = await sql<{ n: number | string }>`select count(*) as n from sys_dict_item
      where item_value = 'hostile-sort'`.execute(server.raw);
    expect(Number(saved.rows[0]!.n)).toBe(0);
  });
});

describe('multipart bodies', () => {
  const boundary = '----hostile';
  const type = `multipart/form-data; boundary=${boundary}`;
  const filePart = (name: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n${content}\r\n`;

  it('stores an upload whose part has no file name under a fallback name', async () => {
    const reply = await postFile('/sys/common/upload', PNG);
    expect(reply).toMatchObject({ success: true });
    expect(reply.message).toMatch(/^temp\/[a-f0-9]{32}\/[\w-]+\.png$/);
    const nameless = await postRaw(
      '/sys/common/upload',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: text/plain\r\n\r\nabc\r\n--${boundary}--\r\n`,
      type,
    );
    expect(nameless.message).not.toMatch(GENERIC_FAILURE);
  });

  it('refuses a body cut short, one without its boundary and one with too many fields', async () => {
    const cutShort = `${filePart('a.txt', 'abc').slice(0, -2)}`;
    const tooManyFields =
      Array.from(
        { length: 50 },
        (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
      ).join('') +
      filePart('a.txt', 'abc') +
      `--${boundary}--\r\n`;
    for (const [body, contentType] of [
      [cutShort, type],
      ['garbage', 'multipart/form-data'],
      [tooManyFields, type],
    ] as const) {
      expect(await postRaw('/sys/common/upload', body, contentType)).toMatchObject({
        success: false,
        message: '上传失败！',
      });
      expect(await postRaw(`${ENTERPRISE}/importExcel`, body, contentType)).toMatchObject({
        success: false,
        message: '文件导入失败:文件读取失败，请重新上传',
      });
      expect(await postRaw('/sys/user/importExcel', body, contentType)).toMatchObject({
        success: false,
        message: '文件导入失败:文件读取失败，请重新上传',
      });
    }
  });
});

describe('rich text', () => {
  it('sanitises HTML sent as an array as well as a string', async () => {
    const saved = await add(server, '/nanli/riskType', {
      code: '77',
      name: '数组富文本',
      guidance: ['<p>说明</p><img src=x onerror=alert(1)>', '<script>alert(2)</script>'],
    });
    const reply = await server.api.get<Row>('/nanli/riskType/queryById', {
      token: server.admin,
      query: { id: String(saved.id) },
    });
    const stored = String(reply.body.result.guidance);
    expect(stored).toContain('<p>说明</p>');
    expect(stored).not.toMatch(/onerror|<script|alert\(2\)/);
  });
});
