// GET /sys/annountCement/syncNotic as a JeecgBoot 2.4 client calls it: with anntId a publisher sends a
// published announcement's socket message again; without, the caller's own bells reload (after 全部已读).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { publishAnnouncement } from '../helpers/notices';
import { openSocket, opened } from '../helpers/sockets';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

const SYNC = '/sys/annountCement/syncNotic';
let server: TestApp;
let api: ApiClient;
let admin: string;
let readerId: string;
let reader: string;
let otherId: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  admin = await api.login();
  const db = server.app.services.db;
  readerId = await createUser(db, {
    username: 'syncreader',
    password: 'Right-pass-1',
    roleCodes: ['expert'],
  });
  otherId = await createUser(db, { username: 'syncother', password: 'Right-pass-1' });
  reader = await api.login('syncreader', 'Right-pass-1');
});
afterAll(() => server.close());

describe('syncNotic', () => {
  it('sends a published announcement to its audience again, for a user who may publish', async () => {
    const socket = opened(await openSocket(server, `/websocket/${readerId}`, reader));
    const id = await publishAnnouncement(api, admin, { titile: '再次提醒' });
    expect(await socket.next()).toMatchObject({ cmd: 'topic', msgId: id, msgTxt: '再次提醒' });
    const reply = await api.get(SYNC, { token: admin, query: { anntId: id } });
    expect(reply.body).toMatchObject({ success: true, result: null });
    expect(await socket.next()).toMatchObject({ cmd: 'topic', msgId: id, msgTxt: '再次提醒' });
    socket.close();
  });

  it('refuses a user who may not publish, and a draft', async () => {
    const id = await publishAnnouncement(api, admin, { titile: '不可同步' });
    expect((await api.get(SYNC, { token: reader, query: { anntId: id } })).body).toMatchObject({
      success: false,
      message: '没有权限，请联系管理员授权',
    });
    const added = await api.post<null>(
      '/sys/annountCement/add',
      { titile: '草稿通知', msgContent: '<p>x</p>', priority: 'M', msgCategory: '1', msgType: 'ALL' },
      {
        token: admin,
      },
    );
    expect(added.body.success).toBe(true);
    const drafts = await api.get<{ records: { id: string }[] }>('/sys/annountCement/list', {
      token: admin,
      query: { titile: '草稿通知' },
    });
    const draft = await api.get(SYNC, { token: admin, query: { anntId: drafts.body.result.records[0]!.id } });
    expect(draft.body).toMatchObject({ success: false, message: '只有已发布的通告可以同步' });
  });

  it('without an announcement reloads only the caller’s own bells', async () => {
    const mine = opened(await openSocket(server, `/websocket/${readerId}`, reader));
    const other = await api.login('syncother', 'Right-pass-1');
    const theirs = opened(await openSocket(server, `/websocket/${otherId}`, other));
    expect((await api.get(SYNC, { token: reader })).body).toMatchObject({ success: true });
    expect(await mine.next()).toMatchObject({ cmd: 'user', msgTxt: '全部已读' });
    // Barrier: a notice to the other user arrives after the sync; it must be the first thing they get.
    const id = await publishAnnouncement(api, admin, {
      titile: '单独通知',
      msgType: 'USER',
      userIds: `${otherId},`,
    });
    expect(await theirs.next()).toMatchObject({ cmd: 'user', msgId: id });
    mine.close();
    theirs.close();
  });
});
