// Benchmark data sets: enterprises seeded once with `npm run seed` (fixed seed and day, so every run
// measures the same rows) and kept under /tmp/anze-bench (SQLite) or in the database
// anze_bench_<N> (PostgreSQL); later runs reuse them.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE } from '../../../src/server/db/database';

export type BenchDatabase = 'sqlite' | 'postgres';

export interface Dataset {
  name: BenchDatabase;
  /** Environment that points the server (or the seed) at this data set. */
  env: Record<string, string>;
  /** The admin password set when the data set was created. */
  password: string;
}

export const BENCH_ROOT = '/tmp/anze-bench';
/**
 * Bumped when the seeded data changes shape (2: the service cycle's records), so that an older data
 * set is seeded again instead of measured.
 */
const DATASET_VERSION = 2;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * Start of the name of every PostgreSQL database this run creates (`BENCH_PG_PREFIX`): benches run
 * side by side by several people each make and drop their copies under their own prefix.
 */
const PG_PREFIX = process.env.BENCH_PG_PREFIX ?? 'anze_bench_';
if (!/^[a-z_][a-z0-9_]*$/.test(PG_PREFIX)) throw new Error(`BENCH_PG_PREFIX must be a lower-case SQL name`);

/** `--name value` pairs of the command line. */
export function benchArgs(): Map<string, string> {
  return new Map(
    process.argv
      .slice(2)
      .flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])),
  );
}

export function databasesArg(value: string | undefined): BenchDatabase[] {
  if (!value || value === 'both') return ['sqlite', 'postgres'];
  if (value === 'sqlite' || value === 'postgres') return [value];
  throw new Error(`--db must be sqlite, postgres or both, got "${value}"`);
}

/**
 * Larger data sets are seeded without the service cycle (enterprises, staff, policies, service
 * lists): with it PostgreSQL took 1.19 GB per 20,000 enterprises, about 60 GB for a million, more
 * than this machine's disk holds beside the other data sets.
 */
const SERVICE_CYCLE_UP_TO = 200_000;

function seed(env: Record<string, string>, enterprises: number): void {
  const cli = ['--import', 'tsx', 'scripts/seed.ts', '--enterprises', String(enterprises)];
  if (enterprises > SERVICE_CYCLE_UP_TO) cli.push('--without-service-cycle');
  const result = spawnSync(process.execPath, [...cli, '--seed', '7', '--as-of', '2026-11-01'], {
    env: { ...process.env, ...env, DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

/** A fresh empty place for the given database (nothing seeded but the system itself at start). */
export async function emptyDataset(database: BenchDatabase, label: string): Promise<Dataset> {
  const password = `Bench-${randomBytes(8).toString('hex')}`;
  const dataDir = path.join(BENCH_ROOT, `${database}-${label}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  if (database === 'sqlite')
    return { name: database, env: { DATA_DIR: dataDir, ADMIN_PASSWORD: password }, password };
  const name = `${PG_PREFIX}${label}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  // `name` is built here from a fixed prefix and the caller's label, never from outside input.
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name: database,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir, ADMIN_PASSWORD: password },
    password,
  };
}

/** The data set with `enterprises` seeded enterprises, created on first use. */
export async function seededDataset(database: BenchDatabase, enterprises: number): Promise<Dataset> {
  mkdirSync(BENCH_ROOT, { recursive: true });
  const marker = path.join(BENCH_ROOT, `${database}-${enterprises}-v${DATASET_VERSION}.json`);
  if (existsSync(marker)) return JSON.parse(readFileSync(marker, 'utf8')) as Dataset;
  const dataset = await emptyDataset(database, `${enterprises}_v${DATASET_VERSION}`);
  console.log(`seeding ${enterprises} enterprises into ${database}…`);
  const t0 = performance.now();
  seed(dataset.env, enterprises);
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  await pauseJobs(dataset);
  writeFileSync(marker, JSON.stringify(dataset));
  return dataset;
}

/** The data set with `enterprises` seeded enterprises if it was seeded already, else null (never seeds). */
export function existingDataset(database: BenchDatabase, enterprises: number): Dataset | null {
  const marker = path.join(BENCH_ROOT, `${database}-${enterprises}-v${DATASET_VERSION}.json`);
  return existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as Dataset) : null;
}

/**
 * Pauses the scheduled jobs of a data set. An installation runs the time-rule job every 10 minutes
 * (migration 0009): in a bench server it would fire in the middle of a measurement, take a core and
 * change the records measured (a data set seeded as of a fixed day has records to mark).
 */
async function pauseJobs(dataset: Dataset): Promise<void> {
  const statement = 'update sys_quartz_job set status = -1';
  if (dataset.name === 'sqlite') {
    const db = new SQLite(path.join(dataset.env.DATA_DIR!, SQLITE_FILE));
    db.prepare(statement).run();
    db.close();
    return;
  }
  const db = new pg.Client({ connectionString: dataset.env.DATABASE_URL });
  await db.connect();
  await db.query(statement);
  await db.end();
}

/** The enterprise tables, children first: emptied for an import that re-creates the enterprises. */
const ENTERPRISE_TABLES = ['nanli_enterprise_staff', 'nanli_enterprise_service', 'nanli_enterprise'];

/**
 * A copy of a data set (its own SQLite file, or a PostgreSQL database made from it as a template),
 * for a bench that changes records; `dropCopy` removes it.
 */
export async function copyOf(source: Dataset, label: string): Promise<Dataset> {
  const copy = await emptyDataset(source.name, label);
  copy.password = source.password;
  copy.env.ADMIN_PASSWORD = source.password;
  if (source.name === 'sqlite') {
    const from = path.join(source.env.DATA_DIR!, SQLITE_FILE);
    const to = path.join(copy.env.DATA_DIR!, SQLITE_FILE);
    copyFileSync(from, to);
    if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`);
    return copy;
  }
  const name = new URL(copy.env.DATABASE_URL!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  // File copy, not PostgreSQL 15's default of writing the whole database into the WAL: that took
  // 20 s for the 100k data set, and its write-back then ran into the measurement that followed.
  await admin.query(
    `create database ${name} template ${new URL(source.env.DATABASE_URL!).pathname.slice(1)} strategy file_copy`,
  );
  await admin.end();
  return copy;
}

/** Removes a copy made by `copyOf` (its directory, and its PostgreSQL database). */
export async function dropCopy(copy: Dataset): Promise<void> {
  rmSync(copy.env.DATA_DIR!, { recursive: true, force: true });
  if (copy.name === 'sqlite') return;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(copy.env.DATABASE_URL!).pathname.slice(1)}`);
  await admin.end();
}

/**
 * A copy of a seeded data set without its enterprises (service organisations and experts stay), so
 * an exported enterprise file imports into it with every reference resolvable.
 */
export async function withoutEnterprises(source: Dataset, label: string): Promise<Dataset> {
  const copy = await copyOf(source, label);
  if (source.name === 'sqlite') {
    const db = new SQLite(path.join(copy.env.DATA_DIR!, SQLITE_FILE));
    for (const table of ENTERPRISE_TABLES) db.prepare(`delete from ${table}`).run();
    db.close();
    return copy;
  }
  const db = new pg.Client({ connectionString: copy.env.DATABASE_URL });
  await db.connect();
  await db.query(`truncate ${ENTERPRISE_TABLES.join(', ')}`);
  // Written out now rather than by a checkpoint during the measurement.
  await db.query('checkpoint');
  await db.end();
  return copy;
}

/**
 * Runs `measure` on every data set of the sizes and databases asked for that was seeded already
 * (never seeds one); for each one missing, prints the table row `missing` gives.
 */
export async function eachExistingDataset(
  databases: readonly BenchDatabase[],
  sizes: readonly number[],
  measure: (dataset: Dataset, size: number) => Promise<void>,
  missing: (database: BenchDatabase, size: number) => string,
): Promise<void> {
  for (const database of databases)
    for (const size of sizes) {
      const dataset = existingDataset(database, size);
      if (dataset) await measure(dataset, size);
      else console.log(missing(database, size));
    }
}

/**
 * A copy of a seeded data set kept for later runs under a label (benches that write, such as the
 * bench users, run on it; the shared data set is never written). Made once with copyOf.
 */
export async function keptCopy(source: Dataset, size: number, label: string): Promise<Dataset> {
  const marker = path.join(BENCH_ROOT, `${source.name}-${size}-v${DATASET_VERSION}-copy-${label}.json`);
  if (existsSync(marker)) return JSON.parse(readFileSync(marker, 'utf8')) as Dataset;
  console.log(`copying the ${source.name} ${size} data set for ${label}…`);
  const copy = await copyOf(source, `${size}_copy_${label}`);
  writeFileSync(marker, JSON.stringify(copy));
  return copy;
}
