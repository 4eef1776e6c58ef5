// The home dashboard's KPI answer time and size on the seeded data sets that already exist (never
// seeds one), as the administrator (the whole tenant) or a user with data rules (--user): a cold first call and the median of the next
// ones, for the default period and the longer ones, and the monitoring board's live counters.
//
//   npx tsx scripts/bench/dashboard-api.ts [--enterprises 2000,200000] [--db sqlite|postgres|both] [--runs 7] [--warm-up 90]
//     [--user engineer|enterprise] [--copy]   (a user with data rules, made on a kept copy of the data set)
import { DASHBOARD_PATHS } from '../../src/shared/dashboard/kpi-api';
import { serveForFigures } from './lib/serve-dataset';
import { benchUserArg, signInAs } from './lib/bench-users';
import { benchArgs, databasesArg, eachExistingDataset, keptCopy } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { cpuMsOf, loadAverage, median, today } from './lib/measure';
import { timedGet } from './lib/timed-get';

const args = benchArgs();
const SIZES = (args.get('enterprises') ?? '2000,200000').split(',').map(Number);
const DATABASES = databasesArg(args.get('db'));
const RUNS = Number(args.get('runs') ?? 7);
const USER = benchUserArg(args.get('user'));

const SCENARIOS: { name: string; path: string; query: Record<string, string> }[] = [
  { name: 'KPIs, default period', path: DASHBOARD_PATHS.kpis, query: {} },
  { name: 'KPIs, this month', path: DASHBOARD_PATHS.kpis, query: { period: 'month' } },
  { name: 'KPIs, this quarter', path: DASHBOARD_PATHS.kpis, query: { period: 'quarter' } },
  { name: 'KPIs, this year', path: DASHBOARD_PATHS.kpis, query: { period: 'year' } },
  {
    name: 'KPIs, a date range',
    path: DASHBOARD_PATHS.kpis,
    query: { start: '2026-03-15', end: '2026-08-20' },
  },
  { name: 'live counters', path: DASHBOARD_PATHS.live, query: {} },
];

async function measure(shared: Dataset, size: number) {
  // Users with data rules are made on a kept copy (--copy: the administrator measured there too).
  const dataset = USER || args.has('copy') ? await keptCopy(shared, size, 'users') : shared;
  const { server, token: adminToken, warmedUp } = await serveForFigures(dataset, args);
  try {
    const { token, who, scope } = await signInAs(server.url, adminToken, USER);
    for (const scenario of SCENARIOS) {
      const url = `${server.url}/api${scenario.path}?${new URLSearchParams(scenario.query)}`;
      const runs = [];
      const cpuBefore = cpuMsOf(server.pid);
      runs.push(await timedGet(url, token));
      // The server's own CPU for the first answer (SQLite reads in-process; PostgreSQL's are not in it).
      const cpu = cpuMsOf(server.pid) - cpuBefore;
      for (let i = 1; i < RUNS; i++) runs.push(await timedGet(url, token));
      console.log(
        `| ${dataset.name}${warmedUp ? ' (after warm-up)' : ''} | ${size} | ${who} | ${loadAverage().split(' / ')[0]} | ${scenario.name} | ${runs[0]!.ms.toFixed(0)} ms (cpu ${cpu}) | ` +
          `${median(runs.slice(1).map((r) => r.ms)).toFixed(0)} ms | ${(runs[0]!.bytes / 1024).toFixed(1)} KB |`,
      );
    }
    console.log(`(${await scope()})`);
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`# dashboard API — ${RUNS} runs each, ${today()}, load average ${loadAverage()}`);
  console.log(
    '| db | enterprises | user | load | request | first (server cpu ms) | then (median) | answer |\n|---|---|---|---|---|---|---|---|',
  );
  await eachExistingDataset(
    DATABASES,
    SIZES,
    measure,
    (database, size) => `| ${database} | ${size} | | (no seeded data set: not measured) | | | | | |`,
  );
}

void main();
