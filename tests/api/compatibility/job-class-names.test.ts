// 定时任务 with JeecgBoot 2.4's job class names: the sample jobs a JeecgBoot client or a migrated job
// table names run ours; the name is stored as ours, so the same job cannot be added twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuartzJob } from '../../../src/shared/jobs/jobs-api';
import { QUARTZ_PATHS } from '../../../src/shared/jobs/jobs-api';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

let server: TestApp;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  token = await api.login();
});
afterAll(() => server.close());

const add = (jobClassName: string) =>
  api.post<QuartzJob>(
    QUARTZ_PATHS.add,
    { jobClassName, cronExpression: '0 0 3 * * ?', status: -1 },
    { token },
  );

describe('JeecgBoot job class names', () => {
  it('adds a job under JeecgBoot’s class name as ours, and refuses the same job under its other name', async () => {
    const added = await add('org.jeecg.modules.quartz.job.SampleParamJob');
    expect(added.body).toMatchObject({ success: true, result: { jobClassName: 'sampleJob' } });
    const again = await add('org.jeecg.modules.quartz.job.SampleJob');
    expect(again.body).toMatchObject({ success: false, message: '该定时任务类名已存在' });
  });

  it('names the class names that exist when one does not', async () => {
    const unknown = await add('org.jeecg.modules.quartz.job.AsyncJob');
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.message).toContain('后台找不到该类名：org.jeecg.modules.quartz.job.AsyncJob');
    expect(unknown.body.message).toContain('sampleJob');
    expect(unknown.body.message).toContain('purgeJobRuns');
  });
});
