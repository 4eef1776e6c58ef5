// The notification socket /websocket/{userId} and the live-sync socket /vxeSocket/{userId}/{pageId}:
// who may connect, heartbeats, publish → 'topic'/'user' commands, row-sync relay, and (PostgreSQL +
// Redis) delivery from one server instance to a socket on another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStillLive } from '../../src/server/realtime/socket-auth';
import { ApiClient } from './helpers/client';
import { createUser } from './helpers/fixtures';
import { publishAnnouncement as publish } from './helpers/notices';
import { openSocket, opened } from './helpers/sockets';
import { createTestDatabase, startTestApp, usesPostgres } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const ALLOWED_ORIGIN = 'https://portal.example.com';
let server: TestApp;
let api: ApiClient;
let admin: string;
let adminId: string;
let aliceId: string;
let alice: string;
let bobId: string;
let bob: string;

beforeAll(async () => {
  server = await startTestApp({ wsAllowedOrigins: [ALLOWED_ORIGIN] });
  api = new ApiClient(server);
  admin = await api.login();
  const db = server.app.services.db;
  adminId = (
    await db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
  aliceId = await createUser(db, { username: 'alice', password: 'Right-pass-1' });
  bobId = await createUser(db, { username: 'bob', password: 'Right-pass-1' });
  alice = await api.login('alice', 'Right-pass-1');
  bob = await api.login('bob', 'Right-pass-1');
});
afterAll(() => server.close());

describe('who may open the notification socket', () => {
  it('accepts the own id with a live token, echoing the token as the sub-protocol', async () => {
    const socket = opened(await openSocket(server, `/websocket/${aliceId}`, alice));
    expect(socket.socket.protocol).toBe(alice);
    socket.close();
  });

  it('refuses no token, a bad token, another user id and a foreign origin', async () => {
    expect(await openSocket(server, `/websocket/${aliceId}`, undefined)).toEqual({ refused: 401 });
    expect(await openSocket(server, `/websocket/${aliceId}`, 'forged-token')).toEqual({ refused: 401 });
    expect(await openSocket(server, `/websocket/${aliceId}`, bob)).toEqual({ refused: 403 });
    expect(await openSocket(server, `/vxeSocket/${aliceId}/page1`, bob)).toEqual({ refused: 403 });
    const foreign = { origin: 'https://evil.example.net' };
    expect(await openSocket(server, `/websocket/${aliceId}`, alice, foreign)).toEqual({ refused: 403 });
  });

  it('accepts the same host and listed origins', async () => {
    const same = opened(await openSocket(server, `/websocket/${aliceId}`, alice, { origin: server.baseUrl }));
    const listed = opened(
      await openSocket(server, `/websocket/${aliceId}`, alice, { origin: ALLOWED_ORIGIN }),
    );
    same.close();
    listed.close();
  });
});

describe('session checks of open sockets', () => {
  it('holds while the session lives for that user, and ends with a logout', async () => {
    const db = server.app.services.db;
    const token = await api.login('alice', 'Right-pass-1');
    expect(await sessionStillLive(db, token, aliceId)).toBe(true);
    expect(await sessionStillLive(db, token, bobId)).toBe(false);
    await api.post('/sys/logout', undefined, { token });
    expect(await sessionStillLive(db, token, aliceId)).toBe(false);
  });
});

describe('notifications', () => {
  it('answers the heartbeat to the sender only', async () => {
    const a = opened(await openSocket(server, `/websocket/${aliceId}`, alice));
    const b = opened(await openSocket(server, `/websocket/${bobId}`, bob));
    a.socket.send('HeartBeat');
    expect(await a.next()).toEqual({ cmd: 'heartcheck' });
    // Barrier: b's own heartbeat; an echo of a's would have reached b before it.
    b.socket.send('HeartBeat');
    expect(await b.next()).toEqual({ cmd: 'heartcheck' });
    a.close();
    b.close();
  });

  it("sends 'topic' to everyone for ALL and 'user' to the chosen users only", async () => {
    const a = opened(await openSocket(server, `/websocket/${aliceId}`, alice));
    const b = opened(await openSocket(server, `/websocket/${bobId}`, bob));
    const all = await publish(api, admin, { titile: '全员实时' });
    expect(await a.next()).toEqual({ cmd: 'topic', msgId: all, msgTxt: '全员实时' });
    expect(await b.next()).toEqual({ cmd: 'topic', msgId: all, msgTxt: '全员实时' });
    const chosen = await publish(api, admin, { titile: '给爱丽丝', msgType: 'USER', userIds: `${aliceId},` });
    expect(await a.next()).toEqual({ cmd: 'user', msgId: chosen, msgTxt: '给爱丽丝' });
    // Barrier: a later notice for everyone; had alice's reached b, it would come first.
    const later = await publish(api, admin, { titile: '随后全员' });
    expect(await b.next()).toEqual({ cmd: 'topic', msgId: later, msgTxt: '随后全员' });
    a.close();
    b.close();
  });
});

describe('live row sync', () => {
  // Who gets a real row's change is tested with the service cycle's cast (service-cycle/live-row-sync.test.ts).
  it("answers heartbeats, ignores garbage, and keeps frames other than row updates among the sender's pages", async () => {
    const one = opened(await openSocket(server, `/vxeSocket/${adminId}/pageOne`, admin));
    const three = opened(await openSocket(server, `/vxeSocket/${adminId}/pageThree`, admin));
    const two = opened(await openSocket(server, `/vxeSocket/${aliceId}/pageTwo`, alice));
    const twoAgain = opened(await openSocket(server, `/vxeSocket/${aliceId}/pageTwoAgain`, alice));
    one.socket.send('not json');
    one.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await one.next()).toEqual({ type: 'heart_beat', data: '-' });
    const common = (from: string) => ({ type: 'common_send_date', data: { from } });
    one.socket.send(JSON.stringify(common('admin')));
    expect(await three.next()).toEqual(common('admin'));
    // Barrier: alice's own frame; had the administrator's reached her pages, it would come first.
    two.socket.send(JSON.stringify(common('alice')));
    expect(await twoAgain.next()).toEqual(common('alice'));
    // Nor is a frame echoed to its own page: the next one there is the heartbeat answer.
    one.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await one.next()).toEqual({ type: 'heart_beat', data: '-' });
    for (const socket of [one, two, three, twoAgain]) socket.close();
  });

  it('relays no update of an undeclared grid, without a row id, or of a row that does not exist', async () => {
    const one = opened(await openSocket(server, `/vxeSocket/${adminId}/adminOne`, admin));
    const two = opened(await openSocket(server, `/vxeSocket/${adminId}/adminTwo`, admin));
    const rowUpdate = (socketKey: string, row: unknown = { id: 'r1', name: '改' }) =>
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args: [row, 'x'] } });
    one.socket.send(rowUpdate('enterprise/expert'));
    one.socket.send(rowUpdate('nothing/here'));
    one.socket.send(rowUpdate('enterprise/enterpriseStaff', { name: '无主键' }));
    one.socket.send(rowUpdate('enterprise/enterpriseStaff', { id: 'no-such-row', name: '无此行' }));
    // Barrier: a page's frames are relayed in the order it sent them.
    const barrier = JSON.stringify({ type: 'common_send_date', data: { from: 'admin' } });
    one.socket.send(barrier);
    expect(await two.next()).toEqual(JSON.parse(barrier));
    one.close();
    two.close();
  });
});

// Two instances share PostgreSQL and Redis: a publish on A must reach a socket on B.
const twoInstances = usesPostgres() && Boolean(process.env.TEST_REDIS_URL);
if (!twoInstances) {
  console.info(
    'realtime.test: the two-instance Redis case runs only in the api-postgres project with TEST_REDIS_URL set ' +
      '(SQLite has no shared database and the default bus is in-process).',
  );
} else {
  describe('two instances on PostgreSQL + Redis', () => {
    it('delivers a publish on instance A to a socket connected to instance B', async () => {
      const database = await createTestDatabase();
      const a = await startTestApp({}, { database });
      const b = await startTestApp({}, { database });
      try {
        const apiA = new ApiClient(a);
        const token = await apiA.login('admin', a.adminPassword);
        const userId = await createUser(a.app.services.db, { username: 'carol', password: 'Right-pass-1' });
        const carol = await apiA.login('carol', 'Right-pass-1');
        const socket = opened(await openSocket(b, `/websocket/${userId}`, carol));
        const id = await publish(apiA, token, { titile: '跨实例' });
        expect(await socket.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '跨实例' });
        socket.close();
      } finally {
        await a.close();
        await b.close();
        await database.drop();
      }
    });
  });
}
