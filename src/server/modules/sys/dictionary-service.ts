// Dictionary items for the client: every enabled item of every dictionary, ordered, cached in the
// process for a short time and dropped on refleshCache (contract §7.6).
import type { Kysely } from 'kysely';
import type { DictItem, DictMap } from '../../../shared/api-types';
import type { Database } from '../../db/tables';

export const DICTIONARY_CACHE_MS = 60_000;

/** The tables the items are read from: a write to one of them drops the cache. */
export const DICTIONARY_TABLES: ReadonlySet<string> = new Set(['sys_dict', 'sys_dict_item']);

export interface DictionaryService {
  all(): Promise<DictMap>;
  items(code: string): Promise<DictItem[]>;
  clear(): void;
}

export function createDictionaryService(
  db: Kysely<Database>,
  now: () => number = Date.now,
): DictionaryService {
  let cached: { map: DictMap; at: number } | null = null;

  async function load(): Promise<DictMap> {
    const rows = await db
      .selectFrom('sysDictItem')
      .innerJoin('sysDict', 'sysDict.id', 'sysDictItem.dictId')
      .select(['sysDict.dictCode', 'sysDictItem.itemValue', 'sysDictItem.itemText', 'sysDictItem.itemColor'])
      .where('sysDict.delFlag', '=', 0)
      .where('sysDictItem.status', '=', 1)
      .orderBy('sysDict.dictCode')
      .orderBy('sysDictItem.sortOrder')
      .orderBy('sysDictItem.id')
      .execute();
    const map: DictMap = {};
    for (const row of rows) {
      const item: DictItem = { value: row.itemValue, text: row.itemText, title: row.itemText };
      if (row.itemColor) item.color = row.itemColor;
      (map[row.dictCode] ??= []).push(item);
    }
    return map;
  }

  const service: DictionaryService = {
    async all() {
      if (!cached || now() - cached.at > DICTIONARY_CACHE_MS) cached = { map: await load(), at: now() };
      return cached.map;
    },
    async items(code) {
      return (await service.all())[code] ?? [];
    },
    clear() {
      cached = null;
    },
  };
  return service;
}
