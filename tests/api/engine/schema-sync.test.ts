// Schema sync at start on the running database engine: tables, columns and indexes follow the
// schemas; a destructive difference refuses the start with a message naming entity, field,
// table.column and the migration to write, and changes nothing.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { engineDb } from '../../../src/server/engine/engine-db';
import { indexName, trigramIndexName } from '../../../src/server/engine/naming';
import { introspectTables } from '../../../src/server/engine/schema-sync/introspect';
import { textMatch } from '../../../src/server/engine/sql-conditions';
import type { FieldDefinition } from '../../../src/shared/schema-language/entity';
import { createTestDatabase, startTestApp } from '../helpers/test-app';
import type { TestApp, TestDatabase } from '../helpers/test-app';
import { editEntity, enterpriseBody, schemasCopy, TEST_HOOKS } from './support';
import { ApiClient } from '../helpers/client';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function setup(): Promise<{ database: TestDatabase; dir: string }> {
  const database = await createTestDatabase();
  const copy = schemasCopy();
  cleanups.push(() => database.drop(), copy.remove);
  return { database, dir: copy.dir };
}

async function start(database: TestDatabase, dir: string): Promise<TestApp> {
  const server = await startTestApp({}, { database, schemasDir: dir, hooks: TEST_HOOKS });
  cleanups.push(() => server.close());
  return server;
}

async function table(server: TestApp, name: string) {
  const { db, dialect } = server.app.services;
  const tables = await introspectTables(engineDb(db), dialect, [name]);
  return tables.get(name)!;
}

const fields = (entity: Record<string, unknown>) => entity.fields as FieldDefinition[];

const GRAMS_COLUMN = 'enterprise_name__grams';
const GRAMS_INDEX = indexName('nanli_enterprise', [GRAMS_COLUMN], false);
const TRIGRAM_INDEX = trigramIndexName('nanli_enterprise', 'enterprise_name');
/** The column and index of the version that kept character pairs only. */
const PAIRS_COLUMN = 'enterprise_name__pairs';
const PAIRS_INDEX = indexName('nanli_enterprise', [PAIRS_COLUMN], false);

describe('schema sync', () => {
  it('creates every entity table with typed columns, tenant column and indexes', async () => {
    const { database, dir } = await setup();
    const server = await start(database, dir);
    const enterprise = await table(server, 'nanli_enterprise');
    const types = Object.fromEntries([...enterprise.columns.values()].map((c) => [c.name, c.type]));
    expect(types).toMatchObject({
      id: { kind: 'varchar', length: 32 },
      tenant_id: { kind: 'integer' },
      enterprise_name: { kind: 'varchar', length: 100 },
      longitude: { kind: 'numeric', precision: 10, scale: 6 },
      employee_count: { kind: 'integer' },
      business_scope: { kind: 'text' },
      establish_date: { kind: 'varchar', length: 10 },
      create_time: { kind: 'varchar', length: 19 },
    });
    // The b-trees (PostgreSQL has the name's GIN indexes too, the test below).
    const indexes = Object.fromEntries(
      [...enterprise.indexes.values()]
        .filter((i) => i.name !== GRAMS_INDEX && i.name !== TRIGRAM_INDEX)
        .map((i) => [i.columns.join(','), i.unique]),
    );
    expect(indexes).toMatchObject({
      'enterprise_name,tenant_id': true,
      'credit_code,tenant_id': true,
      'district_code,high_risk_sector': false,
      'tenant_id,create_time,id': false,
    });
    // The district alone is looked up through the index it begins, the name through its unique one.
    expect(indexes).not.toHaveProperty('district_code');
    expect(indexes).not.toHaveProperty('enterprise_name');
    const staff = await table(server, 'nanli_enterprise_staff');
    const staffIndexes = Object.fromEntries(
      [...staff.indexes.values()].map((i) => [i.columns.join(','), i.unique]),
    );
    expect(staffIndexes).toMatchObject({
      'enterprise_id,id_card_no': true,
      'tenant_id,order_num,id': false,
    });
    // The sub-table's key is looked up through the unique index it begins.
    expect(staffIndexes).not.toHaveProperty('enterprise_id');
    const expert = await table(server, 'nanli_expert');
    expect(expert.columns.has('tenant_id')).toBe(false);
    expect([...expert.indexes.values()].some((i) => i.unique && i.columns.join(',') === 'mobile')).toBe(true);
    // A second sync finds nothing to do.
    expect((await server.app.services.engine.sync()).steps).toEqual([]);
  });

  it('adds a new field as a column (with its index), keeping the rows, and widens a string', async () => {
    const { database, dir } = await setup();
    const first = await start(database, dir);
    const api = new ApiClient(first);
    const token = await api.login('admin', first.adminPassword);
    const saved = await api.post<{ id: string }>('/nanli/enterprise/add', enterpriseBody(), { token });
    expect(saved.body.success).toBe(true);
    await cleanups.pop()!();
    editEntity(dir, 'enterprise', (entity) => {
      fields(entity).push({ key: 'insuranceNo', label: '保单号', type: 'string', length: 40, index: true });
      fields(entity).find((f) => f.key === 'shortName')!.length = 60;
      fields(entity).find((f) => f.key === 'longitude')!.precision = 12;
    });
    const second = await start(database, dir);
    const enterprise = await table(second, 'nanli_enterprise');
    expect(enterprise.columns.get('insurance_no')?.type).toEqual({ kind: 'varchar', length: 40 });
    expect([...enterprise.indexes.values()].some((i) => i.columns.join(',') === 'insurance_no')).toBe(true);
    if (second.app.services.dialect === 'postgres') {
      expect(enterprise.columns.get('short_name')?.type).toEqual({ kind: 'varchar', length: 60 });
      expect(enterprise.columns.get('longitude')?.type).toEqual({ kind: 'numeric', precision: 12, scale: 6 });
    }
    const api2 = new ApiClient(second);
    // The admin keeps the password of the first start.
    const token2 = await api2.login('admin', first.adminPassword);
    const record = await api2.get<Record<string, unknown>>('/nanli/enterprise/queryById', {
      token: token2,
      query: { id: saved.body.result.id },
    });
    expect(record.body.result).toMatchObject({ id: saved.body.result.id, insuranceNo: null });
  });

  it('refreshes the statistics of a table that gets a new index over its rows', async () => {
    const { database, dir } = await setup();
    const first = await start(database, dir);
    const api = new ApiClient(first);
    const token = await api.login('admin', first.adminPassword);
    expect((await api.post('/nanli/enterprise/add', enterpriseBody(), { token })).body.success).toBe(true);
    await cleanups.pop()!();
    editEntity(dir, 'enterprise', (entity) => {
      fields(entity).find((f) => f.key === 'legalPerson')!.list = { sorter: true };
    });
    const second = await start(database, dir);
    const index = [...(await table(second, 'nanli_enterprise')).indexes.values()].find(
      (i) => i.columns.join(',') === 'tenant_id,legal_person,id',
    );
    expect(index).toBeDefined();
    // Without statistics for the new index SQLite took it for selective and sorted every list page.
    const raw = second.app.services.db.withoutPlugins();
    const statistics =
      second.app.services.dialect === 'sqlite'
        ? sql<{ n: number }>`select count(*) as n from sqlite_stat1 where idx = ${index!.name}`
        : sql<{ n: number }>`select count(*) as n from pg_stats
            where schemaname = current_schema() and tablename = 'nanli_enterprise'`;
    expect(Number((await statistics.execute(raw)).rows[0]!.n)).toBeGreaterThan(0);
  });

  it('refuses a type change, a shrink and a removed field, naming what to migrate, and changes nothing', async () => {
    const { database, dir } = await setup();
    await start(database, dir);
    await cleanups.pop()!();
    editEntity(dir, 'enterprise', (entity) => {
      const list = fields(entity);
      list.find((f) => f.key === 'shortName')!.length = 10;
      Object.assign(
        list.find((f) => f.key === 'parkName')!,
        { type: 'int', length: undefined },
      );
      list.find((f) => f.key === 'latitude')!.scale = 4;
      entity.fields = list.filter((f) => f.key !== 'remark');
      list.push({ key: 'newColumn', label: '新列', type: 'string' });
    });
    const error = (await startTestApp({}, { database, schemasDir: dir, hooks: TEST_HOOKS }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SchemaSyncError');
    const message = error.message;
    expect(message).toContain(
      'entity "enterprise" field "shortName": column nanli_enterprise.short_name is varchar(30) in the database but the schema asks for varchar(10)',
    );
    expect(message).toContain(
      'entity "enterprise" field "parkName": column nanli_enterprise.park_name is varchar(50) in the database but the schema asks for integer',
    );
    expect(message).toContain(
      'entity "enterprise" field "latitude": column nanli_enterprise.latitude is numeric(10,6) in the database but the schema asks for numeric(10,4)',
    );
    expect(message).toContain(
      'entity "enterprise" field "remark": column nanli_enterprise.remark is in the database but no longer in the schema. Write a migration in src/server/db/migrations that drops it (alter table nanli_enterprise drop column remark)',
    );
    expect(message).toContain('Write a migration in src/server/db/migrations that converts the column');
    // Nothing was applied: the new column of the same schemas is not there.
    const copy = schemasCopy();
    cleanups.push(copy.remove);
    const again = await start(database, copy.dir);
    expect((await table(again, 'nanli_enterprise')).columns.has('new_column')).toBe(false);
  });

  it('refuses a unique index the rows would violate, and drops indexes no longer declared', async () => {
    const { database, dir } = await setup();
    const first = await start(database, dir);
    const raw = first.app.services.db.withoutPlugins();
    for (const id of ['a1', 'a2']) {
      await sql`insert into nanli_enterprise (id, tenant_id, enterprise_name, contact_name) values (${id}, 0, ${`企业${id}`}, '同名联系人')`.execute(
        raw,
      );
    }
    await cleanups.pop()!();
    editEntity(dir, 'enterprise', (entity) => {
      Object.assign(
        fields(entity).find((f) => f.key === 'contactName')!,
        { unique: true },
      );
    });
    const error = (await startTestApp({}, { database, schemasDir: dir, hooks: TEST_HOOKS }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toContain(
      'entity "enterprise" field "contactName": cannot create the unique index on nanli_enterprise.contact_name: the value ["同名联系人",0] occurs 2 times',
    );
    editEntity(dir, 'enterprise', (entity) => {
      const list = fields(entity);
      delete list.find((f) => f.key === 'contactName')!.unique;
      delete list.find((f) => f.key === 'enterpriseName')!.unique;
    });
    const second = await start(database, dir);
    const indexes = [...(await table(second, 'nanli_enterprise')).indexes.values()];
    expect(indexes.some((i) => i.columns.join(',') === 'enterprise_name,tenant_id')).toBe(false);
    await sql`insert into nanli_enterprise (id, tenant_id, enterprise_name) values ('a3', 0, '企业a1')`.execute(
      second.app.services.db.withoutPlugins(),
    );
  });

  it('makes the GIN indexes of a contains search on PostgreSQL, which serve the list filter', async () => {
    const { database, dir } = await setup();
    const server = await start(database, dir);
    const { dialect, engine } = server.app.services;
    const enterprise = await table(server, 'nanli_enterprise');
    expect(enterprise.columns.has(GRAMS_COLUMN)).toBe(dialect === 'postgres');
    expect(enterprise.indexes.has(GRAMS_INDEX)).toBe(dialect === 'postgres');
    expect(enterprise.indexes.has(TRIGRAM_INDEX)).toBe(dialect === 'postgres');
    const api = new ApiClient(server);
    const token = await api.login('admin', server.adminPassword);
    const ids: Record<string, string> = {};
    for (const enterpriseName of ['瑞丰机械有限公司', '瑞丰化工有限公司', 'Acme机械厂', '百分%之_百']) {
      expect(
        (await api.post('/nanli/enterprise/add', enterpriseBody({ enterpriseName }), { token })).body.success,
      ).toBe(true);
    }
    const names = async (enterpriseName: string) => {
      const answer = await api.get<{ records: { id: string; enterpriseName: string }[] }>(
        '/nanli/enterprise/list',
        { token, query: { enterpriseName } },
      );
      answer.body.result.records.forEach((r) => (ids[r.enterpriseName] = r.id));
      return answer.body.result.records.map((r) => r.enterpriseName).sort();
    };
    expect(await names('*丰机械*')).toEqual(['瑞丰机械有限公司']);
    expect(await names('*瑞丰*')).toEqual(['瑞丰化工有限公司', '瑞丰机械有限公司']);
    expect(await names('*丰*')).toEqual(['瑞丰化工有限公司', '瑞丰机械有限公司']);
    expect(await names('*acme机*')).toEqual(['Acme机械厂']);
    expect(await names('ACME*')).toEqual(['Acme机械厂']);
    expect(await names('*械厂')).toEqual(['Acme机械厂']);
    expect(await names('*%之_*')).toEqual(['百分%之_百']);
    expect(await names('*分_之*')).toEqual([]);
    // One and two characters (the grams on PostgreSQL): as exact, case and LIKE's own characters included.
    expect(await names('*AC*')).toEqual(['Acme机械厂']);
    expect(await names('*%之*')).toEqual(['百分%之_百']);
    expect(await names('*_之*')).toEqual([]);
    expect(await names('*M*')).toEqual(['Acme机械厂']);
    expect(await names('*%*')).toEqual(['百分%之_百']);
    expect(await names('*_*')).toEqual(['百分%之_百']);
    expect(await names('*冰*')).toEqual([]);
    // An edited name is found by its new grams and no longer by the old ones.
    const edited = await api.put(
      '/nanli/enterprise/edit',
      enterpriseBody({ id: ids['瑞丰化工有限公司'], enterpriseName: '恒达化工有限公司' }),
      { token },
    );
    expect(edited.body.success).toBe(true);
    expect(await names('*瑞丰*')).toEqual(['瑞丰机械有限公司']);
    expect(await names('*恒达*')).toEqual(['恒达化工有限公司']);
    expect(await names('*恒*')).toEqual(['恒达化工有限公司']);
    if (dialect !== 'postgres') return;
    // The engine's own condition, with the table read only when nothing else can: three characters
    // through the trigrams, one and two through the grams.
    const field = engine.registry.get('enterprise')!.field('enterpriseName')!;
    for (const [text, index] of [
      ['丰机械', TRIGRAM_INDEX],
      ['瑞丰', GRAMS_INDEX],
      ['丰', GRAMS_INDEX],
    ] as const) {
      const plan = await engineDb(server.app.services.db)
        .transaction()
        .execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          return trx
            .selectFrom('nanli_enterprise')
            .select('id')
            .where(textMatch(field, text, 'contains', dialect))
            .explain();
        });
      expect(plan.map((row) => Object.values(row).join(' ')).join('\n')).toContain(
        `Bitmap Index Scan on ${index}`,
      );
    }
  });

  it('fills a new grams column from the rows already there, replacing the pairs-only column of before, and drops it when the schema no longer asks', async () => {
    const { database, dir } = await setup();
    const withoutIndex = () =>
      editEntity(dir, 'enterprise', (entity) => {
        const name = fields(entity).find((f) => f.key === 'enterpriseName')!;
        delete name.query!.containsIndex;
      });
    withoutIndex();
    const first = await start(database, dir);
    const api = new ApiClient(first);
    const token = await api.login('admin', first.adminPassword);
    const added = await api.post(
      '/nanli/enterprise/add',
      enterpriseBody({ enterpriseName: '瑞丰机械有限公司' }),
      {
        token,
      },
    );
    expect(added.body.success).toBe(true);
    expect((await table(first, 'nanli_enterprise')).columns.has(GRAMS_COLUMN)).toBe(false);
    if (first.app.services.dialect === 'postgres') {
      // What the version that kept character pairs only left (its generated column and GIN index).
      const raw = first.app.services.db.withoutPlugins();
      await sql`alter table nanli_enterprise add column ${sql.id(PAIRS_COLUMN)} text[]`.execute(raw);
      await sql`create index ${sql.id(PAIRS_INDEX)} on nanli_enterprise using gin (${sql.id(PAIRS_COLUMN)})`.execute(
        raw,
      );
    }
    await first.close();
    cleanups.pop();
    editEntity(dir, 'enterprise', (entity) => {
      fields(entity).find((f) => f.key === 'enterpriseName')!.query!.containsIndex = true;
    });
    const second = await start(database, dir);
    const { dialect } = second.app.services;
    const upgraded = await table(second, 'nanli_enterprise');
    expect(upgraded.columns.has(GRAMS_COLUMN)).toBe(dialect === 'postgres');
    expect([upgraded.columns.has(PAIRS_COLUMN), upgraded.indexes.has(PAIRS_INDEX)]).toEqual([false, false]);
    if (dialect === 'postgres') {
      // Adding it rewrote the table; sync vacuums it so its pages are marked all-visible again and
      // list pages that read an index alone need not visit the rows. Whether VACUUM may mark a page
      // depends on every other open transaction of the server (other test files run beside this
      // one), so the test checks the vacuum itself, which PostgreSQL counts at once.
      const vacuums = await sql<{ count: number }>`select vacuum_count as count from pg_stat_user_tables
        where relid = 'nanli_enterprise'::regclass`.execute(second.app.services.db.withoutPlugins());
      expect(Number(vacuums.rows[0]!.count)).toBe(1);
    }
    const secondApi = new ApiClient(second);
    const secondToken = await secondApi.login('admin', first.adminPassword);
    const found = await secondApi.get<{ records: { enterpriseName: string }[] }>('/nanli/enterprise/list', {
      token: secondToken,
      query: { enterpriseName: '*瑞丰*' },
    });
    expect(found.body.result.records.map((r) => r.enterpriseName)).toEqual(['瑞丰机械有限公司']);
    const one = await secondApi.get<{ records: { enterpriseName: string }[] }>('/nanli/enterprise/list', {
      token: secondToken,
      query: { enterpriseName: '*丰*' },
    });
    expect(one.body.result.records.map((r) => r.enterpriseName)).toEqual(['瑞丰机械有限公司']);
    await second.close();
    cleanups.pop();
    withoutIndex();
    const third = await start(database, dir);
    const after = await table(third, 'nanli_enterprise');
    expect(after.columns.has(GRAMS_COLUMN)).toBe(false);
    expect(after.indexes.has(GRAMS_INDEX)).toBe(false);
  });

  it('refuses an unknown data rule hook with the file and JSON pointer', async () => {
    const { database, dir } = await setup();
    editEntity(dir, 'enterpriseService', (entity) => {
      entity.dataRules = [{ hook: 'noSuchHook', field: 'enterpriseId' }];
    });
    const error = (await startTestApp({}, { database, schemasDir: dir, hooks: TEST_HOOKS }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.name).toBe('DefinitionError');
    expect(error.message).toContain(
      'schemas/entities/enterpriseService.json: /dataRules/0/hook: unknown data rule hook "noSuchHook" (registered: ownEnterprise, assignedEnterprise, assignedTask, ownExpert, ownItinerary, publishedReports, onlineOnly)',
    );
  });
});
