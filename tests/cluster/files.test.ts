// Files across the instances: an upload stored through one is read through every other (the shared
// DATA_DIR), and a background export started on one is followed and downloaded through others (its
// state in Redis, its file in DATA_DIR).
import { expect, it } from 'vitest';
import type { ExportJob } from '../../src/shared/engine-api';
import { ENGINE_PATHS } from '../../src/shared/engine-api';
import { UPLOAD_LIMITS, UPLOAD_PATHS, UPLOAD_TEXTS } from '../../src/shared/uploads';
import { call, fetchWithToken, instanceUrl, proxyUrl, signInAsAdmin } from './client';
import { EXPORT_ROW_CAP } from './fixtures';

const [A, B, C] = [0, 1, 2].map(instanceUrl) as [string, string, string];

it('an upload through one instance is readable through every other and the proxy', async () => {
  const { token } = await signInAsAdmin(A);
  const content = `集群上传 ${Date.now()}\n`;
  const form = new FormData();
  form.append('biz', 'jeecg');
  form.append('file', new Blob([content]), '集群.txt');
  const stored = await call(A, 'POST', UPLOAD_PATHS.upload, { token, form });
  expect(stored.body.success).toBe(true);
  const storedPath = stored.body.message;

  for (const base of [B, C, proxyUrl()]) {
    const response = await fetchWithToken(base, UPLOAD_PATHS.staticPrefix + encodeURI(storedPath), token);
    expect(response.status, base).toBe(200);
    expect(await response.text(), base).toBe(content);
  }
});

it("an upload over the cap gets the server's own answer through the proxy, not nginx's", async () => {
  const { token } = await signInAsAdmin(proxyUrl());
  const form = new FormData();
  form.append('biz', 'jeecg');
  form.append('file', new Blob([new Uint8Array(UPLOAD_LIMITS.maxBytes + 1)]), '过大.txt');
  const refused = await call(proxyUrl(), 'POST', UPLOAD_PATHS.upload, { token, form });
  expect(refused.body).toMatchObject({ success: false, message: UPLOAD_TEXTS.tooLarge });
});

it('a background export started on one instance is followed on another and downloaded through a third', async () => {
  const { token } = await signInAsAdmin(A);
  const started = await call<ExportJob>(A, 'GET', '/sys/dict/exportXls', { token });
  expect(started.body.success).toBe(true);
  const job = started.body.result;
  expect(job.total).toBeGreaterThan(EXPORT_ROW_CAP);

  const progressPath = ENGINE_PATHS.exportJob.replace(':id', job.id);
  let progress = job;
  const deadline = Date.now() + 20_000;
  while (progress.status === 'running' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reply = await call<ExportJob>(B, 'GET', progressPath, { token });
    expect(reply.body.success).toBe(true);
    progress = reply.body.result;
  }
  expect(progress).toMatchObject({ id: job.id, status: 'done', written: job.total, total: job.total });

  for (const base of [C, proxyUrl()]) {
    const file = await fetchWithToken(base, ENGINE_PATHS.exportJobFile.replace(':id', job.id), token);
    expect(file.status, base).toBe(200);
    expect(file.headers.get('content-type'), base).toMatch(/spreadsheetml/);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 2).toString(), base).toBe('PK');
  }
});
