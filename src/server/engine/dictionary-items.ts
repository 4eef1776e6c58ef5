// The options of an entity's visible dictionary fields for one user, by field key: plain dictionaries
// from the dictionary service, table dictionaries from the target's rows within the user's scope.
import type { DictItem } from '../../shared/api-types';
import type { EngineDeps, EntityAccess } from './access';
import { tableDictItems } from './table-dictionaries';

export async function dictionaryItemsOf(
  deps: EngineDeps,
  access: EntityAccess,
): Promise<Record<string, DictItem[]>> {
  const plain = await deps.dictionaries.all();
  const items: Record<string, DictItem[]> = {};
  for (const field of access.visibleFields) {
    if (!field.dict) continue;
    items[field.key] =
      field.dict.kind === 'plain'
        ? (plain[field.dict.code] ?? [])
        : await tableDictItems(deps, access.principal, deps.registry.tableDictionaryOf(field)!);
  }
  return items;
}
