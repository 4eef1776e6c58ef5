// Writes demo data into the entity tables: service organisations with their experts first, then
// enterprises with their staff and service lists, generated and written a slice at a time (one
// transaction per slice) so that even hundreds of thousands of enterprises never sit in memory.
//
// Running twice must not duplicate data. A run refuses when enterprises already exist, unless
// `append` is set: refusing is the safe default (the same seed would otherwise try to write the
// same companies again), and appending is explicit. An append continues the enterprise numbering
// after the rows already there (each enterprise's random stream derives from seed and number) and
// first loads the names and codes already used, so nothing unique repeats.
import { sql } from 'kysely';
import type { Dialect } from '../db/database';
import { newId } from '../db/ids';
import type { EntityDefinition } from '../../shared/schema-language/entity';
import { createDemoContext } from './context';
import type { DemoContext } from './context';
import { DemoDataError, dialectOf, resolveDemoTables } from './demo-tables';
import type { AnyKysely, DemoTable, DemoTables } from './demo-tables';
import { generateEnterpriseBundles, generateServiceOrgs } from './generator';
import type { EnterpriseBundle } from './rows';
import { insertRows } from './write-rows';
import type { AuditValues, GeneratedRow } from './write-rows';
import {
  checkDemoOptions,
  DEMO_DATA_DEFAULTS,
  defaultServiceOrgCount,
  ENTERPRISES_PER_TRANSACTION,
} from './options';
import type { DemoDataCounts, DemoDataOptions } from './options';

/** Serialises concurrent first starts on one PostgreSQL (system seed: …001, schema sync: …002). */
const DEMO_SEED_LOCK_KEY = 482_019_003;

type Db = AnyKysely;
/** Runs one slice of writes: in its own transaction, or inside the caller's. */
type SliceRunner = (write: (db: Db) => Promise<void>) => Promise<void>;

async function countRows(db: Db, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function columnValues(db: Db, table: string, column: string): Promise<string[]> {
  const rows = await db.selectFrom(table).select(column).execute();
  return rows.map((r) => r[column]).filter((v): v is string => typeof v === 'string');
}

/** Names, codes and mobiles already in the tables, so generated ones do not repeat them. */
async function loadUsedValues(db: Db, tables: DemoTables, context: DemoContext): Promise<void> {
  const { unique } = context;
  const enterprise = tables.enterprise.table;
  const org = tables.serviceOrg.table;
  for (const v of await columnValues(db, enterprise, 'enterpriseName')) unique.enterpriseNames.add(v);
  for (const v of await columnValues(db, org, 'orgName')) unique.orgNames.add(v);
  for (const table of [enterprise, org]) {
    for (const v of await columnValues(db, table, 'creditCode')) unique.creditCodes.add(v);
  }
  for (const v of await columnValues(db, tables.expert.table, 'mobile')) unique.expertMobiles.add(v);
}

async function writeDemoData(
  db: Db,
  dialect: Dialect,
  tables: DemoTables,
  options: DemoDataOptions,
  asOf: string,
  runSlice: SliceRunner,
): Promise<DemoDataCounts> {
  const existing = await countRows(db, tables.enterprise.table);
  if (existing > 0 && !options.append) {
    throw new DemoDataError(
      `演示数据未写入：已有 ${existing} 家企业。再次写入会重复造数；如需在现有数据上追加，请使用 --append（append: true）`,
    );
  }
  const context = createDemoContext({
    seed: options.seed ?? DEMO_DATA_DEFAULTS.seed,
    asOf,
    // Ids carry the time of writing, not the invented create_time: rows then reach the primary key
    // and the indexes that lead with foreign keys in order, which made a 40 000-enterprise run on
    // SQLite 2.6 times faster than ids scattered over two years (the B-tree pages each transaction
    // dirties, and SQLite writes to its WAL, drop from most of the index to its right edge).
    newId: () => newId(),
    expertsPerOrg: options.expertsPerOrg ?? DEMO_DATA_DEFAULTS.expertsPerOrg,
    staffPerEnterprise: options.staffPerEnterprise ?? DEMO_DATA_DEFAULTS.staffPerEnterprise,
  });
  await loadUsedValues(db, tables, context);
  const audit: AuditValues = {
    createBy: options.createdBy ?? DEMO_DATA_DEFAULTS.createdBy,
    sysOrgCode: options.sysOrgCode ?? DEMO_DATA_DEFAULTS.sysOrgCode,
    tenantId: options.tenantId ?? DEMO_DATA_DEFAULTS.tenantId,
  };
  const insert = (trx: AnyKysely, table: DemoTable, rows: readonly GeneratedRow[]) =>
    insertRows(trx, dialect, table, rows, audit);
  const counts: DemoDataCounts = {
    serviceOrgs: 0,
    experts: 0,
    enterprises: 0,
    enterpriseStaff: 0,
    enterpriseServices: 0,
  };

  // An append reuses the organisations already there; a fresh run (or one without any) makes its own.
  const existingOrgs = options.append
    ? await db.selectFrom(tables.serviceOrg.table).select(['id', 'districtCode']).orderBy('id').execute()
    : [];
  if (existingOrgs.length > 0) {
    context.serviceOrgs.push(...existingOrgs);
  } else {
    const orgs = generateServiceOrgs(
      context,
      options.serviceOrgs ?? defaultServiceOrgCount(options.enterprises),
    );
    await runSlice(async (trx) => {
      await insert(
        trx,
        tables.serviceOrg,
        orgs.map((o) => o.org),
      );
      await insert(
        trx,
        tables.expert,
        orgs.flatMap((o) => o.experts),
      );
    });
    counts.serviceOrgs = orgs.length;
    counts.experts = orgs.reduce((sum, o) => sum + o.experts.length, 0);
  }

  const perSlice = options.enterprisesPerTransaction ?? ENTERPRISES_PER_TRANSACTION;
  const writeSlice = async (slice: EnterpriseBundle[]) => {
    await runSlice(async (trx) => {
      await insert(
        trx,
        tables.enterprise,
        slice.map((b) => b.enterprise),
      );
      await insert(
        trx,
        tables.enterpriseStaff,
        slice.flatMap((b) => b.staff),
      );
      await insert(
        trx,
        tables.enterpriseService,
        slice.flatMap((b) => b.services),
      );
    });
    counts.enterprises += slice.length;
    for (const bundle of slice) {
      counts.enterpriseStaff += bundle.staff.length;
      counts.enterpriseServices += bundle.services.length;
    }
    options.onProgress?.({ done: counts.enterprises, total: options.enterprises, counts: { ...counts } });
  };
  let slice: EnterpriseBundle[] = [];
  for (const bundle of generateEnterpriseBundles(context, existing, options.enterprises)) {
    slice.push(bundle);
    if (slice.length >= perSlice) {
      await writeSlice(slice);
      slice = [];
    }
  }
  if (slice.length > 0) await writeSlice(slice);
  return counts;
}

/**
 * Generates and writes demo data; refuses (DemoDataError) when the entity tables are missing, or
 * when enterprises exist and `append` is not set.
 */
export async function seedDemoData(
  db: AnyKysely,
  definitions: { entities: readonly EntityDefinition[] },
  options: DemoDataOptions,
): Promise<DemoDataCounts> {
  const asOf = checkDemoOptions(options);
  const dialect = dialectOf(db);
  const tables = await resolveDemoTables(db, dialect, definitions.entities);
  const counts = await writeDemoData(db, dialect, tables, options, asOf, (write) =>
    db.transaction().execute((trx) => write(trx)),
  );
  // Fresh planner statistics after a bulk load: without them (autovacuum off, or not yet run)
  // PostgreSQL guessed ~100 rows in a 200k table and sorted the whole table for every list page.
  await sql`analyze`.execute(db);
  return counts;
}

/**
 * First start: writes DEMO_DATA_DEFAULTS when the enterprise table is empty, and answers the
 * counts, or null when there were enterprises already. One transaction, so a failure leaves
 * nothing half-written; on PostgreSQL an advisory lock keeps instances starting together from
 * both seeding.
 */
export async function seedDemoDataIfEmpty(
  db: AnyKysely,
  definitions: { entities: readonly EntityDefinition[] },
  options: Partial<Omit<DemoDataOptions, 'append'>> = {},
): Promise<DemoDataCounts | null> {
  const settings: DemoDataOptions = { ...DEMO_DATA_DEFAULTS, ...options };
  const asOf = checkDemoOptions(settings);
  const dialect = dialectOf(db);
  const tables = await resolveDemoTables(db, dialect, definitions.entities);
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`.execute(trx);
    if ((await countRows(trx, tables.enterprise.table)) > 0) return null;
    return writeDemoData(trx, dialect, tables, settings, asOf, (write) => write(trx));
  });
}
