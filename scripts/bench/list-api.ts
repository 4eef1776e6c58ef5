// List API latency and throughput on a large enterprise table, on SQLite and on PostgreSQL, each
// compared with the same SQL run directly through the database driver.
//
//   npx tsx scripts/bench/list-api.ts [--enterprises 200000] [--db sqlite|postgres|both]
//                                     [--requests 200] [--concurrency 8]
//
// Data sets are seeded once with `npm run seed` and kept under /tmp/anze-bench (SQLite) or in the
// database anze_bench_<N> (PostgreSQL); later runs reuse them.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { SQLITE_FILE } from '../../src/server/db/database';
import type { ExecutedQuery } from '../../src/server/db/database';
import { startServer } from '../lib/server-process';
import { benchArgs, databasesArg, seededDataset } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { percentile, signIn, today } from './lib/measure';

const args = benchArgs();
const ENTERPRISES = Number(args.get('enterprises') ?? 200_000);
const DATABASES = databasesArg(args.get('db'));
const REQUESTS = Number(args.get('requests') ?? 200);
const CONCURRENCY = Number(args.get('concurrency') ?? 8);
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
  target: Dataset,
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
async function direct(target: Dataset, statements: ExecutedQuery[], rounds: number): Promise<number> {
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
    `# list API — ${ENTERPRISES} enterprises, ${REQUESTS} requests, concurrency ${CONCURRENCY}, ${today()}`,
  );
  for (const database of DATABASES) {
    const target = await seededDataset(database, ENTERPRISES);
    const server = await startServer({
      env: { ...target.env, CAPTCHA: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
      dataDir: target.env.DATA_DIR,
    });
    try {
      const { token } = await signIn(server.url, target.password);
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
