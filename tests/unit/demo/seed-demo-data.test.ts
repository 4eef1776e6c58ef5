import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { DemoDataError, seedDemoData, seedDemoDataIfEmpty } from '../../../src/server/demo';
import type { DemoProgress } from '../../../src/server/demo';
import { rowsPerStatement } from '../../../src/server/demo/write-rows';
import { definitions } from './support/definitions';
import { syncEntityTables } from './support/entity-tables';
import { generateSample } from './support/sample';

const AS_OF = '2026-06-30';
const TABLES = {
  serviceOrgs: 'nanli_service_org',
  experts: 'nanli_expert',
  enterprises: 'nanli_enterprise',
  enterpriseStaff: 'nanli_enterprise_staff',
  enterpriseServices: 'nanli_enterprise_service',
} as const;

const opened: { handle: DatabaseHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function freshDatabase(sync = true): Promise<DatabaseHandle> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anze-demo-'));
  const handle = openDatabase({ dataDir: dir });
  opened.push({ handle, dir });
  if (sync) await syncEntityTables(handle.db, 'sqlite', definitions);
  return handle;
}

async function tableCounts(handle: DatabaseHandle): Promise<Record<keyof typeof TABLES, number>> {
  const counts = {} as Record<keyof typeof TABLES, number>;
  for (const [key, table] of Object.entries(TABLES)) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
      handle.db,
    );
    counts[key as keyof typeof TABLES] = Number(rows[0]!.n);
  }
  return counts;
}

describe('seedDemoData on SQLite', () => {
  it('refuses with a clear message when schema sync has not created the tables', async () => {
    const handle = await freshDatabase(false);
    const run = seedDemoData(handle.db, definitions, { enterprises: 5, asOf: AS_OF });
    await expect(run).rejects.toThrow(DemoDataError);
    await expect(run).rejects.toThrow(
      /数据表 nanli_service_org、nanli_expert、nanli_enterprise.*不存在.*schema sync/,
    );
  });

  it('refuses when a field has no column, naming it', async () => {
    const handle = await freshDatabase();
    await sql`alter table nanli_enterprise drop column remark`.execute(handle.db);
    await expect(seedDemoData(handle.db, definitions, { enterprises: 5, asOf: AS_OF })).rejects.toThrow(
      /表 nanli_enterprise 缺少列 remark/,
    );
  });

  it('writes what the generator makes, in slices, with the audit columns', async () => {
    const handle = await freshDatabase();
    const progress: DemoProgress[] = [];
    const counts = await seedDemoData(handle.db, definitions, {
      enterprises: 120,
      seed: 7,
      asOf: AS_OF,
      serviceOrgs: 8,
      enterprisesPerTransaction: 50,
      onProgress: (p) => progress.push(p),
    });
    expect(await tableCounts(handle)).toEqual(counts);
    const pure = generateSample({ seed: 7, enterprises: 120 });
    expect(counts).toEqual({
      serviceOrgs: 8,
      experts: pure.orgs.reduce((n, o) => n + o.experts.length, 0),
      enterprises: 120,
      enterpriseStaff: pure.bundles.reduce((n, b) => n + b.staff.length, 0),
      enterpriseServices: pure.bundles.reduce((n, b) => n + b.services.length, 0),
    });
    expect(progress.map((p) => p.done)).toEqual([50, 100, 120]);

    // Same seed and day: the same enterprises as pure generation, ids aside.
    const names = await handle.db
      .selectFrom('nanli_enterprise' as never)
      .select('enterpriseName' as never)
      .execute();
    const written = (names as { enterpriseName: string }[]).map((r) => r.enterpriseName).sort();
    expect(written).toEqual(pure.bundles.map((b) => b.enterprise.enterpriseName).sort());

    const { rows } = await sql<{
      id: string;
      createBy: string;
      sysOrgCode: string;
      tenantId: number;
      createTime: string;
    }>`
      select id, create_by, sys_org_code, tenant_id, create_time from nanli_enterprise_staff`.execute(
      handle.db,
    );
    for (const row of rows) {
      expect(row).toMatchObject({ createBy: 'demo', sysOrgCode: 'A01', tenantId: 0 });
      expect(row.id).toMatch(/^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
      expect(row.createTime).toMatch(/^2024-0[6-9]|^2024-1|^2025-|^2026-0[1-6]/);
    }
  });

  it('does not write the same data twice: refuses without append, appends without repeating', async () => {
    const handle = await freshDatabase();
    await seedDemoData(handle.db, definitions, { enterprises: 60, asOf: AS_OF });
    const before = await tableCounts(handle);
    await expect(seedDemoData(handle.db, definitions, { enterprises: 60, asOf: AS_OF })).rejects.toThrow(
      /已有 60 家企业.*--append/,
    );
    expect(await tableCounts(handle)).toEqual(before);

    const added = await seedDemoData(handle.db, definitions, { enterprises: 60, asOf: AS_OF, append: true });
    expect(added).toMatchObject({ serviceOrgs: 0, experts: 0, enterprises: 60 });
    const after = await tableCounts(handle);
    expect(after.enterprises).toBe(120);
    expect(after.serviceOrgs).toBe(before.serviceOrgs);
    for (const column of ['enterprise_name', 'credit_code']) {
      const { rows } = await sql`select ${sql.ref(column)} from nanli_enterprise group by ${sql.ref(column)}
        having count(*) > 1`.execute(handle.db);
      expect(rows, column).toEqual([]);
    }
    const orphans = await sql`select e.id from nanli_enterprise e
      left join nanli_service_org o on o.id = e.service_org_id where o.id is null`.execute(handle.db);
    expect(orphans.rows).toEqual([]);
  });

  it('seedDemoDataIfEmpty writes the modest first-start set once', async () => {
    const handle = await freshDatabase();
    const counts = await seedDemoDataIfEmpty(handle.db, definitions, { asOf: AS_OF });
    expect(counts).toMatchObject({ serviceOrgs: 8, enterprises: 60 });
    expect(counts!.experts).toBeGreaterThanOrEqual(30);
    expect(counts!.experts).toBeLessThanOrEqual(50);
    expect(await seedDemoDataIfEmpty(handle.db, definitions, { asOf: AS_OF })).toBeNull();
    expect((await tableCounts(handle)).enterprises).toBe(60);
  });

  it('refuses bad options before touching the database', async () => {
    const handle = await freshDatabase();
    await expect(seedDemoData(handle.db, definitions, { enterprises: -1 })).rejects.toThrow(/企业数量/);
    await expect(
      seedDemoData(handle.db, definitions, { enterprises: 1, asOf: '2999-01-01' }),
    ).rejects.toThrow(/不能晚于今天/);
    await expect(
      seedDemoData(handle.db, definitions, { enterprises: 1, asOf: '2026-02-30' }),
    ).rejects.toThrow(/真实日期/);
    expect((await tableCounts(handle)).serviceOrgs).toBe(0);
  });
});

describe('statement size', () => {
  it('stays under the bound-parameter limit of each database', () => {
    expect(rowsPerStatement('sqlite', 10)).toBe(500);
    expect(rowsPerStatement('sqlite', 100)).toBe(327);
    expect(rowsPerStatement('postgres', 200)).toBe(327);
    expect(rowsPerStatement('sqlite', 100_000)).toBe(1);
    for (const columns of [1, 17, 48, 99, 400]) {
      expect(rowsPerStatement('sqlite', columns) * columns).toBeLessThanOrEqual(32_766);
      expect(rowsPerStatement('postgres', columns) * columns).toBeLessThanOrEqual(65_535);
    }
  });
});
