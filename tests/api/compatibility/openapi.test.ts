// The OpenAPI 3.1 description: for administrators only, every registered route in it (so it cannot
// drift from the server), each entity's endpoints with the entity's fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; 'x-permissions'?: string[] }>>;
  components: { schemas: Record<string, { properties: Record<string, { type?: string; title?: string }> }> };
}

let server: TestApp;
let api: ApiClient;
let admin: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  admin = await api.login();
  await createUser(server.app.services.db, {
    username: 'docreader',
    password: 'Right-pass-1',
    roleCodes: ['expert'],
  });
});
afterAll(() => server.close());

/** The document itself (not a Result envelope), or the refusal's envelope. */
const document = async (token?: string) =>
  (await api.request('GET', '/sys/openapi.json', token ? { token } : {})).body as unknown as Document;

describe('OpenAPI description', () => {
  it('is refused to anyone but an administrator', async () => {
    expect((await document()) as unknown).toMatchObject({ success: false, code: 401 });
    const engineer = await api.login('docreader', 'Right-pass-1');
    expect((await document(engineer)) as unknown).toMatchObject({ success: false, code: 510 });
  });

  it('describes every route the server registered, with its access', async () => {
    const doc = await document(admin);
    expect(doc.openapi).toBe('3.1.0');
    const prefix = server.config.apiPrefix;
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const registered = server.app.routeAccess.map(
      (route) =>
        `${route.method} ${(route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url).replace(/:([A-Za-z]+)/g, '{$1}')}`,
    );
    expect(registered.filter((route) => !described.has(route))).toEqual([]);
    expect(described.size).toBe(new Set(registered).size);
    expect(doc.paths['/sys/login']!.post!.security).toEqual([]);
    expect(doc.paths['/sys/user/queryById']!.get!['x-permissions']).toEqual(['user:list']);
    // The user list also answers the forms with a user field (the picker's view).
    expect(doc.paths['/sys/user/list']!.get!['x-permissions']).toEqual(
      expect.arrayContaining(['user:list', 'nanli:hiddenDanger:add']),
    );
  });

  it('gives each entity its fields', async () => {
    const { components, paths } = await document(admin);
    const enterprise = components.schemas.enterprise!;
    expect(enterprise.properties.enterpriseName).toMatchObject({ type: 'string', title: '企业名称' });
    expect(paths['/nanli/enterprise/list']!.get).toBeDefined();
  });
});
