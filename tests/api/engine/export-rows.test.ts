// The export's read (export-rows.ts): rows of values read by id in batches, which must keep what the
// list shows — its filter, its order, the user's columns, dictionary texts and derived values —
// across batch boundaries (tiny batches here) and on both databases (rows come back as arrays).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPrincipal } from '../helpers/principals';
import type { EngineRow, EntityAccess } from '../../../src/server/engine';
import {
  add,
  createRoleWithCodes,
  enterpriseBody,
  serviceOrgBody,
  startEngineServer,
  userWith,
} from './support';
import type { EngineServer } from './support';

let server: EngineServer;
const BASE = '/nanli/enterprise';
const FILTER = { enterpriseName: '分批企业*', column: 'employeeCount', order: 'desc' };

beforeAll(async () => {
  server = await startEngineServer();
  const org = await add<{ id: string }>(server, '/nanli/serviceOrg', serviceOrgBody({ orgName: '分批机构' }));
  // Added out of order, with equal counts, so the order comes from the sort and the id after it.
  for (const [i, employeeCount] of [30, 10, 50, 20, 50, 40, 10].entries())
    await add(
      server,
      BASE,
      enterpriseBody({ enterpriseName: `分批企业${i}`, employeeCount, serviceOrgId: org.id }),
    );
  await add(server, BASE, enterpriseBody({ enterpriseName: '别的企业', employeeCount: 60 }));
});
afterAll(() => server.close());

async function accessOf(username: string): Promise<EntityAccess> {
  return server.app.services.engine.access(
    await accountPrincipal(server.db, username),
    'enterprise',
    'exportXls',
  );
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

async function tableRows(access: EntityAccess, params: Record<string, string>, keys: string[]) {
  const table = server.app.services.engine.exportTable(access, params, keys, 2);
  const rows = (await collect(table.batches)).flat();
  const at = (key: string) => table.keys.indexOf(key);
  return {
    keys: table.keys,
    rows,
    value: (row: unknown[], key: string) => (at(key) < 0 ? undefined : row[at(key)]),
  };
}

describe('the export read', () => {
  it('gives the records of the list, in its order, across batches of two', async () => {
    const list = await server.api.get<{ records: EngineRow[] }>(`${BASE}/list`, {
      token: server.admin,
      query: { ...FILTER, pageSize: '100' },
    });
    const records = list.body.result.records;
    expect(records.map((r) => r.employeeCount)).toEqual([50, 50, 40, 30, 20, 10, 10]);
    const streamed = await collect(server.app.services.engine.streamRows(await accessOf('admin'), FILTER, 2));
    // The same fields, dictionary texts and derived values as the list answers.
    expect(streamed).toEqual(records);
  });

  it('reads only the columns asked for, with their dictionary texts by position', async () => {
    const { keys, rows, value } = await tableRows(await accessOf('admin'), FILTER, [
      'enterpriseName',
      'employeeCount',
      'serviceOrgId',
      'districtCode',
    ]);
    expect(keys.filter(Boolean).sort()).toEqual(
      [
        'districtCode',
        'districtCode_dictText',
        'employeeCount',
        'enterpriseName',
        'serviceOrgId',
        'serviceOrgId_dictText',
      ].sort(),
    );
    expect(rows.map((row) => value(row, 'employeeCount'))).toEqual([50, 50, 40, 30, 20, 10, 10]);
    expect(rows.map((row) => value(row, 'serviceOrgId_dictText'))).toEqual(Array(7).fill('分批机构'));
    expect(value(rows[0]!, 'districtCode_dictText')).toBe('兴宁区');
  });

  it('keeps the selections in list order and leaves out columns the user may not see', async () => {
    const admin = await tableRows(await accessOf('admin'), FILTER, ['enterpriseName']);
    const ids = admin.rows.map((row) => String(row[admin.keys.indexOf('')]));
    const chosen = [ids[5]!, ids[1]!, ids[3]!];
    const selected = await tableRows(await accessOf('admin'), { ...FILTER, selections: chosen.join(',') }, [
      'enterpriseName',
    ]);
    expect(selected.rows.map((row) => selected.value(row, 'enterpriseName'))).toEqual(
      [1, 3, 5].map((i) => admin.value(admin.rows[i]!, 'enterpriseName')),
    );
    await createRoleWithCodes(server.db, 'batch-exporter', ['nanli:enterprise:exportXls']);
    const user = await userWith(server, ['batch-exporter']);
    const masked = await tableRows(await accessOf(user.username), FILTER, [
      'enterpriseName',
      'annualRevenue',
    ]);
    expect(masked.keys).not.toContain('annualRevenue');
    expect(masked.rows).toHaveLength(7);
  });
});
