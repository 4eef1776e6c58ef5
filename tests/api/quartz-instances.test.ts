// Several instances on one PostgreSQL database schedule the same running job, and each firing is
// run by exactly one of them (the run row's unique (job_id, fire_time) decides).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/shared/api-types';
import { QUARTZ_PATHS } from '../../src/shared/jobs/jobs-api';
import type { QuartzJob, QuartzJobRun } from '../../src/shared/jobs/jobs-api';
import type { JobHandlers } from '../../src/server/modules/jobs/handlers';
import { claimFiring } from '../../src/server/modules/jobs/runner';
import { ApiClient } from './helpers/client';
import { createTestDatabase, startTestApp, usesPostgres } from './helpers/test-app';
import type { TestApp, TestDatabase } from './helpers/test-app';

const runsBy: { instance: string; fireTime: string }[] = [];
let sixRuns = () => {};
const sixthRun = new Promise<void>((resolve) => (sixRuns = resolve));
const handlersOf = (instance: string): JobHandlers => ({
  sharedJob: {
    description: '多个实例共同调度',
    run: async ({ fireTime }) => {
      runsBy.push({ instance, fireTime });
      if (runsBy.length === 6) sixRuns();
    },
  },
});

const onPostgres = usesPostgres();
if (!onPostgres)
  console.log('quartz-instances: skipped on SQLite — two instances need one shared PostgreSQL database');

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await startTestApp({}, { database, jobHandlers: handlersOf('A') });
    second = await startTestApp({}, { database, jobHandlers: handlersOf('B') });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  it('a claim of one firing succeeds on one instance only', async () => {
    const job = { id: 'j'.repeat(32), jobClassName: 'sharedJob', parameter: null };
    const claims = await Promise.all([
      claimFiring({ db: first.app.services.db, instance: 'A' }, job, '2030-01-01 00:00:00', 'cron'),
      claimFiring({ db: second.app.services.db, instance: 'B' }, job, '2030-01-01 00:00:00', 'cron'),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('each firing of a job several instances schedule runs once', async () => {
    const api = new ApiClient(first);
    const token = await api.login();
    const added = await api.post<QuartzJob>(
      QUARTZ_PATHS.add,
      { jobClassName: 'sharedJob', cronExpression: '* * * * * ?', status: 0 },
      { token },
    );
    expect(added.body.success).toBe(true);
    // A (where it was added) plans the job at once; C, started now, reads it at its start; B picks it
    // up at its next refresh. So at least two instances compete for every firing from here on.
    const third = await startTestApp({}, { database, jobHandlers: handlersOf('C') });
    try {
      // Barrier: the sixth firing's run, rather than a fixed number of seconds.
      await sixthRun;
      await api.get(QUARTZ_PATHS.pause, { token, query: { id: added.body.result.id } });
    } finally {
      await third.close();
    }

    const fireTimes = runsBy.map((r) => r.fireTime);
    expect(fireTimes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(fireTimes).size).toBe(fireTimes.length);
    const history = await api.get<PageResult<QuartzJobRun>>(QUARTZ_PATHS.runList, {
      token,
      query: { jobId: added.body.result.id, pageSize: '100' },
    });
    expect(history.body.result.total).toBeGreaterThanOrEqual(fireTimes.length);
    console.log(
      `quartz-instances: ${fireTimes.length} firings, run by ` +
        ['A', 'B', 'C'].map((i) => `${i} ${runsBy.filter((r) => r.instance === i).length}`).join(', '),
    );
  }, 20_000);
});
