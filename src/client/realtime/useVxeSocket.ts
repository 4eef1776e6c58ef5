// Live row sync for editable grids (spec §4): /vxeSocket/{userId}/{pageId}, heartbeat every 10 s with
// a 6 s reply timeout. Other pages' update_vxe_table messages arrive as (socketKey, row) pairs; this
// page's own are ignored; unparsable frames are dropped.
import { useCallback, useRef, useState } from 'react';
import { SOCKET_PATHS, SOCKET_TIMINGS_MS, VXE_TYPES, socketPath } from '../../shared/announcements/realtime';
import { useSession } from '../session/useSession';
import { getTenantId } from '../session/sessionState';
import { useReconnectingSocket } from './useReconnectingSocket';

const HEARTBEAT = {
  intervalMs: SOCKET_TIMINGS_MS.vxeHeartbeat,
  message: JSON.stringify({ type: VXE_TYPES.heartBeat, data: '' }),
  replyTimeoutMs: SOCKET_TIMINGS_MS.vxeReplyTimeout,
};

export interface RowUpdate {
  socketKey: string;
  row: Record<string, unknown>;
}

/** The update carried by a frame, unless it is not one or comes from `pageId` itself. */
export function parseRowUpdate(data: string, pageId: string): RowUpdate | null {
  try {
    const message = JSON.parse(data) as { type?: unknown; data?: { socketKey?: unknown; args?: unknown } };
    if (message.type !== VXE_TYPES.updateTable || !message.data) return null;
    const { socketKey, args } = message.data;
    if (typeof socketKey !== 'string' || !Array.isArray(args)) return null;
    const [row, fromPage] = args as [unknown, unknown];
    if (fromPage === pageId || !row || typeof row !== 'object') return null;
    return { socketKey, row: row as Record<string, unknown> };
  } catch {
    return null;
  }
}

const newPageId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** Returns `sendUpdate(socketKey, row)`; `onUpdate` hears other pages' changes. No socket unless enabled. */
export function useVxeSocket(onUpdate: (update: RowUpdate) => void, enabled = true) {
  const { token, userInfo } = useSession();
  const [pageId] = useState(newPageId);
  const sender = useRef<((text: string) => void) | null>(null);
  const onMessage = useCallback(
    (data: string) => {
      const update = parseRowUpdate(data, pageId);
      if (update) onUpdate(update);
    },
    [onUpdate, pageId],
  );
  useReconnectingSocket({
    path:
      enabled && userInfo?.id
        ? socketPath(SOCKET_PATHS.vxe, { userId: userInfo.id, pageId, tenantId: getTenantId() })
        : null,
    token,
    onMessage,
    heartbeat: HEARTBEAT,
    onSender: (send) => {
      sender.current = send;
    },
  });
  return useCallback(
    (socketKey: string, row: Record<string, unknown>) =>
      sender.current?.(
        JSON.stringify({ type: VXE_TYPES.updateTable, data: { socketKey, args: [row, pageId] } }),
      ),
    [pageId],
  );
}
