// The sockets this instance holds, and delivery through the message bus: every instance subscribes to
// one channel and hands each message to its own matching sockets, so where a user is connected does
// not matter to whoever publishes. A live-sync frame goes only to its audience: a row's update to the
// pages of users who may read that row (asked once per user and tenant), anything else to the
// sender's own other pages.
import type { WebSocket } from 'ws';
import type { NoticeMessage } from '../../shared/announcements/realtime';
import { SOCKET_TIMINGS_MS } from '../../shared/announcements/realtime';
import type { MessageBus } from './bus';

const CHANNEL = 'realtime';

/**
 * Who may receive a live-sync frame: readers of a record (an entity's row) — `masked`, the frame with
 * the row's personal data masked, goes to those who read it masked (none without it) — or one user's
 * pages.
 */
export type VxeAudience = { readers: { entity: string; id: string }; masked?: string } | { userId: string };

type Envelope =
  | { kind: 'notice'; userIds: string[] | null; payload: NoticeMessage }
  | { kind: 'vxe'; fromPage: string; payload: string; audience: VxeAudience };

/** A live-sync page: its id, and the user and tenant it was opened in. */
export interface VxePage {
  pageId: string;
  userId: string;
  tenantId: number;
}

interface VxeClient extends VxePage {
  socket: WebSocket;
}

/**
 * Whether the user, acting in the tenant, may read the record now (false on any failure), and
 * 'masked' when they may but read its personal data masked.
 */
export type RecordReader = (
  userId: string,
  tenantId: number,
  record: { entity: string; id: string },
) => Promise<boolean | 'masked'>;

/** Resolves false once the session that opened the socket has ended (logout, expiry, frozen user). */
export type SessionCheck = () => Promise<boolean>;

/** Close code for a socket whose session ended (1008: policy violation). */
export const SESSION_ENDED_CLOSE = 1008;

export interface RealtimeHub {
  /** Sends a notification command to the given users' sockets, or to every socket when null. */
  sendNotice(payload: NoticeMessage, userIds: string[] | null): Promise<void>;
  /** Relays a live-sync frame to its audience's grid pages, except the one it came from. */
  relayVxe(fromPage: string, raw: string, audience: VxeAudience): Promise<void>;
  addNoticeSocket(userId: string, socket: WebSocket, check: SessionCheck): void;
  addVxeSocket(page: VxePage, socket: WebSocket, check: SessionCheck): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createRealtimeHub(
  bus: MessageBus,
  mayRead: RecordReader,
  intervalMs: number = SOCKET_TIMINGS_MS.serverPing,
): RealtimeHub {
  const notices = new Map<string, Set<WebSocket>>();
  const vxe = new Set<VxeClient>();
  const alive = new WeakMap<WebSocket, boolean>();
  const checks = new WeakMap<WebSocket, SessionCheck>();

  const send = (socket: WebSocket, text: string) => {
    if (socket.readyState === socket.OPEN) socket.send(text);
  };

  /** The pages of a live-sync frame's audience on this instance, but its own, each with the frame it gets. */
  const audienceOf = async ({
    fromPage,
    audience,
    payload,
  }: Extract<Envelope, { kind: 'vxe' }>): Promise<{ client: VxeClient; text: string }[]> => {
    const others = [...vxe].filter((client) => client.pageId !== fromPage);
    if ('userId' in audience)
      return others
        .filter((client) => client.userId === audience.userId)
        .map((client) => ({ client, text: payload }));
    const allowed = new Map<string, Promise<boolean | 'masked'>>();
    const verdicts = others.map((client) => {
      const key = `${client.tenantId}:${client.userId}`;
      if (!allowed.has(key))
        allowed.set(
          key,
          mayRead(client.userId, client.tenantId, audience.readers).catch(() => false),
        );
      return allowed.get(key)!;
    });
    const answers = await Promise.all(verdicts);
    return others.flatMap((client, index) => {
      const answer = answers[index];
      if (answer === true) return [{ client, text: payload }];
      return answer === 'masked' && audience.masked !== undefined ? [{ client, text: audience.masked }] : [];
    });
  };

  // Live-sync frames one after another, so a page's updates reach the others in the order it sent
  // them although each waits for its audience; notices need no judging and go at once.
  let delivering: Promise<void> = Promise.resolve();
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
      const frame = envelope;
      delivering = delivering
        .then(async () => {
          for (const { client, text } of await audienceOf(frame)) send(client.socket, text);
        })
        .catch(() => undefined);
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
    relayVxe: (fromPage, payload, audience) =>
      bus.publish(CHANNEL, JSON.stringify({ kind: 'vxe', fromPage, payload, audience } satisfies Envelope)),
    addNoticeSocket(userId, socket, check) {
      let set = notices.get(userId);
      if (!set) notices.set(userId, (set = new Set()));
      set.add(socket);
      watch(socket, check, () => {
        set.delete(socket);
        if (set.size === 0 && notices.get(userId) === set) notices.delete(userId);
      });
    },
    addVxeSocket(page, socket, check) {
      const client = { ...page, socket };
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
