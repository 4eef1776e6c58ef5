// 我的消息: rows with read state, 查看 marks an unread one read and opens 通知消息, 全部标注已读.
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyAnnouncementSend } from '../../../shared/announcements/announcements';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import AnnouncementListMyMessages from './AnnouncementListMyMessages';

const send = (id: string, titile: string, readFlag: string): MyAnnouncementSend => ({
  id: `s-${id}`,
  anntId: id,
  userId: 'u1',
  titile,
  msgContent: `<p>${titile}正文</p>`,
  sender: '管理员',
  priority: 'M',
  msgCategory: '1',
  sendTime: '2026-11-25 10:00:00',
  readFlag,
  openType: null,
  openPage: null,
  busId: null,
});

function serve() {
  const read = new Set<string>();
  const calls: string[] = [];
  server.use(
    http.get(api('/sys/sysAnnouncementSend/getMyAnnouncementSend'), () =>
      HttpResponse.json({
        success: true,
        code: 0,
        result: {
          records: [send('a1', '未读通知', read.has('a1') ? '1' : '0'), send('a2', '旧通知', '1')],
          total: 2,
        },
      }),
    ),
    http.get(api('/sys/annountCement/listByUser'), () =>
      HttpResponse.json({
        success: true,
        code: 0,
        result: { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 },
      }),
    ),
    http.put(api('/sys/sysAnnouncementSend/editByAnntIdAndUserId'), async ({ request }) => {
      const { anntId } = (await request.json()) as { anntId: string };
      read.add(anntId);
      calls.push(`read ${anntId}`);
      return HttpResponse.json({ success: true, code: 200, message: '', result: null });
    }),
    http.put(api('/sys/sysAnnouncementSend/readAll'), () => {
      calls.push('readAll');
      return HttpResponse.json({ success: true, code: 200, message: '全部已读', result: null });
    }),
  );
  return calls;
}

const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('AnnouncementListMyMessages', () => {
  it('opens an unread message in 通知消息 and marks it read', async () => {
    signIn();
    const calls = serve();
    renderWithApp(<AnnouncementListMyMessages title="我的消息" />);
    await screen.findByText('未读通知', undefined, { timeout: 10_000 });
    expect(within(row('未读通知')).getByText('未读')).toBeTruthy();
    fireEvent.click(within(row('未读通知')).getByRole('button', { name: /查\s?看/ }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(within(dialog).getByText('通知消息')).toBeTruthy();
    expect(within(dialog).getByText('未读通知正文')).toBeTruthy();
    expect(await within(row('未读通知')).findByText('已读', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls).toEqual(['read a1']);
  });

  it('marks everything read', async () => {
    signIn();
    const calls = serve();
    renderWithApp(<AnnouncementListMyMessages title="我的消息" />);
    await screen.findByText('未读通知', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: '全部标注已读' }));
    expect(await screen.findByText('全部已读', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls).toEqual(['readAll']);
  });
});
