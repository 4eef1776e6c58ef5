// Uploading through the real endpoint and reading stored files back the ways a browser does: with
// the X-Access-Token header (fetch), or with only the static-file cookie login sets (<img>, <a href>).
import { STATIC_TOKEN_COOKIE } from '../../../src/server/auth/static-cookie';
import type { TestApp } from './test-app';

/** The first bytes of a PNG: all the upload checks of an image. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

export interface UploadReply {
  status: number;
  body: { success: boolean; message: string };
}

export async function uploadFile(
  app: TestApp,
  token: string | null,
  bytes: Buffer,
  name: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<UploadReply> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(new URL(`${app.config.apiPrefix}/sys/common/upload`, app.baseUrl), {
    method: 'POST',
    headers: { ...(token ? { 'X-Access-Token': token } : {}), ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadReply['body'] };
}

/** Uploads and answers the stored path (fails the test otherwise). */
export async function storeFile(
  app: TestApp,
  token: string,
  bytes: Buffer,
  name: string,
  biz = 'jeecg',
  headers: Record<string, string> = {},
): Promise<string> {
  const reply = await uploadFile(app, token, bytes, name, { biz }, headers);
  if (!reply.body.success) throw new Error(`upload of ${name} failed: ${reply.body.message}`);
  return reply.body.message;
}

export interface StaticReader {
  token?: string;
  /** The value of the static-file cookie (what the browser sends for <img>). */
  cookie?: string;
  headers?: Record<string, string>;
}

/** GET /sys/common/static/<raw path>, the path sent as given. */
export function fetchStatic(app: TestApp, rawPath: string, reader: StaticReader = {}): Promise<Response> {
  return fetch(new URL(`${app.config.apiPrefix}/sys/common/static/${rawPath}`, app.baseUrl), {
    headers: {
      ...(reader.token ? { 'X-Access-Token': reader.token } : {}),
      ...(reader.cookie ? { cookie: `${STATIC_TOKEN_COOKIE}=${reader.cookie}` } : {}),
      ...reader.headers,
    },
  });
}

/** As the client asks for a stored file: each segment encoded. */
export const fetchStored = (app: TestApp, storedPath: string, reader: StaticReader = {}) =>
  fetchStatic(app, storedPath.split('/').map(encodeURIComponent).join('/'), reader);
