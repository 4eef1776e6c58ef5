// The system migrations read only the database they migrate: on PostgreSQL, the tables of another
// schema (another installation, another test file running at the same time) are not theirs.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { OPERATIONAL_PATHS } from '../../src/server/modules/monitor/operational-routes';
import { createTestDatabase, startTestApp, usesPostgres } from './helpers/test-app';

if (!usesPostgres())
  console.log('migrations.test: skipped on SQLite — one database file holds one schema, there is no other');

describe.skipIf(!usesPostgres())('migrations on a PostgreSQL schema beside others', () => {
  it('starts beside another schema whose service list still has the retired counter columns', async () => {
    // An older installation in another schema: migration 0010 would drop these columns there.
    const other = await createTestDatabase();
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(
        `create table "${other.config.pgSchema}".nanli_enterprise_service (id varchar(32) primary key, done_times integer)`,
      );
      const server = await startTestApp();
      try {
        const columns = await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns
           where table_schema = $1 and table_name = 'nanli_enterprise_service'`,
          [other.config.pgSchema],
        );
        // The other schema's table is left as it was, and this one started.
        expect(columns.rows.map((row) => row.column_name).sort()).toEqual(['done_times', 'id']);
        const health = await fetch(`${server.baseUrl}${OPERATIONAL_PATHS.readiness}`);
        expect(health.status).toBe(200);
      } finally {
        await server.close();
      }
    } finally {
      await client.end();
      await other.drop();
    }
  });
});
