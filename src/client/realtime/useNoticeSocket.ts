// The notification socket of the signed-in user (contract §10.3): 'topic' and 'user' commands mean
// "something was published or revoked for you" — the caller reloads the bell.
import { useCallback } from 'react';
import {
  NOTICE_CMD,
  NOTICE_HEARTBEAT,
  SOCKET_PATHS,
  SOCKET_TIMINGS_MS,
  socketPath,
} from '../../shared/announcements/realtime';
import type { NoticeMessage } from '../../shared/announcements/realtime';
import { useSession } from '../session/useSession';
import { useReconnectingSocket } from './useReconnectingSocket';

const HEARTBEAT = { intervalMs: SOCKET_TIMINGS_MS.noticeHeartbeat, message: NOTICE_HEARTBEAT };

export function parseNotice(data: string): NoticeMessage | null {
  try {
    const value = JSON.parse(data) as Partial<NoticeMessage> | null;
    return value && typeof value.cmd === 'string' ? (value as NoticeMessage) : null;
  } catch {
    return null;
  }
}

export function useNoticeSocket(onNotice: (message: NoticeMessage) => void): void {
  const { token, userInfo } = useSession();
  const onMessage = useCallback(
    (data: string) => {
      const notice = parseNotice(data);
      if (notice && (notice.cmd === NOTICE_CMD.topic || notice.cmd === NOTICE_CMD.user)) onNotice(notice);
    },
    [onNotice],
  );
  useReconnectingSocket({
    path: userInfo?.id ? socketPath(SOCKET_PATHS.notices, { userId: userInfo.id }) : null,
    token,
    onMessage,
    heartbeat: HEARTBEAT,
  });
}
