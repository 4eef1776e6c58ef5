// Gateway routes through real HTTP: /sys/gatewayRoute (permissions, validation, allowlist) and the
// live reverse proxy under <API prefix>/gateway, against a small HTTP server started by the test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GATEWAY_TIMEOUT_MS } from '../../src/server/modules/gateway/proxy';
import { GATEWAY_REFRESH_MS } from '../../src/server/modules/gateway/route-table';
import { GATEWAY_TEXTS } from '../../src/shared/tenants/gateway-texts';
import type { GatewayRoute } from '../../src/shared/tenants/gateway-types';
import { createRoleWithCodes, del, startEngineServer, userWith } from './engine/support';
import type { EngineServer } from './engine/support';
import { ApiClient } from './helpers/client';
import { createTestDatabase, startTestApp } from './helpers/test-app';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: EngineServer;
let target: http.Server;
let targetPort = 0;
const seen: Seen[] = [];

beforeAll(async () => {
  // The target echoes what it received, so the test sees exactly what the gateway forwarded.
  target = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/silent')) return; // never answers: the gateway gives up
      res.writeHead(201, { 'content-type': 'application/json', 'x-target': 'yes', connection: 'close' });
      res.end(JSON.stringify({ url: req.url, body }));
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetPort = (target.address() as AddressInfo).port;
  server = await startEngineServer({ config: { gatewayAllowedHosts: ['127.0.0.1'] } });
});
afterAll(async () => {
  target.closeAllConnections();
  await new Promise((resolve) => target.close(resolve));
  await server.close();
});

const admin = () => ({ token: server.admin });
const save = (router: Record<string, unknown>, token = server.admin) =>
  server.api.post('/sys/gatewayRoute/updateAll', { router }, { token });
const list = async () =>
  (await server.api.get<GatewayRoute[]>('/sys/gatewayRoute/list', admin())).body.result;
const proxied = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}${server.config.apiPrefix}/gateway${path}`, {
    ...init,
    headers: { 'X-Access-Token': server.admin, ...(init.headers as Record<string, string>) },
  });

/** node:http, because fetch refuses to send hop-by-hop headers such as Connection. */
function rawRequest(
  path: string,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  // The path goes out as written (a URL object would resolve dot segments first).
  const { hostname, port } = new URL(server.baseUrl);
  const options = { hostname, port, path: `${server.config.apiPrefix}/gateway${path}` };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { ...options, method, headers: { 'X-Access-Token': server.admin, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('/sys/gatewayRoute', () => {
  it('adds, lists, edits and deletes a route; the proxy follows at once', async () => {
    const added = await save({
      routerId: 'demo',
      name: '演示服务',
      uri: `http://127.0.0.1:${targetPort}/base`,
      predicates: [{ name: 'Path', args: ['/demo/**'] }],
      filters: JSON.stringify([{ name: 'StripPrefix', args: [{ key: 'parts', value: '1' }] }]),
      status: true,
    });
    expect(added.body).toMatchObject({ success: true, message: '操作成功!' });
    const [route] = await list();
    expect(route).toMatchObject({
      routerId: 'demo',
      uri: `http://127.0.0.1:${targetPort}/base`,
      predicates: [{ name: 'Path', args: ['/demo/**'] }],
      filters: [{ name: 'StripPrefix', args: [{ key: 'parts', value: '1' }] }],
      status: 1,
      createBy: 'admin',
    });

    const reply = await rawRequest(
      '/demo/items/7?q=1&token=secret',
      'POST',
      { 'content-type': 'text/plain', 'x-custom': 'dropped', 'x-kept': 'kept', connection: 'x-custom' },
      'hello',
    );
    expect(reply.status).toBe(201);
    expect(reply.headers['x-target']).toBe('yes');
    expect(reply.headers.connection).not.toBe('close');
    expect(JSON.parse(reply.text)).toEqual({ url: '/base/items/7?q=1', body: 'hello' });
    const forwarded = seen.at(-1)!;
    expect(forwarded.method).toBe('POST');
    expect(forwarded.headers['x-access-token']).toBeUndefined();
    expect(forwarded.headers['x-custom']).toBeUndefined(); // named in Connection: hop-by-hop
    expect(forwarded.headers['x-kept']).toBe('kept');
    expect(forwarded.headers.host).toBe(`127.0.0.1:${targetPort}`);
    expect(forwarded.headers['x-forwarded-for']).toBeTruthy();

    // Edit: a new path and no StripPrefix, applied without restart.
    const edited = await save({
      id: route!.id,
      routerId: 'demo',
      uri: `http://127.0.0.1:${targetPort}`,
      predicates: ['Path=/other/**'],
      filters: '',
    });
    expect(edited.body.success, edited.body.message).toBe(true);
    expect((await proxied('/demo/items')).status).toBe(404);
    const other = await proxied('/other/x');
    expect(await other.json()).toMatchObject({ url: '/other/x' });

    // Disabled routes do not answer; deleted ones neither.
    await save({
      id: route!.id,
      routerId: 'demo',
      uri: `http://127.0.0.1:${targetPort}`,
      predicates: ['Path=/other/**'],
      status: 0,
    });
    expect((await proxied('/other/x')).status).toBe(404);
    const removed = await del(server.api, '/sys/gatewayRoute/delete', server.admin, { id: route!.id });
    expect(removed.body).toMatchObject({ success: true, message: '删除路由成功' });
    expect(await list()).toEqual([]);
    const gone = await proxied('/other/x');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ success: false, message: GATEWAY_TEXTS.noRoute });
  });

  it('refuses targets outside the allowlist and bad definitions with a message', async () => {
    const base = { routerId: 'bad', uri: `http://127.0.0.1:${targetPort}`, predicates: ['Path=/bad/**'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, uri: 'http://example.com/' }, GATEWAY_TEXTS.uriHostRefused('example.com')],
      [{ ...base, uri: 'http://169.254.169.254/latest' }, GATEWAY_TEXTS.uriHostRefused('169.254.169.254')],
      [{ ...base, uri: 'ftp://127.0.0.1/' }, GATEWAY_TEXTS.uriInvalid],
      [{ ...base, uri: 'http://user:pw@127.0.0.1/' }, GATEWAY_TEXTS.uriInvalid],
      [{ ...base, routerId: '' }, GATEWAY_TEXTS.routerIdRequired],
      [{ ...base, routerId: 'a b' }, GATEWAY_TEXTS.routerIdInvalid],
      [{ ...base, predicates: '[{"name":"Path"' }, GATEWAY_TEXTS.jsonInvalid('路由条件')],
      [{ ...base, predicates: '[]' }, GATEWAY_TEXTS.pathRequired],
      [{ ...base, predicates: ['Path=/a/**/b'] }, GATEWAY_TEXTS.pathInvalid('/a/**/b')],
      [{ ...base, predicates: ['Path=/a/../b'] }, GATEWAY_TEXTS.pathInvalid('/a/../b')],
      [{ ...base, predicates: ['Host=**.x.com'] }, GATEWAY_TEXTS.predicateUnknown('Host')],
      [{ ...base, predicates: ['Path=/a', 'Method=FETCH'] }, GATEWAY_TEXTS.methodInvalid('FETCH')],
      [{ ...base, filters: '{"name":"StripPrefix"}' }, GATEWAY_TEXTS.jsonInvalid('过滤器')],
      [{ ...base, filters: ['StripPrefix=x'] }, GATEWAY_TEXTS.stripInvalid],
      [{ ...base, filters: ['AddRequestHeader=a,b'] }, GATEWAY_TEXTS.filterUnknown('AddRequestHeader')],
    ];
    for (const [router, message] of cases) {
      const reply = await save(router);
      expect(reply.body, JSON.stringify(router)).toMatchObject({ success: false, code: 500, message });
    }
    expect(await list()).toEqual([]);
    await save({ ...base, routerId: 'taken' });
    const duplicate = await save({ ...base, routerId: 'taken' });
    expect(duplicate.body.message).toBe(GATEWAY_TEXTS.routerIdTaken);
  });

  it('answers 510 without the codes, and the proxy needs a session', async () => {
    const { token } = await userWith(server, []);
    const calls = [
      server.api.get('/sys/gatewayRoute/list', { token }),
      save({ routerId: 'x', uri: `http://127.0.0.1:${targetPort}`, predicates: ['Path=/x'] }, token),
      save(
        { id: 'abc', routerId: 'x', uri: `http://127.0.0.1:${targetPort}`, predicates: ['Path=/x'] },
        token,
      ),
      del(server.api, '/sys/gatewayRoute/delete', token, { id: 'abc' }),
    ];
    for (const reply of await Promise.all(calls))
      expect(reply.body).toMatchObject({ success: false, code: 510 });
    await createRoleWithCodes(server.db, 'routeAdder', ['gatewayRoute:add']);
    const adder = await userWith(server, ['routeAdder']);
    const added = await save(
      { routerId: 'byAdder', uri: `http://127.0.0.1:${targetPort}`, predicates: ['Path=/adder/**'] },
      adder.token,
    );
    expect(added.body.success).toBe(true);
    const anonymous = await fetch(`${server.baseUrl}${server.config.apiPrefix}/gateway/adder/x`);
    expect(anonymous.status).toBe(401);
    const preflight = await fetch(`${server.baseUrl}${server.config.apiPrefix}/gateway/adder/x`, {
      method: 'OPTIONS',
    });
    expect(preflight.status).toBe(401);
    expect(seen.some((r) => r.url.includes('adder'))).toBe(false);
  });

  it('picks the most specific route, honours Method and refuses path traversal', async () => {
    const uri = `http://127.0.0.1:${targetPort}`;
    await save({ routerId: 'wide', uri: `${uri}/wide`, predicates: ['Path=/api/**'] });
    await save({
      routerId: 'narrow',
      uri: `${uri}/narrow`,
      predicates: ['Path=/api/orders/*', 'Method=GET'],
    });
    expect(await (await proxied('/api/orders/1')).json()).toMatchObject({ url: '/narrow/api/orders/1' });
    const posted = await proxied('/api/orders/1', { method: 'POST', body: '' });
    expect(await posted.json()).toMatchObject({ url: '/wide/api/orders/1' });
    // fetch would normalise the dots away; node:http sends the path as written.
    const traversal = await rawRequest('/api/%2e%2e/secret', 'GET', {}, '');
    expect(JSON.parse(traversal.text)).toMatchObject({ success: false, code: 500 });
    expect(seen.some((r) => r.url.includes('secret'))).toBe(false);
  });
});

describe('a target that does not answer', () => {
  it(
    'gets 504 网关转发超时 after the gateway timeout',
    { timeout: GATEWAY_TIMEOUT_MS + 10_000 },
    async () => {
      await save({
        routerId: 'silent',
        uri: `http://127.0.0.1:${targetPort}`,
        predicates: ['Path=/silent/**'],
      });
      const started = Date.now();
      const reply = await proxied('/silent/x');
      expect(reply.status).toBe(504);
      expect(await reply.json()).toMatchObject({ success: false, message: GATEWAY_TEXTS.upstreamTimeout });
      expect(Date.now() - started).toBeGreaterThanOrEqual(GATEWAY_TIMEOUT_MS - 100);
    },
  );
});

describe('two instances on one database', () => {
  it('an instance picks up a route saved through another one without restart', async () => {
    const database = await createTestDatabase();
    const config = { gatewayAllowedHosts: ['127.0.0.1'] };
    const first = await startTestApp(config, { database });
    const second = await startTestApp(config, { database });
    try {
      const firstApi = new ApiClient(first);
      const token = await firstApi.login('admin', first.adminPassword);
      const saved = await firstApi.post(
        '/sys/gatewayRoute/updateAll',
        {
          router: {
            routerId: 'shared',
            uri: `http://127.0.0.1:${targetPort}`,
            predicates: ['Path=/shared/**'],
          },
        },
        { token },
      );
      expect(saved.body.success, saved.body.message).toBe(true);
      // The second instance's session (same database) and its periodic reload.
      const viaSecond = () =>
        fetch(`${second.baseUrl}${second.config.apiPrefix}/gateway/shared/x`, {
          headers: { 'X-Access-Token': token },
        });
      await vi.waitFor(async () => expect((await viaSecond()).status).toBe(201), {
        timeout: GATEWAY_REFRESH_MS * 2,
        interval: 250,
      });
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
