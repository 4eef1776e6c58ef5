// The service cycle at scale (issue 10's figures): the hidden-danger list filtered by state, overdue
// and district as a ratio to the same SQL run directly, and a transition's latency against a plain
// edit of the same records, on SQLite and on PostgreSQL.
//
//   npx tsx scripts/bench/service-cycle.ts [--enterprises 200000] [--db sqlite|postgres|both] [--rounds 40]
//
// Uses the seeded data sets of scripts/bench/lib/datasets.ts (≥ 1M hidden dangers at 200 000 enterprises).
// Each run moves `rounds` hazards on from 待整改 (of about 53 000 at 200 000 enterprises) and prints the
// plans of the list's statements (PostgreSQL: EXPLAIN ANALYZE, so they run once more).
import pg from 'pg';
import SQLite from 'better-sqlite3';
import path from 'node:path';
import { SQLITE_FILE } from '../../src/server/db/database';
import { serveDataset } from './lib/serve-dataset';
import { benchArgs, databasesArg, seededDataset } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { median, today } from './lib/measure';
import { captureRequest, explainStatements, runDirectly } from './lib/sql-floor';

const args = benchArgs();
const ENTERPRISES = Number(args.get('enterprises') ?? 200_000);
const DATABASES = databasesArg(args.get('db'));
const ROUNDS = Number(args.get('rounds') ?? 40);
const LIST = '/api/nanli/hiddenDanger/list';
const HAZARD_TABLE = 'nanli_hidden_danger';
const HAZARD_STATE = { open: '20', rectifying: '30' };

const ms = (n: number) => n.toFixed(1);

/** The list requests measured: what people filter hazards by. */
const SCENARIOS: { name: string; query: Record<string, string> }[] = [
  { name: 'first page (newest first)', query: {} },
  {
    name: '待整改 + 已逾期 + 区县',
    query: { status: HAZARD_STATE.open, isOverdue: '1', districtCode: '450103' },
  },
  {
    name: '待整改 + 区县, page 50',
    query: { status: HAZARD_STATE.open, districtCode: '450103', pageNo: '50' },
  },
];

async function timedFetch(url: string, token: string, init: RequestInit = {}): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url, {
    ...init,
    headers: { 'X-Access-Token': token, 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return performance.now() - t0;
}

/** Ids of hazards in a state, for the transition rounds (read directly: not part of the measure). */
async function hazardsIn(target: Dataset, state: string, count: number): Promise<string[]> {
  const text = `select id from ${HAZARD_TABLE} where status = $1 order by id limit $2`;
  if (target.name === 'sqlite') {
    const db = new SQLite(path.join(target.env.DATA_DIR!, SQLITE_FILE), { readonly: true });
    const rows = db.prepare(text.replace('$1', '?').replace('$2', '?')).all(state, count) as { id: string }[];
    db.close();
    return rows.map((r) => r.id);
  }
  const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await client.connect();
  const rows = (await client.query<{ id: string }>(text, [state, count])).rows;
  await client.end();
  return rows.map((r) => r.id);
}

async function main(): Promise<void> {
  console.log(`# service cycle — ${ENTERPRISES} enterprises, ${ROUNDS} rounds, ${today()}`);
  for (const database of DATABASES) {
    const target = await seededDataset(database, ENTERPRISES);
    const { server, token } = await serveDataset(target);
    try {
      console.log(
        `\n## ${database}\n\n| hazard list | statements | API p50 | direct SQL p50 | ratio |\n|---|---|---|---|---|`,
      );
      const plans: string[] = [];
      for (const scenario of SCENARIOS) {
        const query = new URLSearchParams(scenario.query).toString();
        for (let i = 0; i < 5; i++) await timedFetch(`${server.url}${LIST}?${query}`, token); // warm-up
        const api: number[] = [];
        for (let i = 0; i < ROUNDS; i++) api.push(await timedFetch(`${server.url}${LIST}?${query}`, token));
        const statements = await captureRequest(target, token, `${LIST}?${query}`);
        const floor = await runDirectly(target, statements, ROUNDS);
        console.log(
          `| ${scenario.name} | ${statements.length} | ${ms(median(api))} ms | ${ms(floor)} ms | ${(median(api) / floor).toFixed(2)} |`,
        );
        plans.push(`${scenario.name}:`, ...(await explainStatements(target, statements, HAZARD_TABLE)));
      }
      console.log(`\nplans (${database}):\n${plans.map((line) => `  ${line}`).join('\n')}`);
      // The same records: a plain edit of one field, then the transition 开始整改 (待整改 → 整改中).
      const ids = await hazardsIn(target, HAZARD_STATE.open, ROUNDS);
      const edits: number[] = [];
      const steps: number[] = [];
      for (const id of ids)
        edits.push(
          await timedFetch(`${server.url}/api/nanli/hiddenDanger/edit`, token, {
            method: 'PUT',
            body: JSON.stringify({ id, location: '基准测试部位' }),
          }),
        );
      for (const id of ids)
        steps.push(
          await timedFetch(`${server.url}/api/nanli/hiddenDanger/operation/startRectify`, token, {
            method: 'POST',
            body: JSON.stringify({ ids: [id] }),
          }),
        );
      console.log(
        `\n| write (${ids.length} records) | p50 |\n|---|---|\n| plain edit | ${ms(median(edits))} ms |\n` +
          `| transition 开始整改 | ${ms(median(steps))} ms |\n| ratio | ${(median(steps) / median(edits)).toFixed(2)} |`,
      );
    } finally {
      await server.stop();
    }
  }
}

await main();
