// What a user's bell and message centre show, as the client reads them.
import type { NotificationResult, PageResult } from '../../../src/shared/api-types';
import { ANNOUNCEMENT_PATHS } from '../../../src/shared/announcements/announcements';
import type { MyAnnouncementSend } from '../../../src/shared/announcements/announcements';
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
