// Writes demo data into the entity tables: the reference data (once per installation), service
// organisations with their experts, then enterprises with everything that belongs to them —
// staff, policies, service lists, the service cycle's records and the other safety work (drills,
// trainings, inspections, itineraries), their flow log and photo files — generated and written a
// slice at a time (one transaction per slice) so that even hundreds of thousands of enterprises
// never sit in memory; last the platform's own operation (pictures, packages, files to download,
// push log, report templates), once per installation.
//
// Running twice must not duplicate data. A run refuses when enterprises already exist, unless
// `append` is set: refusing is the safe default (the same seed would otherwise try to write the
// same companies again), and appending is explicit. An append continues the enterprise numbering
// after the rows already there (each enterprise's random stream derives from seed and number) and
// first loads the names and codes already used, so nothing unique repeats.
//
// The demo accounts of the system demo (operators.ts), when they exist, are looked up first: an
// engineer account becomes an expert's login, the enterprise account staff of its enterprise.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Dialect } from '../db/database';
import { newId } from '../db/ids';
import type { Definitions } from '../definitions';
import { dateTimeOf, dayNumber } from './calendar';
import { bundleWriter } from './bundle-writer';
import { createDemoContext, officeInstant } from './context';
import type { DemoContext } from './context';
import { checkSystemTables, DemoDataError, dialectOf, resolveDemoTables } from './demo-tables';
import type { AnyKysely, DemoTables } from './demo-tables';
import { DEFER_INDEXES_FROM, withDeferredIndexes } from './bulk-load';
import { countRows, loadAccounts, loadServiceOrgs, loadUsedValues } from './existing-data';
import { FLOW_LOG_TABLE, flowRowMaker } from './flow-rows';
import { generateEnterpriseBundles, generateServiceOrgs } from './generator';
import { FILE_TABLE, PhotoWriter } from './photo-files';
import { ensureReferenceData } from './reference-seed';
import type { EnterpriseBundle } from './rows';
import { writeQueue } from './write-queue';
import { insertEntityRows } from './write-rows';
import type { AuditValues } from './write-rows';
import {
  checkDemoOptions,
  DEMO_DATA_DEFAULTS,
  defaultServiceOrgCount,
  emptyCounts,
  ENTERPRISES_PER_TRANSACTION,
} from './options';
import { ensurePlatformData } from './platform-seed';
import { PushSources } from './push-sources';
import type { DemoDataCounts, DemoDataOptions } from './options';

/** Serialises concurrent first starts on one PostgreSQL (system seed: …001, schema sync: …002). */
const DEMO_SEED_LOCK_KEY = 482_019_003;
/** The tables a run fills with many rows (the reference data and organisations stay small). */
const BULK_TABLES = [
  'enterprise',
  'enterpriseStaff',
  'policy',
  'enterpriseService',
  'task',
  'appointment',
  'investigation',
  'investigationItem',
  'hiddenDanger',
  'deepService',
  'emergencyDrill',
  'safetyTraining',
  'trainingAttendee',
  'guideInspection',
  'guideInspectionItem',
  'expertItinerary',
  'itineraryTrack',
] as const satisfies readonly (keyof DemoTables)[];
/** Slices in flight on PostgreSQL (SQLite has one connection: one at a time). */
const PARALLEL_SLICES = 2;
/** The reference data is dated like the service organisations: at the start of the two years. */
const REFERENCE_DAYS_BEFORE = 731;

type Db = AnyKysely;
type DemoDefinitions = Pick<Definitions, 'entities' | 'roles'>;
/**
 * Runs one slice of writes: in its own transaction, or inside the caller's; `width` slices may run
 * at once (more than one only with a transaction, and a connection, each).
 */
type SliceRunner = (<T>(write: (db: Db) => Promise<T>) => Promise<T>) & { width: number };

async function writeServiceOrgs(
  context: DemoContext,
  dialect: Dialect,
  tables: DemoTables,
  options: DemoDataOptions,
  audit: AuditValues,
  counts: DemoDataCounts,
  runSlice: SliceRunner,
): Promise<void> {
  const orgs = generateServiceOrgs(
    context,
    options.serviceOrgs ?? defaultServiceOrgCount(options.enterprises),
  );
  await runSlice(async (trx) => {
    await insertEntityRows(
      trx,
      dialect,
      tables.serviceOrg,
      orgs.map((o) => o.org),
      audit,
    );
    await insertEntityRows(
      trx,
      dialect,
      tables.expert,
      orgs.flatMap((o) => o.experts),
      audit,
    );
  });
  counts.serviceOrgs = orgs.length;
  counts.experts = orgs.reduce((sum, o) => sum + o.experts.length, 0);
}

async function writeDemoData(
  db: Db,
  dialect: Dialect,
  tables: DemoTables,
  definitions: DemoDefinitions,
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
  const audit: AuditValues = {
    createBy: options.createdBy ?? DEMO_DATA_DEFAULTS.createdBy,
    sysOrgCode: options.sysOrgCode ?? DEMO_DATA_DEFAULTS.sysOrgCode,
    tenantId: options.tenantId ?? DEMO_DATA_DEFAULTS.tenantId,
  };
  const createTime = dateTimeOf(officeInstant(dayNumber(asOf) - REFERENCE_DAYS_BEFORE, 0));
  const reference = await runSlice((trx) => ensureReferenceData(trx, dialect, tables, audit, createTime));
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
    accounts: await loadAccounts(db),
    reference: reference.ids,
  });
  await loadUsedValues(db, tables, context);
  const counts = emptyCounts();
  counts.riskTypes = reference.riskTypes;
  counts.rectifySuggestions = reference.rectifySuggestions;
  counts.checkTemplates = reference.checkTemplates;
  // An append reuses the organisations already there; a fresh run (or one without any) makes its own.
  const existingOrgs = options.append ? await loadServiceOrgs(db, tables) : [];
  if (existingOrgs.length > 0) context.serviceOrgs.push(...existingOrgs);
  else await writeServiceOrgs(context, dialect, tables, options, audit, counts, runSlice);

  const photos = new PhotoWriter(options.uploadRoot);
  const flowRow = flowRowMaker(definitions, audit.tenantId);
  const write = bundleWriter({ dialect, tables, audit, flowRow, photos, counts });
  const sources = new PushSources(context);
  const perSlice = options.enterprisesPerTransaction ?? ENTERPRISES_PER_TRANSACTION;
  const queue = writeQueue(runSlice.width);
  // Enterprises of the slices committed (counts also hold those of a slice still being written).
  let done = 0;
  const writeSlice = (slice: EnterpriseBundle[]) =>
    queue.push(async () => {
      await runSlice((trx) => write(trx, slice));
      done += slice.length;
      options.onProgress?.({ done, total: options.enterprises, counts: { ...counts } });
    });
  let slice: EnterpriseBundle[] = [];
  for (const bundle of generateEnterpriseBundles(
    context,
    existing,
    options.enterprises,
    options.serviceCycle ?? true,
  )) {
    photos.add(bundle.files);
    sources.add(bundle);
    slice.push(bundle);
    if (slice.length >= perSlice) {
      await writeSlice(slice);
      slice = [];
    }
    // Lets the slices in flight send their next statement while this one is being generated.
    if (runSlice.width > 1) await nextTurn();
  }
  if (slice.length > 0) await writeSlice(slice);
  await queue.drain();
  await runSlice((trx) =>
    ensurePlatformData(trx, context, sources, {
      dialect,
      tables,
      audit,
      flowRow,
      uploadRoot: options.uploadRoot,
      counts,
      entities: definitions.entities,
    }),
  );
  return counts;
}

async function resolveTables(db: Db, dialect: Dialect, definitions: DemoDefinitions): Promise<DemoTables> {
  const tables = await resolveDemoTables(db, dialect, definitions.entities);
  await checkSystemTables(db, dialect, [FLOW_LOG_TABLE, FILE_TABLE]);
  return tables;
}

/**
 * Generates and writes demo data; refuses (DemoDataError) when the entity tables are missing, or
 * when enterprises exist and `append` is not set.
 */
export async function seedDemoData(
  db: AnyKysely,
  definitions: DemoDefinitions,
  options: DemoDataOptions,
): Promise<DemoDataCounts> {
  const asOf = checkDemoOptions(options);
  const dialect = dialectOf(db);
  const tables = await resolveTables(db, dialect, definitions);
  const runSlice: SliceRunner = Object.assign(
    <T>(slice: (trx: Db) => Promise<T>) =>
      db.transaction().execute(async (trx) => {
        // A commit then returns before its WAL reaches the disk (flushed a moment later): a crash
        // may lose the last slices, never corrupt them, and a run is repeatable with --append.
        if (dialect === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
        return slice(trx);
      }),
    { width: dialect === 'postgres' ? PARALLEL_SLICES : 1 },
  );
  const write = () => writeDemoData(db, dialect, tables, definitions, options, asOf, runSlice);
  const filled = BULK_TABLES.map((name) => tables[name].table);
  const counts =
    options.enterprises >= DEFER_INDEXES_FROM
      ? await withDeferredIndexes(db, dialect, definitions, filled, write)
      : await write();
  // A bulk load's tables vacuumed on PostgreSQL: the visibility map it sets lets list pages skip
  // rows in an index alone (list-query.ts), which autovacuum (off on the bench machine) would only
  // do later. Fresh planner statistics after it: without them PostgreSQL guessed ~100 rows in a
  // 200k table and sorted the whole table for every list page.
  if (dialect === 'postgres') await sql`vacuum ${sql.join(filled.map((t) => sql.table(t)))}`.execute(db);
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
  definitions: DemoDefinitions,
  options: Partial<Omit<DemoDataOptions, 'append'>> = {},
): Promise<DemoDataCounts | null> {
  const settings: DemoDataOptions = { ...DEMO_DATA_DEFAULTS, ...options };
  const asOf = checkDemoOptions(settings);
  const dialect = dialectOf(db);
  const tables = await resolveTables(db, dialect, definitions);
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`.execute(trx);
    if ((await countRows(trx, tables.enterprise.table)) > 0) return null;
    const inTransaction = <T>(write: (db: Db) => Promise<T>) => write(trx);
    return writeDemoData(
      trx,
      dialect,
      tables,
      definitions,
      settings,
      asOf,
      Object.assign(inTransaction, { width: 1 }),
    );
  });
}
