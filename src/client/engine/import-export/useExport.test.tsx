import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '../../../shared/engine-api';
import { HTTP_TEXTS, IMPORT_EXPORT_TEXTS } from '../../../shared/texts';
import { api, server } from '../../test/server';
import { API_BASE, grantAll, serveEntity } from '../list/test/fixtures';
import { dialogTitled, renderList, table } from '../list/test/renderList';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Files the page hands to the browser, by name. */
function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;

describe('export', { timeout: 30_000 }, () => {
  it('sends the filters and the selected ids, and saves the file as <entity title>.xlsx', async () => {
    grantAll();
    serveEntity();
    const downloads = captureDownloads();
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api(`${API_BASE}/exportXls`), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return new HttpResponse(new Blob(['PK-xlsx']), { headers: { 'Content-Type': XLSX } });
      }),
    );
    renderList('?enterpriseName=科技&column=employeeCount&order=asc&pageNo=2');
    await screen.findByText('企业11');
    fireEvent.click(within(rowOf('企业11')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('企业12')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(downloads).toEqual(['投保企业.xlsx']));
    const query = Object.fromEntries([...asked[0]!].filter(([key]) => key !== '_t'));
    expect(query).toEqual({
      enterpriseName: '*科技*',
      column: 'employeeCount',
      order: 'asc',
      selections: 'e11,e12',
    });
  });

  it('warns 文件下载失败 on an empty file', async () => {
    grantAll();
    serveEntity();
    const downloads = captureDownloads();
    server.use(http.get(api(`${API_BASE}/exportXls`), () => new HttpResponse(new Blob([]))));
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText(HTTP_TEXTS.downloadFailed)).toBeTruthy();
    expect(downloads).toEqual([]);
  });

  it('follows a background export every second until its file can be downloaded', async () => {
    grantAll();
    serveEntity();
    const downloads = captureDownloads();
    const job = (status: ExportJob['status'], written: number): ExportJob => ({
      id: 'job1',
      status,
      written,
      total: 200000,
      fileName: '投保企业_20240501.xlsx',
    });
    const progress = [job('running', 120000), job('done', 200000)];
    let fileToken: string | null = null;
    server.use(
      http.get(api(`${API_BASE}/exportXls`), () =>
        HttpResponse.json({ success: true, code: 200, message: '', result: job('running', 0) }),
      ),
      http.get(api('/engine/exportJobs/job1'), () =>
        HttpResponse.json({ success: true, code: 200, message: '', result: progress.shift() }),
      ),
      http.get(api('/engine/exportJobs/job1/file'), ({ request }) => {
        fileToken = request.headers.get('X-Access-Token');
        return new HttpResponse(new Blob(['PK']), { headers: { 'Content-Type': XLSX } });
      }),
    );
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    const dialog = await dialogTitled(IMPORT_EXPORT_TEXTS.exportingTitle);
    expect(await within(dialog).findByText(IMPORT_EXPORT_TEXTS.exportProgress(120000, 200000))).toBeTruthy();
    await waitFor(() => expect(downloads).toEqual(['投保企业_20240501.xlsx']), { timeout: 5_000 });
    expect(fileToken).toBe('test-token');
    await waitFor(() => expect(screen.queryByText(IMPORT_EXPORT_TEXTS.exportingTitle)).toBeNull());
  });

  it('shows a failed background export with its message', async () => {
    grantAll();
    serveEntity();
    server.use(
      http.get(api(`${API_BASE}/exportXls`), () =>
        HttpResponse.json({
          success: true,
          code: 200,
          result: { id: 'job2', status: 'running', written: 0, total: 10, fileName: 'x.xlsx' },
        }),
      ),
      http.get(api('/engine/exportJobs/job2'), () =>
        HttpResponse.json({
          success: true,
          code: 200,
          result: {
            id: 'job2',
            status: 'failed',
            written: 3,
            total: 10,
            fileName: 'x.xlsx',
            message: '磁盘已满',
          },
        }),
      ),
    );
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('磁盘已满', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('shows a refusal as a warning', async () => {
    grantAll();
    serveEntity();
    server.use(
      http.get(api(`${API_BASE}/exportXls`), () =>
        HttpResponse.json({ success: false, code: 510, message: '没有权限，请联系管理员授权' }),
      ),
    );
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('没有权限，请联系管理员授权')).toBeTruthy();
  });
});
