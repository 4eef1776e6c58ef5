// The scheduler: one timer for the earliest due firing of the running jobs, and a periodic reload
// of the definitions so that edits made through another instance are seen. Every instance fires
// every firing; the run row's unique key lets exactly one of them run it (runner.ts). A firing
// missed while the process was down or stalled is not replayed: after a start or a stall, the next
// fire time is computed from now.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { nextFireTime, parseCron } from '../../../shared/cron';
import type { CronSchedule } from '../../../shared/cron';
import { JOB_STATUS } from '../../../shared/jobs/jobs-api';
import type { JobDefinition, RunnerDeps } from './runner';
import { runFiring, startFiring } from './runner';
import type { SysQuartzJobTable } from './tables';
import { jobDb } from './tables';

/** How often definitions are re-read (edits through another instance show up within this). */
export const JOB_REFRESH_MS = 5_000;
/** A firing whose timer comes later than this (a stalled process) is skipped, not run late. */
export const MISFIRE_GRACE_MS = 5_000;
/** At close, runs in progress get this long to finish before the database goes (a hung handler must not hold the close). */
export const STOP_WAIT_MS = 10_000;
/** Node timers hold at most a 32-bit delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Planned {
  job: SysQuartzJobTable;
  schedule: CronSchedule;
  nextFire: number | null;
}

export interface Scheduler {
  start(): Promise<void>;
  /** Re-reads the definitions now (after an edit through this instance). */
  reload(): Promise<void>;
  /** Runs the job once now, whatever its status; resolves once its run row exists. */
  runOnce(job: JobDefinition): Promise<void>;
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
}

export const instanceName = () =>
  `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 64);

const sameDefinition = (a: SysQuartzJobTable, b: SysQuartzJobTable) =>
  a.cronExpression === b.cronExpression && a.jobClassName === b.jobClassName && a.parameter === b.parameter;

export function createScheduler(deps: RunnerDeps, refreshMs = JOB_REFRESH_MS): Scheduler {
  let planned = new Map<string, Planned>();
  const inFlight = new Set<Promise<void>>();
  let fireTimer: NodeJS.Timeout | undefined;
  let refreshTimer: NodeJS.Timeout | undefined;
  let stopped = true;
  let loading: Promise<void> = Promise.resolve();

  const track = (run: Promise<void>) => {
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  };

  function arm(): void {
    clearTimeout(fireTimer);
    if (stopped) return;
    let earliest = Infinity;
    for (const p of planned.values()) if (p.nextFire !== null) earliest = Math.min(earliest, p.nextFire);
    if (earliest === Infinity) return;
    fireTimer = setTimeout(onTimer, Math.min(MAX_TIMER_MS, Math.max(0, earliest - Date.now())));
  }

  function onTimer(): void {
    const now = Date.now();
    for (const p of planned.values()) {
      if (p.nextFire === null || p.nextFire > now) continue;
      if (now - p.nextFire <= MISFIRE_GRACE_MS) void track(runFiring(deps, p.job, p.nextFire, 'cron'));
      p.nextFire = nextFireTime(p.schedule, Math.max(p.nextFire, now - MISFIRE_GRACE_MS));
    }
    arm();
  }

  async function load(): Promise<void> {
    const jobs = await jobDb(deps.db)
      .selectFrom('sysQuartzJob')
      .selectAll()
      .where('status', '=', JOB_STATUS.running)
      .execute();
    const next = new Map<string, Planned>();
    const now = Date.now();
    for (const job of jobs) {
      const known = planned.get(job.id);
      if (known && sameDefinition(known.job, job)) {
        next.set(job.id, { ...known, job });
        continue;
      }
      const parsed = parseCron(job.cronExpression);
      // Written around the API (the API refuses both): leave it out rather than stop the others.
      if (!parsed.ok || !deps.registry.get(job.jobClassName)) {
        deps.log.warn({ job: job.jobClassName }, 'scheduled job skipped: invalid cron or unknown handler');
        continue;
      }
      next.set(job.id, { job, schedule: parsed.schedule, nextFire: nextFireTime(parsed.schedule, now) });
    }
    planned = next;
    arm();
  }

  function reload(): Promise<void> {
    // One load at a time, in order; a failed load (database away) keeps the previous plan.
    loading = loading
      .then(() => (stopped ? undefined : load()))
      .catch((error: unknown) => deps.log.error({ err: error }, 'scheduled jobs could not be loaded'));
    return loading;
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      refreshTimer = setInterval(() => void reload(), refreshMs);
      await reload();
    },
    reload,
    async runOnce(job) {
      const done = await startFiring(deps, job, Date.now(), 'manual');
      if (done) void track(done);
    },
    async stop() {
      stopped = true;
      clearTimeout(fireTimer);
      clearInterval(refreshTimer);
      await loading;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, STOP_WAIT_MS);
      });
      await Promise.race([Promise.allSettled([...inFlight]), timeout]);
      clearTimeout(timer);
    },
  };
}
