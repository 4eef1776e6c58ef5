// One evaluation of a time rule over 1,000,000 records, on SQLite (and PostgreSQL when DATABASE_URL
// is given), in-process: the engine on a bench entity (隐患: life cycle, a date deadline, an overdue
// flag notifying the owner), filled by one INSERT … SELECT over a generated series — 85 % closed,
// 8 % open and on time, 5 % overdue already, 1 % newly overdue (10,000 records of 200 owners: 200
// messages), 1 % flagged but closed (to clear). Times the steady evaluation, an evaluation with
// nothing to do, and the first one after the rule is added (every flag '0': 60,000 records become
// overdue); prints the plans of the statements (EXPLAIN, without running them again) and each
// statement's time.
//
//   npx tsx scripts/bench/time-rules.ts [--rows 1000000]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench/time-rules.ts
//
// With --enterprises N it measures the scheduled job itself (every entity's time rules, then the
// maintained values) on a copy of the seeded data set of scripts/bench/lib/datasets.ts instead
// (200 000 enterprises: over 1M hidden dangers), as the server builds it. The data set is seeded as
// of 2026-11-01: a run with the clock a day back marks what fell due since then, one at the real time
// the records due in one day (the daily batch), a third has nothing to do.
//
//   npx tsx scripts/bench/time-rules.ts --enterprises 200000 [--db sqlite|postgres|both]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { formatDateTime } from '../../src/shared/date-format';
import type { EntityDefinition } from '../../src/shared/schema-language/entity';
import { openDatabase } from '../../src/server/db/database';
import type { Dialect, ExecutedQuery } from '../../src/server/db/database';
import { newId } from '../../src/server/db/ids';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/tables';
import { createEngine } from '../../src/server/engine';
import { evaluateTimeRules } from '../../src/server/engine/time-rules/evaluate';
import { systemNoticeSender } from '../../src/server/modules/announcements/system-notices';
import { createDictionaryService } from '../../src/server/modules/sys/dictionary-service';
import { createMemoryBus } from '../../src/server/realtime/bus';
import { createRealtimeHub } from '../../src/server/realtime/hub';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { refreshAllMaintained } from '../../src/server/engine/maintained-values';
import { benchArgs, copyOf, databasesArg, dropCopy, seededDataset } from './lib/datasets';
import type { BenchDatabase } from './lib/datasets';
import { today } from './lib/measure';

const args = benchArgs();
const ROWS = Number(args.get('rows') ?? 1_000_000);
const ENTERPRISES = args.has('enterprises') ? Number(args.get('enterprises')) : null;
const OWNERS = 200;

const HAZARD: EntityDefinition = {
  name: 'benchHazard',
  title: '隐患',
  table: 'bench_hazard',
  api: '/bench/hazard',
  tenantScoped: true,
  lifecycle: { field: 'state', initial: '10', closed: ['60', '90'] },
  operations: [
    { name: 'assign', label: '下发', from: ['10'], to: '20' },
    { name: 'start', label: '整改', from: ['20'], to: '30' },
    { name: 'close', label: '销号', from: ['30'], to: '60' },
    { name: 'revoke', label: '撤销', from: ['10', '20', '30'], to: '90' },
  ],
  timeRules: [
    {
      name: 'overdue',
      label: '逾期',
      deadline: 'deadline',
      flag: 'isOverdue',
      notify: { fields: ['owner'], title: '隐患 {hazardNo} 已逾期' },
    },
  ],
  fields: [
    { key: 'hazardNo', label: '隐患编号', type: 'string', length: 32 },
    { key: 'description', label: '隐患描述', type: 'string', length: 200 },
    { key: 'state', label: '状态', type: 'string', length: 2 },
    { key: 'deadline', label: '整改期限', type: 'date' },
    { key: 'owner', label: '责任人', type: 'string', length: 100 },
    { key: 'isOverdue', label: '是否逾期', type: 'string', length: 1, readonly: true },
  ],
};

/**
 * The row of series number n: its bucket (n % 100) decides state, deadline and flag. `days(base, k)`
 * renders the date k days after base, `pad(n)` a 32-character id, per engine.
 */
function fillSql(days: (base: string, k: string) => string, pad: (n: string) => string) {
  const bucket = '(n % 100)';
  const open = `(case n % 3 when 0 then '10' when 1 then '20' else '30' end)`;
  const closed = `(case n % 2 when 0 then '60' else '90' end)`;
  return `select ${pad('n')}, n % 5, 'YH' || n, '厂区设备隐患描述', 
    case when ${bucket} < 85 or ${bucket} = 99 then ${closed} else ${open} end,
    case when ${bucket} between 85 and 92 then ${days("'2099-01-01'", 'n % 300')}
         else ${days("'2024-01-01'", 'n % 700')} end,
    'bench_owner_' || ((n / 100) % ${OWNERS}),
    case when ${bucket} between 93 and 97 or ${bucket} = 99 then '1' else '0' end`;
}

const COLUMNS = '(id, tenant_id, hazard_no, description, state, deadline, owner, is_overdue)';

async function fill(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const raw = db.withoutPlugins();
  if (dialect === 'sqlite') {
    const select = fillSql(
      (base, k) => `date(${base}, '+' || (${k}) || ' days')`,
      (n) => `printf('%032d', ${n})`,
    );
    await sql
      .raw(
        `insert into bench_hazard ${COLUMNS} with recursive s(n) as (select 1 union all select n + 1 from s where n < ${ROWS}) ${select} from s`,
      )
      .execute(raw);
  } else {
    const select = fillSql(
      (base, k) => `to_char(date ${base} + (${k})::int, 'YYYY-MM-DD')`,
      (n) => `lpad(${n}::text, 32, '0')`,
    );
    await sql
      .raw(`insert into bench_hazard ${COLUMNS} ${select} from generate_series(1, ${ROWS}) as s(n)`)
      .execute(raw);
    await sql.raw('analyze bench_hazard').execute(raw);
  }
  const now = formatDateTime();
  const users = Array.from({ length: OWNERS }, (_, i) => ({
    id: newId(),
    username: `bench_owner_${i}`,
    realname: `责任人${i}`,
    passwordHash: '-',
    status: 1,
    delFlag: 0,
    createBy: 'bench',
    createTime: now,
  }));
  await db.insertInto('sysUser').values(users).execute();
}

async function explain(db: Kysely<Database>, dialect: Dialect, statements: ExecutedQuery[]): Promise<void> {
  for (const statement of statements) {
    const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const plan = await db
      .withoutPlugins()
      .executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]),
      );
    // SQLite answers rows with a `detail`; PostgreSQL one `QUERY PLAN` column.
    const lines = plan.rows.map((row) => String(row.detail ?? Object.values(row)[0]));
    console.log(`  ${statement.sql.slice(0, 110)}…\n    ${lines.join('\n    ')}`);
  }
}

async function bench(dialect: Dialect, databaseUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-bench-time-rules-'));
  const pgSchema = databaseUrl ? `bench_time_rules_${Date.now()}` : undefined;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${pgSchema}`);
    await admin.end();
  }
  const heard: ExecutedQuery[] = [];
  const handle = openDatabase({ databaseUrl, dataDir, pgSchema, onQuery: (query) => heard.push(query) });
  const hub = createRealtimeHub(createMemoryBus(), async () => false);
  try {
    await migrateToLatest(handle.db, pgSchema);
    const dictionaries = createDictionaryService(handle.db);
    const definitions = { menus: [], roles: [], dictionaries: [], entities: [HAZARD], reports: [] };
    const engine = createEngine(definitions, handle.db, dialect, dictionaries);
    await engine.sync();
    let t0 = performance.now();
    await fill(handle.db, dialect);
    console.log(
      `${dialect}: filled ${ROWS.toLocaleString()} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const send = systemNoticeSender(hub, { warn: () => {} } as unknown as FastifyBaseLogger);
    const run = async (label: string) => {
      heard.length = 0;
      t0 = performance.now();
      const outcome = await evaluateTimeRules(engine.deps, send);
      const ms = performance.now() - t0;
      const updates = heard.filter((q) => /^update "bench_hazard"/.test(q.sql));
      const others = heard.filter((q) => !updates.includes(q));
      const total = (queries: ExecutedQuery[]) =>
        queries.reduce((sum, q) => sum + q.durationMs, 0).toFixed(0);
      console.log(
        `${dialect} ${label}: ${ms.toFixed(0)} ms — ${JSON.stringify(outcome)}; statements ${updates
          .map((q) => `${q.durationMs.toFixed(0)} ms`)
          .join(
            ' / ',
          )} (normalize / mark / clear), ${others.length} others (users, menu, messages) ${total(others)} ms`,
      );
      return updates;
    };
    const statements = await run('evaluation');
    await run('again, nothing to do');
    // A rule added to a table of records: schema sync adds the flag column with its default '0'.
    await sql`update bench_hazard set is_overdue = '0' where is_overdue = '1'`.execute(
      handle.db.withoutPlugins(),
    );
    await run('first after the rule is added (every flag 0)');
    console.log(`${dialect} plans:`);
    await explain(handle.db, dialect, statements);
  } finally {
    await hub.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop schema ${pgSchema} cascade`);
      await admin.end();
    }
  }
}

const silentLog = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

/** Rows of the seeded hidden dangers by state and flag (read before the job runs). */
async function hazardCounts(db: Kysely<Database>): Promise<string> {
  const { rows } = await db
    .withoutPlugins()
    .executeQuery<{ total: unknown; flagged: unknown }>(
      CompiledQuery.raw(
        `select count(*) as total, sum(case when is_overdue = '1' then 1 else 0 end) as flagged from nanli_hidden_danger`,
      ),
    );
  return `${Number(rows[0]!.total).toLocaleString()} hidden dangers, ${Number(rows[0]!.flagged).toLocaleString()} flagged overdue`;
}

/** The scheduled job (time rules, then maintained values) on a copy of the seeded data set. */
async function benchSeeded(database: BenchDatabase, enterprises: number): Promise<void> {
  const source = await seededDataset(database, enterprises);
  let t0 = performance.now();
  const target = await copyOf(source, `${enterprises}_time_rules`);
  console.log(`${database}: copied the data set in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const heard: ExecutedQuery[] = [];
  const config = {
    ...loadConfig({ ...process.env, ...target.env }),
    logLevel: 'silent',
    demoData: false,
    clientDir: undefined,
  };
  const hub = createRealtimeHub(createMemoryBus(), async () => false);
  try {
    // Never made ready: the scheduler starts on ready, and the job here runs by hand.
    const app = await buildApp(config, { onQuery: (query) => heard.push(query) });
    try {
      const { engine, db } = app.services;
      console.log(`${database}: ${await hazardCounts(db)}`);
      const send = systemNoticeSender(hub, silentLog);
      const run = async (label: string) => {
        heard.length = 0;
        t0 = performance.now();
        const outcome = await evaluateTimeRules(engine.deps, send);
        const rulesMs = performance.now() - t0;
        const rulesStatements = heard.length;
        const refreshed = await refreshAllMaintained(engine.deps);
        const jobMs = performance.now() - t0;
        const updates = heard
          .slice(0, rulesStatements)
          .filter((q) => /^update "nanli_hidden_danger"/.test(q.sql));
        console.log(
          `${database} ${label}: job ${jobMs.toFixed(0)} ms — time rules ${rulesMs.toFixed(0)} ms ` +
            `(${JSON.stringify(outcome)}; ${rulesStatements} statements), maintained values ` +
            `${(jobMs - rulesMs).toFixed(0)} ms (${refreshed} changed, ${heard.length - rulesStatements} statements); ` +
            `hidden-danger updates ${updates.map((q) => `${q.durationMs.toFixed(0)} ms`).join(' / ')} (normalize / mark / clear)`,
        );
        // Statement time by the table a statement reads or writes first (the operations' own
        // transactions show as their entity's table, sys_flow_log, roles and the commits).
        const byTable = new Map<string, { count: number; ms: number }>();
        for (const q of heard) {
          const table = /(?:from|update|into) "(\w+)"/.exec(q.sql)?.[1] ?? q.sql.split(' ')[0]!;
          const entry = byTable.get(table) ?? { count: 0, ms: 0 };
          byTable.set(table, { count: entry.count + 1, ms: entry.ms + q.durationMs });
        }
        const tables = [...byTable].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8);
        console.log(
          `    statements by table: ${tables.map(([table, e]) => `${table} ${e.count}× ${e.ms.toFixed(0)} ms`).join(', ')}`,
        );
        const slowest = [...heard].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5);
        for (const q of slowest) console.log(`    ${q.durationMs.toFixed(0)} ms  ${q.sql.slice(0, 150)}`);
        return [...updates, ...heard.slice(rulesStatements).filter((q) => /^update /.test(q.sql))];
      };
      // The data set's flags are as of its seed day. A first run with the clock a day back marks the
      // backlog since then; the run at the real time then marks one day's records — what the first
      // run after midnight meets every day (deadlines are dates, so a day's records fall due at once).
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() - 24 * 3600_000;
      await run('catch-up to yesterday (records due since the seed day)');
      Date.now = realNow;
      console.log(`${database}: ${await hazardCounts(db)}`);
      const statements = await run('one day later (the records due yesterday)');
      console.log(`${database}: ${await hazardCounts(db)}`);
      await run('again, nothing to do');
      console.log(`${database} plans of the hidden-danger and maintained-value statements:`);
      await explain(db, database, statements);
    } finally {
      await app.close();
    }
  } finally {
    await hub.close();
    await dropCopy(target);
  }
}

if (ENTERPRISES !== null) {
  console.log(
    `time-rule job bench, ${today()}, seeded data set of ${ENTERPRISES.toLocaleString()} enterprises`,
  );
  for (const database of databasesArg(args.get('db'))) await benchSeeded(database, ENTERPRISES);
} else {
  console.log(`time-rule evaluation bench, ${today()}, ${ROWS.toLocaleString()} rows`);
  await bench('sqlite');
  if (process.env.DATABASE_URL) await bench('postgres', process.env.DATABASE_URL);
}
