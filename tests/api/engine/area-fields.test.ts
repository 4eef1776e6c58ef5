// Area fields (control 'area') hold a code of the bundled division data, checked on every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOrgBody, startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const BASE = '/nanli/serviceOrg';
let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

const post = (path: string, body: Row) =>
  server.api.post<Row>(`${BASE}${path}`, body, { token: server.admin });
const put = (path: string, body: Row) => server.api.put<Row>(`${BASE}${path}`, body, { token: server.admin });

describe('area fields', () => {
  it('keep a province, city or district code of the division data', async () => {
    const saved = await post('/add', serviceOrgBody({ registeredArea: '450103' }));
    expect(saved.body).toMatchObject({ success: true });
    const id = String(saved.body.result.id);
    expect((await put('/edit', { id, registeredArea: '110000' })).body.success).toBe(true);
    const row = await server.api.get<Row>(`${BASE}/queryById`, { token: server.admin, query: { id } });
    expect(row.body.result.registeredArea).toBe('110000');
  });

  it('refuse any other code and save nothing', async () => {
    const name = '注册地不存在的机构';
    const refused = await post('/add', serviceOrgBody({ orgName: name, registeredArea: '999999' }));
    expect(refused.body.success).toBe(false);
    expect(JSON.stringify(refused.body)).toContain('“999999”不是可选的值');
    const list = await server.api.get<{ total: number }>(`${BASE}/list`, {
      token: server.admin,
      query: { orgName: name },
    });
    expect(list.body.result.total).toBe(0);
  });
});
