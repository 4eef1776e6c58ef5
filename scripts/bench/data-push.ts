// The scheduled job pushData on a seeded data set (a copy of it: the runs write push logs), against a
// receiver in this process that takes every record at once, so the figures are the job's own: each
// run of --limit records until one finds nothing new — its time, records a second, and the time of
// that last run (the selection alone: what every scheduled run costs once the receiver is up to date).
//
//   npx tsx scripts/bench/data-push.ts [--enterprises 20000] [--db sqlite|postgres|both] [--limit 5000] [--from-build]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUSH_JOB } from '../../src/shared/data-push';
import { JOB_STATUS, QUARTZ_PATHS } from '../../src/shared/jobs/jobs-api';
import type { QuartzJobRun } from '../../src/shared/jobs/jobs-api';
import { apiCaller } from './lib/api-caller';
import { benchArgs, copyOf, databasesArg, dropCopy, seededDataset } from './lib/datasets';
import type { BenchDatabase } from './lib/datasets';
import { loadAverage, median, today } from './lib/measure';
import { serveDataset } from './lib/serve-dataset';

const args = benchArgs();
const ENTERPRISES = Number(args.get('enterprises') ?? 20_000);
const LIMIT = Number(args.get('limit') ?? 5000);
const DATABASES = databasesArg(args.get('db'));
const POLL_MS = 50;

async function receiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"0000","message":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function measure(database: BenchDatabase) {
  const copy = await copyOf(await seededDataset(database, ENTERPRISES), 'push');
  const sink = await receiver();
  const { server, token } = await serveDataset(copy, {
    timeoutMs: 600_000,
    fromBuild: args.has('from-build'),
  });
  const call = apiCaller(server.url, token);
  try {
    await call(QUARTZ_PATHS.add, {
      jobClassName: PUSH_JOB,
      cronExpression: '0 0 3 * * ?',
      // 省应急管理厅: a receiver the demo's push log has not seen, so every record goes.
      parameter: JSON.stringify({ url: sink.url, target: '1', limit: LIMIT }),
      status: JOB_STATUS.paused,
    });
    const jobs = await call<{ records: { id: string }[] }>(`${QUARTZ_PATHS.list}?jobClassName=${PUSH_JOB}`);
    const jobId = jobs.records[0]!.id;
    const runs: { ms: number; sent: number }[] = [];
    /** Runs already measured: the history's order within one second is not the order they ran. */
    const seen = new Set<string>();
    for (;;) {
      const before = sink.received();
      const t0 = performance.now();
      await call(`${QUARTZ_PATHS.execute}?id=${jobId}`);
      let run: QuartzJobRun | undefined;
      while (!run || run.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const page = await call<{ records: QuartzJobRun[] }>(
          `${QUARTZ_PATHS.runList}?jobId=${jobId}&pageSize=100`,
        );
        run = page.records.find((r) => !seen.has(r.id));
      }
      seen.add(run.id);
      if (run.status !== 'success') throw new Error(`run failed: ${run.message}`);
      runs.push({ ms: performance.now() - t0, sent: sink.received() - before });
      console.log(`  run ${runs.length}: ${run.message} (${(runs.at(-1)!.ms / 1000).toFixed(1)} s)`);
      if (runs.at(-1)!.sent === 0) break;
    }
    const full = runs.filter((r) => r.sent === LIMIT).map((r) => r.ms);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const rate = (ms: number) => Math.round((LIMIT * 1000) / ms);
    console.log(
      `| ${today()} | ${database} | ${ENTERPRISES} | ${runs.reduce((n, r) => n + r.sent, 0)} records in ${runs.length - 1} runs ` +
        `| ${seconds(median(full))} s per ${LIMIT} (${seconds(Math.min(...full))}–${seconds(Math.max(...full))}), ` +
        `${rate(median(full))}/s | ${runs.at(-1)!.ms.toFixed(0)} ms | load ${loadAverage()} |`,
    );
  } finally {
    await server.stop();
    await sink.close();
    await dropCopy(copy);
  }
}

for (const database of DATABASES) await measure(database);
