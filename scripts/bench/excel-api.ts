// Export and import of many enterprises through the real HTTP API: wall time and the server's peak
// resident memory (VmHWM of the server process), on SQLite and on PostgreSQL.
//
//   npx tsx scripts/bench/excel-api.ts [--rows 100000] [--db sqlite|postgres|both]
//        [--steps import|export|both] [--runs 1] [--baseline <dir>] [--profile <dir>] [--file <xlsx>]
//        [--from-build] [--into empty|full]
//
// Export: GET exportXls on a data set of `rows` enterprises (above the direct-download cap it runs
// as a background job; the time runs until the file is downloaded). Import: the exported file posted
// to importExcel of a copy of the data set without its enterprises, which validates and saves every row.
// `--steps import` imports the file an earlier export left in /tmp/anze-bench (or `--file`); `--runs n`
// repeats each step n times (a fresh server, and for an import a fresh copy, each time); `--baseline
// <dir>` runs each step with a server started from another checkout too, in turns with this one;
// `--profile <dir>` has the server write a CPU profile there (node --cpu-prof); `--from-build` runs
// the servers as `npm start` does (dist/server, built when stale) instead of compiling TypeScript at
// start; `--into full` imports into a copy that keeps its enterprises (the file imported again: every
// row refused as existing). Server CPU: user + system time of the server process during the request
// (all threads, and its main thread alone).
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fillPath } from '../../src/shared/api-paths';
import { ENGINE_PATHS } from '../../src/shared/engine-api';
import type { ExportJob, ImportPartialResult } from '../../src/shared/engine-api';
import { serveDataset } from './lib/serve-dataset';
import {
  BENCH_ROOT,
  benchArgs,
  copyOf,
  databasesArg,
  dropCopy,
  seededDataset,
  withoutEnterprises,
} from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { cpuSecondsOf, loadAverage, memoryOf, postgresCpuSeconds, today } from './lib/measure';

const args = benchArgs();
const ROWS = Number(args.get('rows') ?? 100_000);
const DATABASES = databasesArg(args.get('db'));
const STEPS = args.get('steps') ?? 'both';
if (!['import', 'export', 'both'].includes(STEPS)) throw new Error(`--steps must be import, export or both`);
const RUNS = Number(args.get('runs') ?? 1);
const BASELINE = args.get('baseline');
const PROFILE = args.get('profile');
const FILE = args.get('file');
const FROM_BUILD = args.has('from-build');
const INTO = args.get('into') ?? 'empty';
if (!['empty', 'full'].includes(INTO)) throw new Error(`--into must be empty or full`);
const ENTITY_API = '/api/nanli/enterprise';
const POLL_MS = 200;

interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  result: T;
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
const seconds = (t0: number) => (performance.now() - t0) / 1000;

const serve = (dataset: Dataset, cwd: string | undefined) =>
  serveDataset(dataset, {
    timeoutMs: 120_000,
    ...(FROM_BUILD ? { fromBuild: true } : {}),
    ...(cwd ? { cwd } : {}),
    ...(PROFILE ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE)}`] } : {}),
  });

/**
 * The server's memory, CPU (whole process and main thread), PostgreSQL's CPU (on SQLite the
 * database works on the server's threads) and the clock, before a request.
 */
function startMeasuring(pid: number, database: Dataset['name']) {
  const databaseCpu = () => (database === 'postgres' ? postgresCpuSeconds() : NaN);
  const before = memoryOf(pid);
  const cpu0 = cpuSecondsOf(pid);
  const main0 = cpuSecondsOf(pid, true);
  const db0 = databaseCpu();
  const t0 = performance.now();
  /** What the request took: wall and CPU time since the start, memory before and now. */
  return () => ({
    time: seconds(t0),
    cpu: cpuSecondsOf(pid) - cpu0,
    mainCpu: cpuSecondsOf(pid, true) - main0,
    databaseCpu: databaseCpu() - db0,
    before,
    after: memoryOf(pid),
  });
}

async function exportAll(database: Dataset['name'], file: string, cwd?: string) {
  const { server, token } = await serve(await seededDataset(database, ROWS), cwd);
  const headers = { 'X-Access-Token': token };
  try {
    const measured = startMeasuring(server.pid, database);
    const response = await fetch(`${server.url}${ENTITY_API}/exportXls`, { headers });
    let download: Response = response;
    // What a user polling the background job saw of its progress (rows written, each distinct figure).
    const seen = new Set<number>();
    if (response.headers.get('content-type')?.includes('application/json')) {
      let job = ((await response.json()) as Envelope<ExportJob>).result;
      while (job.status === 'running') {
        seen.add(job.written);
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
    return { ...measured(), bytes: statSync(file).size, progress: seen.size };
  } finally {
    await server.stop();
  }
}

/**
 * POST without fetch: undici's fetch gives up after 300 s without response headers, which a slow
 * import (the code before a change, a loaded machine) can exceed.
 */
async function postForm(url: string, token: string, form: FormData): Promise<string> {
  const request = new Request(url, { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'X-Access-Token': token,
          'content-type': request.headers.get('content-type')!,
          'content-length': body.length,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function importFile(database: Dataset['name'], file: string, cwd?: string) {
  // A copy per run (the import fills it), removed afterwards: a 100k SQLite copy takes gigabytes.
  const dataset = await seededDataset(database, ROWS);
  const copy =
    INTO === 'full' ? await copyOf(dataset, 'import') : await withoutEnterprises(dataset, 'import');
  // The copy's gigabytes written out first: their write-back would otherwise share the disk with the import.
  spawnSync('sync');
  try {
    return await importInto(copy, file, cwd);
  } finally {
    await dropCopy(copy);
  }
}

async function importInto(copy: Dataset, file: string, cwd?: string) {
  const { server, token } = await serve(copy, cwd);
  try {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(file)]), path.basename(file));
    const measured = startMeasuring(server.pid, copy.name);
    const text = await postForm(`${server.url}${ENTITY_API}/importExcel`, token, form);
    const figures = measured();
    const body = JSON.parse(text) as Envelope<Partial<ImportPartialResult> | null>;
    const failed = body.result?.errorCount
      ? `, ${body.result.errorCount} of ${body.result.totalCount} rows refused`
      : '';
    return { ...figures, code: body.code, message: body.message + failed };
  } finally {
    await server.stop();
  }
}

const checkouts = [
  ...(BASELINE ? [{ label: 'baseline ', cwd: path.resolve(BASELINE) }] : []),
  { label: '', cwd: undefined },
];

console.log(`# Excel through the API — ${ROWS} enterprises, ${today()}\n`);
console.log(
  '| database | step | wall time | server CPU | main thread CPU | PostgreSQL CPU | server RSS before | server peak RSS | load | result |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
const line = (
  database: string,
  step: string,
  run: {
    time: number;
    cpu: number;
    mainCpu: number;
    databaseCpu: number;
    before: { rssMb: number };
    after: { peakMb: number };
  },
  load: string,
  result: string,
) =>
  console.log(
    `| ${database} | ${step} | ${run.time.toFixed(1)} s | ${run.cpu.toFixed(1)} s | ${run.mainCpu.toFixed(1)} s | ${Number.isNaN(run.databaseCpu) ? '—' : `${run.databaseCpu.toFixed(1)} s`} | ${mb(run.before.rssMb)} | ${mb(run.after.peakMb)} | ${load} | ${result} |`,
  );
for (const database of DATABASES) {
  const file = FILE ? path.resolve(FILE) : path.join(BENCH_ROOT, `export-${database}-${ROWS}.xlsx`);
  for (let run = 0; run < RUNS && STEPS !== 'import'; run++)
    for (const { label, cwd } of checkouts) {
      const load = loadAverage();
      const exported = await exportAll(database, file, cwd);
      line(
        database,
        `${label}export ${ROWS} rows`,
        exported,
        load,
        `${(exported.bytes / 1024 / 1024).toFixed(1)} MB file` +
          (exported.progress > 0 ? `, ${exported.progress} progress figures seen` : ''),
      );
    }
  if (STEPS === 'export') continue;
  if (!existsSync(file)) throw new Error(`${file} is missing: run the export step first`);
  for (let run = 0; run < RUNS; run++)
    for (const { label, cwd } of checkouts) {
      const load = loadAverage();
      const imported = await importFile(database, file, cwd);
      line(
        database,
        `${label}import ${ROWS} rows`,
        imported,
        load,
        `code ${imported.code}: ${imported.message}`,
      );
    }
}
