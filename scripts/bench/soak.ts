// A bounded soak of the three-instance cluster: N signed-in sessions of mixed reads and writes for a
// while, with per-kind latencies, errors and every instance's memory (docs/perf.md, docs/deploy.md).
//
//   npx tsx scripts/bench/soak.ts [--sessions 200] [--minutes 10] [--warmup-seconds 60] [--think-ms 3000]
//                                 [--instances 3] [--demo-data on|off] [--out file.json] [--snapshot-dir dir]
//     starts the cluster (scripts/cluster) on a private database anze_soak_<id> created on the server
//     of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and a private Redis prefix
//     on REDIS_URL (default redis://127.0.0.1:6379); removes both at the end. --snapshot-dir: each
//     instance writes a heap snapshot there on SIGUSR2 (Node 20 refuses --cpu-prof in NODE_OPTIONS).
//   npx tsx scripts/bench/soak.ts --url http://host:8080 --admin-password … --redis-prefix anze: [--pids 1,2,3]
//     soaks a running deployment instead (REDIS_URL is its Redis: sign-in reads the captcha there);
//     it adds --sessions users named soak_<id>_<n> and the hazards they register, and removes nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { startCluster } from '../cluster/cluster';
import { createScratchDatabase } from '../lib/scratch-database';
import { today } from './lib/measure';
import { describeSoak, runSoak } from './soak/run-soak';
import type { SoakOptions } from './soak/run-soak';

const MEMORY_EVERY_MS = 5_000;

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    'warmup-seconds': { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '3000' },
    instances: { type: 'string', default: '3' },
    'demo-data': { type: 'string', default: 'on' },
    url: { type: 'string' },
    'admin-password': { type: 'string' },
    'redis-prefix': { type: 'string', default: 'anze:' },
    pids: { type: 'string', default: '' },
    out: { type: 'string' },
    'snapshot-dir': { type: 'string' },
  },
});
const number = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} must be a number, got "${values[name]}"`);
  return value;
};
const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const out = values.out ?? path.join(os.tmpdir(), `anze-soak-${today()}-${runId}.json`);
const soak = {
  sessions: number('sessions'),
  durationMs: number('minutes') * 60_000,
  warmUpMs: number('warmup-seconds') * 1000,
  thinkMs: number('think-ms'),
  memoryEveryMs: MEMORY_EVERY_MS,
  redisUrl,
  log: (line: string) => console.log(line),
};

async function main(): Promise<void> {
  if (values.url) {
    if (!values['admin-password']) throw new Error('--url needs --admin-password');
    const pids = values.pids ? values.pids.split(',').map(Number) : [];
    await report({
      ...soak,
      url: values.url,
      pids,
      adminPassword: values['admin-password'],
      redisPrefix: values['redis-prefix']!,
    });
    return;
  }
  const database = `anze_soak_${runId}`;
  const redisPrefix = `anze-soak:${runId}:`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-soak-'));
  const adminPassword = `Soak-${randomBytes(9).toString('base64url')}`;
  const scratch = await createScratchDatabase(databaseUrl, database);
  const ownDatabaseUrl = scratch.url;
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  const removeAll = async () => {
    await cluster?.stop();
    cluster = undefined;
    await scratch.drop();
    await deleteKeys(redisPrefix);
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void removeAll().finally(() => process.exit(130)));
  try {
    console.log(`Starting ${values.instances} instances on ${database} (Redis prefix ${redisPrefix})…`);
    cluster = await startCluster({
      instances: number('instances'),
      port: 0,
      env: {
        DATABASE_URL: ownDatabaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: adminPassword,
        DEMO_DATA: values['demo-data']!,
        LOG_LEVEL: 'warn',
        ...(values['snapshot-dir']
          ? { NODE_OPTIONS: snapshotOptions(path.resolve(values['snapshot-dir'])) }
          : {}),
      },
      startTimeoutMs: 300_000,
    });
    const pids = cluster.instances.map((instance) => instance.pid);
    console.log(`cluster at ${cluster.url}, instances ${pids.join(', ')}`);
    await report({ ...soak, url: cluster.url, pids, adminPassword, redisPrefix });
  } finally {
    await removeAll();
  }
}

async function report(options: SoakOptions): Promise<void> {
  const result = await runSoak(options);
  console.log(`\n# soak, ${today()}\n${describeSoak(result)}`);
  writeFileSync(out, JSON.stringify(result, null, 2));
  console.log(`\nfigures in ${out}`);
  if (result.all.errors > 0) process.exitCode = 1;
}

const snapshotOptions = (dir: string) => `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir}`;

/** Deletes the soak's own keys (SCAN, not KEYS: the Redis is shared). */
async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

await main();
