import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuthItem } from '../../../shared/api-types';
import { JOB_TEXTS, QUARTZ_CODES, QUARTZ_PATHS } from '../../../shared/jobs/jobs-api';
import type { QuartzJob, QuartzJobRun } from '../../../shared/jobs/jobs-api';
import { savePermissions } from '../../session/sessionState';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import QuartzJobList from './QuartzJobList';
import { QUARTZ_PAGE_TEXTS as T } from './quartzJobTexts';

const FIND = { timeout: 10_000 };

const job: QuartzJob = {
  id: 'j1',
  jobClassName: 'sampleJob',
  cronExpression: '0 0 3 * * ?',
  parameter: null,
  description: '示例',
  status: -1,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
};

const run: QuartzJobRun = {
  id: 'r1',
  jobId: 'j1',
  jobClassName: 'sampleJob',
  fireTime: '2026-01-01 03:00:00',
  triggerType: 'cron',
  status: 'success',
  startTime: '2026-01-01 03:00:00',
  endTime: '2026-01-01 03:00:00',
  duration: 12,
  message: '示例任务已执行，参数：无',
  instance: 'host:1',
};

function grant(codes: string[]) {
  signIn();
  const auth: AuthItem[] = [{ action: codes.join(','), type: '1', describe: '定时任务' }];
  savePermissions({ menu: [], auth, allAuth: [] });
}

const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

function serve() {
  const calls: { path: string; query?: string; body?: unknown }[] = [];
  server.use(
    http.get(api(QUARTZ_PATHS.list), () =>
      HttpResponse.json({ success: true, code: 200, result: page([job]) }),
    ),
    http.get(api(QUARTZ_PATHS.handlers), () =>
      HttpResponse.json({ success: true, code: 200, result: [{ name: 'sampleJob', description: '示例' }] }),
    ),
    http.get(api(QUARTZ_PATHS.runList), ({ request }) => {
      calls.push({ path: 'runList', query: new URL(request.url).searchParams.get('jobId') ?? '' });
      return HttpResponse.json({ success: true, code: 200, result: page([run]) });
    }),
    http.get(api(QUARTZ_PATHS.resume), ({ request }) => {
      calls.push({ path: 'resume', query: new URL(request.url).searchParams.get('id') ?? '' });
      return HttpResponse.json({ success: true, code: 200, message: JOB_TEXTS.resumed });
    }),
    http.put(api(QUARTZ_PATHS.edit), async ({ request }) => {
      calls.push({ path: 'edit', body: await request.json() });
      return HttpResponse.json({ success: true, code: 200, message: JOB_TEXTS.edited, result: job });
    }),
  );
  return calls;
}

describe('the scheduled-job page', { timeout: 60_000 }, () => {
  it('lists jobs, starts one, and shows its run history', async () => {
    grant(Object.values(QUARTZ_CODES));
    const calls = serve();
    renderWithApp(<QuartzJobList title="定时任务" />);
    expect(await screen.findByText('0 0 3 * * ?', undefined, FIND)).toBeTruthy();
    expect(screen.getByText('停止', { selector: '.ant-tag' })).toBeTruthy();

    fireEvent.click(screen.getByText(T.start));
    expect(await screen.findByText(JOB_TEXTS.resumed, undefined, FIND)).toBeTruthy();
    expect(calls).toContainEqual({ path: 'resume', query: 'j1' });

    fireEvent.click(screen.getByText(T.history));
    expect(await screen.findByText(run.message!, undefined, FIND)).toBeTruthy();
    expect(screen.getByText('成功')).toBeTruthy();
    expect(calls).toContainEqual({ path: 'runList', query: 'j1' });
  });

  it('edits a job with the cron editor, which opens on the current expression', async () => {
    grant(Object.values(QUARTZ_CODES));
    const calls = serve();
    renderWithApp(<QuartzJobList title="定时任务" />);
    fireEvent.click(await screen.findByText('编辑', undefined, FIND));
    fireEvent.click(await screen.findByRole('button', { name: /选\s*择/ }, FIND));
    expect((await screen.findByTestId('cron-expression', undefined, FIND)).textContent).toBe('0 0 3 * * ? *');
    fireEvent.click(screen.getByRole('radio', { name: /每一秒/ }));
    const okButtons = screen.getAllByRole('button', { name: /确\s*定/ });
    fireEvent.click(okButtons[okButtons.length - 1]!);
    await waitFor(() => expect(screen.queryByTestId('cron-expression')).toBeNull(), FIND);
    expect((screen.getByLabelText('Cron表达式') as HTMLInputElement).value).toBe('* 0 3 * * ? *');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ })[0]!);
    expect(await screen.findByText(JOB_TEXTS.edited, undefined, FIND)).toBeTruthy();
    expect(calls).toContainEqual({
      path: 'edit',
      body: expect.objectContaining({ id: 'j1', jobClassName: 'sampleJob', cronExpression: '* 0 3 * * ? *' }),
    });
  });

  it('shows only the buttons the user holds', async () => {
    grant([QUARTZ_CODES.list]);
    serve();
    renderWithApp(<QuartzJobList title="定时任务" />);
    expect(await screen.findByText('0 0 3 * * ?', undefined, FIND)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText(T.start)).toBeNull();
    expect(screen.queryByText(T.execute)).toBeNull();
    expect(screen.getByText(T.history)).toBeTruthy();
  });
});
