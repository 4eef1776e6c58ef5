// List API latency and throughput on a large enterprise table, on SQLite and on PostgreSQL, each
// compared with the same SQL run directly through the database driver.
//
//   npx tsx scripts/bench/list-api.ts [--enterprises 200000] [--db sqlite|postgres|both]
//                                     [--requests 200] [--concurrency 8]
//
// Data sets are seeded once with `npm run seed` and kept under /tmp/anze-bench (SQLite) or in the
// database anze_bench_<N> (PostgreSQL); later runs reuse them.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { SQLITE_FILE } from '../../src/server/db/database';
import type { ExecutedQuery } from '../../src/server/db/database';
import { startServer } from '../lib/server-process';

const args = new Map(
  process.argv
    .slice(2)
    .flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])),
);
const ENTERPRISES = Number(args.get('enterprises') ?? 200_000);
const DATABASES = (args.get('db') ?? 'both') === 'both' ? ['sqlite', 'postgres'] : [args.get('db')!];
const REQUESTS = Number(args.get('requests') ?? 200);
const CONCURRENCY = Number(args.get('concurrency') ?? 8);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = '/tmp/anze-bench';
const API = '/api/nanli/enterprise/list';

/** The list requests measured: what people do on the enterprise page. */
const SCENARIOS: { name: string; query: Record<string, string> }[] = [
  { name: 'first page (default sort)', query: {} },
  { name: 'page 500 (deep offset)', query: { pageNo: '500' } },
  { name: "name contains '化工'", query: { enterpriseName: '*化工*' } },
  { name: 'district + sector', query: { districtCode: '450103', highRiskSector: '03' } },
  { name: 'sort by head count', query: { column: 'employeeCount', order: 'asc' } },
  {
    name: 'advanced query (2 rules)',
    query: {
      superQueryParams: encodeURI(
        JSON.stringify([
          { field: 'employeeCount', rule: 'ge', val: '100' },
          { field: 'riskLevel', rule: 'eq', val: '1' },
        ]),
      ),
      superQueryMatchType: 'and',
    },
  },
];

interface Target {
  name: string;
  env: Record<string, string>;
  password: string;
}

function seed(env: Record<string, string>): void {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/seed.ts',
      '--enterprises',
      String(ENTERPRISES),
      '--seed',
      '7',
      '--as-of',
      '2026-11-01',
    ],
    {
      env: { ...process.env, ...env, DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('seeding failed');
}

async function prepare(database: string): Promise<Target> {
  mkdirSync(ROOT, { recursive: true });
  const marker = path.join(ROOT, `${database}-${ENTERPRISES}.json`);
  const known = existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as Target) : null;
  if (known) return known;
  const password = `Bench-${randomBytes(8).toString('hex')}`;
  let env: Record<string, string>;
  if (database === 'sqlite') {
    env = { DATA_DIR: path.join(ROOT, `sqlite-${ENTERPRISES}`), ADMIN_PASSWORD: password };
  } else {
    const name = `anze_bench_${ENTERPRISES}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: path.join(ROOT, `pgdata-${ENTERPRISES}`),
      ADMIN_PASSWORD: password,
    };
  }
  console.log(`seeding ${ENTERPRISES} enterprises into ${database}…`);
  seed(env);
  const target = { name: database, env, password };
  writeFileSync(marker, JSON.stringify(target));
  return target;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => n.toFixed(1);

async function timed(url: string, token: string): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { 'X-Access-Token': token } });
  const body = (await response.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(`list failed: ${body.message}`);
  return performance.now() - t0;
}

async function load(url: string, token: string, requests: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        latencies.push(await timed(url, token));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), perSecond: requests / seconds };
}

/** The statements one list request runs, captured from an in-process app on the same database. */
async function capture(
  target: Target,
  token: string,
  query: Record<string, string>,
): Promise<ExecutedQuery[]> {
  const captured: ExecutedQuery[] = [];
  let recording = false;
  const config = {
    ...loadConfig({ ...process.env, ...target.env }),
    logLevel: 'silent',
    demoData: false,
    clientDir: undefined,
  };
  const app = await buildApp(config, { onQuery: (q) => recording && captured.push(q) });
  try {
    const url = `${API}?${new URLSearchParams(query).toString()}`;
    await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } }); // warm caches
    recording = true;
    const reply = await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
    recording = false;
    if (reply.statusCode !== 200) throw new Error(`capture failed: ${reply.body}`);
  } finally {
    await app.close();
  }
  return captured;
}

/** Runs the captured statements directly, in order, `rounds` times; answers the median round in ms. */
async function direct(target: Target, statements: ExecutedQuery[], rounds: number): Promise<number> {
  const times: number[] = [];
  if (target.name === 'sqlite') {
    const db = new SQLite(path.join(target.env.DATA_DIR!, SQLITE_FILE), { readonly: true });
    const prepared = statements.map((s) => ({ statement: db.prepare(s.sql), parameters: s.parameters }));
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      for (const { statement, parameters } of prepared) {
        if (statement.reader) statement.all(...(parameters as unknown[]));
        else statement.run(...(parameters as unknown[]));
      }
      times.push(performance.now() - t0);
    }
    db.close();
  } else {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      for (const s of statements) await client.query(s.sql, s.parameters as unknown[]);
      times.push(performance.now() - t0);
    }
    await client.end();
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

async function main(): Promise<void> {
  console.log(
    `# list API — ${ENTERPRISES} enterprises, ${REQUESTS} requests, concurrency ${CONCURRENCY}, ${new Date().toISOString().slice(0, 10)}`,
  );
  for (const database of DATABASES) {
    const target = await prepare(database);
    const server = await startServer({
      env: { ...target.env, CAPTCHA: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
      dataDir: target.env.DATA_DIR,
    });
    try {
      const login = await fetch(`${server.url}/api/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: target.password }),
      });
      const token = ((await login.json()) as { result: { token: string } }).result.token;
      console.log(`\n## ${database}\n`);
      console.log(
        '| request | statements | API p50 (1 client) | direct SQL p50 | ratio | API p50 / p95 at ' +
          CONCURRENCY +
          ' | req/s at ' +
          CONCURRENCY +
          ' |',
      );
      console.log('|---|---|---|---|---|---|---|');
      for (const scenario of SCENARIOS) {
        const url = `${server.url}${API}?${new URLSearchParams(scenario.query).toString()}`;
        await load(url, token, 10, 1); // warm-up
        const single = await load(url, token, Math.max(20, Math.floor(REQUESTS / 4)), 1);
        const busy = await load(url, token, REQUESTS, CONCURRENCY);
        const statements = await capture(target, token, scenario.query);
        const floor = await direct(target, statements, 30);
        console.log(
          `| ${scenario.name} | ${statements.length} | ${ms(single.p50)} ms | ${ms(floor)} ms | ${(single.p50 / floor).toFixed(2)} | ${ms(busy.p50)} / ${ms(busy.p95)} ms | ${busy.perSecond.toFixed(0)} |`,
        );
      }
    } finally {
      await server.stop();
    }
  }
}

await main();
