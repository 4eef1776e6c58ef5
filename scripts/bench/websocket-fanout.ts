// WebSocket fan-out latency across two server instances sharing PostgreSQL and Redis: an 'ALL'
// announcement published (doReleaseData) on instance A must reach the notification sockets held by
// instance A and by instance B (through Redis pub/sub). Per message, the time from sending the publish
// request until each socket has the 'topic' frame; the publish answer time is shown beside it.
//
//   REDIS_URL=redis://127.0.0.1:6379 npx tsx scripts/bench/websocket-fanout.ts [--messages 100] [--sockets 20]
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { startServer } from '../lib/server-process';
import { benchArgs, emptyDataset } from './lib/datasets';
import { percentile, signIn, today } from './lib/measure';

const args = benchArgs();
const MESSAGES = Number(args.get('messages') ?? 100);
/** Sockets per instance. */
const SOCKETS = Number(args.get('sockets') ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Listener {
  instance: 'A' | 'B';
  socket: WebSocket;
}

function connect(serverUrl: string, userId: string, token: string): Promise<WebSocket> {
  const socket = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/api/websocket/${userId}`, [token]);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function api<T>(serverUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${serverUrl}/api${path}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  const json = (await response.json()) as { success: boolean; message: string; result: T };
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.result;
}

const dataset = await emptyDataset('postgres', 'wsfanout');
const env = { ...dataset.env, REDIS_URL, CAPTCHA: 'off', DEMO_DATA: 'off' };
// A migrates and seeds first; B then starts on the ready database.
const a = await startServer({ env, dataDir: dataset.env.DATA_DIR });
const b = await startServer({ env, dataDir: dataset.env.DATA_DIR });
try {
  const login = await signIn(a.url, dataset.password);
  const { token } = login;
  const userId = login.userInfo.id;
  const listeners: Listener[] = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    listeners.push({ instance: 'A', socket: await connect(a.url, userId, token) });
    listeners.push({ instance: 'B', socket: await connect(b.url, userId, token) });
  }

  // Drafts first, so each measured publish is only the release.
  for (let i = 0; i < MESSAGES; i += 1) {
    await api(a.url, token, 'POST', '/sys/annountCement/add', {
      titile: `压测通知${i}`,
      msgContent: '<p>fan-out</p>',
      priority: 'L',
      msgCategory: '1',
      msgType: 'ALL',
    });
  }
  const drafts = await api<{ records: Array<{ id: string }> }>(
    a.url,
    token,
    'GET',
    `/sys/annountCement/list?pageSize=${MESSAGES}&sendStatus=0`,
  );

  const latency = { A: [] as number[], B: [] as number[] };
  const answer: number[] = [];
  const loadBefore = loadavg()[0]!;
  for (const { id } of drafts.records) {
    const t0 = performance.now();
    const arrivals = listeners.map(
      ({ instance, socket }) =>
        new Promise<void>((resolve) => {
          const onMessage = (data: WebSocket.RawData) => {
            const message = JSON.parse(String(data as Buffer)) as { msgId?: string };
            if (message.msgId !== id) return;
            latency[instance].push(performance.now() - t0);
            socket.off('message', onMessage);
            resolve();
          };
          socket.on('message', onMessage);
        }),
    );
    await api(a.url, token, 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
    answer.push(performance.now() - t0);
    await Promise.all(arrivals);
  }
  const loadAfter = loadavg()[0]!;
  for (const { socket } of listeners) socket.close();

  const fmt = (values: number[], p: number) =>
    percentile(
      [...values].sort((x, y) => x - y),
      p,
    ).toFixed(1);
  console.log(
    `| date | messages | sockets A+B | publish answer p50/p95 ms | on A p50/p95 ms | on B p50/p95 ms | load avg |`,
  );
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: |`);
  console.log(
    `| ${today()} | ${drafts.records.length} | ${SOCKETS}+${SOCKETS} | ${fmt(answer, 50)} / ${fmt(answer, 95)} | ` +
      `${fmt(latency.A, 50)} / ${fmt(latency.A, 95)} | ${fmt(latency.B, 50)} / ${fmt(latency.B, 95)} | ` +
      `${loadBefore.toFixed(1)}–${loadAfter.toFixed(1)} |`,
  );
} finally {
  await Promise.all([a.stop(), b.stop()]);
}
