// Runs the ordered system-table migrations. Entity tables come from schema sync instead.
import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { migrations } from './migrations/index';

/**
 * @param pgSchema On PostgreSQL, the schema holding the migration bookkeeping tables. Kysely looks
 * for them across all schemas unless told which one, and would find another schema's.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, pgSchema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration "${failed}" failed: ${(error as Error).message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
