import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../session/sessionState';
import { api, server } from '../test/server';
import { uploadFile } from './upload';

describe('uploadFile', () => {
  it('posts multipart data with the session headers', async () => {
    saveToken('tok-up');
    const seen: { token: string | null; tenant: string | null; biz: unknown; name: string | undefined }[] =
      [];
    server.use(
      http.post(api('/sys/common/upload'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        seen.push({
          token: request.headers.get('X-Access-Token'),
          tenant: request.headers.get('tenant-id'),
          biz: form.get('biz'),
          name: file instanceof File ? file.name : undefined,
        });
        return HttpResponse.json({ success: true, code: 0, message: 'temp/a_123.txt' });
      }),
    );
    const form = new FormData();
    form.append('file', new File(['hello'], 'a.txt'));
    form.append('biz', 'temp');
    const result = await uploadFile('/sys/common/upload', form);
    expect(result).toMatchObject({ success: true, message: 'temp/a_123.txt' });
    expect(seen).toEqual([{ token: 'tok-up', tenant: '0', biz: 'temp', name: 'a.txt' }]);
  });

  it('reports the progress of the bytes sent, in percent', async () => {
    server.use(
      http.post(api('/sys/common/upload'), () =>
        HttpResponse.json({ success: true, code: 0, message: 'temp/a.txt' }),
      ),
    );
    const form = new FormData();
    form.append('file', new File(['hello'], 'a.txt'));
    const percents: number[] = [];
    await uploadFile('/sys/common/upload', form, { onProgress: (percent) => percents.push(percent) });
    expect(percents.at(-1)).toBe(100);
  });

  it('handles error statuses like every other request', async () => {
    server.use(
      http.post(api('/sys/common/upload'), () => HttpResponse.json({ message: 'x' }, { status: 403 })),
    );
    await expect(uploadFile('/sys/common/upload', new FormData())).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByText('拒绝访问')).toBeTruthy();
  });
});
