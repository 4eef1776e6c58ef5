// The options of an entity's visible dictionary fields for one user, by field key: plain dictionaries
// from the dictionary service, table dictionaries from the target's rows within the user's scope that
// the field's `where` allows (an import translates texts among these: a 包保工程师 named like an expert
// of another type must not be taken for him).
import type { EngineDeps, EntityAccess } from './access';
import { dictFieldConditions } from './dict-field-scope';
import type { TableFieldDictionary } from './dict-field-scope';
import type { ResolvedField } from './registry';
import { namesakeKey } from './namesakes';
import { tableDictItems } from './table-dictionaries';
import type { QualifiedDictItem } from './table-dictionaries';

export async function dictionaryItemsOf(
  deps: EngineDeps,
  access: EntityAccess,
  /** Every selectable row of table dictionaries (an import's translation), not the first 5000. */
  complete = false,
): Promise<Record<string, QualifiedDictItem[]>> {
  const plain = await deps.dictionaries.all();
  const items: Record<string, QualifiedDictItem[]> = {};
  for (const field of access.visibleFields) {
    if (!field.dict) continue;
    items[field.key] =
      field.dict.kind === 'plain'
        ? (plain[field.dict.code] ?? [])
        : await selectableItems(deps, access, field, field.dict, complete);
  }
  return items;
}

/** The rows a table dictionary field may take (its `where`; a row-dependent `filter` is checked on save). */
function selectableItems(
  deps: EngineDeps,
  access: EntityAccess,
  field: ResolvedField,
  dict: TableFieldDictionary,
  complete: boolean,
): Promise<QualifiedDictItem[]> {
  const dictionary = deps.registry.tableDictionaryOf(field)!;
  const key = namesakeKey(dictionary);
  return tableDictItems(deps, access.principal, dictionary, {
    conditions: dictFieldConditions(dictionary.entity, dict, {}),
    complete,
    // Namesakes an export wrote with their key (namesakes.ts) translate back to their rows.
    ...(key !== dictionary.value ? { qualifier: key } : {}),
  });
}
