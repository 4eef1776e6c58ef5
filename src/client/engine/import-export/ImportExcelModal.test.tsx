import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_EXPORT_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { dialogTitled } from '../list/test/renderList';
import { ImportExcelModal } from './ImportExcelModal';

const IMPORT_URL = '/nanli/enterprise/importExcel';
const TEMPLATE_URL = '/nanli/enterprise/importTemplate';

function renderModal() {
  const imported = vi.fn();
  const closed = vi.fn();
  renderWithApp(
    <ImportExcelModal
      open
      importUrl={IMPORT_URL}
      templateUrl={TEMPLATE_URL}
      title="投保企业"
      onClose={closed}
      onImported={imported}
    />,
  );
  return { imported, closed };
}

const importButton = () => screen.getByRole('button', { name: /导\s*入/ }) as HTMLButtonElement;

function chooseFile(name = '企业.xlsx') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['PK'], name)] } });
}

function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

function serveImport(answer: object) {
  const uploads: { field: string; name: string }[] = [];
  server.use(
    http.post(api(IMPORT_URL), async ({ request }) => {
      const form = await request.formData();
      form.forEach((value, field) => uploads.push({ field, name: value instanceof File ? value.name : '' }));
      return HttpResponse.json(answer);
    }),
  );
  return uploads;
}

describe('the import dialog', { timeout: 20_000 }, () => {
  it('enables 导入 once one .xlsx is chosen and uploads it as `file`', async () => {
    signIn();
    const uploads = serveImport({ success: true, code: 200, message: '共3行数据全部导入成功！' });
    const { imported, closed } = renderModal();
    expect(importButton().disabled).toBe(true);
    chooseFile('notes.txt');
    expect(
      await screen.findByText(IMPORT_EXPORT_TEXTS.xlsxOnly, { selector: '.ant-message *' }),
    ).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    // An ASCII name: the test server reads multipart file names as Latin-1.
    chooseFile('enterprises.xlsx');
    await waitFor(() => expect(importButton().disabled).toBe(false));
    expect(screen.getByText('enterprises.xlsx')).toBeTruthy();
    fireEvent.click(importButton());
    expect(await screen.findByText('共3行数据全部导入成功！')).toBeTruthy();
    expect(uploads).toEqual([{ field: 'file', name: 'enterprises.xlsx' }]);
    expect(imported).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('downloads the template with the session token', async () => {
    signIn();
    const downloads = captureDownloads();
    let token: string | null = null;
    server.use(
      http.get(api(TEMPLATE_URL), ({ request }) => {
        token = request.headers.get('X-Access-Token');
        return new HttpResponse(new Blob(['PK']));
      }),
    );
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: IMPORT_EXPORT_TEXTS.downloadTemplate }));
    await waitFor(() => expect(downloads).toEqual(['投保企业导入模板.xlsx']));
    expect(token).toBe('test-token');
  });

  it('reports a partial import (201) in a warning with a download of the failed rows', async () => {
    signIn();
    const downloads = captureDownloads();
    serveImport({
      success: true,
      code: 201,
      message: '文件导入成功，但有错误。',
      result: {
        totalCount: 5,
        errorCount: 2,
        successCount: 3,
        msg: '总上传行数：5，已导入行数：3，错误行数：2',
        fileUrl: '/engine/importErrors/r1',
        fileName: '企业_错误信息.txt',
      },
    });
    let token: string | null = null;
    server.use(
      http.get(api('/engine/importErrors/r1'), ({ request }) => {
        token = request.headers.get('X-Access-Token');
        return new HttpResponse(new Blob(['第2行：企业名称不能为空']));
      }),
    );
    const { imported } = renderModal();
    chooseFile();
    await waitFor(() => expect(importButton().disabled).toBe(false));
    fireEvent.click(importButton());
    const warning = await dialogTitled('文件导入成功，但有错误。');
    expect(within(warning).getByText('总上传行数：5，已导入行数：3，错误行数：2')).toBeTruthy();
    fireEvent.click(within(warning).getByText(IMPORT_EXPORT_TEXTS.partialDownload));
    await waitFor(() => expect(downloads).toEqual(['企业_错误信息.txt']));
    expect(token).toBe('test-token');
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it("shows a refused file as '{file name} {message}.'", async () => {
    signIn();
    serveImport({ success: false, code: 500, message: '文件导入失败:表头与模板不一致' });
    const { imported } = renderModal();
    chooseFile();
    await waitFor(() => expect(importButton().disabled).toBe(false));
    fireEvent.click(importButton());
    const text = WIDGET_TEXTS.importError('企业.xlsx', '文件导入失败:表头与模板不一致');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
