import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  GENERATE_PAGE_TEXTS,
  REPORT_GENERATION_PATHS,
  REPORT_KIND_TEXTS,
} from '../../../shared/report-generation';
import type { GenerationJob, ReportSourceInfo } from '../../../shared/report-generation';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import GenerateReportPage from './GenerateReportPage';
import { GENERATION_SOURCES } from './reportGenerationApi';

const WAIT = { timeout: 10_000 };
const ok = (result: unknown) =>
  HttpResponse.json({ success: true, code: 200, message: '', timestamp: 0, result });
const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const INVESTIGATIONS = [
  {
    id: 'i1',
    investigationNo: 'PC-20261120-0001',
    enterpriseId_dictText: '本企业',
    hazardTotal: 2,
    status_dictText: '已提交',
  },
  {
    id: 'i2',
    investigationNo: 'PC-20261121-0002',
    enterpriseId_dictText: '本企业',
    hazardTotal: 0,
    status_dictText: '已审核',
  },
];

const ENTERPRISE_DICT = 'nanli_enterprise,enterprise_name,id';
const SOURCES: ReportSourceInfo[] = [
  {
    reportType: '1',
    title: '隐患排查报告',
    entity: 'investigation',
    api: '/nanli/investigation',
    numberField: 'investigationNo',
    enterpriseField: 'enterpriseId',
    dateField: 'checkInTime',
    stateField: 'status',
    states: ['2', '3'],
    enterpriseDict: ENTERPRISE_DICT,
  },
  {
    reportType: '3',
    title: '应急演练报告',
    entity: 'emergencyDrill',
    api: '/nanli/emergencyDrill',
    numberField: 'drillNo',
    enterpriseField: 'enterpriseId',
    dateField: 'drillTime',
    stateField: 'status',
    states: ['1', '2', '3'],
    enterpriseDict: ENTERPRISE_DICT,
  },
];

const DRILLS = [
  { id: 'd1', drillNo: 'YL-20261120-0001', enterpriseId_dictText: '本企业', status_dictText: '已评估' },
];

describe('生成报告', { timeout: 30_000 }, () => {
  it('generates the ticked investigations’ reports in the background and offers their zip', async () => {
    signIn();
    let asked: Record<string, unknown> | null = null;
    let polls = 0;
    const job = (done: number, status: GenerationJob['status']): GenerationJob => ({
      id: 'j1',
      status,
      done,
      total: 2,
      failures: [],
    });
    server.use(
      http.get(api(REPORT_GENERATION_PATHS.sources), () => ok(SOURCES)),
      http.get(api(`${GENERATION_SOURCES.templateApi}/list`), () =>
        page([{ id: 't1', templateName: '客户模板', version: 'V00001', isDefault: 'Y' }]),
      ),
      http.get(api('/nanli/investigation/list'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('status_MultiString')).toBe('2,3');
        return page(INVESTIGATIONS);
      }),
      http.post(api(REPORT_GENERATION_PATHS.generate), async ({ request }) => {
        asked = (await request.json()) as Record<string, unknown>;
        return ok({ job: job(0, 'running') });
      }),
      http.get(api('/nanli/report/generateJobs/j1'), () => {
        polls += 1;
        return ok(polls > 1 ? job(2, 'done') : job(1, 'running'));
      }),
    );
    renderWithApp(<GenerateReportPage title="生成报告" />);
    const table = await screen.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getByText('PC-20261121-0002')).toBeTruthy(), WAIT);
    // The default uploaded template is chosen; the built-in one is offered too.
    expect(screen.getByText('客户模板（V00001）')).toBeTruthy();
    for (const box of within(table).getAllByRole('checkbox').slice(1)) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: GENERATE_PAGE_TEXTS.generateSelected(2) }));
    await waitFor(
      () => expect(asked).toEqual({ recordIds: ['i1', 'i2'], reportType: '1', templateId: 't1' }),
      WAIT,
    );
    expect(await screen.findByText(GENERATE_PAGE_TEXTS.batchTitle, {}, WAIT)).toBeTruthy();
    const download = await screen.findByRole('button', { name: /下载全部/ }, WAIT);
    await waitFor(() => expect(download.hasAttribute('disabled')).toBe(false), WAIT);
    expect(screen.getByText(GENERATE_PAGE_TEXTS.progress(2, 2))).toBeTruthy();
  });

  it('switches to another kind: its records, its templates and its report type', async () => {
    signIn();
    let asked: Record<string, unknown> | null = null;
    const templateTypes: (string | null)[] = [];
    server.use(
      http.get(api(REPORT_GENERATION_PATHS.sources), () => ok(SOURCES)),
      http.get(api(`${GENERATION_SOURCES.templateApi}/list`), ({ request }) => {
        templateTypes.push(new URL(request.url).searchParams.get('reportType'));
        return page([]);
      }),
      http.get(api('/nanli/investigation/list'), () => page(INVESTIGATIONS)),
      http.get(api('/nanli/emergencyDrill/list'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('status_MultiString')).toBe('1,2,3');
        expect(params.get('column')).toBe('drillTime');
        return page(DRILLS);
      }),
      http.post(api(REPORT_GENERATION_PATHS.generate), async ({ request }) => {
        asked = (await request.json()) as Record<string, unknown>;
        return ok({ reportIds: ['r1'] });
      }),
    );
    renderWithApp(<GenerateReportPage title="生成报告" />);
    const table = await screen.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getByText('PC-20261121-0002')).toBeTruthy(), WAIT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: GENERATE_PAGE_TEXTS.kind }));
    fireEvent.click(await screen.findByTitle(REPORT_KIND_TEXTS['3']!.kind, {}, WAIT));
    await waitFor(() => expect(within(table).getByText('YL-20261120-0001')).toBeTruthy(), WAIT);
    expect(screen.getByText(REPORT_KIND_TEXTS['3']!.records)).toBeTruthy();
    expect(screen.getByText(REPORT_KIND_TEXTS['3']!.columns.no)).toBeTruthy();
    await waitFor(() => expect(templateTypes).toContain('3'), WAIT);
    // Only the built-in template of drills is offered, and chosen.
    expect(screen.getByText('应急演练报告（系统默认模板）')).toBeTruthy();
    fireEvent.click(within(table).getAllByRole('checkbox')[1]!);
    fireEvent.click(screen.getByRole('button', { name: GENERATE_PAGE_TEXTS.generateSelected(1) }));
    await waitFor(
      () => expect(asked).toEqual({ recordIds: ['d1'], reportType: '3', templateId: 'builtin' }),
      WAIT,
    );
  });
});
