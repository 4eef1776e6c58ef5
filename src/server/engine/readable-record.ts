// Whether a user may read one record now, for reads outside the entity's endpoints (a file linked to
// the record): the entity's list permission, its tenant and its data rules, as queryById would judge.
// A sub-table's row is readable when it lies within the user's scope of the sub-table and its main
// record is readable.
import { accessOf, scopeConditions } from './access';
import type { EngineDeps } from './access';
import { mayUse } from './principal';
import type { Principal } from './principal';
import { recordsByIds } from './records';
import type { ResolvedEntity } from './registry';
import { allOf, compare } from './sql-conditions';

async function readableItself(deps: EngineDeps, principal: Principal, entity: ResolvedEntity, id: string) {
  if (!entity.definition.api || !mayUse(principal, entity, 'list')) return false;
  const access = await accessOf(deps, principal, entity);
  return (await recordsByIds(deps.db, access, [id])).length > 0;
}

export async function isRecordReadable(
  deps: EngineDeps,
  principal: Principal,
  entityName: string,
  id: string,
): Promise<boolean> {
  const entity = deps.registry.get(entityName);
  if (!entity) return false;
  if (await readableItself(deps, principal, entity, id)) return true;
  for (const main of deps.registry.entities)
    for (const sub of main.subTables.filter((s) => s.entity === entity)) {
      const access = await accessOf(deps, principal, entity);
      const row = await deps.db
        .selectFrom(entity.table)
        .select(sub.foreignKey.column)
        .where(allOf([compare('id', '=', id), ...scopeConditions(access)]))
        .executeTakeFirst();
      const mainId = row?.[sub.foreignKey.column];
      if (
        mainId !== null &&
        mainId !== undefined &&
        (await readableItself(deps, principal, main, String(mainId)))
      )
        return true;
    }
  return false;
}
