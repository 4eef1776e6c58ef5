// Creates the entity tables with the engine's own schema sync, as buildApp does at start; running
// it again on synced tables changes nothing, so tests call it whether or not the app already did.
// Entities on system tables are left out: those tables come from the migrations, which these
// database-only tests do not run, and demo data never writes them.
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../../src/server/db/database';
import type { Database } from '../../../../src/server/db/tables';
import type { Definitions } from '../../../../src/server/definitions';
import { engineDb } from '../../../../src/server/engine/engine-db';
import { createEntityRegistry } from '../../../../src/server/engine/registry';
import { syncSchema } from '../../../../src/server/engine/schema-sync/sync';

export async function syncEntityTables(
  db: Kysely<Database>,
  dialect: Dialect,
  definitions: Pick<Definitions, 'entities'>,
): Promise<void> {
  const entities = createEntityRegistry(definitions.entities).entities;
  await syncSchema(
    engineDb(db),
    dialect,
    entities.filter((entity) => !entity.definition.systemTable),
  );
}
