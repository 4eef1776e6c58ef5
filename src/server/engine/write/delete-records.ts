// delete and deleteBatch: the rows (in the user's tenant) and their sub-table rows go in one
// transaction. A row outside the user's data rules refuses the whole request; a tree node that still
// has children, or a record another record references, is refused; the parents' has-child flags follow
// and the files of the deleted rows are unlinked; the maintained values they fed are recomputed.
import { isLocked } from '../behaviour';
import { Errors } from '../../errors';
import type { EngineDeps, EntityAccess } from '../access';
import type { ResolvedEntity } from '../registry';
import { assertWithinRuleConditions, withinRestrictions } from '../access';
import { refreshMaintained, rowsBeforeDelete } from '../maintained-values';
import { rowsInTenant } from '../records';
import { allOf, compare, inList } from '../sql-conditions';
import { unlinkDeletedFiles } from './attachments';
import { mapWriteError } from './persist';
import { checkNotReferenced } from './references';
import { idsWithChildren, refreshHasChild } from './tree';

export const MAX_BATCH_IDS = 1000;

/** The ids of a deleteBatch `ids` parameter: comma separated, a trailing comma allowed. */
export function parseIds(raw: unknown): string[] {
  const ids = [
    ...new Set(
      String(raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw Errors.idsUnrecognized();
  if (ids.length > MAX_BATCH_IDS) throw Errors.tooManyIds(MAX_BATCH_IDS);
  return ids;
}

/** Refuses the write when a record is in a locked state of its life cycle, naming the state. */
export async function assertNotLocked(
  deps: Pick<EngineDeps, 'dictionaries'>,
  entity: ResolvedEntity,
  rows: readonly Readonly<Record<string, unknown>>[],
): Promise<void> {
  const locked = rows.find((row) => isLocked(entity.lifecycle, row));
  if (!locked || !entity.lifecycle) return;
  const { field } = entity.lifecycle;
  const state = String(locked[field.key]);
  const code = field.dict?.kind === 'plain' ? field.dict.code : '';
  const text = (await deps.dictionaries.items(code)).find((item) => item.value === state)?.text ?? state;
  throw Errors.recordLocked(text);
}

/** Deletes the rows; answers how many there were. None of them found: '未找到对应实体'. */
export async function deleteRecords(
  deps: EngineDeps,
  access: EntityAccess,
  ids: readonly string[],
): Promise<number> {
  const { entity } = access;
  let deleted = 0;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const rows = await rowsInTenant(trx, access, ids);
      if (rows.length === 0) throw Errors.recordNotFound();
      if (!rows.every((row) => withinRestrictions(access, row))) throw Errors.dataForbidden();
      await assertWithinRuleConditions(
        trx,
        access,
        rows.map((row) => String(row.id)),
      );
      await assertNotLocked(deps, entity, rows);
      const found = rows.map((row) => String(row.id));
      if ((await idsWithChildren(trx, access, found)).length > 0) throw Errors.treeHasChildren();
      await checkNotReferenced(trx, access, found, deps.dialect);
      await unlinkDeletedFiles(trx, access, found);
      const tenant = entity.tenantScoped ? [compare('tenant_id', '=', access.principal.tenantId)] : [];
      const removedSubRows: [ResolvedEntity, Record<string, unknown>[]][] = [];
      for (const sub of entity.subTables) {
        const subTenant = sub.entity.tenantScoped
          ? [compare('tenant_id', '=', access.principal.tenantId)]
          : [];
        const where = allOf([inList(sub.foreignKey.column, found), ...subTenant]);
        removedSubRows.push([sub.entity, await rowsBeforeDelete(deps, trx, sub.entity, where)]);
        await trx.deleteFrom(sub.entity.table).where(where).execute();
      }
      await trx
        .deleteFrom(entity.table)
        .where(allOf([inList('id', found), ...tenant]))
        .execute();
      if (entity.tree)
        await refreshHasChild(
          trx,
          access,
          rows.map((row) => row[entity.tree!.parent.key]),
        );
      await refreshMaintained(deps, trx, entity, rows);
      for (const [subEntity, subRows] of removedSubRows)
        await refreshMaintained(deps, trx, subEntity, subRows);
      deleted = found.length;
    });
  } catch (error) {
    throw mapWriteError(error, deps.registry, entity) ?? error;
  }
  deps.written(entity.name);
  for (const sub of entity.subTables) deps.written(sub.entity.name);
  return deleted;
}
