import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GENERATE_PAGE_TEXTS, REPORT_GENERATION_PATHS } from '../../../shared/report-generation';
import type { GenerationJob } from '../../../shared/report-generation';
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
      // The enterprise picker reads the investigation's enterprise dictionary from its schema.
      http.get(api('/engine/entities/investigation'), () =>
        ok({
          entity: { name: 'investigation', fields: [] },
          tableDictCodes: { 'investigation.enterpriseId': 'nanli_enterprise,enterprise_name,id' },
        }),
      ),
      http.get(api(`${GENERATION_SOURCES.templateApi}/list`), () =>
        page([{ id: 't1', templateName: '客户模板', version: 'V00001', isDefault: 'Y' }]),
      ),
      http.get(api(`${GENERATION_SOURCES.investigationApi}/list`), ({ request }) => {
        expect(new URL(request.url).searchParams.get('status_MultiString')).toBe(
          GENERATION_SOURCES.reportable,
        );
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
    await waitFor(() => expect(asked).toEqual({ investigationIds: ['i1', 'i2'], templateId: 't1' }), WAIT);
    expect(await screen.findByText(GENERATE_PAGE_TEXTS.batchTitle, {}, WAIT)).toBeTruthy();
    const download = await screen.findByRole('button', { name: /下载全部/ }, WAIT);
    await waitFor(() => expect(download.hasAttribute('disabled')).toBe(false), WAIT);
    expect(screen.getByText(GENERATE_PAGE_TEXTS.progress(2, 2))).toBeTruthy();
  });
});
