// Demo data through the real app on both databases: written into the tables schema sync created,
// counted, refused a second time, and listed by the generic enterprise endpoint.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DemoDataError, seedDemoData, seedDemoDataIfEmpty } from '../../src/server/demo';
import type { DemoDataCounts } from '../../src/server/demo';
import type { PageResult } from '../../src/shared/api-types';
import { syncEntityTables } from '../unit/demo/support/entity-tables';
import { ApiClient } from './helpers/client';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const TABLES: Record<keyof DemoDataCounts, string> = {
  serviceOrgs: 'nanli_service_org',
  experts: 'nanli_expert',
  enterprises: 'nanli_enterprise',
  enterpriseStaff: 'nanli_enterprise_staff',
  enterpriseServices: 'nanli_enterprise_service',
};

let testApp: TestApp;

beforeEach(async () => {
  testApp = await startTestApp();
  const { db, dialect, definitions } = testApp.app.services;
  // buildApp has synced the tables (this is a no-op then) and may have written the first-start set:
  // start these tests from empty tables.
  await syncEntityTables(db, dialect, definitions);
  for (const table of Object.values(TABLES)) await sql`delete from ${sql.table(table)}`.execute(db);
});

afterEach(async () => {
  await testApp.close();
});

async function tableCounts(): Promise<DemoDataCounts> {
  const counts = {} as DemoDataCounts;
  for (const [key, table] of Object.entries(TABLES)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      testApp.app.services.db,
    );
    counts[key as keyof DemoDataCounts] = Number(rows[0]!.n);
  }
  return counts;
}

describe('demo data in the running app', () => {
  it('writes 50 enterprises with their staff, service lists, organisations and experts', async () => {
    const { db, definitions } = testApp.app.services;
    const counts = await seedDemoData(db, definitions, { enterprises: 50, seed: 11 });
    expect(await tableCounts()).toEqual(counts);
    expect(counts.enterprises).toBe(50);
    expect(counts.serviceOrgs).toBe(8);
    expect(counts.experts).toBeGreaterThanOrEqual(8 * 3);
    expect(counts.experts).toBeLessThanOrEqual(8 * 7);
    expect(counts.enterpriseStaff).toBeGreaterThanOrEqual(50 * 3);
    expect(counts.enterpriseStaff).toBeLessThanOrEqual(50 * 8);
    // Two policy years each, minus the uninsured (none) and lapsed (last year only) ones.
    expect(counts.enterpriseServices).toBeGreaterThan(80);
    expect(counts.enterpriseServices).toBeLessThan(100);

    await expect(seedDemoData(db, definitions, { enterprises: 50, seed: 11 })).rejects.toThrow(DemoDataError);
    expect(await tableCounts()).toEqual(counts);
  });

  it('lists the written enterprises through GET /nanli/enterprise/list for the admin', async () => {
    const { db, definitions } = testApp.app.services;
    await seedDemoData(db, definitions, { enterprises: 50, seed: 11 });
    const client = new ApiClient(testApp);
    const token = await client.login();
    const reply = await client.get<PageResult<Record<string, unknown>>>('/nanli/enterprise/list', {
      token,
      query: { pageNo: '1', pageSize: '100' },
    });
    expect(reply.body.success).toBe(true);
    expect(reply.body.result.total).toBe(50);
    expect(reply.body.result.records).toHaveLength(50);
    const first = reply.body.result.records[0]!;
    expect(first.enterpriseName).toEqual(expect.any(String));
    expect(first.creditCode).toMatch(/^91\d{6}[0-9A-Z]{10}$/);
    expect(first.serviceOrgId_dictText).toMatch(/有限公司$/);
  });

  it('seedDemoDataIfEmpty writes the first-start set once, even when two starts race', async () => {
    const { db, definitions } = testApp.app.services;
    const results = await Promise.all([
      seedDemoDataIfEmpty(db, definitions),
      seedDemoDataIfEmpty(db, definitions),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect((await tableCounts()).enterprises).toBe(60);
    expect((await tableCounts()).serviceOrgs).toBe(8);
  });
});
