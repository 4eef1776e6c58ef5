// One firing of a job: claim it by inserting its run row (the unique (job_id, fire_time) lets only
// one instance win), run the handler, record outcome, end time and duration.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { JOB_LIMITS, JOB_TEXTS } from '../../../shared/jobs/jobs-api';
import type { RunTrigger } from '../../../shared/jobs/jobs-api';
import type { Database } from '../../db/tables';
import { newId } from '../../db/ids';
import { handlerNames } from './handlers';
import type { JobRegistry } from './handlers';
import type { SysQuartzJobTable } from './tables';
import { jobDb } from './tables';

export interface RunnerDeps {
  db: Kysely<Database>;
  registry: JobRegistry;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Names this process in the run rows. */
  instance: string;
}

export type JobDefinition = Pick<SysQuartzJobTable, 'id' | 'jobClassName' | 'parameter'>;

/** A cron firing's key: the second it was due. A run-once adds milliseconds, so it never collides. */
export function fireTimeText(instant: number, trigger: RunTrigger): string {
  const text = formatDateTime(instant);
  return trigger === 'cron' ? text : `${text}.${String(instant % 1000).padStart(3, '0')}`;
}

const clip = (text: string) =>
  text.length > JOB_LIMITS.runMessageLength ? `${text.slice(0, JOB_LIMITS.runMessageLength - 1)}…` : text;

/** Inserts the run row; false when another instance (or an earlier attempt) has it already. */
export async function claimFiring(
  deps: Pick<RunnerDeps, 'db' | 'instance'>,
  job: JobDefinition,
  fireTime: string,
  trigger: RunTrigger,
): Promise<string | null> {
  const id = newId();
  const result = await jobDb(deps.db)
    .insertInto('sysQuartzRun')
    .values({
      id,
      jobId: job.id,
      jobClassName: job.jobClassName,
      fireTime,
      triggerType: trigger,
      status: 'running',
      startTime: formatDateTime(),
      endTime: null,
      duration: null,
      message: null,
      instance: deps.instance,
    })
    .onConflict((oc) => oc.columns(['jobId', 'fireTime']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
}

async function execute(deps: RunnerDeps, job: JobDefinition, runId: string, fireTime: string): Promise<void> {
  const started = Date.now();
  let status: 'success' | 'failure' = 'success';
  let message: string | null = null;
  try {
    const handler = deps.registry.get(job.jobClassName);
    if (!handler) throw new Error(JOB_TEXTS.unknownHandler(job.jobClassName, handlerNames(deps.registry)));
    message = (await handler.run({ ...deps, parameter: job.parameter, jobId: job.id, fireTime })) ?? null;
  } catch (error) {
    status = 'failure';
    message = error instanceof Error ? error.message : String(error);
    deps.log.warn({ err: error, job: job.jobClassName, fireTime }, 'scheduled job failed');
  }
  const ended = Date.now();
  await jobDb(deps.db)
    .updateTable('sysQuartzRun')
    .set({
      status,
      endTime: formatDateTime(ended),
      duration: ended - started,
      message: message === null ? null : clip(message),
    })
    .where('id', '=', runId)
    .execute();
}

/**
 * Claims one firing and starts it. Resolves once the claim is settled: with the run's completion
 * (never rejecting) when this instance won it, null when another one did or the claim failed.
 */
export async function startFiring(
  deps: RunnerDeps,
  job: JobDefinition,
  instant: number,
  trigger: RunTrigger,
): Promise<Promise<void> | null> {
  const fireTime = fireTimeText(instant, trigger);
  // The database went away (shutdown) or refused the row: the firing is lost, the scheduler goes on.
  const lost = (error: unknown) =>
    deps.log.error({ err: error, job: job.jobClassName, fireTime }, 'scheduled job could not be recorded');
  try {
    const runId = await claimFiring(deps, job, fireTime, trigger);
    return runId ? execute(deps, job, runId, fireTime).catch(lost) : null;
  } catch (error) {
    lost(error);
    return null;
  }
}

/** Claims and runs one firing; resolves (never rejects) when it is recorded or was not ours. */
export async function runFiring(
  deps: RunnerDeps,
  job: JobDefinition,
  instant: number,
  trigger: RunTrigger,
): Promise<void> {
  await await startFiring(deps, job, instant, trigger);
}
