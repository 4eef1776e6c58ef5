// Tree entities: a node's parent must exist in the user's tenant and may not be the node itself or
// one of its descendants; the parent's has-child flag follows its children on insert, move and delete.
import { isTreeRootValue } from '../../../shared/tree-root';
import { FieldMessages } from '../../errors';
import type { EntityAccess } from '../access';
import type { EngineDb } from '../engine-db';
import { allOf, compare, inList, notInList } from '../sql-conditions';
import type { Condition } from '../sql-conditions';
import type { Candidate } from './candidates';

/** Deeper chains than this are treated as a cycle. */
const MAX_TREE_DEPTH = 100;

const tenantOf = (access: EntityAccess): Condition[] =>
  access.entity.tenantScoped ? [compare('tenant_id', '=', access.principal.tenantId)] : [];

export async function checkTreeParent(
  db: EngineDb,
  access: EntityAccess,
  candidate: Candidate,
): Promise<void> {
  const tree = access.entity.tree;
  if (!tree || candidate.errors[tree.parent.key]) return;
  if (!candidate.isNew && !(tree.parent.key in candidate.values)) return;
  let current = candidate.merged[tree.parent.key];
  for (let depth = 0; !isTreeRootValue(current); depth++) {
    if (String(current) === candidate.id || depth > MAX_TREE_DEPTH) {
      candidate.errors[tree.parent.key] = FieldMessages.treeParentCycle;
      return;
    }
    const row = await db
      .selectFrom(access.entity.table)
      .select(['id', tree.parent.column])
      .where(allOf([compare('id', '=', String(current)), ...tenantOf(access)]))
      .executeTakeFirst();
    if (!row) {
      candidate.errors[tree.parent.key] = FieldMessages.treeParentMissing;
      return;
    }
    current = row[tree.parent.column];
  }
}

/** Sets each parent's has-child flag from whether it has children now. */
export async function refreshHasChild(
  db: EngineDb,
  access: EntityAccess,
  parents: readonly unknown[],
): Promise<void> {
  const tree = access.entity.tree;
  if (!tree) return;
  const ids = [...new Set(parents.filter((p) => !isTreeRootValue(p)).map(String))];
  if (ids.length === 0) return;
  const withChildren = new Set(
    (
      await db
        .selectFrom(access.entity.table)
        .select(tree.parent.column)
        .distinct()
        .where(allOf([inList(tree.parent.column, ids), ...tenantOf(access)]))
        .execute()
    ).map((row) => String(row[tree.parent.column])),
  );
  const flag = (has: boolean) => (tree.hasChild.sqlType.kind === 'integer' ? (has ? 1 : 0) : has ? '1' : '0');
  for (const has of [true, false]) {
    const targets = ids.filter((id) => withChildren.has(id) === has);
    if (targets.length === 0) continue;
    await db
      .updateTable(access.entity.table)
      .set({ [tree.hasChild.column]: flag(has) })
      .where(allOf([inList('id', targets), ...tenantOf(access)]))
      .execute();
  }
}

/** Ids among `ids` that still have children outside `ids`. */
export async function idsWithChildren(
  db: EngineDb,
  access: EntityAccess,
  ids: readonly string[],
): Promise<string[]> {
  const tree = access.entity.tree;
  if (!tree || ids.length === 0) return [];
  const rows = await db
    .selectFrom(access.entity.table)
    .select(tree.parent.column)
    .distinct()
    .where(allOf([inList(tree.parent.column, ids), notInList('id', ids), ...tenantOf(access)]))
    .execute();
  return rows.map((row) => String(row[tree.parent.column]));
}
