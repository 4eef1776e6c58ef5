// The user's unread announcements (contract §10.1) and marking one as read (§10.2).
import useSWR from 'swr';
import type { Announcement, NotificationResult } from '../../../shared/api-types';
import { API_PATHS } from '../../../shared/api-paths';
import { getAction, putAction } from '../../api/http';

const EMPTY: NotificationResult = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

async function fetchNotices(): Promise<NotificationResult> {
  const response = await getAction<NotificationResult>(API_PATHS.announcementsByUser);
  if (!response?.success || !response.result) return EMPTY;
  return { ...EMPTY, ...response.result };
}

export function useNotices() {
  const { data, mutate } = useSWR(API_PATHS.announcementsByUser, fetchNotices, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const notices = data ?? EMPTY;
  return {
    notices,
    total: Number(notices.anntMsgTotal) + Number(notices.sysMsgTotal),
    reload: () => mutate(),
    markRead: async (announcement: Announcement) => {
      await putAction(API_PATHS.markAnnouncementRead, { anntId: announcement.id }).catch(() => null);
      await mutate();
    },
  };
}
