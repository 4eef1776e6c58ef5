// The socket hub with stand-in sockets: targeted delivery, dead peers dropped, and sockets whose
// session ended closed at the next round.
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from '../../src/server/realtime/bus';
import { SESSION_ENDED_CLOSE, createRealtimeHub } from '../../src/server/realtime/hub';
import type { RealtimeHub, RecordReader } from '../../src/server/realtime/hub';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  pings = 0;
  send(text: string) {
    this.sent.push(text);
  }
  ping() {
    this.pings += 1;
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
}

const live = async () => true;
const asSocket = (fake: FakeSocket) => fake as unknown as WebSocket;
let hub: RealtimeHub | null = null;
afterEach(async () => {
  await hub?.close();
  hub = null;
});

async function startHub(intervalMs = 60_000, mayRead: RecordReader = async () => false) {
  hub = createRealtimeHub(createMemoryBus(), mayRead, intervalMs);
  await hub.start();
  return hub;
}

describe('realtime hub', () => {
  it('delivers to the named users only, or to everyone', async () => {
    const h = await startHub();
    const [a, b] = [new FakeSocket(), new FakeSocket()];
    h.addNoticeSocket('ua', asSocket(a), live);
    h.addNoticeSocket('ub', asSocket(b), live);
    await h.sendNotice({ cmd: 'user', msgId: 'm1' }, ['ua']);
    await h.sendNotice({ cmd: 'topic', msgId: 'm2' }, null);
    expect(a.sent.map((t) => JSON.parse(t) as unknown)).toEqual([
      { cmd: 'user', msgId: 'm1' },
      { cmd: 'topic', msgId: 'm2' },
    ]);
    expect(b.sent.map((t) => JSON.parse(t) as unknown)).toEqual([{ cmd: 'topic', msgId: 'm2' }]);
  });

  it('closes a socket whose session ended and drops a peer that stopped answering pings', async () => {
    vi.useFakeTimers();
    try {
      const h = await startHub(1000);
      const [ended, silent, fine] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
      h.addNoticeSocket('u1', asSocket(ended), async () => false);
      h.addVxeSocket({ pageId: 'page', userId: 'ua', tenantId: 0 }, asSocket(silent), live);
      h.addNoticeSocket('u2', asSocket(fine), live);
      await vi.advanceTimersByTimeAsync(1000);
      expect(ended.closedWith).toBe(SESSION_ENDED_CLOSE);
      fine.emit('pong');
      await vi.advanceTimersByTimeAsync(1000);
      expect(silent.terminated).toBe(true);
      expect(fine.terminated).toBe(false);
      expect(fine.closedWith).toBeNull();
      await h.sendNotice({ cmd: 'topic' }, null);
      expect(ended.sent).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('live-sync audiences', () => {
  const row = { entity: 'enterpriseStaff', id: 'r1' };
  const page = (pageId: string, userId: string, tenantId = 0) => ({ pageId, userId, tenantId });
  const received = (socket: FakeSocket) => socket.sent.map((t) => JSON.parse(t) as unknown);
  /** Until every frame relayed so far has been delivered: frames go one after another. */
  const settled = async (h: RealtimeHub, probe: FakeSocket) => {
    await h.relayVxe('nobody', '{"barrier":1}', { userId: 'probe' });
    await vi.waitFor(() => expect(probe.sent.at(-1)).toBe('{"barrier":1}'));
  };

  it("sends a row's update only to the pages of users who may read the row, asking once per user and tenant", async () => {
    const asked: string[] = [];
    const h = await startHub(60_000, async (userId, tenantId, record) => {
      asked.push(`${userId}@${tenantId}:${record.entity}/${record.id}`);
      return userId === 'reader';
    });
    const [own, readerOne, readerTwo, stranger, probe] = [1, 2, 3, 4, 5].map(() => new FakeSocket());
    h.addVxeSocket(page('p0', 'reader'), asSocket(own!), live);
    h.addVxeSocket(page('p1', 'reader'), asSocket(readerOne!), live);
    h.addVxeSocket(page('p2', 'reader'), asSocket(readerTwo!), live);
    h.addVxeSocket(page('p3', 'stranger', 1002), asSocket(stranger!), live);
    h.addVxeSocket(page('probe', 'probe'), asSocket(probe!), live);
    await h.relayVxe('p0', '{"n":1}', { readers: row });
    await settled(h, probe!);
    expect([own, readerOne, readerTwo, stranger].map((s) => received(s!))).toEqual([
      [],
      [{ n: 1 }],
      [{ n: 1 }],
      [],
    ]);
    expect(asked.sort()).toEqual([
      'probe@0:enterpriseStaff/r1',
      'reader@0:enterpriseStaff/r1',
      'stranger@1002:enterpriseStaff/r1',
    ]);
  });

  it("sends a reader of the row's personal data masked the masked frame, and nothing when there is none", async () => {
    const h = await startHub(60_000, async (userId) => (userId === 'editor' ? true : 'masked'));
    const [own, editor, masked, probe] = [1, 2, 3, 4].map(() => new FakeSocket());
    h.addVxeSocket(page('p0', 'editor'), asSocket(own!), live);
    h.addVxeSocket(page('p1', 'editor'), asSocket(editor!), live);
    h.addVxeSocket(page('p2', 'engineer'), asSocket(masked!), live);
    h.addVxeSocket(page('probe', 'probe'), asSocket(probe!), live);
    await h.relayVxe('p0', '{"mobile":"13912345678"}', { readers: row, masked: '{"mobile":"139****5678"}' });
    await h.relayVxe('p0', '{"n":2}', { readers: row });
    await settled(h, probe!);
    expect([editor, masked].map((s) => received(s!))).toEqual([
      [{ mobile: '13912345678' }, { n: 2 }],
      [{ mobile: '139****5678' }],
    ]);
  });

  it("sends anything else to the sender's own other pages only", async () => {
    const h = await startHub();
    const [own, mine, theirs, probe] = [1, 2, 3, 4].map(() => new FakeSocket());
    h.addVxeSocket(page('p0', 'ua'), asSocket(own!), live);
    h.addVxeSocket(page('p1', 'ua'), asSocket(mine!), live);
    h.addVxeSocket(page('p2', 'ub'), asSocket(theirs!), live);
    h.addVxeSocket(page('probe', 'probe'), asSocket(probe!), live);
    await h.relayVxe('p0', '{"common":1}', { userId: 'ua' });
    await settled(h, probe!);
    expect([own, mine, theirs].map((s) => received(s!))).toEqual([[], [{ common: 1 }], []]);
  });

  it('keeps the order of updates when the first one is judged more slowly', async () => {
    let calls = 0;
    const h = await startHub(60_000, async () => {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setImmediate(resolve));
      return true;
    });
    const [sender, other, probe] = [1, 2, 3].map(() => new FakeSocket());
    h.addVxeSocket(page('p0', 'ua'), asSocket(sender!), live);
    h.addVxeSocket(page('p1', 'ub'), asSocket(other!), live);
    h.addVxeSocket(page('probe', 'probe'), asSocket(probe!), live);
    await h.relayVxe('p0', '{"n":1}', { readers: row });
    await h.relayVxe('p0', '{"n":2}', { readers: row });
    await settled(h, probe!);
    expect(received(other!)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(received(probe!)).toEqual([{ n: 1 }, { n: 2 }, { barrier: 1 }]);
  });
});
