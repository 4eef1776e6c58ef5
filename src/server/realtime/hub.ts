// The sockets this instance holds, and delivery through the message bus: every instance subscribes to
// one channel and hands each message to its own matching sockets, so where a user is connected does
// not matter to whoever publishes.
import type { WebSocket } from 'ws';
import type { NoticeMessage } from '../../shared/announcements/realtime';
import { SOCKET_TIMINGS_MS } from '../../shared/announcements/realtime';
import type { MessageBus } from './bus';

const CHANNEL = 'realtime';

type Envelope =
  | { kind: 'notice'; userIds: string[] | null; payload: NoticeMessage }
  | { kind: 'vxe'; fromPage: string; payload: string };

interface VxeClient {
  socket: WebSocket;
  pageId: string;
}

/** Resolves false once the session that opened the socket has ended (logout, expiry, frozen user). */
export type SessionCheck = () => Promise<boolean>;

/** Close code for a socket whose session ended (1008: policy violation). */
export const SESSION_ENDED_CLOSE = 1008;

export interface RealtimeHub {
  /** Sends a notification command to the given users' sockets, or to every socket when null. */
  sendNotice(payload: NoticeMessage, userIds: string[] | null): Promise<void>;
  /** Relays a live-sync frame to every grid page except the one it came from. */
  relayVxe(fromPage: string, raw: string): Promise<void>;
  addNoticeSocket(userId: string, socket: WebSocket, check: SessionCheck): void;
  addVxeSocket(pageId: string, socket: WebSocket, check: SessionCheck): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createRealtimeHub(
  bus: MessageBus,
  intervalMs: number = SOCKET_TIMINGS_MS.serverPing,
): RealtimeHub {
  const notices = new Map<string, Set<WebSocket>>();
  const vxe = new Set<VxeClient>();
  const alive = new WeakMap<WebSocket, boolean>();
  const checks = new WeakMap<WebSocket, SessionCheck>();

  const send = (socket: WebSocket, text: string) => {
    if (socket.readyState === socket.OPEN) socket.send(text);
  };

  const deliver = (raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.kind === 'notice') {
      const text = JSON.stringify(envelope.payload);
      const targets = envelope.userIds ?? [...notices.keys()];
      for (const userId of targets) for (const socket of notices.get(userId) ?? []) send(socket, text);
    } else if (envelope.kind === 'vxe') {
      for (const client of vxe)
        if (client.pageId !== envelope.fromPage) send(client.socket, envelope.payload);
    }
  };

  const watch = (socket: WebSocket, check: SessionCheck, onGone: () => void) => {
    alive.set(socket, true);
    checks.set(socket, check);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', onGone);
    socket.on('error', onGone);
  };

  // Sockets that missed a whole ping interval are dead peers (laptop lid closed, proxy dropped); a
  // socket whose session ended (logout elsewhere, expiry) stops receiving at the next round too.
  const pinger = setInterval(() => {
    const sockets = [...[...notices.values()].flatMap((set) => [...set]), ...[...vxe].map((c) => c.socket)];
    for (const socket of sockets) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
      void checks
        .get(socket)?.()
        .then(
          (valid) => valid,
          () => true, // a database hiccup is not a logout
        )
        .then((valid) => {
          if (!valid) socket.close(SESSION_ENDED_CLOSE);
        });
    }
  }, intervalMs);
  pinger.unref();

  return {
    sendNotice: (payload, userIds) =>
      bus.publish(CHANNEL, JSON.stringify({ kind: 'notice', userIds, payload } satisfies Envelope)),
    relayVxe: (fromPage, payload) =>
      bus.publish(CHANNEL, JSON.stringify({ kind: 'vxe', fromPage, payload } satisfies Envelope)),
    addNoticeSocket(userId, socket, check) {
      let set = notices.get(userId);
      if (!set) notices.set(userId, (set = new Set()));
      set.add(socket);
      watch(socket, check, () => {
        set.delete(socket);
        if (set.size === 0 && notices.get(userId) === set) notices.delete(userId);
      });
    },
    addVxeSocket(pageId, socket, check) {
      const client = { socket, pageId };
      vxe.add(client);
      watch(socket, check, () => vxe.delete(client));
    },
    start: () => bus.subscribe(CHANNEL, deliver),
    async close() {
      clearInterval(pinger);
      for (const set of notices.values()) for (const socket of set) socket.terminate();
      for (const client of vxe) client.socket.terminate();
      await bus.close();
    },
  };
}
