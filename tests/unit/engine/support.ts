// The real definitions resolved into the registry, a query compiler without a database, and an
// unrestricted access for the pure parts of the engine.
import { BUSINESS_HOOKS } from '../../../src/server/business';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { EngineRow } from '../../../src/server/engine';
import type { EntityAccess } from '../../../src/server/engine/access';
import type { DynamicDatabase } from '../../../src/server/engine/engine-db';
import type { Principal } from '../../../src/server/engine/principal';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import { actionCode } from '../../../src/shared/schema-language/entity-permissions';
import type { Condition } from '../../../src/server/engine/sql-conditions';
import { loadDefinitions } from '../../../src/server/definitions';

export const registry = createEntityRegistry(
  loadDefinitions(path.resolve('schemas'), BUSINESS_HOOKS).entities,
);

export function compiler(dialect: 'sqlite' | 'postgres'): Kysely<DynamicDatabase> {
  return new Kysely<DynamicDatabase>({
    dialect: {
      createAdapter: () => (dialect === 'sqlite' ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) =>
        dialect === 'sqlite' ? new SqliteIntrospector(db) : new PostgresIntrospector(db),
      createQueryCompiler: () =>
        dialect === 'sqlite' ? new SqliteQueryCompiler() : new PostgresQueryCompiler(),
    },
  });
}

/** The WHERE clause of a condition and its bound parameters. */
export function compileWhere(condition: Condition, dialect: 'sqlite' | 'postgres' = 'sqlite') {
  const { sql, parameters } = compiler(dialect).selectFrom('t').select('id').where(condition).compile();
  return { sql: sql.replace(/^select "id" from "t" where /, ''), parameters };
}

/** An admin-like access to an entity: every visible field readable, no data rule. */
export function fullAccess(name: string): EntityAccess {
  const entity = registry.get(name)!;
  const visibleFields = entity.fields.filter((f) => !f.definition.hidden);
  const readable = new Map(
    [...entity.systemFields.filter((f) => f.key !== 'tenantId'), ...visibleFields].map((f) => [f.key, f]),
  );
  // Full access holds the entity's edit code: personal data reads in clear (engine/personal-fields.ts).
  const principal = {
    tenantId: 0,
    held: new Set([actionCode(entity.definition, 'edit')]),
    switchedOff: new Set<string>(),
  } as unknown as Principal;
  return {
    entity,
    principal,
    visibleFields,
    visibleDerived: entity.derived,
    readable,
    writable: new Set(visibleFields.map((f) => f.key)),
    restrictions: [],
    ruleConditions: [],
  };
}

export type { EngineRow };
