// 通告管理 page: rows with L/M/H priority colours and status texts, buttons by the user's codes and
// the row's status, publishing a draft (server message shown, list reloaded).
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnnouncementRecord } from '../../../shared/announcements/announcements';
import { savePermissions } from '../../session/sessionState';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import AnnouncementList from './AnnouncementList';

const record = (id: string, titile: string, fields: Partial<AnnouncementRecord>): AnnouncementRecord => ({
  id,
  titile,
  msgContent: '<p>正文</p>',
  sender: '管理员',
  priority: 'L',
  msgCategory: '1',
  msgType: 'ALL',
  sendStatus: '0',
  sendTime: null,
  createTime: '2026-11-25 09:00:00',
  openType: null,
  openPage: null,
  busId: null,
  busType: null,
  msgAbstract: null,
  startTime: null,
  endTime: null,
  cancelTime: null,
  userIds: null,
  createBy: 'admin',
  ...fields,
});

function grant(...codes: string[]) {
  savePermissions({
    menu: [],
    auth: codes.map((action) => ({ action, type: '2', describe: '' })),
    allAuth: [],
  });
}

function serve() {
  let published = false;
  const released: string[] = [];
  server.use(
    http.get(api('/sys/annountCement/list'), () =>
      HttpResponse.json({
        success: true,
        code: 0,
        result: {
          records: [
            record('a1', '草稿通知', { priority: 'H', sendStatus: published ? '1' : '0' }),
            record('a2', '已发通知', { priority: 'M', sendStatus: '1', sendTime: '2026-11-25 10:00:00' }),
          ],
          total: 2,
          size: 10,
          current: 1,
          pages: 1,
        },
      }),
    ),
    http.get(api('/sys/annountCement/doReleaseData'), ({ request }) => {
      released.push(new URL(request.url).searchParams.get('id') ?? '');
      published = true;
      return HttpResponse.json({ success: true, code: 200, message: '该系统通知发布成功', result: null });
    }),
  );
  return released;
}

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('AnnouncementList', () => {
  it('shows priority colours and status, and only the buttons the user holds', async () => {
    signIn();
    grant('annountCement:list', 'annountCement:release');
    serve();
    renderWithApp(<AnnouncementList title="通告管理" />);
    await screen.findByText('草稿通知', undefined, { timeout: 10_000 });
    expect(within(row('草稿通知')).getByText('紧急消息').className).toContain('red');
    expect(within(row('已发通知')).getByText('重要消息').className).toContain('orange');
    expect(within(row('已发通知')).getByText('已发布')).toBeTruthy();
    expect(within(row('草稿通知')).getByRole('button', { name: /发\s?布/ })).toBeTruthy();
    // No edit, delete, revoke or add codes: those buttons are not there.
    expect(within(row('草稿通知')).queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    expect(within(row('已发通知')).queryByRole('button', { name: /撤\s?销/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
  });

  it('publishes a draft after confirmation and reloads', async () => {
    signIn();
    grant('annountCement:list', 'annountCement:release', 'annountCement:revoke');
    const released = serve();
    renderWithApp(<AnnouncementList title="通告管理" />);
    await screen.findByText('草稿通知', undefined, { timeout: 10_000 });
    fireEvent.click(within(row('草稿通知')).getByRole('button', { name: /发\s?布/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }, { timeout: 10_000 }));
    expect(await screen.findByText('该系统通知发布成功', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(released).toEqual(['a1']);
    expect(
      await within(row('草稿通知')).findByRole('button', { name: /撤\s?销/ }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
