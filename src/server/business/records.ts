// Reading the entities the business hooks work with, through the registry (table and column names
// come from the schemas, never from a request; values are bound).
import type { EngineDb } from '../engine/engine-db';
import type { EntityRegistry, ResolvedEntity } from '../engine/registry';

/** An entity the schemas must declare (the hooks' checkSchemas and the definitions make sure of it). */
export function entityOf(registry: EntityRegistry, name: string): ResolvedEntity {
  const entity = registry.get(name);
  if (!entity) throw new Error(`The business hooks need the entity "${name}"`);
  return entity;
}

/** The column of a field (a programming error when the schema lacks it). */
export function columnOf(entity: ResolvedEntity, key: string): string {
  const field = entity.field(key);
  if (!field) throw new Error(`Entity "${entity.name}" has no field "${key}"`);
  return field.column;
}

/** A `select id from <entity>` scoped to the tenant when the entity is tenant-scoped. */
export function selectIds(db: EngineDb, entity: ResolvedEntity, tenantId: number) {
  let query = db.selectFrom(entity.table).select('id');
  if (entity.tenantScoped) query = query.where('tenant_id', '=', tenantId);
  return query;
}
