// Data map API answer time and size on the seeded data sets that already exist (never seeds one):
// first call and the median of the next ones (district figures are reused for 30 s), for
// the overview of the whole tenant (grid cells above the point limit), a district, a district with a
// risk colour (points), and one enterprise's info window.
//
//   npx tsx scripts/bench/map-api.ts [--enterprises 2000,200000] [--db sqlite|postgres|both] [--runs 7]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAP_PATHS } from '../../src/shared/maps';
import { serveDataset } from './lib/serve-dataset';
import { BENCH_ROOT, benchArgs, databasesArg } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { median, today } from './lib/measure';

const args = benchArgs();
const SIZES = (args.get('enterprises') ?? '2000,200000').split(',').map(Number);
const DATABASES = databasesArg(args.get('db'));
const RUNS = Number(args.get('runs') ?? 7);

const SCENARIOS: { name: string; path: string; query: Record<string, string> }[] = [
  { name: 'whole tenant', path: MAP_PATHS.overview, query: {} },
  { name: 'one district', path: MAP_PATHS.overview, query: { districtCode: '450103' } },
  { name: 'district + red', path: MAP_PATHS.overview, query: { districtCode: '450103', riskLevel: '1' } },
];

async function timed(url: string, token: string) {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { 'X-Access-Token': token } });
  const text = await response.text();
  const ms = performance.now() - t0;
  const body = JSON.parse(text) as { success: boolean; message: string; result: Record<string, unknown> };
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return { ms, bytes: Buffer.byteLength(text), result: body.result };
}

async function measure(dataset: Dataset, size: number) {
  const { server, token } = await serveDataset(dataset);
  try {
    let firstPoint: string | null = null;
    for (const scenario of [...SCENARIOS, { name: 'info window', path: MAP_PATHS.enterprise, query: {} }]) {
      const query = scenario.path === MAP_PATHS.enterprise ? { id: firstPoint ?? '' } : scenario.query;
      const url = `${server.url}/api${scenario.path}?${new URLSearchParams(query)}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timed(url, token));
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
  console.log(`# map API — ${RUNS} runs each, ${today()}`);
  console.log(
    '| db | enterprises | request | first | then (median) | answer | shape |\n|---|---|---|---|---|---|---|',
  );
  for (const database of DATABASES)
    for (const size of SIZES) {
      const marker = path.join(BENCH_ROOT, `${database}-${size}-v2.json`);
      if (!existsSync(marker)) {
        console.log(`| ${database} | ${size} | (no seeded data set: not measured) | | | | |`);
        continue;
      }
      await measure(JSON.parse(readFileSync(marker, 'utf8')) as Dataset, size);
    }
}

void main();
