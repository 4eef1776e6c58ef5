// A scheduled job every instance plans fires once per firing across the cluster: no second missed,
// none run twice, each run by one of the cluster's instances.
import { expect, inject, it } from 'vitest';
import type { PageResult } from '../../src/shared/api-types';
import { QUARTZ_PATHS } from '../../src/shared/jobs/jobs-api';
import type { QuartzJob, QuartzJobRun } from '../../src/shared/jobs/jobs-api';
import { call, proxyUrl, signInAsAdmin } from './client';

/** Longer than the instances' refresh of job definitions (5 s), so all three plan the job. */
const FIRINGS = 9;

const secondsOf = (fireTime: string) => Date.parse(fireTime.replace(' ', 'T') + 'Z') / 1000;

it('a job firing every second runs once per second across the three instances', async () => {
  const proxy = proxyUrl();
  const { token } = await signInAsAdmin(proxy);
  const added = await call<QuartzJob>(proxy, 'POST', QUARTZ_PATHS.add, {
    token,
    body: { jobClassName: 'sampleJob', cronExpression: '* * * * * ?', parameter: 'cluster', status: 0 },
  });
  expect(added.body.success).toBe(true);
  const jobId = added.body.result.id;
  const history = () =>
    call<PageResult<QuartzJobRun>>(proxy, 'GET', `${QUARTZ_PATHS.runList}?jobId=${jobId}&pageSize=100`, {
      token,
    }).then((reply) => reply.body.result.records);

  let runs = await history();
  const deadline = Date.now() + 25_000;
  while (runs.length < FIRINGS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    runs = await history();
  }
  await call(proxy, 'GET', `${QUARTZ_PATHS.pause}?id=${jobId}`, { token });
  expect(runs.length).toBeGreaterThanOrEqual(FIRINGS);

  const seconds = runs.map((run) => secondsOf(run.fireTime)).sort((a, b) => a - b);
  const first = seconds[0]!;
  // Every second from the first firing to the last exactly once.
  expect(seconds).toEqual(seconds.map((_, i) => first + i));
  const pids = inject('instancePids').map(String);
  const byInstance = new Map<string, number>();
  for (const run of runs) {
    expect(run.triggerType).toBe('cron');
    const pid = run.instance?.split(':')[1] ?? '';
    expect(pids).toContain(pid);
    byInstance.set(pid, (byInstance.get(pid) ?? 0) + 1);
  }
  console.log(
    `cluster scheduler: ${runs.length} firings, by instance pid ${JSON.stringify(Object.fromEntries(byInstance))}`,
  );
});
