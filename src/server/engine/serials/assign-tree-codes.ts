// Codes of tree records assigned on insert (field option treeCode): a record added without one gets
// its parent's code followed by the next free segment among its siblings (tree-code.ts); a code given
// must start with the parent's, as JeecgBoot's checkCode demands. Two queries for a whole batch: the
// parents' codes, then the siblings' codes. The field's unique index is the last guard against two
// writers taking the same code at once.
import { sql } from 'kysely';
import { Errors } from '../../errors';
import { VALIDATION_TEXTS } from '../../../shared/texts';
import type { EntityAccess } from '../access';
import type { EngineDb } from '../engine-db';
import { TREE_ROOT_VALUES } from '../list-query';
import type { ResolvedField } from '../registry';
import type { Candidate } from '../write/candidates';
import { nextTreeSegment } from './tree-code';

/** The parent's id, '' for a root (no parent, '' or '0'). */
const parentId = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return (TREE_ROOT_VALUES as readonly string[]).includes(text) ? '' : text;
};

const refuse = (field: ResolvedField, message: string) =>
  Errors.validationFailed(`${field.label}：${message}`, { fields: { [field.key]: message } });

export async function assignTreeCodes(
  db: EngineDb,
  access: EntityAccess,
  candidates: readonly Candidate[],
): Promise<void> {
  const { entity, principal } = access;
  const tree = entity.tree;
  const field = entity.fields.find((f) => f.definition.treeCode);
  if (!tree || !field || candidates.length === 0) return;
  const ownTenant = entity.tenantScoped
    ? sql<boolean>`tenant_id = ${principal.tenantId}`
    : sql<boolean>`1 = 1`;
  const parentOf = (candidate: Candidate) => parentId(candidate.merged[tree.parent.key]);

  const parentIds = [...new Set(candidates.map(parentOf).filter(Boolean))];
  const parentCodes = new Map<string, string>();
  if (parentIds.length > 0) {
    const rows = await db
      .selectFrom(entity.table)
      .select(['id', field.column])
      .where(sql.ref('id'), 'in', parentIds)
      .where(ownTenant)
      .execute();
    for (const row of rows) parentCodes.set(String(row.id), String(row[field.column] ?? ''));
  }

  const siblings = await db
    .selectFrom(entity.table)
    .select([tree.parent.column, field.column])
    .where((eb) =>
      eb.or([
        eb(sql.ref(tree.parent.column), 'in', parentIds.length ? parentIds : ['']),
        eb(sql.ref(tree.parent.column), 'in', [...TREE_ROOT_VALUES]),
        eb(sql.ref(tree.parent.column), 'is', null),
      ]),
    )
    .where(ownTenant)
    .execute();
  const taken = new Map<string, string[]>();
  for (const row of siblings) {
    const parent = parentId(row[tree.parent.column]);
    const prefix = parent ? (parentCodes.get(parent) ?? '') : '';
    const code = String(row[field.column] ?? '');
    if (code.startsWith(prefix)) taken.set(parent, [...(taken.get(parent) ?? []), code.slice(prefix.length)]);
  }

  for (const candidate of candidates) {
    const parent = parentOf(candidate);
    const prefix = parent ? (parentCodes.get(parent) ?? '') : '';
    const given = candidate.values[field.key];
    if (typeof given === 'string' && given !== '') {
      if (!given.startsWith(prefix)) throw refuse(field, VALIDATION_TEXTS.treeCodePrefix(prefix));
      taken.set(parent, [...(taken.get(parent) ?? []), given.slice(prefix.length)]);
      continue;
    }
    const segment = nextTreeSegment(taken.get(parent) ?? []);
    if (!segment) throw refuse(field, VALIDATION_TEXTS.treeCodeExhausted);
    taken.set(parent, [...(taken.get(parent) ?? []), segment]);
    candidate.values[field.key] = prefix + segment;
    candidate.merged[field.key] = prefix + segment;
  }
}
