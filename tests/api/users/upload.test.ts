import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, UPLOAD_TEXTS } from '../../../src/shared/users/texts';
import { startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;

beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

async function upload(bytes: Buffer, name: string, fields: Record<string, string> = {}, token?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(new URL(`${s.server.config.apiPrefix}/sys/common/upload`, s.server.baseUrl), {
    method: 'POST',
    headers: { 'X-Access-Token': token ?? s.adminToken },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

const fetchStatic = (path: string) =>
  fetch(new URL(`${s.server.config.apiPrefix}/sys/common/static/${path}`, s.server.baseUrl));

describe('POST /sys/common/upload and GET /sys/common/static/**', () => {
  it('stores an image under a server-made name and serves it back anonymously', async () => {
    const reply = await upload(PNG, '../../evil name.png', { biz: 'avatar' });
    expect(reply.body.success).toBe(true);
    expect(reply.body.message).toMatch(/^avatar\/[a-f0-9]{32}\.png$/);
    const served = await fetchStatic(reply.body.message);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // A trailing comma (multi-file values) is tolerated.
    expect((await fetchStatic(`${reply.body.message},`)).status).toBe(200);
  });

  it('refuses files that are not images by their bytes, whatever their name', async () => {
    const reply = await upload(Buffer.from('<script>alert(1)</script>'), 'photo.png');
    expect(reply.body).toMatchObject({ success: false, message: UPLOAD_TEXTS.notImage });
  });

  it('refuses oversized files and bad directories', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.maxBytes)]);
    expect((await upload(big, 'big.png')).body).toMatchObject({
      success: false,
      message: UPLOAD_TEXTS.tooLarge,
    });
    expect((await upload(PNG, 'a.png', { biz: '../etc' })).body).toMatchObject({
      success: false,
      message: UPLOAD_TEXTS.bizInvalid,
    });
  });

  it('needs a session to upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'a.png');
    const response = await fetch(
      new URL(`${s.server.config.apiPrefix}/sys/common/upload`, s.server.baseUrl),
      {
        method: 'POST',
        body: form,
      },
    );
    expect(response.status).toBe(401);
  });

  it('never serves anything outside the upload directory', async () => {
    for (const path of [
      '..%2F..%2Fetc%2Fpasswd',
      '../../package.json',
      '%2e%2e/%2e%2e/package.json',
      'avatar/..%2F..%2Fanze.sqlite',
      'avatar/0123456789abcdef0123456789abcdef.txt',
      'avatar/0123456789abcdef0123456789abcdef.png',
    ]) {
      const response = await fetchStatic(path);
      expect(response.status, path).toBe(404);
    }
  });
});
