// The notification socket /websocket/{userId} and the live row sync socket /vxeSocket/{userId}/{pageId}
// (contract §10.3, spec §4), under the API prefix like every other endpoint the client calls. Row
// updates are relayed only from users who may edit the grid's entity and read the row, to users who
// may read it (row-sync-guard.ts); other live-sync frames only to the sender's own pages. A live-sync
// page names its tenant (?tenantId=, as requests name theirs in a header), checked as theirs is.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import type { NoticeMessage } from '../../shared/announcements/realtime';
import {
  NOTICE_CMD,
  NOTICE_HEARTBEAT,
  SOCKET_MAX_PAYLOAD_BYTES,
  SOCKET_PATHS,
  SOCKET_TENANT_PARAM,
  VXE_TYPES,
} from '../../shared/announcements/realtime';
import type { AppServices } from '../services';
import { createMemoryBus, createRedisBus } from './bus';
import { createRealtimeHub } from './hub';
import { createRowSyncGuard } from './row-sync-guard';
import { assertTenantUsable } from '../modules/tenants/tenant-access';
import type { RealtimeHub } from './hub';
import { authenticateSocket, sessionStillLive, socketToken } from './socket-auth';

const MAX_PAGE_ID_LENGTH = 200;
const HEARTBEAT_REPLY: NoticeMessage = { cmd: NOTICE_CMD.heartcheck };

const text = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString();
  return data instanceof ArrayBuffer ? Buffer.from(new Uint8Array(data)).toString() : data.toString();
};

function parseJson(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The tenant a live-sync page names (0 when none); -1, which no one belongs to, when it is not a tenant id. */
function pageTenant(query: Record<string, unknown>): number {
  const raw = query[SOCKET_TENANT_PARAM];
  if (raw === undefined) return 0;
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : -1;
}

/** Registers both sockets and returns the hub that route modules publish through. */
export async function registerRealtimeRoutes(
  api: FastifyInstance,
  services: AppServices,
): Promise<RealtimeHub> {
  const { config } = services;
  const bus = config.redisUrl
    ? createRedisBus(config.redisUrl, config.redisPrefix, {
        warn: (message) => api.log.warn(message),
        info: (message) => api.log.info(message),
      })
    : createMemoryBus();
  const guard = createRowSyncGuard(services.db, services.engine);
  const hub = createRealtimeHub(bus, guard.mayReadRecord);
  await hub.start();
  api.addHook('onClose', () => hub.close());
  await api.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES } });

  const deps = { db: services.db, sessions: services.sessions, allowedOrigins: config.wsAllowedOrigins };
  // Authentication runs before the upgrade, so a refused client gets a plain HTTP 401/403.
  const authenticate = async (request: FastifyRequest<{ Params: { userId: string } }>) => {
    await authenticateSocket(request, deps);
  };
  // Checked again every ping round, so a logout elsewhere closes the socket.
  const sessionCheck = (request: FastifyRequest<{ Params: { userId: string } }>) => {
    const token = socketToken(request) ?? '';
    const { userId } = request.params;
    return () => sessionStillLive(services.db, token, userId);
  };

  api.get<{ Params: { userId: string } }>(
    SOCKET_PATHS.notices,
    { websocket: true, config: { access: 'public' }, preValidation: authenticate },
    (socket, request) => {
      hub.addNoticeSocket(request.params.userId, socket, sessionCheck(request));
      // Heartbeats are answered to the sender only (the 2.x server echoed them to everyone).
      socket.on('message', (data) => {
        const raw = text(data);
        if (raw === NOTICE_HEARTBEAT || parseJson(raw)?.cmd === NOTICE_CMD.heartcheck) {
          socket.send(JSON.stringify(HEARTBEAT_REPLY));
        }
      });
    },
  );

  api.get<{ Params: { userId: string; pageId: string }; Querystring: Record<string, unknown> }>(
    SOCKET_PATHS.vxe,
    {
      websocket: true,
      config: { access: 'public' },
      schema: {
        params: {
          type: 'object',
          properties: { pageId: { type: 'string', minLength: 1, maxLength: MAX_PAGE_ID_LENGTH } },
        },
      },
      preValidation: async (request) => {
        await authenticate(request);
        await assertTenantUsable(services.db, request.params.userId, pageTenant(request.query));
      },
    },
    (socket, request) => {
      const { pageId, userId } = request.params;
      const tenantId = pageTenant(request.query);
      hub.addVxeSocket({ pageId, userId, tenantId }, socket, sessionCheck(request));
      let queue = Promise.resolve();
      const relay = async (raw: string, message: Record<string, unknown>) => {
        if (message.type !== VXE_TYPES.updateTable) return hub.relayVxe(pageId, raw, { userId });
        const audience = await guard.relayedRecord(userId, tenantId, message);
        if (audience) await hub.relayVxe(pageId, raw, audience);
      };
      socket.on('message', (data) => {
        const raw = text(data);
        const message = parseJson(raw);
        const type = message?.type;
        if (type === VXE_TYPES.heartBeat) {
          socket.send(JSON.stringify({ type: VXE_TYPES.heartBeat, data: '-' }));
        } else if (message && (type === VXE_TYPES.updateTable || type === VXE_TYPES.commonSend)) {
          // One after another, so that a page's updates arrive in the order it sent them.
          queue = queue
            .then(() => relay(raw, message))
            .catch((error: unknown) => request.log.warn({ err: error }, 'relay'));
        }
        // Anything else (unparsable, unknown type) is ignored, as the spec's client does.
      });
    },
  );
  return hub;
}
