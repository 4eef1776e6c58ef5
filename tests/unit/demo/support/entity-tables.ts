// Creates the tables demo data goes into, as buildApp does at start: the system migrations (the
// flow log and the files table come from them), then the engine's own schema sync for the entity
// tables. Running it again on a prepared database changes nothing, so tests call it whether or not
// the app already did. Entities on system tables are left to the migrations.
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../../src/server/db/database';
import { migrateToLatest } from '../../../../src/server/db/migrate';
import type { Database } from '../../../../src/server/db/tables';
import type { Definitions } from '../../../../src/server/definitions';
import { engineDb } from '../../../../src/server/engine/engine-db';
import { createEntityRegistry } from '../../../../src/server/engine/registry';
import { syncSchema } from '../../../../src/server/engine/schema-sync/sync';

export async function syncEntityTables(
  db: Kysely<Database>,
  dialect: Dialect,
  definitions: Pick<Definitions, 'entities'>,
  pgSchema?: string,
): Promise<void> {
  await migrateToLatest(db, pgSchema);
  const entities = createEntityRegistry(definitions.entities).entities;
  await syncSchema(
    engineDb(db),
    dialect,
    entities.filter((entity) => !entity.definition.systemTable),
  );
}
