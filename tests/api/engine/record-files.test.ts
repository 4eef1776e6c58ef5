// Files belong to records: a stored path saved in a file, image or signature field (or attached to
// an operation step) is linked to that record, and reading the file is reading the record — by the
// token header or by the static-file cookie an <img> sends. A save may take only the user's own
// unlinked uploads or the record's own files; whatever a save drops is unlinked, and the nightly
// job removes unlinked files a day later.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/shared/date-format';
import type { PageResult } from '../../../src/shared/api-types';
import type { OperationResult } from '../../../src/shared/engine-operations';
import { JOB_STATUS } from '../../../src/shared/jobs/jobs-api';
import { UPLOAD_TEXTS } from '../../../src/shared/uploads';
import { STORED_FILE_MESSAGES } from '../../../src/shared/validation/stored-files';
import { STATIC_TOKEN_COOKIE } from '../../../src/server/auth/static-cookie';
import { addUserToTenant, createTenant } from '../helpers/fixtures';
import { runJobOnce } from '../helpers/job-runs';
import { PDF, PNG, fetchStatic, fetchStored, storeFile } from '../helpers/uploads';
import type { StaticReader } from '../helpers/uploads';
import {
  expertRow,
  add,
  createRoleWithCodes,
  editEntity,
  schemasCopy,
  serviceOrgBody,
  startEngineServer,
  userWith,
} from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
type User = { token: string; id: string; username: string };
const TICKET = '/test/ticket';
const TENANT = 7;
const IN_TENANT = { 'tenant-id': String(TENANT) };
const DAY_MS = 24 * 60 * 60 * 1000;

let server: EngineServer;
let schemas: ReturnType<typeof schemasCopy>;
/** Users holding the clerk role see only tickets of these queues (a data rule on queueId). */
let clerkQueues: string[] = [];
let editor: User;
let reader: User;
let outsider: User;
let stranger: User;
let clerk: User;
let queueA: Row;
let queueB: Row;

beforeAll(async () => {
  // The test ticket with an uploader and a signature, and a data rule on its queue.
  schemas = schemasCopy((dir) =>
    editEntity(dir, 'ticket', (ticket) => {
      (ticket.fields as Row[]).push(
        { key: 'files', label: '附件', type: 'string', length: 1000, form: { control: 'upload' } },
        { key: 'signature', label: '签名', type: 'string', length: 200, form: { control: 'signature' } },
      );
      ticket.dataRules = [{ hook: 'testClerkQueues', field: 'queueId' }];
    }),
  );
  server = await startEngineServer({
    schemasDir: schemas.dir,
    hooks: {
      dataRules: {
        testClerkQueues: {
          roles: ['queueClerk'],
          checkSchemas: () => null,
          allowedValues: async () => clerkQueues,
        },
      },
    },
  });
  const codes = ['list', 'add', 'edit', 'delete', 'submit', 'resolve'].map((c) => `test:ticket:${c}`);
  await createRoleWithCodes(server.db, 'fileEditor', [...codes, 'nanli:serviceOrg:list']);
  await createRoleWithCodes(server.db, 'fileReader', ['test:ticket:list', 'nanli:serviceOrg:list']);
  await createRoleWithCodes(server.db, 'queueClerk', []);
  await createTenant(server.db, TENANT, '租户七');
  editor = await userWith(server, ['fileEditor']);
  reader = await userWith(server, ['fileReader']);
  outsider = await userWith(server, []);
  stranger = await userWith(server, ['fileReader']);
  clerk = await userWith(server, ['fileReader', 'queueClerk']);
  const admin = await server.db
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  for (const user of [editor, reader, outsider, clerk, admin])
    await addUserToTenant(server.db, user.id, TENANT);
  const queue = async (name: string) =>
    (
      await server.api.post<Row>(
        '/test/ticketQueue/add',
        { name },
        { token: server.admin, headers: IN_TENANT },
      )
    ).body.result;
  queueA = await queue('甲队列');
  queueB = await queue('乙队列');
  clerkQueues = [String(queueA.id)];
});
afterAll(async () => {
  await server.close();
  schemas.remove();
});

const upload = (user: User, bytes: Buffer, name: string, biz = 'jeecg') =>
  storeFile(server, user.token, bytes, name, biz, IN_TENANT);
const save = (mode: 'add' | 'edit', body: Row, user = editor) =>
  server.api.request<Row>(mode === 'add' ? 'POST' : 'PUT', `${TICKET}/${mode}`, {
    token: user.token,
    headers: IN_TENANT,
    body,
  });
async function newTicket(fields: Row): Promise<Row> {
  const reply = await save('add', { title: '巡检记录', queueId: queueB.id, ...fields });
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result;
}
const stored = (ticket: Row) =>
  server.api
    .get<Row>(`${TICKET}/queryById`, {
      token: server.admin,
      headers: IN_TENANT,
      query: { id: String(ticket.id) },
    })
    .then((reply) => reply.body.result);
const fileRow = (storedPath: string) =>
  server.db.selectFrom('sysFile').selectAll().where('storedPath', '=', storedPath).executeTakeFirst();

async function expectServed(storedPath: string, who: StaticReader, bytes: Buffer) {
  const response = await fetchStored(server, storedPath, who);
  expect(response.status, storedPath).toBe(200);
  expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
}

/** Refused with the reason, no content, and nothing about where the file lives. */
async function expectRefused(storedPath: string, who: StaticReader) {
  const response = await fetchStored(server, storedPath, who);
  expect(response.status, storedPath).toBe(403);
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({ success: false, message: UPLOAD_TEXTS.readForbidden });
  expect(text).not.toContain('%PDF');
  expect(text).not.toContain(storedPath.slice(0, storedPath.lastIndexOf('/')));
}

describe('reading a file linked to a record', () => {
  it('serves it to whoever may read the record now, by header or cookie, and refuses everyone else', async () => {
    const report = await upload(editor, PDF, '处理报告.pdf');
    const signature = await upload(editor, PNG, 'signature.png', 'signature');
    const ticket = await newTicket({ files: report, signature });
    expect(await fileRow(report)).toMatchObject({
      entity: 'ticket',
      recordId: ticket.id,
      fieldKey: 'files',
      tenantId: TENANT,
      uploaderId: editor.id,
      originalName: '处理报告.pdf',
      fileSize: PDF.length,
      contentType: 'application/pdf',
    });
    expect(await fileRow(signature)).toMatchObject({ recordId: ticket.id, fieldKey: 'signature' });

    // An <img> sends the cookie and no tenant-id: the file is read in its record's tenant.
    await expectServed(report, { cookie: reader.token }, PDF);
    await expectServed(report, { token: reader.token, headers: IN_TENANT }, PDF);
    await expectServed(signature, { cookie: editor.token }, PNG);
    await expectRefused(report, { cookie: outsider.token }); // no permission on tickets
    await expectRefused(report, { cookie: stranger.token }); // not of the record's tenant
    await expectRefused(signature, { token: clerk.token }); // outside the clerk's data rules

    const inClerkQueue = await newTicket({ queueId: queueA.id, files: await upload(editor, PDF, '甲.pdf') });
    await expectServed(String(inClerkQueue.files), { cookie: clerk.token }, PDF);
  });

  it('needs a session, and never takes the token from the address', async () => {
    const ticket = await newTicket({ files: await upload(editor, PDF, 'a.pdf') });
    const storedPath = String(ticket.files);
    expect((await fetchStored(server, storedPath)).status).toBe(401);
    expect((await fetchStatic(server, `${storedPath}?token=${reader.token}`)).status).toBe(401);
    expect((await fetchStatic(server, `${storedPath}?X-Access-Token=${reader.token}`)).status).toBe(401);
  });

  it('serves a sub-table row’s file to whoever may read its main record', async () => {
    const image = await storeFile(server, server.admin, PNG, '签名.png');
    const org = await add(server, '/nanli/serviceOrg', {
      ...serviceOrgBody(),
      expertList: [expertRow({ signImage: image })],
    });
    const row = await fileRow(image);
    expect(row).toMatchObject({ entity: 'expert', fieldKey: 'signImage' });
    expect(row!.recordId).not.toBe(org.id);
    await expectServed(image, { cookie: reader.token }, PNG);
    await expectRefused(image, { cookie: outsider.token });

    // The row goes: its file is unlinked, and only its uploader reads it now.
    const edited = await server.api.put<Row>(
      '/nanli/serviceOrg/edit',
      { id: org.id, expertList: [] },
      { token: server.admin },
    );
    expect(edited.body.success, edited.body.message).toBe(true);
    expect(await fileRow(image)).toMatchObject({ entity: null, recordId: null, fieldKey: null });
    await expectRefused(image, { cookie: reader.token });
    await expectServed(image, { cookie: server.admin }, PNG);
  });
});

describe('reading an unlinked file', () => {
  it('is its uploader’s alone; an avatar is any signed-in user’s', async () => {
    const draft = await upload(editor, PDF, '草稿.pdf');
    await expectServed(draft, { cookie: editor.token }, PDF);
    await expectRefused(draft, { cookie: reader.token });
    await expectRefused(draft, { token: server.admin });

    const avatar = await upload(reader, PNG, 'me.png', 'avatar');
    await expectServed(avatar, { cookie: outsider.token }, PNG);
  });
});

describe('saving files with a record', () => {
  it('refuses another user’s upload, another record’s file, an avatar or an unknown path, changing nothing', async () => {
    const othersUpload = await upload(reader, PDF, '别人的.pdf');
    const first = await newTicket({ files: await upload(editor, PDF, '第一.pdf') });
    const second = await newTicket({ files: await upload(editor, PDF, '第二.pdf') });
    const avatar = await upload(editor, PNG, 'me.png', 'avatar');
    const unknown = 'jeecg/0123456789abcdef0123456789abcdef/不存在.pdf';

    for (const [files, name] of [
      [othersUpload, '别人的.pdf'],
      [String(first.files), '第一.pdf'],
      [avatar, 'me.png'],
      [unknown, '不存在.pdf'],
    ]) {
      const added = await save('add', { title: '不应保存', queueId: queueB.id, files });
      expect(added.body, files).toMatchObject({ success: false, message: UPLOAD_TEXTS.notForRecord(name!) });
      const edited = await save('edit', { id: second.id, files: `${files},${String(second.files)}` });
      expect(edited.body.success, files).toBe(false);
    }
    const titled = await server.api.get<PageResult<Row>>(`${TICKET}/list`, {
      token: server.admin,
      headers: IN_TENANT,
      query: { title: '不应保存' },
    });
    expect(titled.body.result.total).toBe(0);
    expect((await stored(second)).files).toBe(second.files);
    expect(await fileRow(othersUpload)).toMatchObject({ entity: null, uploaderId: reader.id });
    expect(await fileRow(String(first.files))).toMatchObject({ recordId: first.id, fieldKey: 'files' });
    expect(await fileRow(String(second.files))).toMatchObject({ recordId: second.id, fieldKey: 'files' });

    // One file is held by one field of one record.
    const image = await upload(editor, PNG, '两处.png');
    const twice = await save('add', {
      title: '不应保存',
      queueId: queueB.id,
      files: image,
      signature: image,
    });
    expect(twice.body).toMatchObject({ success: false, message: UPLOAD_TEXTS.notForRecord('两处.png') });
    expect(await fileRow(image)).toMatchObject({ entity: null });
  });

  it('unlinks a path the save takes out of a field, and the files of a deleted record', async () => {
    const kept = await upload(editor, PDF, '保留.pdf');
    const dropped = await upload(editor, PDF, '移除.pdf');
    const ticket = await newTicket({ files: `${kept},${dropped}` });
    // Saving again what the record holds changes nothing; a title-only edit leaves files alone.
    expect((await save('edit', { id: ticket.id, files: `${kept},${dropped}` })).body.success).toBe(true);
    expect((await save('edit', { id: ticket.id, title: '改标题' })).body.success).toBe(true);
    expect(await fileRow(dropped)).toMatchObject({ recordId: ticket.id });

    expect((await save('edit', { id: ticket.id, files: kept })).body.success).toBe(true);
    const unlinked = await fileRow(dropped);
    expect(unlinked).toMatchObject({ entity: null, recordId: null, fieldKey: null });
    expect(unlinked!.linkedTime).not.toBeNull();
    await expectRefused(dropped, { cookie: reader.token });
    await expectServed(dropped, { cookie: editor.token }, PDF);
    await expectServed(kept, { cookie: reader.token }, PDF);

    const removed = await server.api.request('DELETE', `${TICKET}/delete`, {
      token: editor.token,
      headers: IN_TENANT,
      query: { id: String(ticket.id) },
    });
    expect(removed.body.success, removed.body.message).toBe(true);
    expect(await fileRow(kept)).toMatchObject({ entity: null, recordId: null });
  });

  it('keeps a signature as one stored image', async () => {
    const document = await upload(editor, PDF, '签名.pdf');
    const images = [
      await upload(editor, PNG, 'a.png', 'signature'),
      await upload(editor, PNG, 'b.png', 'signature'),
    ];
    for (const signature of [document, images.join(','), 'https://evil.example/s.png']) {
      const reply = await save('add', { title: '签名校验', queueId: queueB.id, signature });
      expect(reply.body, signature).toMatchObject({
        success: false,
        message: `签名：${STORED_FILE_MESSAGES.notSignature}`,
      });
    }
    const ticket = await newTicket({ signature: images[0] });
    expect((await stored(ticket)).signature).toBe(images[0]);
  });
});

describe('files attached to an operation step', () => {
  const operate = (name: string, body: Row) =>
    server.api.post<OperationResult>(`${TICKET}/operation/${name}`, body, {
      token: editor.token,
      headers: IN_TENANT,
    });

  it('are linked to the record, and another user’s upload refuses the step', async () => {
    const ticket = await newTicket({});
    expect((await operate('submit', { ids: [ticket.id] })).body.success).toBe(true);
    const foreign = await upload(reader, PDF, '别人的附件.pdf');
    const refused = await operate('resolve', {
      ids: [ticket.id],
      values: { resolution: '已修复' },
      attachments: foreign,
    });
    expect(refused.body).toMatchObject({
      success: false,
      message: UPLOAD_TEXTS.notForRecord('别人的附件.pdf'),
    });
    expect((await stored(ticket)).state).toBe('20');
    expect(await fileRow(foreign)).toMatchObject({ entity: null });

    const attachment = await upload(editor, PDF, '现场照片说明.pdf');
    const resolved = await operate('resolve', {
      ids: [ticket.id],
      values: { resolution: '已修复' },
      attachments: attachment,
    });
    expect(resolved.body.success, resolved.body.message).toBe(true);
    expect(await fileRow(attachment)).toMatchObject({
      entity: 'ticket',
      recordId: ticket.id,
      fieldKey: '$flow',
    });
    await expectServed(attachment, { cookie: reader.token }, PDF);
    await expectRefused(attachment, { cookie: stranger.token });
  });
});

describe('the nightly cleanup of unlinked files', () => {
  const onDisk = (storedPath: string) => existsSync(path.join(server.config.dataDir, 'upload', storedPath));
  const age = (storedPath: string, column: 'create_time' | 'linked_time') =>
    sql`update sys_file set ${sql.ref(column)} = ${formatDateTime(Date.now() - 2 * DAY_MS)} where stored_path = ${storedPath}`.execute(
      server.raw,
    );

  it('removes only files unlinked for over a day, row and file', async () => {
    const old = await upload(editor, PDF, '旧草稿.pdf');
    const recent = await upload(editor, PDF, '新草稿.pdf');
    const oldAvatar = await upload(editor, PNG, 'me.png', 'avatar');
    const linked = await upload(editor, PDF, '已关联.pdf');
    const justDropped = await upload(editor, PDF, '刚移除.pdf');
    const ticket = await newTicket({ files: `${linked},${justDropped}` });
    expect((await save('edit', { id: ticket.id, files: linked })).body.success).toBe(true);
    for (const storedPath of [old, oldAvatar, linked, justDropped]) await age(storedPath, 'create_time');
    await age(linked, 'linked_time');

    const job = await server.db
      .withTables<{ sysQuartzJob: { id: string; jobClassName: string; status: number } }>()
      .selectFrom('sysQuartzJob')
      .select(['id', 'status'])
      .where('jobClassName', '=', 'purgeUnlinkedFiles')
      .executeTakeFirstOrThrow();
    expect(job.status).toBe(JOB_STATUS.running);
    const run = await runJobOnce(server.api, server.admin, job.id);
    expect(run).toMatchObject({ status: 'success', message: '已清理未关联记录的文件1个' });

    expect(await fileRow(old)).toBeUndefined();
    expect(onDisk(old)).toBe(false);
    for (const storedPath of [recent, oldAvatar, linked, justDropped]) {
      expect(await fileRow(storedPath), storedPath).toBeDefined();
      expect(onDisk(storedPath), storedPath).toBe(true);
    }
  });
});

describe('the static-file cookie', () => {
  it('is set by login for the static prefix (and the PDF preview page) only, HttpOnly and SameSite=Strict, and cleared by logout', async () => {
    const login = await server.api.loginReply<{ token: string }>(reader.username, 'Passw0rd!');
    const cookie = login.headers.get('set-cookie') ?? '';
    const prefix = `${server.config.apiPrefix}/sys/common/static/`;
    expect(cookie).toContain(`${STATIC_TOKEN_COOKIE}=${login.body.result.token}`);
    expect(cookie).toContain(`Path=${prefix}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');

    // No other route takes it.
    const profile = await server.api.get('/sys/user/getCurrentUser', {
      headers: { cookie: `${STATIC_TOKEN_COOKIE}=${login.body.result.token}` },
    });
    expect(profile.status).toBe(401);

    const logout = await server.api.post('/sys/logout', undefined, { token: login.body.result.token });
    expect(logout.headers.get('set-cookie')).toContain(`${STATIC_TOKEN_COOKIE}=;`);
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
    const avatar = await upload(editor, PNG, 'me.png', 'avatar');
    expect((await fetchStored(server, avatar, { cookie: login.body.result.token })).status).toBe(401);
  });
});
