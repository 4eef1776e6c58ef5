// A notice published through one instance reaches the notification sockets every instance holds
// (Redis pub/sub), including a socket opened through nginx's WebSocket upgrade.
import { expect, it } from 'vitest';
import type { AnnouncementRecord } from '../../src/shared/announcements/announcements';
import type { PageResult } from '../../src/shared/api-types';
import { call, instanceUrl, openNoticeSocket, proxyUrl, signInAsAdmin } from './client';

it('an announcement released on one instance reaches sockets on another and through the proxy', async () => {
  const [A, C] = [instanceUrl(0), instanceUrl(2)];
  const { token, userId } = await signInAsAdmin(A);
  const onC = await openNoticeSocket(C, userId, token);
  const throughProxy = await openNoticeSocket(proxyUrl(), userId, token);
  try {
    const titile = `集群通知${Date.now()}`;
    const added = await call(A, 'POST', '/sys/annountCement/add', {
      token,
      body: { titile, msgContent: '<p>集群</p>', priority: 'M', msgCategory: '1', msgType: 'ALL' },
    });
    expect(added.body.success).toBe(true);
    const list = await call<PageResult<AnnouncementRecord>>(
      A,
      'GET',
      `/sys/annountCement/list?titile=${encodeURIComponent(titile)}`,
      { token },
    );
    const id = list.body.result.records[0]!.id;
    const released = await call(A, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, { token });
    expect(released.body.success).toBe(true);

    const expected = { cmd: 'topic', msgId: id, msgTxt: titile };
    for (const socket of [onC, throughProxy])
      expect(await socket.waitFor((message) => message.msgId === id)).toEqual(expected);
  } finally {
    onC.close();
    throughProxy.close();
  }
});
