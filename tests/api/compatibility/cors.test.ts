// CORS for a client served from another origin: only the origins CORS_ORIGINS lists get the answer
// headers and a preflight answer; without the setting nothing changes (same-origin only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

const CLIENT = 'https://jeecg.example.com:8443';
let server: TestApp;
let plain: TestApp;

beforeAll(async () => {
  server = await startTestApp({ corsOrigins: [CLIENT] });
  plain = await startTestApp();
});
afterAll(async () => {
  await server.close();
  await plain.close();
});

const call = (app: TestApp, method: string, headers: Record<string, string>) =>
  fetch(new URL(`${app.config.apiPrefix}/sys/randomImage/k1`, app.baseUrl), { method, headers });

describe('CORS', () => {
  it('answers a listed origin’s preflight and marks its answers readable', async () => {
    const preflight = await call(server, 'OPTIONS', {
      origin: CLIENT,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-access-token, content-type',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Access-Token');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await call(server, 'GET', { origin: CLIENT });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it('gives another origin nothing, and refuses its preflight', async () => {
    const other = { origin: 'https://evil.example.com' };
    const preflight = await call(server, 'OPTIONS', { ...other, 'access-control-request-method': 'POST' });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await call(server, 'GET', other)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no origin unless configured', async () => {
    const answer = await call(plain, 'GET', { origin: CLIENT });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a setting that is not a list of origins, naming it', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://a.example.com, http://b.example.com:81/' }).corsOrigins,
    ).toEqual(['https://a.example.com', 'http://b.example.com:81']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example.com/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'ftp://a.example.com' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});
