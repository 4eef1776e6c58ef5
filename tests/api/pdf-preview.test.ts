// GET /sys/common/pdf/pdfPreviewIframe?url=<stored PDF>: loaded in an <iframe>, so it is signed in
// by the static-file cookie login sets for its path; it answers a self-contained page framing the
// file's static URL, only for a stored PDF path and only to a reader of that file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_TOKEN_COOKIE } from '../../src/server/auth/static-cookie';
import { previewPage } from '../../src/server/modules/pdf-preview/preview-page';
import { PDF_PREVIEW_PARAM, PDF_PREVIEW_PATH, PDF_TEXTS } from '../../src/shared/pdf';
import { UPLOAD_TEXTS } from '../../src/shared/uploads';
import { PDF, fetchStatic, storeFile } from './helpers/uploads';
import { PASSWORD, startUsersServer } from './users/support';
import type { UsersServer } from './users/support';

let s: UsersServer;
let reader: { token: string; username: string };
let stored: string;

beforeAll(async () => {
  s = await startUsersServer();
  reader = await s.userWith([]);
  // An unlinked upload is its uploader's alone.
  stored = await storeFile(s.server, reader.token, PDF, '安全 检查报告.pdf');
});
afterAll(() => s.server.close());

/** The page as an <iframe> asks for it: the query as given, the cookie (or nothing). */
function preview(query: string, cookie?: string): Promise<Response> {
  const url = new URL(`${s.server.config.apiPrefix}${PDF_PREVIEW_PATH}?${query}`, s.server.baseUrl);
  return fetch(url, { headers: cookie ? { cookie: `${STATIC_TOKEN_COOKIE}=${cookie}` } : {} });
}
const previewOf = (value: string, cookie = reader.token) =>
  preview(`${PDF_PREVIEW_PARAM}=${encodeURIComponent(value)}`, cookie);

describe('the PDF preview page', () => {
  it('is sent the static-file cookie: login sets it for the page path too', async () => {
    const login = await s.api.loginReply<{ token: string }>(reader.username, PASSWORD);
    const cookies = login.headers.getSetCookie();
    const pagePath = `Path=${s.server.config.apiPrefix}${PDF_PREVIEW_PATH};`;
    expect(cookies.find((c) => c.includes(pagePath))).toMatch(
      new RegExp(`^${STATIC_TOKEN_COOKIE}=${login.body.result.token}; .*HttpOnly; SameSite=Strict`),
    );
    const logout = await s.api.post('/sys/logout', undefined, { token: login.body.result.token });
    expect(logout.headers.getSetCookie().find((c) => c.includes(pagePath))).toContain('Max-Age=0');
  });

  it('frames the static URL of the file and links it for download, in a self-contained page', async () => {
    const response = await previewOf(stored);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-src 'self'");
    expect(policy).not.toMatch(/unsafe|script-src/);

    const html = await response.text();
    const encoded = stored.split('/').map(encodeURIComponent).join('/');
    const source = `${s.server.config.apiPrefix}/sys/common/static/${encoded}`;
    expect(html).toContain(`<iframe src="${source}"`);
    expect(html).toContain(`<a href="${source}" download="安全 检查报告.pdf">${PDF_TEXTS.download}</a>`);
    expect(html).not.toMatch(/<script|https?:\/\//);

    // What the frame loads: the PDF itself, by the same cookie.
    const framed = await fetchStatic(s.server, encoded, { cookie: reader.token });
    expect(framed.status).toBe(200);
    expect(Buffer.from(await framed.arrayBuffer())).toEqual(PDF);
  });

  it('refuses anything but a stored PDF path, without echoing it', async () => {
    const values = [
      '../x.pdf',
      'a.docx',
      '<script>alert(1)</script>',
      'jeecg/0123456789abcdef0123456789abcdef/<script>.pdf',
      'http://evil.com/x.pdf',
      'https://evil.com/x.pdf',
      '//evil.com/x.pdf',
      '/etc/passwd.pdf',
      'javascript:alert(1)//.pdf',
      `${stored}/../../x.pdf`,
      stored.replace(/\.pdf$/, '.docx'),
      '',
    ];
    for (const value of values) {
      const response = await previewOf(value);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body, value).toMatchObject({ success: false, message: PDF_TEXTS.previewUrlInvalid });
    }
    for (const query of ['', `url=${encodeURIComponent(stored)}&url=${encodeURIComponent(stored)}`]) {
      const body = (await (await preview(query, reader.token)).json()) as { message: string };
      expect(body.message, query).toBe(PDF_TEXTS.previewUrlInvalid);
    }
  });

  it('answers only a reader of the file', async () => {
    const other = await s.userWith([]);
    const refused = await previewOf(stored, other.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: UPLOAD_TEXTS.readForbidden });
    const unknown = await previewOf(stored.replace(/\/[a-f0-9]{32}\//, `/${'0'.repeat(32)}/`));
    expect(unknown.status).toBe(404);
  });

  it('refuses a request without a session', async () => {
    expect((await previewOf(stored, '')).status).toBe(401);
    expect((await previewOf(stored, 'forged-token')).status).toBe(401);
  });

  it('escapes what goes into the page', () => {
    const html = previewPage('/api', `jeecg/${'a'.repeat(32)}/"><img src=x onerror=alert(1)>.pdf`);
    expect(html).not.toContain('<img');
    expect(html).toContain('<span>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.pdf</span>');
  });
});
