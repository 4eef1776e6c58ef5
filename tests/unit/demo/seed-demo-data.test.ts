import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { DemoDataError, seedDemoData, seedDemoDataIfEmpty } from '../../../src/server/demo';
import type { DemoProgress } from '../../../src/server/demo';
import { withDeferredIndexes } from '../../../src/server/demo/bulk-load';
import { rowsPerStatement } from '../../../src/server/demo/write-rows';
import { definitions } from './support/definitions';
import { syncEntityTables } from './support/entity-tables';
import type { EnterpriseBundle } from '../../../src/server/demo/rows';
import { CHECK_TEMPLATES } from '../../../src/server/demo/check-templates';
import { SUGGESTIONS } from '../../../src/server/demo/suggestions';
import { generateSample } from './support/sample';
import { demoTableCounts } from './support/demo-tables';

const AS_OF = '2026-06-30';

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

const tableCounts = (handle: DatabaseHandle) => demoTableCounts(handle.db);

describe('seedDemoData on SQLite', () => {
  it('refuses with a clear message when schema sync has not created the tables', async () => {
    const handle = await freshDatabase(false);
    const run = seedDemoData(handle.db, definitions, { enterprises: 5, asOf: AS_OF });
    await expect(run).rejects.toThrow(DemoDataError);
    await expect(run).rejects.toThrow(
      /数据表 nanli_risk_type、nanli_rectify_suggestion、nanli_check_template、nanli_service_org、nanli_expert.*不存在.*schema sync/,
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
    const sum = (key: keyof EnterpriseBundle) =>
      pure.bundles.reduce((n, b) => n + (b[key] as unknown[]).length, 0);
    expect(counts).toEqual({
      riskTypes: 34,
      rectifySuggestions: SUGGESTIONS.length,
      checkTemplates: CHECK_TEMPLATES.length,
      serviceOrgs: 8,
      experts: pure.orgs.reduce((n, o) => n + o.experts.length, 0),
      enterprises: 120,
      enterpriseStaff: sum('staff'),
      policies: sum('policies'),
      enterpriseServices: sum('services'),
      tasks: sum('tasks'),
      appointments: sum('appointments'),
      investigations: sum('investigations'),
      investigationItems: sum('investigationItems'),
      hiddenDangers: sum('hazards'),
      deepServices: sum('deepServices'),
      emergencyDrills: sum('drills'),
      safetyTrainings: sum('trainings'),
      trainingAttendees: sum('trainingAttendees'),
      guideInspections: sum('guideInspections'),
      guideInspectionItems: sum('guideInspectionItems'),
      expertItineraries: sum('itineraries'),
      itineraryTracks: sum('itineraryTracks'),
      appPictures: pure.platform.appPictures.length,
      apkVersions: pure.platform.apkVersions.length,
      fileDownloads: pure.platform.fileDownloads.length,
      pushLogs: pure.platform.pushLogs.length,
      reportTemplates: pure.platform.reportTemplates.length,
      flowLogs: sum('flowSteps') + pure.platform.flowSteps.length,
      files: sum('files') + pure.platform.files.length,
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
    // The reference data, the organisations and the platform's own data are there already; only
    // enterprises (with what belongs to them) are added.
    expect(added).toMatchObject({
      riskTypes: 0,
      rectifySuggestions: 0,
      checkTemplates: 0,
      serviceOrgs: 0,
      experts: 0,
      enterprises: 60,
      appPictures: 0,
      apkVersions: 0,
      fileDownloads: 0,
      pushLogs: 0,
      reportTemplates: 0,
    });
    expect(added.emergencyDrills).toBeGreaterThan(0);
    const after = await tableCounts(handle);
    expect(after.enterprises).toBe(120);
    expect(after.serviceOrgs).toBe(before.serviceOrgs);
    for (const [table, column] of [
      ['nanli_enterprise', 'enterprise_name'],
      ['nanli_enterprise', 'credit_code'],
      ['nanli_policy', 'policy_no'],
      ['nanli_task', 'task_no'],
      ['nanli_hidden_danger', 'hazard_no'],
      ['nanli_emergency_drill', 'drill_no'],
      ['nanli_safety_training', 'training_no'],
      ['nanli_guide_inspection', 'inspection_no'],
    ] as const) {
      const { rows } =
        await sql`select ${sql.ref(column)} from ${sql.table(table)} group by ${sql.ref(column)}
        having count(*) > 1`.execute(handle.db);
      expect(rows, column).toEqual([]);
    }
    const orphans = await sql`select e.id from nanli_enterprise e
      left join nanli_service_org o on o.id = e.service_org_id where o.id is null`.execute(handle.db);
    expect(orphans.rows).toEqual([]);
    // Appended enterprises are looked after, and their tasks led, by the organisations' engineers.
    const strangers =
      await sql`select t.id from nanli_task t join nanli_enterprise e on e.id = t.enterprise_id
      join nanli_expert x on x.id = t.leader_expert_id where x.service_org_id <> e.service_org_id`.execute(
        handle.db,
      );
    expect(strangers.rows).toEqual([]);
  });

  it('seedDemoDataIfEmpty writes the modest first-start set once, with its photo files', async () => {
    const handle = await freshDatabase();
    const uploadRoot = path.join(opened.at(-1)!.dir, 'upload');
    const counts = await seedDemoDataIfEmpty(handle.db, definitions, { asOf: AS_OF, uploadRoot });
    expect(counts).toMatchObject({ serviceOrgs: 8, enterprises: 60 });
    expect(counts!.experts).toBeGreaterThanOrEqual(30);
    expect(counts!.experts).toBeLessThanOrEqual(50);
    expect(counts!.hiddenDangers).toBeGreaterThan(200);
    expect(await seedDemoDataIfEmpty(handle.db, definitions, { asOf: AS_OF })).toBeNull();
    expect((await tableCounts(handle)).enterprises).toBe(60);
    // Every stored file is on disk, whatever field holds it: photos, images and the files to download.
    const stored = await sql<{ storedPath: string; fileSize: number }>`
      select stored_path, file_size from sys_file`.execute(handle.db);
    expect(stored.rows).toHaveLength(counts!.files);
    for (const row of stored.rows)
      expect(readFileSync(path.join(uploadRoot, row.storedPath)).length).toBe(row.fileSize);
    const downloads = await sql<{ fileUrl: string; originalName: string }>`
      select d.file_url, f.original_name from nanli_file_download d
      join sys_file f on f.stored_path = d.file_url and f.record_id = d.id and f.field_key = 'fileUrl'`.execute(
      handle.db,
    );
    expect(downloads.rows).toHaveLength(counts!.fileDownloads);
    expect(counts!.fileDownloads).toBeGreaterThanOrEqual(15);
    // Every hazard's photo is a linked file row with a placeholder PNG on disk.
    const { rows } = await sql<{ hazardPhotos: string; storedPath: string | null; fileSize: number }>`
      select h.hazard_photos, f.stored_path, f.file_size from nanli_hidden_danger h
      left join sys_file f on f.record_id = h.id and f.entity = 'hiddenDanger' and f.field_key = 'hazardPhotos'`.execute(
      handle.db,
    );
    expect(rows).toHaveLength(counts!.hiddenDangers);
    for (const row of rows) {
      expect(row.storedPath).toBe(row.hazardPhotos);
      const file = readFileSync(path.join(uploadRoot, row.hazardPhotos));
      expect(file.subarray(1, 4).toString()).toBe('PNG');
      expect(file.length).toBe(row.fileSize);
    }
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

describe('deferred indexes', () => {
  it('drop the engine’s ordinary indexes while loading and build them again after', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anze-demo-'));
    const handle = openDatabase({ dataDir: dir });
    opened.push({ handle, dir });
    await syncEntityTables(handle.db, 'sqlite', definitions);
    const indexes = async () =>
      (
        await sql<{ name: string }>`select name from sqlite_master where type = 'index'
          and tbl_name = 'nanli_hidden_danger' order by name`.execute(handle.db)
      ).rows.map((r) => r.name);
    const before = await indexes();
    expect(before.some((name) => name.startsWith('eix_'))).toBe(true);
    let during: string[] = [];
    await withDeferredIndexes(handle.db, 'sqlite', definitions, ['nanli_hidden_danger'], async () => {
      during = await indexes();
    });
    expect(during).toEqual(before.filter((name) => !name.startsWith('eix_')));
    expect(await indexes()).toEqual(before);
  });
});
