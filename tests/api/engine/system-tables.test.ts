// Entities on tables the system migrations own (systemTable): positions and the system log. The
// engine serves them like any entity but never changes the table, fills only the audit columns the
// table has, keeps undeclared columns out of every result and offers only the declared actions.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import type { FieldDefinition } from '../../../src/shared/schema-language/entity';
import { createTestDatabase, startTestApp } from '../helpers/test-app';
import { editEntity, schemasCopy, startEngineServer, TEST_HOOKS } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;

let server: EngineServer;
beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

const get = (path: string, query: Record<string, string> = {}) =>
  server.api.get<PageResult<Row>>(path, { token: server.admin, query });
const post = (path: string, body: unknown) => server.api.post<Row>(path, body, { token: server.admin });

describe('positions (sys_position)', () => {
  it('adds a position with the audit columns the table has and lists it with its rank text', async () => {
    const reply = await post('/sys/position/add', { code: 'safety-officer', name: '安全员', postRank: '3' });
    expect(reply.body).toMatchObject({ success: true, message: '添加成功！' });
    const list = await get('/sys/position/list', { name: '*安全*' });
    expect(list.body.result.records).toEqual([
      expect.objectContaining({
        code: 'safety-officer',
        name: '安全员',
        postRank: '3',
        postRank_dictText: '中级',
        createBy: 'admin',
      }),
    ]);
  });

  it('refuses a taken code and a code outside the pattern with their messages, saving nothing', async () => {
    const taken = await post('/sys/position/add', { code: 'safety-officer', name: '另一个', postRank: '1' });
    expect(taken.body).toMatchObject({ success: false, message: '职务编码：该职务编码已存在' });
    const bad = await post('/sys/position/add', { code: '安全 员', name: '安全员', postRank: '1' });
    expect(bad.body.success).toBe(false);
    expect(JSON.stringify(bad.body)).toContain('职务编码只能包含字母、数字、下划线和短横线');
    const list = await get('/sys/position/list');
    expect(list.body.result.total).toBe(1);
  });
});

describe('dictionaries (sys_dict with sys_dict_item)', () => {
  const items = async (code: string) =>
    (await server.api.get<Row[]>(`/sys/dict/getDictItems/${code}`, { token: server.admin })).body.result;

  it('adds a dictionary with its items in order, served at once by getDictItems', async () => {
    await items('sex'); // fills the dictionary cache first
    const reply = await post('/sys/dict/add', {
      dictName: '检查结论',
      dictCode: 'check_result',
      sysDictItemList: [
        { itemText: '合格', itemValue: 'pass', status: 1 },
        { itemText: '不合格', itemValue: 'fail', itemColor: '#f5222d', status: 1 },
      ],
    });
    expect(reply.body).toMatchObject({ success: true });
    expect(await items('check_result')).toEqual([
      expect.objectContaining({ value: 'pass', text: '合格' }),
      expect.objectContaining({ value: 'fail', text: '不合格', color: '#f5222d' }),
    ]);
  });

  it('drops a disabled item from the options after an edit', async () => {
    const [dict] = (await get('/sys/dict/list', { dictCode: 'check_result' })).body.result.records;
    const sub = await server.api.get<Row[]>('/sys/dict/querySysDictItemByMainId', {
      token: server.admin,
      query: { id: String(dict!.id) },
    });
    const rows = sub.body.result.map((row) => (row.itemValue === 'fail' ? { ...row, status: 0 } : row));
    const reply = await server.api.put(
      '/sys/dict/edit',
      { ...dict, sysDictItemList: rows },
      { token: server.admin },
    );
    expect(reply.body).toMatchObject({ success: true });
    expect((await items('check_result')).map((item) => item.value)).toEqual(['pass']);
  });

  it('refuses a repeated item value and a taken dictionary code, saving nothing', async () => {
    const repeated = await post('/sys/dict/add', {
      dictName: '重复',
      dictCode: 'repeated_values',
      sysDictItemList: [
        { itemText: '一', itemValue: '1', status: 1 },
        { itemText: '二', itemValue: '1', status: 1 },
      ],
    });
    expect(repeated.body.success).toBe(false);
    expect(JSON.stringify(repeated.body)).toContain('该数据值已存在');
    const taken = await post('/sys/dict/add', { dictName: '性别', dictCode: 'sex', sysDictItemList: [] });
    expect(taken.body).toMatchObject({ success: false, message: '字典编码：该字典编码已存在' });
    expect((await get('/sys/dict/list', { dictCode: 'repeated_values' })).body.result.total).toBe(0);
  });
});

describe('the system log (sys_log)', () => {
  it('lists the login of the admin with the log type text and no undeclared column', async () => {
    const list = await get('/sys/log/list', { logType: '1', username: 'admin' });
    expect(list.body.success).toBe(true);
    const row = list.body.result.records[0]!;
    expect(row).toMatchObject({ logType: 1, logType_dictText: '登录日志', username: 'admin' });
    // A login entry carries no request parameters (operation entries hold them redacted, see
    // tests/api/monitor); userid is a column no field declares.
    expect(row.requestParam).toBeNull();
    expect(row).not.toHaveProperty('userid');
    expect(row).not.toHaveProperty('updateTime');
  });

  // Deleting is JeecgBoot's 日志管理 delete / deleteBatch (tests/api/compatibility/log-delete.test.ts).
  it('has no endpoint to add, edit or import log rows', async () => {
    const id = String((await get('/sys/log/list')).body.result.records[0]!.id);
    const replies = [
      await post('/sys/log/add', { logType: 1, logContent: '伪造' }),
      await server.api.put('/sys/log/edit', { id, logContent: '改写' }, { token: server.admin }),
      await post('/sys/log/importExcel', {}),
    ];
    for (const reply of replies) expect(reply.body).toMatchObject({ success: false, code: 404 });
    const after = await server.api.get<Row>('/sys/log/queryById', { token: server.admin, query: { id } });
    expect(after.body.result.logContent).not.toBe('改写');
  });
});

describe('schema sync on a system table', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  it('refuses a declared column the table lacks, naming the migration, instead of adding it', async () => {
    const database = await createTestDatabase();
    const copy = schemasCopy((dir) =>
      editEntity(dir, 'sysPosition', (entity) => {
        (entity.fields as FieldDefinition[]).push({ key: 'dutyText', label: '职责', type: 'text' });
      }),
    );
    cleanups.push(() => database.drop(), copy.remove);
    const error = (await startTestApp({}, { database, schemasDir: copy.dir, hooks: TEST_HOOKS }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.name).toBe('SchemaSyncError');
    expect(error.message).toContain(
      'entity "sysPosition" field "dutyText": column sys_position.duty_text is missing in the database but the schema asks for text. System tables change only through a migration in src/server/db/migrations.',
    );
  });
});
