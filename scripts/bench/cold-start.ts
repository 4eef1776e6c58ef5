// Cold start and idle memory of an installation that has started once: the time from spawning
// `npm start` (and, for comparison, `node dist/server/main.js` directly) to the first 200 of
// GET /healthz and the CPU time the started processes used until then (what the wall time would be on
// an idle machine), then the server process's resident memory after 10 s without requests (the
// figure warm-up, on by default, runs 5 s after the start and is inside that reading).
//
//   npx tsx scripts/bench/cold-start.ts [--runs 5] [--idle 10] [--warm-up on|off] [--baseline <dir>]
//
// Each run gets a copy of a data directory this checkout started once with the demo data, and a
// free port. `--baseline <dir>` measures `npm start` in another checkout too (e.g. today's commit
// unpacked with `git archive`, node_modules linked and dist/client copied), in the same run.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { benchArgs } from './lib/datasets';
import { loadAverage, median, memoryOf, today, treeCpuSecondsOf } from './lib/measure';

const args = benchArgs();
const RUNS = Number(args.get('runs') ?? 5);
const IDLE_MS = Number(args.get('idle') ?? 10) * 1000;
const WARM_UP = args.get('warm-up') ?? 'on';
const ROOT = '/tmp/anze-bench/cold-start';
const POLL_MS = 5;
const START_TIMEOUT_MS = 120_000;
/** The first start seeds the demo data: minutes on a loaded machine. */
const FIRST_START_TIMEOUT_MS = 900_000;
/** `npm start` prints this when it builds (a stale build is not what a cold start measures). */
const BUILDING = /Building the (client|server)/;

interface Variant {
  label: string;
  cwd: string;
  command: string[];
}

interface Reading {
  ms: number;
  /** CPU time of the spawned process tree until the first answer: what the wall time is on an idle machine. */
  cpuMs: number;
  rssMb: number;
  peakMb: number;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // Field 4 of stat is the parent; the command name (field 2) may hold spaces, so read after ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The node process that runs the server: the deepest descendant of the spawned one (npm → sh → node). */
function serverPid(pid: number): number {
  const children = childrenOf(pid);
  return children.length === 0 ? pid : serverPid(children[children.length - 1]!);
}

async function firstAnswer(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_MS);
  }
  throw new Error(`no answer within ${timeoutMs} ms:\n${output()}`);
}

function stop(child: ChildProcess, pid: number): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(pid, 'SIGTERM');
  });
}

/**
 * A data directory this checkout started once with the demo data (made on first use, under another
 * name until the start is over, so that an interrupted seed is never measured). Every variant starts
 * from a copy of it: the same rows, and what a start leaves for the next (definitions-checked).
 */
async function startedDataDir(variant: Variant): Promise<string> {
  const dir = path.join(ROOT, 'template');
  if (existsSync(dir)) return dir;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  console.log(`first start with the demo data into ${dir}…`);
  await measure({ ...variant, command: ['npm', 'start'] }, partial, 0, FIRST_START_TIMEOUT_MS);
  renameSync(partial, dir);
  return dir;
}

/** One start on `dataDir`: the time to the first answer and the memory after `idleMs`. */
async function measure(
  variant: Variant,
  dataDir: string,
  idleMs: number,
  timeoutMs = START_TIMEOUT_MS,
): Promise<Reading | null> {
  const port = await freePort();
  const [command, ...rest] = variant.command;
  const t0 = performance.now();
  const child = spawn(command!, rest, {
    cwd: variant.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Cold-start-1',
      LOG_LEVEL: 'warn',
      FIGURE_WARM_UP: WARM_UP,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  await firstAnswer(`http://127.0.0.1:${port}/healthz`, child, () => output, timeoutMs).catch(
    (error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    },
  );
  const ms = performance.now() - t0;
  const cpuMs = treeCpuSecondsOf(child.pid!, childrenOf) * 1000;
  await sleep(idleMs);
  const pid = serverPid(child.pid!);
  const memory = memoryOf(pid);
  await stop(child, pid);
  return BUILDING.test(output) ? null : { ms, cpuMs, ...memory };
}

async function measureVariant(variant: Variant, template: string): Promise<Reading[]> {
  const readings: Reading[] = [];
  while (readings.length < RUNS) {
    const dataDir = path.join(ROOT, `run-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(template, dataDir, { recursive: true });
    const reading = await measure(variant, dataDir, IDLE_MS);
    rmSync(dataDir, { recursive: true, force: true });
    if (reading) readings.push(reading);
    else console.log(`${variant.label}: the start built something; run repeated`);
  }
  return readings;
}

const range = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

const here = process.cwd();
const variants: Variant[] = [
  ...(args.get('baseline')
    ? [{ label: 'baseline npm start', cwd: path.resolve(args.get('baseline')!), command: ['npm', 'start'] }]
    : []),
  { label: 'npm start', cwd: here, command: ['npm', 'start'] },
  ...(existsSync(path.join(here, 'dist/server/main.js'))
    ? [{ label: 'node dist/server/main.js', cwd: here, command: [process.execPath, 'dist/server/main.js'] }]
    : []),
];

console.log(
  `${today()}, load ${loadAverage()}, ${RUNS} runs, FIGURE_WARM_UP=${WARM_UP}, idle ${IDLE_MS / 1000} s`,
);
console.log('| start | first 200 (ms) | CPU until then (ms) | idle RSS (MB) | peak RSS (MB) |');
const template = await startedDataDir(variants.find((variant) => variant.cwd === here)!);
for (const variant of variants) {
  const readings = await measureVariant(variant, template);
  console.log(
    `| ${variant.label} | ${range(
      readings.map((r) => r.ms),
      0,
    )} | ${range(
      readings.map((r) => r.cpuMs),
      0,
    )} | ${range(
      readings.map((r) => r.rssMb),
      0,
    )} | ${range(
      readings.map((r) => r.peakMb),
      0,
    )} |`,
  );
}
console.log(`load after: ${loadAverage()}`);
