// A soak against a running deployment: prepares users and records (setup.ts), signs N sessions in,
// runs them for the duration (session.ts) while sampling every instance's memory (memory.ts), and
// answers the figures. Used by scripts/bench/soak.ts and by the cluster tests' short soak.
import { setMaxListeners } from 'node:events';
import os from 'node:os';
import { soakClient } from './client';
import { memoryTrend, sampleMemory } from './memory';
import type { InstanceMemory, MemorySample } from './memory';
import { createRecorder } from './recorder';
import type { KindSummary } from './recorder';
import { runSession } from './session';
import { prepareSoak } from './setup';
import { signInWith } from './sign-in';
import type { CaptchaStore } from './sign-in';

export interface SoakOptions extends CaptchaStore {
  /** The proxy's address. */
  url: string;
  /** The instances' process ids, for their memory (local instances only; may be empty). */
  pids: number[];
  adminPassword: string;
  sessions: number;
  /** The whole run, warm-up included. */
  durationMs: number;
  /** Latencies and the memory trend count from its end. */
  warmUpMs: number;
  thinkMs: number;
  memoryEveryMs: number;
  log?: (line: string) => void;
}

export interface SoakResult {
  sessions: number;
  durationSeconds: number;
  warmUpSeconds: number;
  thinkMs: number;
  /** Requests after the warm-up, and errors over the whole run. */
  all: KindSummary;
  kinds: Record<string, KindSummary>;
  errorSamples: string[];
  /** 1, 5 and 15 minute load averages at the start and at the end (the machine may be shared). */
  loadAverage: { start: number[]; end: number[] };
  memory: InstanceMemory[];
  memorySamples: MemorySample[];
}

/** Sessions start spread over this long, not all in the same millisecond. */
const RAMP_MS = 5_000;

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const recorder = createRecorder();
  const client = soakClient(options.url, recorder);
  const signIn = signInWith(client, options);
  const loadStart = os.loadavg();
  let fixtures;
  try {
    log(`signing in ${options.sessions} new users…`);
    fixtures = await prepareSoak(client, signIn, options);
  } catch (error) {
    const why = recorder.summary().errorSamples.join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${why}`);
  } finally {
    await signIn.close();
  }

  const memory = sampleMemory(options.pids, options.memoryEveryMs);
  const t0 = performance.now();
  recorder.measureFrom = t0 + options.warmUpMs;
  const stop = new AbortController();
  // Every session's pause listens to it.
  setMaxListeners(options.sessions + 1, stop.signal);
  log(
    `${options.sessions} sessions for ${options.durationMs / 1000} s (warm-up ${options.warmUpMs / 1000} s)…`,
  );
  const progress = setInterval(() => {
    const { all } = recorder.summary();
    log(
      `  ${((performance.now() - t0) / 1000).toFixed(0)} s: ${all.requests} requests measured, ${all.errors} errors`,
    );
  }, 30_000);
  try {
    await Promise.all(
      fixtures.tokens.map(async (token, i) => {
        await new Promise((resolve) => setTimeout(resolve, (RAMP_MS * i) / fixtures.tokens.length));
        await runSession({
          client,
          token,
          fixtures,
          until: t0 + options.durationMs,
          thinkMs: options.thinkMs,
          signal: stop.signal,
        });
      }),
    );
  } finally {
    stop.abort();
    clearInterval(progress);
    memory.stop();
  }
  const summary = recorder.summary();
  const warmUpSeconds = options.warmUpMs / 1000;
  return {
    sessions: options.sessions,
    durationSeconds: options.durationMs / 1000,
    warmUpSeconds,
    thinkMs: options.thinkMs,
    ...summary,
    loadAverage: { start: loadStart, end: os.loadavg() },
    memory: memoryTrend(options.pids, memory.samples, warmUpSeconds),
    memorySamples: memory.samples,
  };
}

/** The figures as a few lines of text. */
export function describeSoak(result: SoakResult): string {
  const ms = (n: number) => n.toFixed(0).padStart(6);
  const lines = [
    `${result.sessions} sessions, ${result.durationSeconds} s (warm-up ${result.warmUpSeconds} s), think ${result.thinkMs} ms`,
    `load average ${result.loadAverage.start.map((n) => n.toFixed(2)).join(' / ')} at the start, ` +
      `${result.loadAverage.end.map((n) => n.toFixed(2)).join(' / ')} at the end`,
    `${'kind'.padEnd(26)} requests errors    p50    p95    p99    max (ms)`,
  ];
  const row = (name: string, k: KindSummary) =>
    `${name.padEnd(26)} ${String(k.requests).padStart(8)} ${String(k.errors).padStart(6)} ${ms(k.p50)} ${ms(k.p95)} ${ms(k.p99)} ${ms(k.max)}`;
  for (const [name, kind] of Object.entries(result.kinds)) lines.push(row(name, kind));
  lines.push(row('all', result.all));
  for (const m of result.memory)
    lines.push(
      `pid ${m.pid}: RSS ${m.startMb} MB at the start, ${m.afterWarmUpMb} after the warm-up, ${m.endMb} at the end; ` +
        `first third ${m.firstThirdMb}, last third ${m.lastThirdMb}, slope ${m.slopeMbPerMin} MB/min`,
    );
  lines.push(...result.errorSamples.map((sample) => `error: ${sample}`));
  return lines.join('\n');
}
