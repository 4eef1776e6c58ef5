// /sys/quartzJob/*: editing with its checks, permissions, pause/resume, run once, the run history and
// the scheduler firing a running job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/shared/api-types';
import { CRON_TEXTS } from '../../src/shared/cron';
import { JOB_TEXTS, QUARTZ_PATHS } from '../../src/shared/jobs/jobs-api';
import type { JobHandlerInfo, QuartzJob, QuartzJobRun } from '../../src/shared/jobs/jobs-api';
import type { JobHandlers } from '../../src/server/modules/jobs/handlers';
import { ApiClient } from './helpers/client';
import { createUser } from './helpers/fixtures';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const calls: string[] = [];
const testHandlers: JobHandlers = {
  countingJob: {
    description: '计数',
    run: async ({ fireTime }) => {
      calls.push(fireTime);
      return `第${calls.length}次`;
    },
  },
  // A job firing every second proves the scheduler's timer ran: a firing due in the same second
  // of any other job would have run with it (one timer fires every due job).
  witnessJob: { description: '见证', run: async () => undefined },
  failingJob: {
    description: '总是失败',
    run: async () => {
      throw new Error('数据源不可用');
    },
  },
};

let server: TestApp;
let api: ApiClient;
let token: string;
let plainToken: string;

beforeAll(async () => {
  server = await startTestApp({}, { jobHandlers: testHandlers });
  api = new ApiClient(server);
  token = await api.login();
  await createUser(server.app.services.db, {
    username: 'engineer1',
    password: 'Passw0rd!x',
    roleCodes: ['expert'],
  });
  plainToken = await api.login('engineer1', 'Passw0rd!x');
});
afterAll(() => server.close());

const add = (body: Record<string, unknown>) => api.post<QuartzJob>(QUARTZ_PATHS.add, body, { token });
const runs = async (jobId: string) =>
  (await api.get<PageResult<QuartzJobRun>>(QUARTZ_PATHS.runList, { token, query: { jobId } })).body.result;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('editing jobs', () => {
  it('adds, lists, reads, edits and deletes a job', async () => {
    const added = await add({
      jobClassName: 'sampleJob',
      cronExpression: '0 0 3 * * ?',
      parameter: 'p1',
      status: -1,
    });
    expect(added.body).toMatchObject({ success: true, message: JOB_TEXTS.added });
    const id = added.body.result.id;
    expect(added.body.result).toMatchObject({ jobClassName: 'sampleJob', status: -1, createBy: 'admin' });

    const list = await api.get<PageResult<QuartzJob>>(QUARTZ_PATHS.list, {
      token,
      query: { jobClassName: 'SAMPLE' },
    });
    expect(list.body.result.records.map((j) => j.id)).toEqual([id]);
    expect(list.body.result).toMatchObject({ total: 1, current: 1, size: 10 });
    const none = await api.get<PageResult<QuartzJob>>(QUARTZ_PATHS.list, {
      token,
      query: { jobClassName: '%' },
    });
    expect(none.body.result.total).toBe(0);

    const read = await api.get<QuartzJob>(QUARTZ_PATHS.queryById, { token, query: { id } });
    expect(read.body.result.cronExpression).toBe('0 0 3 * * ?');

    const edited = await api.put<QuartzJob>(
      QUARTZ_PATHS.edit,
      { id, jobClassName: 'sampleJob', cronExpression: '0  30 4 ? * MON-FRI', description: '工作日' },
      { token },
    );
    expect(edited.body).toMatchObject({ success: true, message: JOB_TEXTS.edited });
    expect(edited.body.result).toMatchObject({
      cronExpression: '0 30 4 ? * MON-FRI',
      status: -1,
      updateBy: 'admin',
    });

    const removed = await api.request('DELETE', QUARTZ_PATHS.delete, { token, query: { id } });
    expect(removed.body).toMatchObject({ success: true, message: JOB_TEXTS.deleted });
    const gone = await api.get(QUARTZ_PATHS.queryById, { token, query: { id } });
    expect(gone.body).toMatchObject({ success: false, message: JOB_TEXTS.notFound });
  });

  it('refuses a bad cron expression with the reason', async () => {
    const reply = await add({ jobClassName: 'sampleJob', cronExpression: '0 60 * * * ?' });
    expect(reply.body).toMatchObject({
      success: false,
      message: JOB_TEXTS.badCron(CRON_TEXTS.outOfRange('分', 60, 0, 59)),
    });
    const both = await add({ jobClassName: 'sampleJob', cronExpression: '0 0 0 * * *' });
    expect(both.body.message).toBe(JOB_TEXTS.badCron(CRON_TEXTS.dayAndWeekBoth));
    const empty = await add({ jobClassName: 'sampleJob', cronExpression: ' ' });
    expect(empty.body.message).toBe(JOB_TEXTS.badCron(CRON_TEXTS.empty));
  });

  it('refuses an unknown handler, a duplicate class name and a missing field', async () => {
    const unknown = await add({ jobClassName: 'org.jeecg.NoSuchJob', cronExpression: '0 0 3 * * ?' });
    expect(unknown.body).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^后台找不到该类名：org\.jeecg\.NoSuchJob（可用的类名：sampleJob、purgeExpiredSessions、.*）$/,
      ),
    });

    // purgeJobRuns is installed by the migration.
    const again = await add({ jobClassName: 'purgeJobRuns', cronExpression: '0 0 4 * * ?' });
    expect(again.body).toMatchObject({ success: false, message: JOB_TEXTS.classNameExists });

    const missing = await api.post(QUARTZ_PATHS.add, { jobClassName: 'sampleJob' }, { token });
    expect(missing.body.success).toBe(false);
    expect(missing.body.message).toContain('cronExpression');
    const badStatus = await add({ jobClassName: 'sampleJob', cronExpression: '0 0 3 * * ?', status: 5 });
    expect(badStatus.body.success).toBe(false);
  });

  it('installs the nightly purges (run history, unlinked uploads, request keys) and the time-rule evaluation', async () => {
    const list = await api.get<PageResult<QuartzJob>>(QUARTZ_PATHS.list, { token, query: { status: '0' } });
    expect(list.body.result.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          jobClassName: 'purgeJobRuns',
          cronExpression: '0 10 3 * * ?',
          parameter: '30',
        }),
        expect.objectContaining({ jobClassName: 'purgeUnlinkedFiles', cronExpression: '0 20 3 * * ?' }),
        expect.objectContaining({ jobClassName: 'purgeRequestKeys', cronExpression: '0 30 3 * * ?' }),
        expect.objectContaining({ jobClassName: 'evaluateTimeRules', cronExpression: '0 0/10 * * * ?' }),
      ]),
    );
  });

  it('lists the handlers by name', async () => {
    const reply = await api.get<JobHandlerInfo[]>(QUARTZ_PATHS.handlers, { token });
    expect(reply.body.result.map((h) => h.name)).toEqual(
      expect.arrayContaining([
        'sampleJob',
        'purgeExpiredSessions',
        'purgeExportFiles',
        'purgeJobRuns',
        'purgeUnlinkedFiles',
        'purgeRequestKeys',
        'evaluateTimeRules',
        'countingJob',
      ]),
    );
  });

  it('deleteBatch needs ids and removes several', async () => {
    const a = await add({ jobClassName: 'purgeExportFiles', cronExpression: '0 0 1 * * ?', status: -1 });
    const b = await add({ jobClassName: 'purgeExpiredSessions', cronExpression: '0 0 2 * * ?', status: -1 });
    const empty = await api.request('DELETE', QUARTZ_PATHS.deleteBatch, { token, query: { ids: ',' } });
    expect(empty.body).toMatchObject({ success: false, message: '参数不识别！' });
    const reply = await api.request('DELETE', QUARTZ_PATHS.deleteBatch, {
      token,
      query: { ids: `${a.body.result.id},${b.body.result.id},` },
    });
    expect(reply.body).toMatchObject({ success: true, message: JOB_TEXTS.deleted });
    const missing = await api.request('DELETE', QUARTZ_PATHS.deleteBatch, {
      token,
      query: { ids: a.body.result.id },
    });
    expect(missing.body).toMatchObject({ success: false, message: JOB_TEXTS.notFound });
  });
});

describe('permissions', () => {
  it('answers 510 on every endpoint without the button code', async () => {
    const t = { token: plainToken };
    const replies = await Promise.all([
      api.get(QUARTZ_PATHS.list, t),
      api.get(QUARTZ_PATHS.queryById, { ...t, query: { id: 'x' } }),
      api.get(QUARTZ_PATHS.handlers, t),
      api.post(QUARTZ_PATHS.add, { jobClassName: 'sampleJob', cronExpression: '* * * * * ?' }, t),
      api.put(QUARTZ_PATHS.edit, { id: 'x', jobClassName: 'sampleJob', cronExpression: '* * * * * ?' }, t),
      api.request('DELETE', QUARTZ_PATHS.delete, { ...t, query: { id: 'x' } }),
      api.request('DELETE', QUARTZ_PATHS.deleteBatch, { ...t, query: { ids: 'x' } }),
      api.get(QUARTZ_PATHS.pause, { ...t, query: { id: 'x' } }),
      api.get(QUARTZ_PATHS.resume, { ...t, query: { id: 'x' } }),
      api.get(QUARTZ_PATHS.execute, { ...t, query: { id: 'x' } }),
      api.get(QUARTZ_PATHS.runList, { ...t, query: { jobId: 'x' } }),
    ]);
    for (const reply of replies) expect(reply.body).toMatchObject({ success: false, code: 510 });
  });

  it('answers 401 without a token', async () => {
    const reply = await api.get(QUARTZ_PATHS.list);
    expect(reply.status).toBe(401);
  });
});

describe('running jobs', () => {
  it('runs once on execute and records outcome and duration', async () => {
    const added = await add({ jobClassName: 'failingJob', cronExpression: '0 0 0 1 1 ? 2099', status: -1 });
    const id = added.body.result.id;
    const reply = await api.get(QUARTZ_PATHS.execute, { token, query: { id } });
    expect(reply.body).toMatchObject({ success: true, message: JOB_TEXTS.executed });
    const page = await until(
      () => runs(id),
      (p) => p.records[0]?.status === 'failure',
    );
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      triggerType: 'manual',
      status: 'failure',
      message: '数据源不可用',
    });
    expect(page.records[0]!.duration).toBeGreaterThanOrEqual(0);
    expect(page.records[0]!.fireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);

    const unknown = await api.get(QUARTZ_PATHS.execute, { token, query: { id: 'nope' } });
    expect(unknown.body).toMatchObject({ success: false, message: JOB_TEXTS.notFound });
  });

  it('fires a running job every second, stops on pause and starts again on resume', async () => {
    const added = await add({ jobClassName: 'countingJob', cronExpression: '* * * * * ?', status: -1 });
    const id = added.body.result.id;
    const witness = await add({ jobClassName: 'witnessJob', cronExpression: '* * * * * ?', status: 0 });
    const witnessed = async (firings: number) => {
      const { total } = await until(
        () => runs(witness.body.result.id),
        (p) => p.total >= firings,
      );
      expect(total, 'witness firings').toBeGreaterThanOrEqual(firings);
      return total;
    };
    // Barrier: two seconds of the witness firing, in which the paused job did not.
    const seen = await witnessed(2);
    expect((await runs(id)).total).toBe(0);

    const resumed = await api.get(QUARTZ_PATHS.resume, { token, query: { jobClassName: 'countingJob' } });
    expect(resumed.body).toMatchObject({ success: true, message: JOB_TEXTS.resumed });
    const firing = await until(
      () => runs(id),
      (p) => p.records.filter((r) => r.status === 'success').length >= 2,
    );
    const done = firing.records.filter((r) => r.status === 'success');
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(done[0]).toMatchObject({ triggerType: 'cron', message: expect.stringMatching(/^第\d+次$/) });
    expect(done[0]!.fireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const paused = await api.get(QUARTZ_PATHS.pause, { token, query: { id } });
    expect(paused.body).toMatchObject({ success: true, message: JOB_TEXTS.paused });
    const job = await api.get<QuartzJob>(QUARTZ_PATHS.queryById, { token, query: { id } });
    expect(job.body.result.status).toBe(-1);
    const after = (await runs(id)).total;
    const witnessBeforePause = (await runs(witness.body.result.id)).total;
    expect(witnessBeforePause).toBeGreaterThanOrEqual(seen);
    await witnessed(witnessBeforePause + 2);
    // A firing claimed just before the pause may still land; nothing after it.
    expect((await runs(id)).total).toBeLessThanOrEqual(after + 1);
    await api.get(QUARTZ_PATHS.pause, { token, query: { id: witness.body.result.id } });
    // Each firing ran once.
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('pause and resume of an unknown job', async () => {
    const reply = await api.get(QUARTZ_PATHS.pause, { token, query: { jobClassName: 'nothing' } });
    expect(reply.body).toMatchObject({ success: false, message: JOB_TEXTS.notFound });
    const bare = await api.get(QUARTZ_PATHS.resume, { token });
    expect(bare.body.success).toBe(false);
  });
});
