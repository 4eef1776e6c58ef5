// The signed-in big screens' answer time and size (综合大屏, 指数大屏, 第二屏) on the seeded data sets
// that already exist (never seeds one), as the administrator (the whole tenant): the first call on a
// fresh server computes the answer (cold), the next ones are served from the per-scope memo for
// ANALYSIS_CACHE_TTL_MS (cached, median). `--public` measures the public screens too (参保企业大屏,
// 隐患大屏: no login, one answer per tenant cached SCREEN_CACHE_TTL_MS), opened for the demo tenant on
// a kept copy of the data set (the dictionary item that opens them is a write).
//
//   npx tsx scripts/bench/screens-api.ts [--enterprises 2000,200000] [--db sqlite|postgres|both] [--runs 7] [--warm-up 90]
//     [--user engineer] [--copy]   (a user with data rules, made on a kept copy of the data set) [--public]
import { ANALYSIS_SCREEN_PATHS } from '../../src/shared/analysis-screens';
import { DEMO_DATA_DEFAULTS } from '../../src/server/demo/options';
import { SCREEN_PATHS, SCREEN_TENANT_DICT } from '../../src/shared/screens';
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
const PUBLIC = args.has('public');

/** Opens the public screens for the demo tenant (already open on a kept copy: the add is refused). */
async function openPublicScreens(serverUrl: string, token: string): Promise<void> {
  await fetch(`${serverUrl}/api/sys/dict/add`, {
    method: 'POST',
    headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      dictName: '公开大屏租户',
      dictCode: SCREEN_TENANT_DICT,
      sysDictItemList: [{ itemText: '演示租户', itemValue: String(DEMO_DATA_DEFAULTS.tenantId), status: 1 }],
    }),
  });
}

/** The screens measured: the signed-in ones, and with --public the public ones. */
function screenUrls(serverUrl: string): [string, string][] {
  const signedIn = Object.entries(ANALYSIS_SCREEN_PATHS).map(([kind, p]): [string, string] => [kind, p]);
  const open = PUBLIC
    ? Object.entries(SCREEN_PATHS).map(([kind, p]): [string, string] => [`public ${kind}`, p])
    : [];
  return [...signedIn, ...open].map(([kind, p]) => [kind, `${serverUrl}/api${p}`]);
}

async function measure(shared: Dataset, size: number) {
  // Users with data rules are made on a kept copy (--copy: the administrator measured there too).
  const dataset = USER || PUBLIC || args.has('copy') ? await keptCopy(shared, size, 'users') : shared;
  const { server, token: adminToken, warmedUp } = await serveForFigures(dataset, args);
  try {
    const { token, who, scope } = await signInAs(server.url, adminToken, USER);
    if (PUBLIC) await openPublicScreens(server.url, adminToken);
    for (const [kind, url] of screenUrls(server.url)) {
      const runs = [];
      const cpuBefore = cpuMsOf(server.pid);
      runs.push(await timedGet(url, token));
      // The server's own CPU for the first answer (SQLite reads in-process; PostgreSQL's are not in it).
      const cpu = cpuMsOf(server.pid) - cpuBefore;
      for (let i = 1; i < RUNS; i++) runs.push(await timedGet(url, token));
      console.log(
        `| ${dataset.name}${warmedUp ? ' (after warm-up)' : ''} | ${size} | ${who} | ${loadAverage().split(' / ')[0]} | ${kind} | ${runs[0]!.ms.toFixed(0)} ms (cpu ${cpu}) | ` +
          `${median(runs.slice(1).map((r) => r.ms)).toFixed(1)} ms | ${(runs[0]!.bytes / 1024).toFixed(1)} KB |`,
      );
    }
    console.log(`(${await scope()})`);
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`# signed-in screens API — ${RUNS} runs each, ${today()}, load average ${loadAverage()}`);
  console.log(
    '| db | enterprises | user | load | screen | cold (first, server cpu ms) | cached (median) | answer |\n|---|---|---|---|---|---|---|---|',
  );
  await eachExistingDataset(
    DATABASES,
    SIZES,
    measure,
    (database, size) => `| ${database} | ${size} | | (no seeded data set: not measured) | | | | | |`,
  );
}

void main();
