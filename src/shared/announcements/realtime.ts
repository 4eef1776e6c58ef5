// The two WebSockets (contract §10.3, spec §4): message shapes and timings shared by both ends.

export const SOCKET_PATHS = {
  /** The notification socket; the client passes its token as the sub-protocol. */
  notices: '/websocket/:userId',
  /** Live row sync of editable grids. */
  vxe: '/vxeSocket/:userId/:pageId',
} as const;

/** Commands of the notification socket: 'topic' (broadcast) and 'user' (targeted) reload the bell. */
export const NOTICE_CMD = { topic: 'topic', user: 'user', heartcheck: 'heartcheck' } as const;
export type NoticeCmd = (typeof NOTICE_CMD)[keyof typeof NOTICE_CMD];

export interface NoticeMessage {
  cmd: NoticeCmd;
  msgId?: string;
  msgTxt?: string;
  userId?: string;
}

/** The client's heartbeat text (contract §10.3); the server answers this socket only, never all. */
export const NOTICE_HEARTBEAT = 'HeartBeat';

/** Live-sync message types (spec §4). */
export const VXE_TYPES = {
  heartBeat: 'heart_beat',
  commonSend: 'common_send_date',
  updateTable: 'update_vxe_table',
} as const;

/**
 * The socketKey of an editable grid: its main entity and its sub-table's entity. Only users who may
 * edit the main entity and read the row have their row changes relayed, to users who may read it.
 */
export const gridSocketKey = (entity: string, subEntity: string): string => `${entity}/${subEntity}`;

export function parseGridSocketKey(key: string): { entity: string; subEntity: string } | null {
  const [entity, subEntity, ...rest] = key.split('/');
  return entity && subEntity && rest.length === 0 ? { entity, subEntity } : null;
}

export interface VxeMessage {
  type: string;
  data: unknown;
}

export const SOCKET_TIMINGS_MS = {
  /** Spec §9: notification socket heartbeat 20 s, live sync 10 s with a 6 s reply timeout. */
  noticeHeartbeat: 20_000,
  vxeHeartbeat: 10_000,
  vxeReplyTimeout: 6_000,
  reconnect: 5_000,
  /** Server side: ping every socket this often, drop it when the previous ping got no pong. */
  serverPing: 30_000,
} as const;

/** Largest frame a client may send (heartbeats and row updates are small). */
export const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;

/** The live-sync socket's query parameter naming the tenant the page acts in (absent: none, 0). */
export const SOCKET_TENANT_PARAM = 'tenantId';

/** Fill ':userId' / ':pageId' in a socket path, and name the tenant when it is not 0. */
export function socketPath(
  path: string,
  params: { userId: string; pageId?: string; tenantId?: string },
): string {
  const filled = path
    .replace(':userId', encodeURIComponent(params.userId))
    .replace(':pageId', encodeURIComponent(params.pageId ?? ''));
  const tenant = params.tenantId && params.tenantId !== '0' ? params.tenantId : null;
  return tenant ? `${filled}?${SOCKET_TENANT_PARAM}=${encodeURIComponent(tenant)}` : filled;
}
