// Demo data through the real app on both databases: written into the tables schema sync created,
// counted, refused a second time, and listed by the generic endpoints; then a real first start
// (system demo, then business demo) as its users see it — every module has records, the service
// lists' derived counts are what the generator made, and the demo engineer and enterprise accounts
// see their own data.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password-hash';
import { DemoDataError, seedDemoData, seedDemoDataIfEmpty } from '../../src/server/demo';
import { createDemoContext } from '../../src/server/demo/context';
import { generateEnterpriseBundles, generateServiceOrgs } from '../../src/server/demo/generator';
import { ENGINEER_ACCOUNTS, ENTERPRISE_ACCOUNTS } from '../../src/server/demo/operators';
import { DEMO_DATA_DEFAULTS } from '../../src/server/demo/options';
import { DEMO_REPORTS } from '../../src/server/modules/report-generation/demo-reports';
import type { PageResult } from '../../src/shared/api-types';
import { formatDate } from '../../src/shared/date-format';
import { syncEntityTables } from '../unit/demo/support/entity-tables';
import { ApiClient } from './helpers/client';
import { fetchStored, storeFile } from './helpers/uploads';
import { DEMO_TABLES, demoTableCounts } from '../unit/demo/support/demo-tables';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

type Row = Record<string, unknown>;

const tableCounts = (testApp: TestApp) => demoTableCounts(testApp.app.services.db);

async function list(client: ApiClient, token: string, path: string, query: Record<string, string> = {}) {
  const reply = await client.get<PageResult<Row>>(path, {
    token,
    query: { pageNo: '1', pageSize: '200', ...query },
  });
  expect(reply.body.success, `${path}: ${reply.body.message}`).toBe(true);
  return reply.body.result;
}

describe('demo data in the running app', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await startTestApp();
    const { db, dialect, definitions } = testApp.app.services;
    // buildApp has prepared the tables (this is a no-op then): start these tests from empty ones.
    await syncEntityTables(db, dialect, definitions, testApp.config.pgSchema);
    for (const table of Object.values(DEMO_TABLES)) await sql`delete from ${sql.table(table)}`.execute(db);
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('writes 50 enterprises with everything that belongs to them, and refuses a second time', async () => {
    const { db, definitions } = testApp.app.services;
    const done: number[] = [];
    const counts = await seedDemoData(db, definitions, {
      enterprises: 50,
      seed: 11,
      // Five slices: on PostgreSQL two are written at a time.
      enterprisesPerTransaction: 10,
      onProgress: (progress) => done.push(progress.done),
    });
    expect(done).toEqual([10, 20, 30, 40, 50]);
    expect(await tableCounts(testApp)).toEqual(counts);
    expect(counts).toMatchObject({ enterprises: 50, serviceOrgs: 8, riskTypes: 34 });
    expect(counts.experts).toBeGreaterThanOrEqual(8 * 3);
    expect(counts.experts).toBeLessThanOrEqual(8 * 7);
    expect(counts.enterpriseStaff).toBeGreaterThanOrEqual(50 * 3);
    expect(counts.enterpriseStaff).toBeLessThanOrEqual(50 * 8);
    // Two policy years each, minus the uninsured (none) and lapsed (last year only) ones.
    expect(counts.enterpriseServices).toBeGreaterThan(80);
    expect(counts.enterpriseServices).toBeLessThan(100);
    expect(counts.hiddenDangers).toBeGreaterThan(counts.tasks);
    // A photo per hazard, two signatures per submitted investigation.
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from nanli_investigation where check_out_time is not null`.execute(db);
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    const cycleFiles = await sql<{ n: number | string }>`select count(*) as n from sys_file
      where entity in ('hiddenDanger', 'investigation')`.execute(db);
    expect(Number(cycleFiles.rows[0]!.n)).toBe(counts.hiddenDangers + 2 * Number(rows[0]!.n));
    expect(counts.flowLogs).toBeGreaterThan(3 * counts.hiddenDangers);

    await expect(seedDemoData(db, definitions, { enterprises: 50, seed: 11 })).rejects.toThrow(DemoDataError);
    expect(await tableCounts(testApp)).toEqual(counts);
  });

  it('writes enterprises without their service cycle when asked', async () => {
    const { db, definitions } = testApp.app.services;
    const counts = await seedDemoData(db, definitions, { enterprises: 30, seed: 11, serviceCycle: false });
    expect(await tableCounts(testApp)).toEqual(counts);
    expect(counts).toMatchObject({ enterprises: 30, tasks: 0, hiddenDangers: 0, emergencyDrills: 0 });
    // Only the platform's own data (written once) has steps and files.
    const { rows } = await sql<{ entity: string }>`select distinct entity from sys_file`.execute(db);
    expect(rows.map((r) => r.entity).sort()).toEqual(['appPicture', 'fileDownload', 'reportTemplate']);
    expect(counts.enterpriseStaff).toBeGreaterThanOrEqual(30 * 3);
    expect(counts.enterpriseServices).toBeGreaterThan(0);
  });

  it('lists the written enterprises through GET /nanli/enterprise/list for the admin', async () => {
    const { db, definitions } = testApp.app.services;
    await seedDemoData(db, definitions, { enterprises: 50, seed: 11 });
    const client = new ApiClient(testApp);
    const token = await client.login();
    const page = await list(client, token, '/nanli/enterprise/list', { pageSize: '100' });
    expect(page.total).toBe(50);
    const first = page.records[0]!;
    expect(first.enterpriseName).toEqual(expect.any(String));
    expect(first.creditCode).toMatch(/^91\d{6}[0-9A-Z]{10}$/);
    expect(first.serviceOrgId_dictText).toMatch(/有限公司$/);
    expect(first.responsibleExpertId_dictText).toEqual(expect.any(String));
  });

  it('seedDemoDataIfEmpty writes the first-start set once, even when two starts race', async () => {
    const { db, definitions } = testApp.app.services;
    const results = await Promise.all([
      seedDemoDataIfEmpty(db, definitions),
      seedDemoDataIfEmpty(db, definitions),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect((await tableCounts(testApp)).enterprises).toBe(60);
    expect((await tableCounts(testApp)).serviceOrgs).toBe(8);
  });
});

describe('a first start as its users see it', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let admin: string;
  const PASSWORD = 'Demo-Passw0rd!';

  beforeAll(async () => {
    // No converter: the demo reports' PDFs are refused at once instead of made in the background.
    testApp = await startTestApp({ demoData: true, pdfConverter: '/nonexistent/soffice' });
    client = new ApiClient(testApp);
    admin = await client.login();
    // The demo accounts' passwords are random and never shown: set known ones, as an admin would.
    const passwordHash = await hashPassword(PASSWORD);
    await testApp.app.services.db
      .updateTable('sysUser')
      .set({ passwordHash })
      .where('username', '<>', 'admin')
      .execute();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.app.services.db;
  /** The stored file is served to the administrator, and is a Word file (a zip: it starts with PK). */
  const expectStoredDocx = async (storedPath: string) => {
    const file = await fetchStored(testApp, storedPath, { token: admin });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  };
  const count = async (query: ReturnType<typeof sql<{ n: number | string }>>) =>
    Number((await query.execute(db())).rows[0]!.n);

  it('every module lists records, and each record shows its flow log', async () => {
    for (const path of [
      '/nanli/enterprise/list',
      '/nanli/enterpriseService/list',
      '/nanli/serviceOrg/list',
      '/nanli/task/list',
      '/nanli/appointment/list',
      '/nanli/investigation/list',
      '/nanli/hiddenDanger/list',
      '/nanli/deepService/list',
      '/nanli/riskType/list',
      '/nanli/rectifySuggestion/list',
      '/nanli/emergencyDrill/list',
      '/nanli/safetyTraining/list',
      '/nanli/guideInspection/list',
      '/nanli/expertItinerary/list',
      '/nanli/fileDownload/list',
      '/nanli/appPicture/list',
      '/nanli/apkVersion/list',
      '/nanli/pushLog/list',
    ])
      expect((await list(client, admin, path)).total, path).toBeGreaterThan(0);
    expect((await list(client, admin, '/nanli/riskType/list')).records.map((r) => r.name)).toEqual([
      '基础管理类',
      '现场管理类',
    ]);
    const enterprise = (await list(client, admin, '/nanli/enterprise/list')).records[0]!;
    const policies = await client.get<Row[]>('/nanli/enterprise/queryPolicyByMainId', {
      token: admin,
      query: { id: String(enterprise.id) },
    });
    expect(policies.body.success).toBe(true);
    const closed = (await list(client, admin, '/nanli/hiddenDanger/list', { status: '60' })).records[0]!;
    const timeline = await client.get<{ operation: string; operatorName: string }[]>(
      `/nanli/hiddenDanger/flowLog`,
      { token: admin, query: { id: String(closed.id) } },
    );
    expect(timeline.body.success).toBe(true);
    expect(timeline.body.result.map((s) => s.operation)).toContain('issue');
    expect(timeline.body.result.at(-1)!.operation).toMatch(/reviewPass|approveClose/);
    expect(timeline.body.result.every((s) => s.operatorName)).toBe(true);
  });

  it('报告模板 lists a default template of each report type, its file served and saved again as an upload', async () => {
    const page = await list(client, admin, '/nanli/reportTemplate/list');
    const types = page.records.map((t) => String(t.reportType)).sort();
    expect(types).toEqual(['1', '2', '3', '4', '5']);
    for (const template of page.records) {
      expect(template).toMatchObject({
        isDefault: 'Y',
        status: '1',
        version: expect.stringMatching(/^V-\d{5}$/),
      });
      await expectStoredDocx(String(template.templateFile));
    }
    // Saved again as it is: the save's file check reads the stored file and accepts it.
    const investigation = page.records.find((t) => t.reportType === '1')!;
    const edited = await client.put<unknown>(
      '/nanli/reportTemplate/edit',
      { ...investigation, remark: '年度复核，内容不变' },
      { token: admin },
    );
    expect(edited.body.success, edited.body.message).toBe(true);
    // An administrator's next upload takes the next version of the counter the demo's took.
    const builtin = await fetch(
      new URL(`${testApp.config.apiPrefix}/nanli/report/builtinTemplate?reportType=3`, testApp.baseUrl),
      { headers: { 'X-Access-Token': admin } },
    );
    expect(builtin.status).toBe(200);
    const bytes = Buffer.from(await builtin.arrayBuffer());
    const templateFile = await storeFile(testApp, admin, bytes, '演练报告.docx');
    const added = await client.post<unknown>(
      '/nanli/reportTemplate/add',
      { templateName: '应急演练报告（新版）', reportType: '3', templateFile, isDefault: 'N', status: '1' },
      { token: admin },
    );
    expect(added.body.success, added.body.message).toBe(true);
    const [mine] = (
      await list(client, admin, '/nanli/reportTemplate/list', { templateName: '应急演练报告（新版）' })
    ).records;
    expect(mine!.version).toBe(`V-${String(page.total + 1).padStart(5, '0')}`);
  });

  it('报告管理 lists reports of every kind made from the demo records, in each state before publication', async () => {
    const page = await list(client, admin, '/nanli/report/list');
    const kinds = (type: string) => DEMO_REPORTS.filter((r) => r.reportType === type);
    expect(page.total).toBe(DEMO_REPORTS.length);
    expect(new Set(page.records.map((r) => r.reportType))).toEqual(
      new Set(DEMO_REPORTS.map((r) => r.reportType)),
    );
    const byState: Record<string, Row[]> = {};
    for (const report of page.records) (byState[String(report.status)] ??= []).push(report);
    expect(Object.keys(byState).sort()).toEqual(['0', '1', '2', '3']);
    for (const report of page.records) {
      expect(report.reportNo).toMatch(/\d/);
      expect(String(report.reportName)).toContain(String(report.reportType_dictText));
      // Without a converter the PDF state says so, instead of 生成中 for ever.
      expect(report.pdfState).toBe('2');
      await expectStoredDocx(String(report.fileUrl));
    }
    for (const approved of byState['3']!) expect(approved.reviewerName).toBeTruthy();
    expect(byState['2']![0]!.reviewOpinion).toBe(
      kinds('2')[0]!.steps.find((s) => s.operation === 'reject')!.opinion,
    );
    // Each kind's reports are of different enterprises.
    for (const type of new Set(DEMO_REPORTS.map((r) => r.reportType))) {
      const ofKind = page.records.filter((r) => r.reportType === type);
      expect(ofKind).toHaveLength(kinds(type).length);
      expect(new Set(ofKind.map((r) => r.enterpriseId)).size).toBe(ofKind.length);
    }
    // Unpublished, they are nothing an enterprise user sees.
    const owner = await client.login(ENTERPRISE_ACCOUNTS[0]!.username, PASSWORD);
    expect((await list(client, owner, '/nanli/report/list')).total).toBe(0);
  });

  it('the service lists count what the generator wrote: services done, last service, hazards', async () => {
    const context = createDemoContext({ seed: DEMO_DATA_DEFAULTS.seed, asOf: formatDate() });
    generateServiceOrgs(context, DEMO_DATA_DEFAULTS.serviceOrgs);
    const bundles = [...generateEnterpriseBundles(context, 0, DEMO_DATA_DEFAULTS.enterprises)];
    const expected = new Map<string, unknown>(
      bundles.flatMap(({ enterprise, tasks, hazards, services }) =>
        services.map((s) => {
          const done = tasks.filter((t) => t.serviceYear === s.policyYear && t.status === '6');
          // The hazards discovered in the row's policy year (derived.matchYear).
          const counted = hazards.filter(
            (h) => !['10', '90'].includes(h.status) && h.discoverTime.startsWith(String(s.policyYear)),
          );
          const closed = counted.filter((h) => h.status === '60').length;
          return [
            `${enterprise.enterpriseName} ${s.policyYear}`,
            {
              doneTimes: done.length,
              lastServiceDate:
                done
                  .map((t) => t.completeTime!)
                  .sort()
                  .at(-1) ?? null,
              hazardTotal: counted.length,
              hazardRectified: closed,
              hazardUnrectified: counted.length - closed,
            },
          ] as const;
        }),
      ),
    );
    const page = await list(client, admin, '/nanli/enterpriseService/list', { pageSize: '500' });
    expect(page.total).toBe(expected.size);
    expect(page.records.some((r) => Number(r.doneTimes) > 0)).toBe(true);
    expect(page.records.some((r) => Number(r.hazardUnrectified) > 0)).toBe(true);
    for (const record of page.records) {
      const key = `${String(record.enterpriseId_dictText)} ${String(record.policyYear)}`;
      expect(
        {
          doneTimes: Number(record.doneTimes),
          lastServiceDate: record.lastServiceDate ?? null,
          hazardTotal: Number(record.hazardTotal),
          hazardRectified: Number(record.hazardRectified),
          hazardUnrectified: Number(record.hazardUnrectified),
        },
        key,
      ).toEqual(expected.get(key));
    }
  });

  it('a demo engineer account sees the enterprises it looks after and the tasks it leads', async () => {
    const engineer = ENGINEER_ACCOUNTS.find((u) => u.expertOfOrg === 0)!;
    const token = await client.login(engineer.username, PASSWORD);
    const expert = await db()
      .selectFrom('nanli_expert' as never)
      .select('id' as never)
      .where('userName' as never, '=', engineer.username as never)
      .executeTakeFirstOrThrow();
    const expertId = String((expert as { id: string }).id);
    const enterprises = await list(client, token, '/nanli/enterprise/list');
    const mine =
      await count(sql`select count(*) as n from nanli_enterprise where responsible_expert_id = ${expertId}
      or id in (select enterprise_id from nanli_task where leader_expert_id = ${expertId}
        or member_expert_ids like ${`%${expertId}%`})`);
    expect(mine).toBeGreaterThan(0);
    expect(enterprises.total).toBe(mine);
    const tasks = await list(client, token, '/nanli/task/list');
    const led = await count(sql`select count(*) as n from nanli_task where leader_expert_id = ${expertId}
      or member_expert_ids like ${`%${expertId}%`}`);
    expect(led).toBeGreaterThan(0);
    expect(tasks.total).toBe(led);
    expect((await list(client, token, '/nanli/hiddenDanger/list')).total).toBeGreaterThan(0);
    // Its own itineraries, the drills and trainings of its enterprises, the files that are up.
    const trips = await list(client, token, '/nanli/expertItinerary/list');
    expect(trips.total).toBeGreaterThan(0);
    expect(trips.records.every((t) => t.expertId === expertId)).toBe(true);
    for (const path of ['/nanli/emergencyDrill/list', '/nanli/safetyTraining/list'])
      expect((await list(client, token, path)).total, path).toBeGreaterThan(0);
    const files = await list(client, token, '/nanli/fileDownload/list');
    expect(files.total).toBeGreaterThan(0);
    expect(files.total).toBeLessThan((await list(client, admin, '/nanli/fileDownload/list')).total);
  });

  it('the demo enterprise account sees its own enterprise and its hazards only', async () => {
    const [user] = ENTERPRISE_ACCOUNTS;
    const token = await client.login(user!.username, PASSWORD);
    const enterprises = await list(client, token, '/nanli/enterprise/list');
    expect(enterprises.total).toBe(1);
    const enterpriseId = String(enterprises.records[0]!.id);
    expect(enterprises.records[0]!.contactName).toBe(user!.realname);
    const hazards = await list(client, token, '/nanli/hiddenDanger/list');
    const ours = await count(
      sql`select count(*) as n from nanli_hidden_danger where enterprise_id = ${enterpriseId}`,
    );
    expect(ours).toBeGreaterThan(0);
    expect(hazards.total).toBe(ours);
    expect(hazards.records.every((h) => h.enterpriseId === enterpriseId)).toBe(true);
    for (const path of [
      '/nanli/emergencyDrill/list',
      '/nanli/safetyTraining/list',
      '/nanli/guideInspection/list',
    ]) {
      const page = await list(client, token, path);
      expect(page.total, path).toBeGreaterThan(0);
      expect(page.records.every((r) => r.enterpriseId === enterpriseId)).toBe(true);
    }
    // A file to download is served to it.
    const [file] = (await list(client, token, '/nanli/fileDownload/list')).records;
    const download = await fetchStored(testApp, String(file!.fileUrl), { token });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
