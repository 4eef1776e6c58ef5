// The notification socket reloads the bell on 'topic'/'user' (token as sub-protocol), and the live
// row-sync parser keeps other pages' updates only.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, ws } from 'msw';
import { describe, expect, it } from 'vitest';
import type { NotificationResult } from '../../shared/api-types';
import { NoticeBell } from '../layouts/header/NoticeBell';
import { signIn, userInfo } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { api, server } from '../test/server';
import { parseNotice } from './useNoticeSocket';
import { parseRowUpdate } from './useVxeSocket';

const result = (total: number): NotificationResult => ({
  anntMsgList: [],
  anntMsgTotal: total,
  sysMsgList: [],
  sysMsgTotal: 0,
});

describe('notification socket', () => {
  it("reloads the bell when the server sends 'topic', connecting with the token as sub-protocol", async () => {
    signIn();
    let unread = 0;
    const protocols: string[] = [];
    const socket = ws.link(`${api('').replace(/^http/, 'ws')}/websocket/${userInfo().id}`);
    server.use(
      http.get(api('/sys/annountCement/listByUser'), () =>
        HttpResponse.json({ success: true, code: 0, result: result(unread) }),
      ),
      socket.addEventListener('connection', ({ client, info }) => {
        protocols.push(String(info.protocols));
        unread = 3;
        client.send(JSON.stringify({ cmd: 'topic', msgId: 'a1', msgTxt: '新通知' }));
      }),
    );
    renderWithApp(<NoticeBell />);
    await waitFor(() => expect(screen.getByText('3')).toBeTruthy(), { timeout: 10_000 });
    expect(protocols).toEqual(['test-token']);
  });

  it('ignores frames that are not commands', () => {
    expect(parseNotice('HeartBeat')).toBeNull();
    expect(parseNotice('{"cmd":"user","msgId":"x"}')).toEqual({ cmd: 'user', msgId: 'x' });
  });
});

describe('live row sync frames', () => {
  const frame = (fromPage: string) =>
    JSON.stringify({
      type: 'update_vxe_table',
      data: { socketKey: 'grid', args: [{ id: 'r1', a: 1 }, fromPage] },
    });

  it("keeps other pages' row updates and drops the own page's, heartbeats and garbage", () => {
    expect(parseRowUpdate(frame('other'), 'mine')).toEqual({ socketKey: 'grid', row: { id: 'r1', a: 1 } });
    expect(parseRowUpdate(frame('mine'), 'mine')).toBeNull();
    expect(parseRowUpdate('{"type":"heart_beat","data":"-"}', 'mine')).toBeNull();
    expect(parseRowUpdate('not json', 'mine')).toBeNull();
  });
});
