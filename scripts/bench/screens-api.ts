// The signed-in big screens' answer time and size (综合大屏, 指数大屏, 第二屏) on the seeded data sets
// that already exist (never seeds one), as the administrator (the whole tenant): the first call on a
// fresh server computes the answer (cold), the next ones are served from the per-scope memo for
// ANALYSIS_CACHE_TTL_MS (cached, median).
//
//   npx tsx scripts/bench/screens-api.ts [--enterprises 2000,200000] [--db sqlite|postgres|both] [--runs 7] [--warm-up 90]
import { ANALYSIS_SCREEN_PATHS } from '../../src/shared/analysis-screens';
import type { AnalysisScreenKind } from '../../src/shared/analysis-screens';
import { serveForFigures } from './lib/serve-dataset';
import { benchArgs, databasesArg, eachExistingDataset } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { loadAverage, median, today } from './lib/measure';
import { timedGet } from './lib/timed-get';

const args = benchArgs();
const SIZES = (args.get('enterprises') ?? '2000,200000').split(',').map(Number);
const DATABASES = databasesArg(args.get('db'));
const RUNS = Number(args.get('runs') ?? 7);

async function measure(dataset: Dataset, size: number) {
  const { server, token, warmedUp } = await serveForFigures(dataset, args);
  try {
    for (const kind of Object.keys(ANALYSIS_SCREEN_PATHS) as AnalysisScreenKind[]) {
      const url = `${server.url}/api${ANALYSIS_SCREEN_PATHS[kind]}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timedGet(url, token));
      console.log(
        `| ${dataset.name}${warmedUp ? ' (after warm-up)' : ''} | ${size} | ${kind} | ${runs[0]!.ms.toFixed(0)} ms | ` +
          `${median(runs.slice(1).map((r) => r.ms)).toFixed(1)} ms | ${(runs[0]!.bytes / 1024).toFixed(1)} KB |`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`# signed-in screens API — ${RUNS} runs each, ${today()}, load average ${loadAverage()}`);
  console.log(
    '| db | enterprises | screen | cold (first) | cached (median) | answer |\n|---|---|---|---|---|---|',
  );
  await eachExistingDataset(
    DATABASES,
    SIZES,
    measure,
    (database, size) => `| ${database} | ${size} | (no seeded data set: not measured) | | | |`,
  );
}

void main();
