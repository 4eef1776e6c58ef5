// List API latency and throughput on a large enterprise table, on SQLite and on PostgreSQL, each
// compared with the same SQL run directly through the database driver.
//
//   npx tsx scripts/bench/list-api.ts [--enterprises 200000] [--db sqlite|postgres|both]
//                                     [--requests 200] [--concurrency 8]
//
// Data sets are seeded once with `npm run seed` and kept under /tmp/anze-bench (SQLite) or in the
// database anze_bench_<N> (PostgreSQL); later runs reuse them.
import { serveDataset } from './lib/serve-dataset';
import { benchArgs, databasesArg, seededDataset } from './lib/datasets';
import { percentile, today } from './lib/measure';
import { captureRequest, runDirectly } from './lib/sql-floor';

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

async function main(): Promise<void> {
  console.log(
    `# list API — ${ENTERPRISES} enterprises, ${REQUESTS} requests, concurrency ${CONCURRENCY}, ${today()}`,
  );
  for (const database of DATABASES) {
    const target = await seededDataset(database, ENTERPRISES);
    const { server, token } = await serveDataset(target);
    try {
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
        const statements = await captureRequest(
          target,
          token,
          `${API}?${new URLSearchParams(scenario.query).toString()}`,
        );
        const floor = await runDirectly(target, statements, 30);
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
