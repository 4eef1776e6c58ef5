import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationResult } from '../../src/shared/api-types';
import { formatDateTime } from '../../src/shared/date-format';
import { newId } from '../../src/server/db/ids';
import { ApiClient } from './helpers/client';
import { createUser } from './helpers/fixtures';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
});
afterAll(() => server.close());

async function publish(fields: {
  titile: string;
  msgCategory?: '1' | '2';
  sendStatus?: string;
  minutesAgo?: number;
  msgType?: string;
}) {
  const id = newId();
  await server.app.services.db
    .insertInto('sysAnnouncement')
    .values({
      id,
      titile: fields.titile,
      msgContent: '<p>内容</p>',
      startTime: null,
      endTime: null,
      sender: '管理员',
      priority: 'M',
      msgCategory: fields.msgCategory ?? '1',
      msgType: fields.msgType ?? 'ALL',
      sendStatus: fields.sendStatus ?? '1',
      sendTime: formatDateTime(Date.now() - (fields.minutesAgo ?? 0) * 60_000),
      cancelTime: null,
      delFlag: 0,
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      msgAbstract: null,
      userIds: null,
      createBy: 'admin',
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

const listByUser = (token: string) => api.get<NotificationResult>('/sys/annountCement/listByUser', { token });

describe('GET /sys/annountCement/listByUser', () => {
  it('answers empty lists when nothing is published', async () => {
    await createUser(server.app.services.db, { username: 'reader0', password: 'Right-pass-1' });
    const reply = await listByUser(await api.login('reader0', 'Right-pass-1'));
    expect(reply.body).toMatchObject({
      success: true,
      result: { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 },
    });
  });

  it('delivers published broadcasts: five newest unread per category, with totals', async () => {
    for (let i = 1; i <= 7; i++) await publish({ titile: `通知${i}`, minutesAgo: 10 - i });
    await publish({ titile: '系统消息1', msgCategory: '2' });
    await publish({ titile: '草稿', sendStatus: '0' });
    await publish({ titile: '已撤销', sendStatus: '2' });
    await createUser(server.app.services.db, { username: 'reader1', password: 'Right-pass-1' });
    const token = await api.login('reader1', 'Right-pass-1');
    const { result } = (await listByUser(token)).body;
    expect(result.anntMsgTotal).toBe(7);
    expect(result.anntMsgList.map((a) => a.titile)).toEqual(['通知7', '通知6', '通知5', '通知4', '通知3']);
    expect(result.sysMsgTotal).toBe(1);
    expect(result.sysMsgList[0]).toMatchObject({
      titile: '系统消息1',
      priority: 'M',
      sender: '管理员',
      msgCategory: '2',
    });
    // A second call does not deliver twice.
    expect((await listByUser(token)).body.result.anntMsgTotal).toBe(7);
  });

  it('marks one announcement read for this user only', async () => {
    await createUser(server.app.services.db, { username: 'reader2', password: 'Right-pass-1' });
    await createUser(server.app.services.db, { username: 'reader3', password: 'Right-pass-1' });
    const token2 = await api.login('reader2', 'Right-pass-1');
    const token3 = await api.login('reader3', 'Right-pass-1');
    const first = (await listByUser(token2)).body.result.anntMsgList[0]!;
    await listByUser(token3);
    const reply = await api.put(
      '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      { anntId: first.id },
      { token: token2 },
    );
    expect(reply.body.success).toBe(true);
    expect((await listByUser(token2)).body.result.anntMsgTotal).toBe(6);
    expect((await listByUser(token3)).body.result.anntMsgTotal).toBe(7);
  });

  it('refuses to mark an announcement the user never received', async () => {
    const token = await api.login();
    const reply = await api.put(
      '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      { anntId: 'nope' },
      { token },
    );
    expect(reply.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });
});
