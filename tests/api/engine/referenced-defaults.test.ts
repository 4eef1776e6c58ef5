// `defaultFrom` as a client meets it through the API: a ticket added without its queue's name (a
// field declared `"defaultFrom": "queueId.name"` on a copy of the test ticket) stores the name of the
// queue it names — by add and by an import of several rows — and keeps a name it was given.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, editEntity, schemasCopy, startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const TICKET = '/test/ticket';
const QUEUE = '/test/ticketQueue';

let server: EngineServer;
let schemas: ReturnType<typeof schemasCopy>;
const queues: Record<string, string> = {};

beforeAll(async () => {
  schemas = schemasCopy((dir) =>
    editEntity(dir, 'ticket', (entity) => {
      (entity.fields as Row[]).push({
        key: 'queueName',
        label: '队列名称',
        type: 'string',
        length: 50,
        defaultFrom: 'queueId.name',
      });
    }),
  );
  server = await startEngineServer({ schemasDir: schemas.dir });
  for (const name of ['一线队列', '二线队列'])
    queues[name] = String((await add<Row>(server, QUEUE, { name })).id);
});
afterAll(async () => {
  await server.close();
  schemas.remove();
});

const storedNames = async () =>
  Object.fromEntries(
    (
      await sql<{
        title: string;
        queue_name: string | null;
      }>`select title, queue_name from test_ticket`.execute(server.raw)
    ).rows.map((row) => [row.title, row.queue_name]),
  );

async function importRows(rows: Record<string, string>[]) {
  const url = (path: string) => new URL(`${server.config.apiPrefix}${TICKET}/${path}`, server.baseUrl);
  const headers = { 'X-Access-Token': server.admin };
  const template = Buffer.from(await (await fetch(url('importTemplate'), { headers })).arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(3).values as unknown[]).map((v) => String(v ?? '').replace(/^\*/, ''));
  rows.forEach((row, i) => {
    for (const [label, value] of Object.entries(row))
      sheet.getRow(4 + i).getCell(header.indexOf(label)).value = value;
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), '工单.xlsx');
  const response = await fetch(url('importExcel'), { method: 'POST', headers, body: form });
  return (await response.json()) as { success: boolean; message: string };
}

describe('a default taken from the referenced record', () => {
  it('stores the queue’s name when a ticket is added without one, and keeps a name given', async () => {
    await add(server, TICKET, { title: '未填名称', queueId: queues['一线队列'] });
    await add(server, TICKET, { title: '填了名称', queueId: queues['一线队列'], queueName: '自拟名称' });
    await add(server, TICKET, { title: '无队列' });
    expect(await storedNames()).toMatchObject({ 未填名称: '一线队列', 填了名称: '自拟名称', 无队列: null });
  });

  it('fills every row of an import from its own queue', async () => {
    const reply = await importRows([
      { 标题: '导入一', 队列: '一线队列' },
      { 标题: '导入二', 队列: '二线队列' },
      { 标题: '导入三', 队列: '二线队列', 队列名称: '导入自拟' },
    ]);
    expect(reply.success, reply.message).toBe(true);
    expect(await storedNames()).toMatchObject({ 导入一: '一线队列', 导入二: '二线队列', 导入三: '导入自拟' });
  });
});
