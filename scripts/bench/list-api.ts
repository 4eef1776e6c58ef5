// List API latency and throughput on a large enterprise table, on SQLite and on PostgreSQL, each
// compared with the same SQL run directly through the database driver.
//
//   npx tsx scripts/bench/list-api.ts [--enterprises 200000] [--db sqlite|postgres|both]
//                                     [--requests 200] [--concurrency 8] [--baseline <dir> [--rounds 3]]
//                                     [--from-build] [--profile <dir>] [--list <api path>]
//
// Each table starts with the HTTP floor (GET /healthz at one client), and gives per request what is
// left of the API's p50 once the direct SQL and that floor are taken away: the server's own work
// (session, access, building and writing the answer). `--from-build` runs the server as `npm start`
// does instead of compiling TypeScript as it goes. `--profile <dir>` has the server write a CPU
// profile there (node --cpu-prof) when it stops. `--list /nanli/enterpriseService` measures another
// entity's list of the same data set: its first page and two deep pages (the filters are the
// enterprise list's).
//
// `--baseline <dir>`: a server started from another checkout (e.g. `git worktree add /tmp/base HEAD`
// with node_modules linked) on the same data set, measured in the same run: for each request, the two
// servers take turns, `--rounds` times each, and the table gives both at one client (p50) and at the
// concurrency asked for.
//
// Data sets are seeded once with `npm run seed` and kept under /tmp/anze-bench (SQLite) or in the
// database anze_bench_<N> (PostgreSQL); later runs reuse them.
import { serveDataset } from './lib/serve-dataset';
import { benchArgs, databasesArg, seededDataset } from './lib/datasets';
import path from 'node:path';
import { loadAverage, percentile, today } from './lib/measure';
import type { Dataset } from './lib/datasets';
import { captureRequest, runDirectly } from './lib/sql-floor';
import { OPERATIONAL_PATHS } from '../../src/server/modules/monitor/operational-routes';

const args = benchArgs();
const ENTERPRISES = Number(args.get('enterprises') ?? 200_000);
const DATABASES = databasesArg(args.get('db'));
const REQUESTS = Number(args.get('requests') ?? 200);
const CONCURRENCY = Number(args.get('concurrency') ?? 8);
const ENTERPRISE_LIST = '/nanli/enterprise';
const LIST = args.get('list') ?? ENTERPRISE_LIST;
const API = `/api${LIST}/list`;
const BASELINE = args.get('baseline');
const ROUNDS = Number(args.get('rounds') ?? 3);
const FROM_BUILD = args.has('from-build');
const PROFILE = args.get('profile');
/** Two servers compiling at start on a shared, loaded machine can take well over the usual 30 s. */
const START_TIMEOUT_MS = 180_000;

/** The list requests measured: what people do on the enterprise page. */
const ENTERPRISE_SCENARIOS: { name: string; query: Record<string, string> }[] = [
  { name: 'first page (default sort)', query: {} },
  { name: 'page 500 (deep offset)', query: { pageNo: '500' } },
  // A fifth of the way into a million rows (offset 199,990 at ten a page).
  { name: 'page 20,000 (deeper offset)', query: { pageNo: '20000' } },
  { name: "name contains '化工'", query: { enterpriseName: '*化工*' } },
  // Rare in the seeded names (6 and 111 of a million): the page cannot stop early in the sort's
  // index; four characters have trigrams to look up, two have their pair in the pairs column.
  { name: "name contains '瑞丰机械' (rare)", query: { enterpriseName: '*瑞丰机械*' } },
  { name: "name contains '瑞丰' (rare, two characters)", query: { enterpriseName: '*瑞丰*' } },
  // One name in twenty: a wrong estimate of the matches would have the planner sort them all.
  { name: "name contains '化工有限' (1 in 20)", query: { enterpriseName: '*化工有限*' } },
  // One character: no trigram or pair holds it. '化' is in one name of sixteen; '冰' in none, so
  // nothing stops a walk of the sort's index early.
  { name: "name contains '化' (one character)", query: { enterpriseName: '*化*' } },
  { name: "name contains '冰' (one character, in no name)", query: { enterpriseName: '*冰*' } },
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

const SCENARIOS = LIST === ENTERPRISE_LIST ? ENTERPRISE_SCENARIOS : ENTERPRISE_SCENARIOS.slice(0, 3);

const ms = (n: number) => n.toFixed(1);

async function timed(url: string, token: string): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { 'X-Access-Token': token } });
  const body = (await response.json()) as { success?: boolean; message?: string; status?: string };
  if (body.success === false || !response.ok) throw new Error(`request failed: ${JSON.stringify(body)}`);
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
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: requests / seconds,
    latencies,
    seconds,
  };
}

const queryOf = (scenario: (typeof SCENARIOS)[number]) => new URLSearchParams(scenario.query).toString();

/** This checkout against the baseline's, in turns on the same data set: req/s, p50 and p99 of each. */
async function compare(target: Dataset, baselineDir: string): Promise<void> {
  const servers = [
    { label: 'baseline', ...(await serveDataset(target, { cwd: baselineDir, timeoutMs: START_TIMEOUT_MS })) },
    { label: 'this checkout', ...(await serveDataset(target, { timeoutMs: START_TIMEOUT_MS })) },
  ];
  try {
    console.log(
      `\n## ${target.name}: ${path.resolve(baselineDir)} against this checkout (load ${loadAverage()})\n`,
    );
    console.log(
      `| request | baseline p50 at 1 | req/s at ${CONCURRENCY} | p50 / p99 | this p50 at 1 | req/s at ${CONCURRENCY} | p50 / p99 | req/s ratio |`,
    );
    console.log('|---|---|---|---|---|---|---|---|');
    const single = Math.max(20, Math.floor(REQUESTS / 4));
    for (const scenario of SCENARIOS) {
      const url = (server: { url: string }) => `${server.url}${API}?${queryOf(scenario)}`;
      const figures = servers.map(() => ({ alone: [] as number[], latencies: [] as number[], seconds: 0 }));
      for (const { server, token } of servers) await load(url(server), token, 20, 2);
      for (let round = 0; round < ROUNDS; round += 1)
        for (const [i, { server, token }] of servers.entries()) {
          figures[i]!.alone.push(...(await load(url(server), token, single, 1)).latencies);
          const run = await load(url(server), token, REQUESTS, CONCURRENCY);
          figures[i]!.latencies.push(...run.latencies);
          figures[i]!.seconds += run.seconds;
        }
      const cells = figures.map((f) => {
        f.alone.sort((a, b) => a - b);
        f.latencies.sort((a, b) => a - b);
        const perSecond = (REQUESTS * ROUNDS) / f.seconds;
        return {
          perSecond,
          text: `${ms(percentile(f.alone, 50))} ms | ${perSecond.toFixed(0)} | ${ms(percentile(f.latencies, 50))} / ${ms(percentile(f.latencies, 99))} ms`,
        };
      });
      console.log(
        `| ${scenario.name} | ${cells[0]!.text} | ${cells[1]!.text} | ${(cells[1]!.perSecond / cells[0]!.perSecond).toFixed(2)} |`,
      );
    }
    console.log(`\nload average after: ${loadAverage()}`);
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
  }
}

async function main(): Promise<void> {
  console.log(
    `# list API ${LIST} — ${ENTERPRISES} enterprises, ${REQUESTS} requests, concurrency ${CONCURRENCY}, ${today()}`,
  );
  for (const database of DATABASES) {
    const target = await seededDataset(database, ENTERPRISES);
    if (BASELINE) {
      await compare(target, BASELINE);
      continue;
    }
    const { server, token } = await serveDataset(target, {
      // The first start after a schema change may rebuild an index of a million rows.
      timeoutMs: START_TIMEOUT_MS,
      ...(FROM_BUILD ? { fromBuild: true } : {}),
      ...(PROFILE ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE)}`] } : {}),
    });
    try {
      // What any answer costs on loopback (no session, no database, a few bytes): the HTTP floor.
      const liveness = `${server.url}${OPERATIONAL_PATHS.liveness}`;
      await load(liveness, '', 20, 1);
      const httpFloor = (await load(liveness, '', Math.max(50, REQUESTS), 1)).p50;
      console.log(
        `\n## ${database}\n\nHTTP floor: GET ${OPERATIONAL_PATHS.liveness} p50 ${ms(httpFloor)} ms\n`,
      );
      console.log(
        '| request | statements | API p50 (1 client) | direct SQL p50 | ratio | API − SQL − HTTP floor | API p50 / p95 at ' +
          CONCURRENCY +
          ' | req/s at ' +
          CONCURRENCY +
          ' |',
      );
      console.log('|---|---|---|---|---|---|---|---|');
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
          `| ${scenario.name} | ${statements.length} | ${ms(single.p50)} ms | ${ms(floor)} ms | ${(single.p50 / floor).toFixed(2)} | ${ms(single.p50 - floor - httpFloor)} ms | ${ms(busy.p50)} / ${ms(busy.p95)} ms | ${busy.perSecond.toFixed(0)} |`,
        );
      }
    } finally {
      await server.stop();
    }
  }
}

await main();
