// A PostgreSQL user that may not create pg_trgm (no CREATE on its database): the server starts all
// the same, without the trigram indexes (searches of three characters and more read the table, those
// of one and two still have the grams), and says why.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trigramIndexName } from '../../../src/server/engine/naming';
import { ApiClient } from '../helpers/client';
import { startTestApp, usesPostgres } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';
import { enterpriseBody, TEST_HOOKS } from './support';

if (!usesPostgres())
  console.log('trigram-refusal.test: skipped on SQLite — it has no trigram indexes to be refused');

describe.skipIf(!usesPostgres())('a PostgreSQL user without the right to create pg_trgm', () => {
  const name = `anze_trgm_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-trgm-'));
  let server: TestApp;

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    // A database of its own, where the extension is not installed; the role owns only its schema.
    await client.query(`create role ${name} login`);
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const inDatabase = new pg.Client({ connectionString: url.toString() });
    await inDatabase.connect();
    await inDatabase.query(`create schema app authorization ${name}`);
    await inDatabase.end();
    url.username = name;
    const config = {
      dataDir,
      databaseUrl: url.toString(),
      pgSchema: 'app',
      redisUrl: undefined,
      redisPrefix: `${name}:`,
    };
    server = await startTestApp({}, { database: { config, drop: async () => undefined }, hooks: TEST_HOOKS });
  });

  afterAll(async () => {
    await server?.close();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`drop role if exists ${name}`);
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts without the trigram index but with the grams, finds by contains all the same and says why', async () => {
    const indexes = await sql<{ name: string }>`select indexname as name from pg_indexes
      where schemaname = 'app' and tablename = 'nanli_enterprise'`.execute(server.app.services.db);
    const names = indexes.rows.map((row) => row.name);
    expect(names).toContain('eix_nanli_enterprise__tenant_id__create_time__id');
    expect(names).not.toContain(trigramIndexName('nanli_enterprise', 'enterprise_name'));
    // The grams need no extension: the function is made in the role's own schema.
    expect(names).toContain('eix_nanli_enterprise__enterprise_name__grams');

    const api = new ApiClient(server);
    const token = await api.login('admin', server.adminPassword);
    const saved = await api.post(
      '/nanli/enterprise/add',
      enterpriseBody({ enterpriseName: '瑞丰机械有限公司' }),
      {
        token,
      },
    );
    expect(saved.body.success).toBe(true);
    const found = await api.get<{ records: { enterpriseName: string }[] }>('/nanli/enterprise/list', {
      token,
      query: { enterpriseName: '*丰机械*' },
    });
    expect(found.body.result.records.map((r) => r.enterpriseName)).toEqual(['瑞丰机械有限公司']);
    const byPair = await api.get<{ records: { enterpriseName: string }[] }>('/nanli/enterprise/list', {
      token,
      query: { enterpriseName: '*瑞丰*' },
    });
    expect(byPair.body.result.records.map((r) => r.enterpriseName)).toEqual(['瑞丰机械有限公司']);

    // What the start logged: schema sync again answers the same warning.
    const { warnings } = await server.app.services.engine.sync();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^PostgreSQL cannot make trigram indexes \(permission denied/);
  });
});
