// What a user's bell and message centre show, as the client reads them.
import type { NotificationResult, PageResult } from '../../../src/shared/api-types';
import { ANNOUNCEMENT_PATHS } from '../../../src/shared/announcements/announcements';
import type { AnnouncementRecord, MyAnnouncementSend } from '../../../src/shared/announcements/announcements';
import { API_PATHS } from '../../../src/shared/api-paths';
import type { ApiClient } from './client';

/** The bell's unread notices. */
export const bellOf = async (api: ApiClient, token: string): Promise<NotificationResult> =>
  (await api.get<NotificationResult>(API_PATHS.announcementsByUser, { token })).body.result;

/** The user's messages (我的消息), newest first. */
export const messagesOf = async (api: ApiClient, token: string): Promise<PageResult<MyAnnouncementSend>> =>
  (
    await api.get<PageResult<MyAnnouncementSend>>(ANNOUNCEMENT_PATHS.mySends, {
      token,
      query: { pageSize: '50' },
    })
  ).body.result;

/** Adds an announcement (an 'ALL' notice unless the fields say otherwise), publishes it, returns its id. */
export async function publishAnnouncement(
  api: ApiClient,
  token: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const body = {
    titile: '实时通知',
    msgContent: '<p>x</p>',
    priority: 'M',
    msgCategory: '1',
    msgType: 'ALL',
    ...fields,
  };
  await api.post(ANNOUNCEMENT_PATHS.add, body, { token });
  const list = await api.get<PageResult<AnnouncementRecord>>(ANNOUNCEMENT_PATHS.list, {
    token,
    query: { titile: String(body.titile) },
  });
  const id = list.body.result.records[0]!.id;
  const reply = await api.get(ANNOUNCEMENT_PATHS.release, { token, query: { id } });
  if (!reply.body.success) throw new Error(`publishing ${String(body.titile)} failed: ${reply.body.message}`);
  return id;
}
