import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../shared/api-types';
import { HEADER_TEXTS, NOTICE_TEXTS, PRIORITY_TEXTS } from '../../../shared/texts';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { NoticeBell } from './NoticeBell';

function notice(
  id: string,
  titile: string,
  priority: Announcement['priority'],
  extra: Partial<Announcement> = {},
): Announcement {
  return {
    id,
    titile,
    msgContent: `<p>${titile}正文</p><img src="x" onerror="alert(1)"><script>alert(2)</script>`,
    sender: '系统管理员',
    priority,
    msgCategory: '1',
    msgType: 'ALL',
    sendStatus: '1',
    sendTime: '2024-05-01 09:30:00',
    createTime: null,
    openType: null,
    openPage: null,
    busId: null,
    busType: null,
    msgAbstract: null,
    ...extra,
  };
}

function serveNotices() {
  const read: unknown[] = [];
  let listCalls = 0;
  server.use(
    http.get(api('/sys/annountCement/listByUser'), () => {
      listCalls += 1;
      const unread = read.length === 0;
      return HttpResponse.json({
        success: true,
        code: 0,
        result: {
          anntMsgList: unread
            ? [
                notice('n1', '安全生产月活动通知', 'H', {
                  openType: 'url',
                  openPage: '/nanlitask/nanlitasklist',
                }),
                notice('n2', '系统升级公告', 'L'),
              ]
            : [notice('n2', '系统升级公告', 'L')],
          anntMsgTotal: unread ? 2 : 1,
          sysMsgList: [notice('s1', '待办任务提醒', 'M', { msgCategory: '2' })],
          sysMsgTotal: 1,
        },
      });
    }),
    http.put(api('/sys/sysAnnouncementSend/editByAnntIdAndUserId'), async ({ request }) => {
      read.push(await request.json());
      return HttpResponse.json({ success: true, code: 0, result: null });
    }),
  );
  return { read, listCalls: () => listCalls };
}

async function openPanel() {
  const bell = screen.getByRole('button', { name: HEADER_TEXTS.notices });
  await waitFor(() => expect(bell.textContent).toContain('3'));
  fireEvent.click(bell);
  return screen.findByRole('tab', { name: `${NOTICE_TEXTS.announcementsTab}(2)` });
}

describe('notice bell', () => {
  it('shows the unread total and both tabs with their counts and priority colours', async () => {
    signIn();
    serveNotices();
    renderWithApp(<NoticeBell />);
    await openPanel();
    expect(screen.getByRole('tab', { name: `${NOTICE_TEXTS.systemMessagesTab}(1)` })).toBeTruthy();
    const urgent = screen.getByText(PRIORITY_TEXTS.H);
    expect(urgent.className).toContain('ant-tag-red');
    expect(screen.getByText(PRIORITY_TEXTS.L).className).toContain('ant-tag-blue');
    expect(screen.getAllByText('2024-05-01 09:30:00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: `${NOTICE_TEXTS.systemMessagesTab}(1)` }));
    expect((await screen.findByText(PRIORITY_TEXTS.M)).className).toContain('ant-tag-orange');
  });

  it('marks a clicked notice read, reloads, and shows it safely; 去处理 opens its page', async () => {
    signIn();
    const notices = serveNotices();
    renderWithApp(<NoticeBell />);
    await openPanel();
    const calls = notices.listCalls();
    fireEvent.click(screen.getByText('安全生产月活动通知'));
    // antd gives every generated id 'test-id' under NODE_ENV=test, so find the dialog by its content.
    const dialog = (await screen.findByText('安全生产月活动通知正文')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(dialog).getByText(NOTICE_TEXTS.detailTitle)).toBeTruthy();
    expect(within(dialog).getByText('安全生产月活动通知正文')).toBeTruthy();
    expect(within(dialog).getByText('系统管理员')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await waitFor(() => expect(notices.read).toEqual([{ anntId: 'n1' }]));
    await waitFor(() => expect(notices.listCalls()).toBeGreaterThan(calls));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: HEADER_TEXTS.notices }).textContent).toContain('2'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: NOTICE_TEXTS.handle }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/nanlitask/nanlitasklist'));
  });

  it('查看更多 goes to my messages', async () => {
    signIn();
    serveNotices();
    renderWithApp(<NoticeBell />);
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: NOTICE_TEXTS.viewMore }));
    expect(screen.getByTestId('location').textContent).toBe('/account/messages');
  });
});
