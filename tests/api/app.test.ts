import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './helpers/client';
import { enterpriseBody } from './engine/support';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let api: ApiClient;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'anze-spa-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html><head><meta name="api-prefix" content="/api"></head><body>SPA</body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1)'));
  server = await startTestApp({ clientDir, apiPrefix: '/jeecg-boot' });
  api = new ApiClient(server);
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const fetchPath = (p: string, init?: RequestInit) => fetch(new URL(p, server.baseUrl), init);

describe('serving the SPA and the API', () => {
  it('serves index.html for client routes, with the configured API prefix', async () => {
    for (const route of ['/', '/user/login', '/dashboard/analysis', '/nanlicustom/nanlicustomlist?x=1']) {
      const response = await fetchPath(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<meta name="api-prefix" content="/jeecg-boot">');
    }
  });

  it('serves hashed assets with long caching and never the SPA for unknown API paths', async () => {
    const asset = await fetchPath('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const unknown = await api.get('/sys/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      success: false,
      code: 404,
      message: '路径不存在，请检查路径是否正确',
    });
    expect((await fetchPath('/missing.js')).status).toBe(404);
  });

  it('sends the precompressed asset to clients that accept gzip', async () => {
    const response = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(
        new URL('/assets/app-1234.js', server.baseUrl),
        { headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      )
        .on('error', reject)
        .end();
    });
    expect(response.encoding).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe('console.log(1)');
  });

  it('sends the same security headers on pages, answers, failures and unknown paths', async () => {
    const expected = {
      'content-security-policy': [
        "base-uri 'self'",
        "connect-src 'self' ws: wss:",
        "default-src 'self'",
        "font-src 'self' data:",
        "form-action 'self'",
        "frame-ancestors 'self'",
        "img-src 'self' data: blob:",
        "object-src 'none'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
      ],
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of [
      '/user/login',
      '/jeecg-boot/sys/randomImage/1',
      '/jeecg-boot/sys/user/list',
      '/healthz',
    ]) {
      const response = await fetchPath(url);
      // The policy's directives in any order.
      const valueOf = (name: string) =>
        name === 'content-security-policy'
          ? response.headers.get(name)?.split(';').sort()
          : response.headers.get(name);
      const headers = Object.fromEntries(Object.keys(expected).map((name) => [name, valueOf(name)]));
      expect(headers, url).toEqual(expected);
      expect(response.headers.get('x-powered-by'), url).toBeNull();
      expect(response.headers.get('cross-origin-embedder-policy'), url).toBeNull();
    }
  });

  it('answers malformed JSON with a clear message and no internals', async () => {
    const response = await fetchPath('/jeecg-boot/sys/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toBe('请求参数不正确：请求体格式不正确');
    expect(JSON.stringify(body)).not.toMatch(/at |stack|node_modules/);
  });

  it('refuses a NUL character in a query or a JSON body, naming the field, and saves nothing', async () => {
    const token = await api.login('admin', server.adminPassword);
    const refused = { success: false, message: '请求参数不正确：enterpriseName 格式不正确' };
    const listed = await api.get('/nanli/enterprise/list', {
      token,
      query: { enterpriseName: '*\u0000ab*' },
    });
    expect(listed.body).toMatchObject(refused);
    const added = await api.post(
      '/nanli/enterprise/add',
      enterpriseBody({ enterpriseName: '坏\u0000字企业' }),
      {
        token,
      },
    );
    expect(added.body).toMatchObject(refused);
    const found = await api.get<{ total: number }>('/nanli/enterprise/list', {
      token,
      query: { enterpriseName: '*字企业*' },
    });
    expect(found.body.result.total).toBe(0);
  });

  it('refuses an oversized body', async () => {
    const reply = await api.post('/sys/login', { username: 'a', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(reply.body).toMatchObject({ success: false, message: '请求内容过大' });
  });
});
