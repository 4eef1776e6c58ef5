// Export and import of many enterprises through the real HTTP API: wall time and the server's peak
// resident memory (VmHWM of the server process), on SQLite and on PostgreSQL.
//
//   npx tsx scripts/bench/excel-api.ts [--rows 100000] [--db sqlite|postgres|both]
//     [--steps export|import|both] [--runs 1] [--from-build] [--cwd <checkout>] [--cpu-prof <dir>]
//
// --steps export leaves the import out; --runs repeats each step (a fresh server each time);
// --from-build runs the server as `npm start` does (dist/server, built here when stale) instead of
// compiling TypeScript at start; --cwd runs the server of another checkout (a baseline worktree) on
// the same data set; --cpu-prof writes the server's CPU profile into a directory.
//
// Export: GET exportXls on a data set of `rows` enterprises (above the direct-download cap it runs
// as a background job; the time runs until the file is downloaded). Import: the exported file posted
// to importExcel of a copy of the data set without its enterprises, which validates and saves every row.
import { createWriteStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fillPath } from '../../src/shared/api-paths';
import { ENGINE_PATHS } from '../../src/shared/engine-api';
import type { ExportJob, ImportPartialResult } from '../../src/shared/engine-api';
import { buildIsStale } from '../build-state.mjs';
import { buildServer } from '../build-server.mjs';
import { serveDataset } from './lib/serve-dataset';
import { BENCH_ROOT, benchArgs, databasesArg, seededDataset, withoutEnterprises } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { cpuSecondsOf, loadAverage, memoryOf, today } from './lib/measure';

const args = benchArgs();
const ROWS = Number(args.get('rows') ?? 100_000);
const DATABASES = databasesArg(args.get('db'));
const ENTITY_API = '/api/nanli/enterprise';
const POLL_MS = 200;
const STEPS = args.get('steps') ?? 'both';
if (!['export', 'import', 'both'].includes(STEPS)) throw new Error(`--steps must be export, import or both`);
const RUNS = Number(args.get('runs') ?? 1);
const FROM_BUILD = args.has('from-build');
const CWD = args.get('cwd') || undefined;
const CPU_PROF = args.get('cpu-prof') || undefined;

interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  result: T;
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
const seconds = (t0: number) => (performance.now() - t0) / 1000;

const serve = (dataset: Dataset) =>
  serveDataset(dataset, {
    timeoutMs: 120_000,
    ...(FROM_BUILD ? { fromBuild: true } : {}),
    ...(CWD ? { cwd: CWD } : {}),
    ...(CPU_PROF ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] } : {}),
  });

async function exportAll(database: Dataset['name'], file: string) {
  const { server, token } = await serve(await seededDataset(database, ROWS));
  const headers = { 'X-Access-Token': token };
  try {
    const before = memoryOf(server.pid);
    const cpu0 = cpuSecondsOf(server.pid);
    const t0 = performance.now();
    const response = await fetch(`${server.url}${ENTITY_API}/exportXls`, { headers });
    let download: Response = response;
    if (response.headers.get('content-type')?.includes('application/json')) {
      let job = ((await response.json()) as Envelope<ExportJob>).result;
      while (job.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const progress = await fetch(`${server.url}/api${fillPath(ENGINE_PATHS.exportJob, { id: job.id })}`, {
          headers,
        });
        job = ((await progress.json()) as Envelope<ExportJob>).result;
      }
      if (job.status !== 'done') throw new Error(`export job ${job.status}: ${job.message ?? ''}`);
      download = await fetch(`${server.url}/api${fillPath(ENGINE_PATHS.exportJobFile, { id: job.id })}`, {
        headers,
      });
    }
    if (!download.ok || !download.body) throw new Error(`download failed: ${download.status}`);
    await pipeline(Readable.fromWeb(download.body as never), createWriteStream(file));
    const time = seconds(t0);
    const cpu = cpuSecondsOf(server.pid) - cpu0;
    return { time, cpu, before, after: memoryOf(server.pid), bytes: statSync(file).size };
  } finally {
    await server.stop();
  }
}

async function importFile(database: Dataset['name'], file: string) {
  const { server, token } = await serve(
    await withoutEnterprises(await seededDataset(database, ROWS), 'import'),
  );
  try {
    const before = memoryOf(server.pid);
    const cpu0 = cpuSecondsOf(server.pid);
    const form = new FormData();
    form.append('file', new Blob([readFileSync(file)]), path.basename(file));
    const t0 = performance.now();
    const response = await fetch(`${server.url}${ENTITY_API}/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    });
    const body = (await response.json()) as Envelope<Partial<ImportPartialResult> | null>;
    const time = seconds(t0);
    const cpu = cpuSecondsOf(server.pid) - cpu0;
    const failed = body.result?.errorCount
      ? `, ${body.result.errorCount} of ${body.result.totalCount} rows refused`
      : '';
    return {
      time,
      cpu,
      before,
      after: memoryOf(server.pid),
      code: body.code,
      message: body.message + failed,
    };
  } finally {
    await server.stop();
  }
}

if (FROM_BUILD && buildIsStale('server', CWD)) await buildServer(CWD);

console.log(`# Excel through the API — ${ROWS} enterprises, ${today()}\n`);
console.log(
  '| database | step | wall time | server CPU | server RSS before | server peak RSS | result | load |',
);
console.log('|---|---|---|---|---|---|---|---|');
const line = (
  database: string,
  step: string,
  run: { time: number; cpu: number; before: { rssMb: number }; after: { peakMb: number } },
  result: string,
) =>
  console.log(
    `| ${database} | ${step} | ${run.time.toFixed(1)} s | ${run.cpu.toFixed(1)} s | ${mb(run.before.rssMb)} | ${mb(run.after.peakMb)} | ${result} | ${loadAverage()} |`,
  );
for (const database of DATABASES) {
  const file = path.join(BENCH_ROOT, `export-${database}-${ROWS}.xlsx`);
  for (let run = 0; run < RUNS && STEPS !== 'import'; run++) {
    const exported = await exportAll(database, file);
    line(database, `export ${ROWS} rows`, exported, `${(exported.bytes / 1024 / 1024).toFixed(1)} MB file`);
  }
  for (let run = 0; run < RUNS && STEPS !== 'export'; run++) {
    const imported = await importFile(database, file);
    line(database, `import ${ROWS} rows`, imported, `code ${imported.code}: ${imported.message}`);
  }
}
