// The floor a request is compared with: the statements it runs, captured from an in-process app on
// the same database, then run directly through the database driver (no HTTP, no engine).
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { SQLITE_FILE } from '../../../src/server/db/database';
import type { ExecutedQuery } from '../../../src/server/db/database';
import type { Dataset } from './datasets';
import { percentile } from './measure';

/** The statements one GET of `url` (path and query under the API prefix) runs, warmed once first. */
export async function captureRequest(target: Dataset, token: string, url: string): Promise<ExecutedQuery[]> {
  const captured: ExecutedQuery[] = [];
  let recording = false;
  const config = {
    // The figure warm-up's statements would land among the request's (they did: 21 instead of 2).
    ...loadConfig({ ...process.env, ...target.env, FIGURE_WARM_UP: 'off' }),
    logLevel: 'silent',
    demoData: false,
    clientDir: undefined,
  };
  const app = await buildApp(config, { onQuery: (q) => recording && captured.push(q) });
  try {
    await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } }); // warm caches
    recording = true;
    const reply = await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
    recording = false;
    if (reply.statusCode !== 200) throw new Error(`capture failed: ${reply.body}`);
  } finally {
    await app.close();
  }
  return captured;
}

/** Runs the captured statements directly, in order, `rounds` times; answers the median round in ms. */
export async function runDirectly(
  target: Dataset,
  statements: ExecutedQuery[],
  rounds: number,
): Promise<number> {
  const times: number[] = [];
  if (target.name === 'sqlite') {
    const db = new SQLite(path.join(target.env.DATA_DIR!, SQLITE_FILE), { readonly: true });
    const prepared = statements.map((s) => ({ statement: db.prepare(s.sql), parameters: s.parameters }));
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      for (const { statement, parameters } of prepared) {
        if (statement.reader) statement.all(...(parameters as unknown[]));
        else statement.run(...(parameters as unknown[]));
      }
      times.push(performance.now() - t0);
    }
    db.close();
  } else {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      for (const s of statements) await client.query(s.sql, s.parameters as unknown[]);
      times.push(performance.now() - t0);
    }
    await client.end();
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/** The query plans of the statements that read `table` (EXPLAIN without running them), as text lines. */
export async function explainStatements(
  target: Dataset,
  statements: ExecutedQuery[],
  table: string,
): Promise<string[]> {
  const reading = statements.filter((s) => s.sql.includes(`"${table}"`));
  const lines: string[] = [];
  if (target.name === 'sqlite') {
    const db = new SQLite(path.join(target.env.DATA_DIR!, SQLITE_FILE), { readonly: true });
    for (const s of reading) {
      const plan = db.prepare(`explain query plan ${s.sql}`).all(...(s.parameters as unknown[])) as {
        detail: string;
      }[];
      lines.push(`${s.sql.slice(0, 160)}…`, ...plan.map((row) => `    ${row.detail}`));
    }
    db.close();
  } else {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    for (const s of reading) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${s.sql}`,
        s.parameters as unknown[],
      );
      lines.push(`${s.sql.slice(0, 160)}…`, ...plan.rows.map((row) => `    ${row['QUERY PLAN']}`));
    }
    await client.end();
  }
  return lines;
}
