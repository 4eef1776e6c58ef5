// Values of table-dictionary fields must name rows that exist (in the user's tenant when the target is
// tenant-scoped) and meet the dictionary's where and filter: one query per dictionary for all the
// candidates of a write or an import batch; new values must pass the dictionary's option rule
// (option-rules.ts); user fields must name live users (user-fields.ts); a cited row's forced values
// must hold (forced-values.ts). A referenced record cannot be deleted.
import { VALUE_MESSAGES } from '../../../shared/validation/field-values';
import { REFERENCE_MESSAGES } from '../../../shared/validation/reference-messages';
import { brokenFilter, dictFieldConditions } from '../dict-field-scope';
import { checkOptionRule } from '../option-rules';
import type { TableFieldDictionary } from '../dict-field-scope';
import type { EngineDeps, EntityAccess } from '../access';
import type { EngineDb } from '../engine-db';
import { chunks } from '../engine-db';
import { allOf, anyOf, compare, hasItem, inList, notInList } from '../sql-conditions';
import type { Condition } from '../sql-conditions';
import type { Dialect } from '../../db/database';
import { Errors } from '../../errors';

/** Ids per query when a multi-value field is searched item by item. */
const MULTIPLE_CHUNK = 50;
import type { Candidate } from './candidates';
import { checkUserFields } from './user-fields';
import { checkForcedValues } from './forced-values';

export async function checkReferences(
  deps: Pick<EngineDeps, 'db' | 'dialect' | 'registry' | 'hooks'>,
  db: EngineDb,
  access: EntityAccess,
  candidates: readonly Candidate[],
  /** Keys the server sets (e.g. a sub-table's foreign key to a main row not yet written). */
  serverSet: ReadonlySet<string> = new Set(),
): Promise<void> {
  for (const field of access.entity.fields) {
    const dictionary = deps.registry.tableDictionaryOf(field);
    // A tree's parent is checked by the tree rules (a root's '0' names no row).
    if (!dictionary || serverSet.has(field.key) || field === access.entity.tree?.parent) continue;
    const dict = field.dict as TableFieldDictionary;
    const itemsOf = (candidate: Candidate): string[] => {
      const value = candidate.values[field.key];
      if (value === null || value === undefined || candidate.errors[field.key]) return [];
      return field.definition.multiple ? String(value).split(',') : [String(value)];
    };
    const wanted = [...new Set(candidates.flatMap(itemsOf))];
    // The rows found, with the columns their dictionary's filter compares.
    const found = new Map<string, Record<string, unknown>>();
    const filterColumns = Object.keys(dict.filter).map((key) => dictionary.entity.field(key)!.column);
    for (const part of chunks(wanted)) {
      const conditions = [
        inList(dictionary.value.column, part),
        ...dictFieldConditions(dictionary.entity, dict, {}),
      ];
      if (dictionary.entity.tenantScoped)
        conditions.push(compare('tenant_id', '=', access.principal.tenantId));
      const rows = await db
        .selectFrom(dictionary.entity.table)
        .select([dictionary.value.column, ...filterColumns])
        .where(allOf(conditions))
        .execute();
      for (const row of rows) found.set(String(row[dictionary.value.column]), row);
    }
    for (const candidate of candidates) {
      const items = itemsOf(candidate);
      const missing = items.find((item) => !found.has(item));
      if (missing !== undefined) {
        candidate.errors[field.key] = VALUE_MESSAGES.notInDictionary(missing);
        continue;
      }
      for (const item of items) {
        const broken = brokenFilter(
          access.entity,
          dictionary.entity,
          dict,
          found.get(item)!,
          candidate.merged,
        );
        if (broken) {
          candidate.errors[field.key] = REFERENCE_MESSAGES.notOfSelected(broken.label);
          break;
        }
      }
    }
    await checkOptionRule(deps, db, access, field, dictionary, candidates);
  }
  await checkUserFields(db, access, candidates);
  await checkForcedValues(deps, db, access, candidates);
}

/**
 * Refuses to delete records other records still reference (该记录已被引用，无法删除, naming where),
 * one query per referencing field; references from rows of the same batch do not count.
 */
export async function checkNotReferenced(
  db: EngineDb,
  access: EntityAccess,
  ids: readonly string[],
  dialect: Dialect,
): Promise<void> {
  for (const { entity, field } of access.entity.referencedBy) {
    const conditions: Condition[] = [];
    if (entity.tenantScoped) conditions.push(compare('tenant_id', '=', access.principal.tenantId));
    if (entity === access.entity) conditions.push(notInList('id', [...ids]));
    for (const part of chunks(ids, field.definition.multiple ? MULTIPLE_CHUNK : undefined)) {
      const match = field.definition.multiple
        ? anyOf(part.map((id) => hasItem(field, id, dialect)))
        : inList(field.column, part);
      const found = await db
        .selectFrom(entity.table)
        .select('id')
        .where(allOf([...conditions, match]))
        .limit(1)
        .executeTakeFirst();
      if (found) throw Errors.recordReferenced(entity.title, field.label);
    }
  }
}
