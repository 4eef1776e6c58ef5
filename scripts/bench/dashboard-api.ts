// The home dashboard's KPI answer time and size on the seeded data sets that already exist (never
// seeds one), as the administrator (the whole tenant): a cold first call and the median of the next
// ones, for the default period and the longer ones, and the monitoring board's live counters.
//
//   npx tsx scripts/bench/dashboard-api.ts [--enterprises 2000,200000] [--db sqlite|postgres|both] [--runs 7] [--warm-up 90]
import { DASHBOARD_PATHS } from '../../src/shared/dashboard/kpi-api';
import { serveForFigures } from './lib/serve-dataset';
import { benchArgs, databasesArg, eachExistingDataset } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { loadAverage, median, today } from './lib/measure';
import { timedGet } from './lib/timed-get';

const args = benchArgs();
const SIZES = (args.get('enterprises') ?? '2000,200000').split(',').map(Number);
const DATABASES = databasesArg(args.get('db'));
const RUNS = Number(args.get('runs') ?? 7);

const SCENARIOS: { name: string; path: string; query: Record<string, string> }[] = [
  { name: 'KPIs, default period', path: DASHBOARD_PATHS.kpis, query: {} },
  { name: 'KPIs, this year', path: DASHBOARD_PATHS.kpis, query: { period: 'year' } },
  { name: 'KPIs, last 12 months', path: DASHBOARD_PATHS.kpis, query: { period: 'last12' } },
  { name: 'live counters', path: DASHBOARD_PATHS.live, query: {} },
];

async function measure(dataset: Dataset, size: number) {
  const { server, token, warmedUp } = await serveForFigures(dataset, args);
  try {
    for (const scenario of SCENARIOS) {
      const url = `${server.url}/api${scenario.path}?${new URLSearchParams(scenario.query)}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timedGet(url, token));
      console.log(
        `| ${dataset.name}${warmedUp ? ' (after warm-up)' : ''} | ${size} | ${scenario.name} | ${runs[0]!.ms.toFixed(0)} ms | ` +
          `${median(runs.slice(1).map((r) => r.ms)).toFixed(0)} ms | ${(runs[0]!.bytes / 1024).toFixed(1)} KB |`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`# dashboard API — ${RUNS} runs each, ${today()}, load average ${loadAverage()}`);
  console.log('| db | enterprises | request | first | then (median) | answer |\n|---|---|---|---|---|---|');
  await eachExistingDataset(
    DATABASES,
    SIZES,
    measure,
    (database, size) => `| ${database} | ${size} | (no seeded data set: not measured) | | | |`,
  );
}

void main();
