// Data map API answer time and size on the seeded data sets that already exist (never seeds one):
// first call and the median of the next ones (district figures are reused for 30 s), for
// the overview of the whole tenant (grid cells above the point limit), a district, a district with a
// risk colour (points), and one enterprise's info window.
//
//   npx tsx scripts/bench/map-api.ts [--enterprises 2000,200000] [--db sqlite|postgres|both] [--runs 7]
import { MAP_PATHS } from '../../src/shared/maps';
import { serveDataset } from './lib/serve-dataset';
import { benchArgs, databasesArg, eachExistingDataset } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { loadAverage, median, today } from './lib/measure';
import { timedGet } from './lib/timed-get';

const args = benchArgs();
const SIZES = (args.get('enterprises') ?? '2000,200000').split(',').map(Number);
const DATABASES = databasesArg(args.get('db'));
const RUNS = Number(args.get('runs') ?? 7);

const SCENARIOS: { name: string; path: string; query: Record<string, string> }[] = [
  { name: 'whole tenant', path: MAP_PATHS.overview, query: {} },
  { name: 'one district', path: MAP_PATHS.overview, query: { districtCode: '450103' } },
  { name: 'district + red', path: MAP_PATHS.overview, query: { districtCode: '450103', riskLevel: '1' } },
  { name: 'zoomed in (bbox)', path: MAP_PATHS.overview, query: { bbox: '108.30,22.78,108.40,22.86' } },
  { name: 'with hazard heatmap', path: MAP_PATHS.overview, query: { heatmap: '1' } },
];

async function measure(dataset: Dataset, size: number) {
  const { server, token } = await serveDataset(dataset, { timeoutMs: 600_000 });
  try {
    let firstPoint: string | null = null;
    for (const scenario of [...SCENARIOS, { name: 'info window', path: MAP_PATHS.enterprise, query: {} }]) {
      const query = scenario.path === MAP_PATHS.enterprise ? { id: firstPoint ?? '' } : scenario.query;
      const url = `${server.url}/api${scenario.path}?${new URLSearchParams(query)}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timedGet(url, token));
      const last = runs.at(-1)!;
      const points = last.result.points as [string][] | null;
      const cells = last.result.cells as unknown[] | null;
      firstPoint ??= points?.[0]?.[0] ?? null;
      const shape = points ? `${points.length} points` : cells ? `${cells.length} cells` : '-';
      console.log(
        `| ${dataset.name} | ${size} | ${scenario.name} | ${runs[0]!.ms.toFixed(0)} ms | ` +
          `${median(runs.slice(1).map((r) => r.ms)).toFixed(0)} ms | ` +
          `${(last.bytes / 1024).toFixed(1)} KB | ${shape} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`# map API — ${RUNS} runs each, ${today()}, load average ${loadAverage()}`);
  console.log(
    '| db | enterprises | request | first | then (median) | answer | shape |\n|---|---|---|---|---|---|---|',
  );
  await eachExistingDataset(
    DATABASES,
    SIZES,
    measure,
    (database, size) => `| ${database} | ${size} | (no seeded data set: not measured) | | | | |`,
  );
}

void main();
