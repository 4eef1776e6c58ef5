// The socket hub with stand-in sockets: targeted delivery, dead peers dropped, and sockets whose
// session ended closed at the next round.
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from '../../src/server/realtime/bus';
import { SESSION_ENDED_CLOSE, createRealtimeHub } from '../../src/server/realtime/hub';
import type { RealtimeHub } from '../../src/server/realtime/hub';

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

async function startHub(intervalMs = 60_000) {
  hub = createRealtimeHub(createMemoryBus(), intervalMs);
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
      h.addVxeSocket('page', asSocket(silent), live);
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
