import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';
import { STORED_FILE_MESSAGES } from '../../../shared/validation/stored-files';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { FileUpload } from './FileUpload';
import type { FileUploadProps } from './FileUpload';

const HEX = '0123456789abcdef0123456789abcdef';
const TIMEOUT = { timeout: 5_000 };

/** The uploader with its value shown, as a form field holds it. */
function Harness(props: Omit<FileUploadProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <FileUpload {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? '(null)'}</output>
    </>
  );
}

function serveUpload(answer: (name: string) => { success: boolean; message: string }) {
  const sent: { biz: string; name: string }[] = [];
  server.use(
    http.post(api('/sys/common/upload'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      sent.push({ biz: String(form.get('biz')), name: file.name });
      return HttpResponse.json({ code: 200, ...answer(file.name) });
    }),
  );
  return sent;
}

const pick = (...files: File[]) =>
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files } });
const value = () => screen.getByTestId('value').textContent;
/** 上传完成 shows in an open tooltip (a closed one stays in the page, hidden). */
const doneShown = () =>
  screen.queryAllByText(WIDGET_TEXTS.uploadDone).some((tip) => !tip.closest('.ant-tooltip-hidden'));

describe('FileUpload', { timeout: 20_000 }, () => {
  it('adds each uploaded file’s stored path to the value and shows the uploader’s name', async () => {
    signIn();
    const sent = serveUpload((name) => ({ success: true, message: `jeecg/${HEX}/${name}` }));
    const report = `jeecg/${HEX}/整改报告.pdf`;
    renderWithApp(<Harness kind="file" initial={report} />);
    const link = screen.getByText('整改报告.pdf').closest('a')!;
    expect(link.getAttribute('href')).toContain(
      `/sys/common/static/jeecg/${HEX}/${encodeURIComponent('整改报告.pdf')}`,
    );
    // (happy-dom's multipart bodies garble non-ASCII file names, so the new files are ASCII-named.)
    pick(new File(['a'], 'plan.pdf', { type: 'application/pdf' }), new File(['b'], 'minutes.docx'));
    await waitFor(
      () => expect(value()).toBe(`${report},jeecg/${HEX}/plan.pdf,jeecg/${HEX}/minutes.docx`),
      TIMEOUT,
    );
    expect(sent).toEqual([
      { biz: 'jeecg', name: 'plan.pdf' },
      { biz: 'jeecg', name: 'minutes.docx' },
    ]);
    expect(screen.getByText('minutes.docx')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: /删除|delete/i })[0]!);
    expect(value()).toBe(`jeecg/${HEX}/plan.pdf,jeecg/${HEX}/minutes.docx`);
  });

  it('takes images only in an image uploader (请上传图片) and sends nothing else', async () => {
    signIn();
    const sent = serveUpload(() => ({ success: true, message: `jeecg/${HEX}.png` }));
    renderWithApp(<Harness kind="image" />);
    // On a phone the picker offers the back camera.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect([input.accept, input.getAttribute('capture')]).toEqual(['image/*', 'environment']);
    pick(new File(['a'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(VALIDATION_TEXTS.imageOnly, {}, TIMEOUT)).toBeTruthy();
    expect(sent).toEqual([]);
    expect(value()).toBe('(null)');
  });

  it('keeps a refused file listed as failed and the value unchanged', async () => {
    signIn();
    serveUpload(() => ({ success: false, message: '不支持的文件类型' }));
    renderWithApp(<Harness kind="file" />);
    pick(new File(['MZ'], 'a.exe'));
    expect(await screen.findByText(WIDGET_TEXTS.uploadFailed('a.exe'), {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByText('a.exe').closest('.ant-upload-list-item-error')).toBeTruthy();
    expect(value()).toBe('(null)');
    // Its name opens 上传出错 with the reason.
    fireEvent.click(screen.getByText('a.exe'));
    const dialog = await screen.findByRole('dialog', { name: WIDGET_TEXTS.uploadErrorTitle }, TIMEOUT);
    expect(within(dialog).getByText(WIDGET_TEXTS.uploadErrorDetail('不支持的文件类型'))).toBeTruthy();
  });

  it('reads 上传中(n%) while the file is sent, then 上传完成, the name shown throughout', async () => {
    signIn();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(api('/sys/common/upload'), async () => {
        await answered;
        return HttpResponse.json({ success: true, code: 200, message: `jeecg/${HEX}/plan.pdf` });
      }),
    );
    renderWithApp(<Harness kind="file" initial={`jeecg/${HEX}/old.pdf`} />);
    pick(new File(['a'], 'plan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(WIDGET_TEXTS.uploading(0), {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByText('plan.pdf')).toBeTruthy();
    answer();
    await waitFor(() => expect(value()).toBe(`jeecg/${HEX}/old.pdf,jeecg/${HEX}/plan.pdf`), TIMEOUT);
    expect(screen.queryByText(WIDGET_TEXTS.uploading(0))).toBeNull();
    const item = (name: string) => screen.getByText(name).closest('.ant-upload-list-item')!;
    fireEvent.mouseEnter(item('plan.pdf'));
    await waitFor(() => expect(doneShown()).toBe(true), TIMEOUT);
    // The record's older file was not sent now: nothing to tell about it.
    fireEvent.mouseLeave(item('plan.pdf'));
    await waitFor(() => expect(doneShown()).toBe(false), TIMEOUT);
    fireEvent.mouseEnter(item('old.pdf'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(doneShown()).toBe(false);
  });

  it('stops at maxCount: files over it are refused and the picker goes', async () => {
    signIn();
    const sent = serveUpload((name) => ({ success: true, message: `jeecg/${HEX}/${name}` }));
    renderWithApp(<Harness kind="file" maxCount={2} initial={`jeecg/${HEX}.png`} />);
    pick(new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf'));
    expect(await screen.findByText(STORED_FILE_MESSAGES.tooManyFiles(2), {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(value()).toBe(`jeecg/${HEX}.png,jeecg/${HEX}/a.pdf`), TIMEOUT);
    expect(sent.map((file) => file.name)).toEqual(['a.pdf']);
    expect(screen.queryByRole('button', { name: new RegExp(WIDGET_TEXTS.clickToUpload) })).toBeNull();
  });
});
