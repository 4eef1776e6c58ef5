// 通告管理 over real HTTP: list with filters and paging, add/edit (drafts only), sanitised content,
// publish/revoke, delete, queryById visibility, readAll, 我的消息, and the permission codes (510).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementRecord, MyAnnouncementSend } from '../../src/shared/announcements/announcements';
import type { NotificationResult, PageResult } from '../../src/shared/api-types';
import { ApiClient } from './helpers/client';
import { createUser } from './helpers/fixtures';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let api: ApiClient;
let admin: string;
let readerId: string;
let reader: string;
let otherId: string;
let other: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  admin = await api.login();
  const db = server.app.services.db;
  readerId = await createUser(db, { username: 'reader', password: 'Right-pass-1', roleCodes: ['expert'] });
  otherId = await createUser(db, { username: 'other', password: 'Right-pass-1' });
  reader = await api.login('reader', 'Right-pass-1');
  other = await api.login('other', 'Right-pass-1');
});
afterAll(() => server.close());

const draft = (fields: Record<string, unknown> = {}) => ({
  titile: '停电通知',
  msgContent: '<p>明天<strong>停电</strong></p>',
  priority: 'H',
  msgCategory: '1',
  msgType: 'ALL',
  ...fields,
});

const list = (query: Record<string, string> = {}, token = admin) =>
  api.get<PageResult<AnnouncementRecord>>('/sys/annountCement/list', { token, query });

async function add(fields: Record<string, unknown> = {}): Promise<AnnouncementRecord> {
  const reply = await api.post('/sys/annountCement/add', draft(fields), { token: admin });
  expect(reply.body).toMatchObject({ success: true, message: '添加成功！' });
  const { records } = (await list({ titile: String(fields.titile ?? '停电通知') })).body.result;
  return records[0]!;
}

describe('add, list, edit, delete', () => {
  it('adds a draft and lists it with filters and paging', async () => {
    const row = await add({ titile: '列表通知甲' });
    expect(row).toMatchObject({ titile: '列表通知甲', sendStatus: '0', priority: 'H', sender: '管理员' });
    await add({ titile: '列表通知乙', priority: 'L', msgCategory: '2' });
    const byPriority = (await list({ priority: 'L', titile: '列表通知' })).body.result;
    expect(byPriority.records.map((r) => r.titile)).toEqual(['列表通知乙']);
    const paged = (await list({ titile: '*列表*', pageSize: '1', pageNo: '2' })).body.result;
    expect(paged).toMatchObject({ total: 2, size: 1, current: 2, pages: 2 });
    expect(paged.records).toHaveLength(1);
    const linked = await add({ titile: '跳转通知', openType: 'url', openPage: '/isystem/user?tab=1' });
    expect(linked).toMatchObject({ openType: 'url', openPage: '/isystem/user?tab=1' });
  });

  it('strips scripts, event handlers and javascript: URLs from the content', async () => {
    const hostile =
      '<p onclick="x()">正文<script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">链接</a><a href="https://example.com">好</a><iframe src="https://e.com"></iframe></p>';
    const row = await add({ titile: '恶意内容', msgContent: hostile });
    expect(row.msgContent).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(row.msgContent).toContain('正文');
    expect(row.msgContent).toContain('href="https://example.com"');
  });

  it('refuses bad input: missing title, unknown priority, USER without recipients, url without page', async () => {
    const cases: Array<[Record<string, unknown>, RegExp | string]> = [
      [{ titile: '' }, /.+/],
      [{ titile: '   ' }, /.+/],
      [{ priority: 'X' }, /.+/],
      [{ msgType: 'USER', userIds: '' }, '请选择接收用户'],
      [{ msgType: 'USER', userIds: 'nobody,' }, '接收用户不存在'],
      [{ openType: 'url', openPage: '' }, '请填写跳转地址'],
      [{ openType: 'url', openPage: 'javascript:alert(1)' }, '跳转地址须为本系统内以 / 开头的路径'],
      [{ openType: 'url', openPage: '//evil.example.com/x' }, '跳转地址须为本系统内以 / 开头的路径'],
      [{ startTime: '2026-11-25 10:00:00', endTime: '2026-11-24 10:00:00' }, '结束时间不能早于开始时间'],
      [{ startTime: 'tomorrow' }, /.+/],
    ];
    for (const [fields, message] of cases) {
      const reply = await api.post('/sys/annountCement/add', draft(fields), { token: admin });
      expect(reply.body.success, JSON.stringify(fields)).toBe(false);
      expect(reply.body.message).toMatch(message);
    }
  });

  it('edits drafts only and deletes one or a batch (trailing comma)', async () => {
    const row = await add({ titile: '待编辑' });
    const edited = await api.put(
      '/sys/annountCement/edit',
      { ...draft({ titile: '已编辑' }), id: row.id },
      { token: admin },
    );
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' });
    const missing = await api.put('/sys/annountCement/edit', { ...draft(), id: 'nope' }, { token: admin });
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应实体' });
    await api.get('/sys/annountCement/doReleaseData', { token: admin, query: { id: row.id } });
    const late = await api.put('/sys/annountCement/edit', { ...draft(), id: row.id }, { token: admin });
    expect(late.body).toMatchObject({ success: false, message: '只有未发布的通告可以编辑' });

    const a = await add({ titile: '删一' });
    const b = await add({ titile: '删二' });
    const c = await add({ titile: '删三' });
    const one = await api.request('DELETE', '/sys/annountCement/delete', {
      token: admin,
      query: { id: a.id },
    });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await api.request('DELETE', '/sys/annountCement/deleteBatch', {
      token: admin,
      query: { ids: `${b.id},${c.id},` },
    });
    expect(batch.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await list({ titile: '删' })).body.result.total).toBe(0);
    const blank = await api.request('DELETE', '/sys/annountCement/deleteBatch', {
      token: admin,
      query: { ids: ',' },
    });
    expect(blank.body).toMatchObject({ success: false, message: '参数不识别！' });
  });

  it('answers 510 to users without the button codes', async () => {
    const row = await add({ titile: '权限' });
    const calls = [
      list({}, reader),
      api.post('/sys/annountCement/add', draft(), { token: reader }),
      api.put('/sys/annountCement/edit', { ...draft(), id: row.id }, { token: reader }),
      api.request('DELETE', '/sys/annountCement/delete', { token: reader, query: { id: row.id } }),
      api.get('/sys/annountCement/doReleaseData', { token: reader, query: { id: row.id } }),
      api.get('/sys/annountCement/doReovkeData', { token: reader, query: { id: row.id } }),
    ];
    for (const reply of await Promise.all(calls))
      expect(reply.body).toMatchObject({ success: false, code: 510 });
    expect((await api.get('/sys/annountCement/list')).status).toBe(401);
  });
});

describe('publish, revoke, read', () => {
  const bell = (token: string) => api.get<NotificationResult>('/sys/annountCement/listByUser', { token });
  const byId = (id: string, token: string) =>
    api.get<AnnouncementRecord>('/sys/annountCement/queryById', { token, query: { id } });

  it('publishes to chosen users only, then revokes', async () => {
    const row = await add({ titile: '指定用户通知', msgType: 'USER', userIds: `${readerId},` });
    expect((await byId(row.id, reader)).body).toMatchObject({ success: false, message: '未找到对应实体' });
    const released = await api.get('/sys/annountCement/doReleaseData', {
      token: admin,
      query: { id: row.id },
    });
    expect(released.body).toMatchObject({ success: true, message: '该系统通知发布成功' });
    const again = await api.get('/sys/annountCement/doReleaseData', { token: admin, query: { id: row.id } });
    expect(again.body).toMatchObject({ success: false, message: '只有未发布的通告可以发布' });

    expect((await bell(reader)).body.result.anntMsgList.map((a) => a.titile)).toContain('指定用户通知');
    expect((await bell(other)).body.result.anntMsgList.map((a) => a.titile)).not.toContain('指定用户通知');
    expect((await byId(row.id, reader)).body.result).toMatchObject({
      titile: '指定用户通知',
      sendStatus: '1',
    });
    expect((await byId(row.id, other)).body).toMatchObject({ success: false, message: '未找到对应实体' });

    const revoked = await api.get('/sys/annountCement/doReovkeData', { token: admin, query: { id: row.id } });
    expect(revoked.body).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    expect((await bell(reader)).body.result.anntMsgList.map((a) => a.titile)).not.toContain('指定用户通知');
    const twice = await api.get('/sys/annountCement/doReovkeData', { token: admin, query: { id: row.id } });
    expect(twice.body).toMatchObject({ success: false, message: '只有已发布的通告可以撤销' });
  });

  it('lists my messages and marks them all read', async () => {
    const row = await add({ titile: '全员通知', msgType: 'ALL', msgCategory: '2' });
    await api.get('/sys/annountCement/doReleaseData', { token: admin, query: { id: row.id } });
    const mine = await api.get<PageResult<MyAnnouncementSend>>(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      {
        token: other,
        query: { titile: '全员', readFlag: '0' },
      },
    );
    expect(mine.body.result.records).toEqual([
      expect.objectContaining({ anntId: row.id, userId: otherId, titile: '全员通知', readFlag: '0' }),
    ]);
    const all = await api.put('/sys/sysAnnouncementSend/readAll', undefined, { token: other });
    expect(all.body).toMatchObject({ success: true, message: '全部已读' });
    expect((await bell(other)).body.result).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0 });
    const read = await api.get<PageResult<MyAnnouncementSend>>(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      {
        token: other,
        query: { readFlag: '1' },
      },
    );
    expect(read.body.result.records.map((r) => r.titile)).toContain('全员通知');
  });
});
