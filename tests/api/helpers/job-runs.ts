// Runs a scheduled job once, as 执行一次 does, and answers its run when it has ended: polled from the
// run log, the job's own record of it, since the run happens after the answer.
import type { PageResult } from '../../../src/shared/api-types';
import { QUARTZ_PATHS } from '../../../src/shared/jobs/jobs-api';
import type { QuartzJob, QuartzJobRun } from '../../../src/shared/jobs/jobs-api';
import type { ApiClient } from './client';

const POLL_MS = 100;
const POLLS = 100;

export async function runJobOnce(api: ApiClient, token: string, jobId: string): Promise<QuartzJobRun> {
  const manualRuns = async () =>
    (
      await api.get<PageResult<QuartzJobRun>>(QUARTZ_PATHS.runList, {
        token,
        query: { jobId, pageSize: '100' },
      })
    ).body.result.records.filter((run) => run.triggerType === 'manual');
  const before = (await manualRuns()).length;
  const executed = await api.get(QUARTZ_PATHS.execute, { token, query: { id: jobId } });
  if (!executed.body.success) throw new Error(`the job did not start: ${executed.body.message}`);
  for (let polls = 0; polls < POLLS; polls += 1) {
    const runs = await manualRuns();
    if (runs.length > before && runs.every((run) => run.status !== 'running')) return runs[0]!;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`job ${jobId} did not finish within ${(POLL_MS * POLLS) / 1000} s`);
}

/** Runs the installed job of a class (the time-rule job, …) once and answers its run. */
export async function runJobOfClass(
  api: ApiClient,
  token: string,
  jobClassName: string,
): Promise<QuartzJobRun> {
  const jobs = await api.get<PageResult<QuartzJob>>(QUARTZ_PATHS.list, { token, query: { jobClassName } });
  const job = jobs.body.result.records[0];
  if (!job) throw new Error(`no job of class ${jobClassName} is installed`);
  return runJobOnce(api, token, job.id);
}
