// `<field>_dictText` beside every dictionary field of the records (contract §7.7): plain dictionaries
// from the dictionary service, table dictionaries with one batched query per dictionary per page,
// kept briefly in the process and dropped when the target entity is written. Multi-value fields are
// translated item by item; unknown values pass through; empty values get no text.
import { DICT_TEXT_SUFFIX } from '../../shared/engine-api';
import { isTreeRootValue } from '../../shared/tree-root';
import type { EngineDeps, EngineRow, EntityAccess } from './access';
import type { EngineDb } from './engine-db';
import { chunks, systemDb } from './engine-db';
import type { ResolvedField, TableDictionary } from './registry';
import { allOf, compare, inList } from './sql-conditions';
import { isUserField } from './write/user-fields';

export const TABLE_TEXT_TTL_MS = 30_000;
const MAX_CACHED_VALUES = 50_000;

export interface TableTextCache {
  /** Texts of the values (missing values are absent from the answer). */
  texts(
    dictionary: TableDictionary,
    tenantId: number,
    values: readonly string[],
  ): Promise<Map<string, string>>;
  /** Drops what was read from an entity's table (after a write to it). */
  invalidate(entityName: string): void;
}

export function createTableTextCache(db: EngineDb, now: () => number = Date.now): TableTextCache {
  /** dictionary code | tenant -> value -> text (null: known to be missing). */
  const entries = new Map<string, { entity: string; at: number; texts: Map<string, string | null> }>();
  let size = 0;
  return {
    async texts(dictionary, tenantId, values) {
      const scoped = dictionary.entity.tenantScoped;
      const key = `${dictionary.code}|${scoped ? tenantId : ''}`;
      let entry = entries.get(key);
      if (!entry || now() - entry.at > TABLE_TEXT_TTL_MS) {
        size -= entry?.texts.size ?? 0;
        entry = { entity: dictionary.entity.name, at: now(), texts: new Map() };
        entries.set(key, entry);
      }
      const missing = [...new Set(values)].filter((v) => !entry.texts.has(v));
      for (const part of chunks(missing)) {
        const conditions = [inList(dictionary.value.column, part)];
        if (scoped) conditions.push(compare('tenant_id', '=', tenantId));
        const rows = await db
          .selectFrom(dictionary.entity.table)
          .select([dictionary.value.column, dictionary.text.column])
          .where(allOf(conditions))
          .execute();
        for (const value of part) entry.texts.set(value, null);
        for (const row of rows)
          entry.texts.set(String(row[dictionary.value.column]), String(row[dictionary.text.column] ?? ''));
        size += part.length;
      }
      if (size > MAX_CACHED_VALUES) {
        entries.clear();
        size = 0;
      }
      const answer = new Map<string, string>();
      for (const value of values) {
        const text = entry.texts.get(value);
        if (text !== null && text !== undefined) answer.set(value, text);
      }
      return answer;
    },
    invalidate(entityName) {
      for (const [key, entry] of entries) {
        if (entry.entity !== entityName) continue;
        size -= entry.texts.size;
        entries.delete(key);
      }
    },
  };
}

const itemsOf = (value: unknown, multiple: boolean): string[] => {
  if (value === null || value === undefined || value === '') return [];
  const text = String(value);
  return multiple ? text.split(',').filter(Boolean) : [text];
};

/** The `_dictText` of a value: each item's text (an unknown item as it is), or undefined when empty. */
export function dictText(value: unknown, multiple: boolean, texts: ReadonlyMap<string, string>) {
  if (value === null || value === undefined || value === '') return undefined;
  if (!multiple) {
    const text = String(value);
    return texts.get(text) ?? text;
  }
  const items = itemsOf(value, true);
  return items.length ? items.map((item) => texts.get(item) ?? item).join(',') : undefined;
}

/** The plain dictionaries as the dictionary service holds them. */
export type PlainDictionaries = Awaited<ReturnType<EngineDeps['dictionaries']['all']>>;
type PlainItems = PlainDictionaries[string];

/**
 * Value -> text of a plain dictionary, made once per item list the service loaded (it keeps a list
 * until the dictionaries change): a list page has a dozen dictionary fields, one of them the
 * region codes.
 */
const plainTextMaps = new WeakMap<PlainItems, ReadonlyMap<string, string>>();
function plainTexts(items: PlainItems): ReadonlyMap<string, string> {
  let texts = plainTextMaps.get(items);
  if (!texts) {
    texts = new Map(items.map((item) => [item.value, item.text]));
    plainTextMaps.set(items, texts);
  }
  return texts;
}
const NO_TEXTS: ReadonlyMap<string, string> = new Map();

/**
 * Value -> text of a dictionary field for the given values: a plain dictionary's items (whatever
 * the values), or a table dictionary's rows for these values in the user's tenant.
 */
export async function fieldTexts(
  deps: EngineDeps,
  access: EntityAccess,
  field: ResolvedField,
  plain: PlainDictionaries,
  values: Iterable<unknown>,
): Promise<ReadonlyMap<string, string>> {
  if (!field.dict) return NO_TEXTS;
  if (field.dict.kind === 'plain') {
    const items = plain[field.dict.code];
    return items ? plainTexts(items) : NO_TEXTS;
  }
  const multiple = !!field.definition.multiple;
  const wanted: string[] = [];
  for (const value of values) wanted.push(...itemsOf(value, multiple));
  return deps.tableTexts.texts(deps.registry.tableDictionaryOf(field)!, access.principal.tenantId, wanted);
}

/**
 * The real names of user accounts (a 'selectUser' field stores usernames, shows names: 发现人 李伟,
 * not liwei), one query per chunk of names; a name without an account has no text.
 */
async function realNames(
  deps: EngineDeps,
  usernames: Iterable<string>,
): Promise<ReadonlyMap<string, string>> {
  const names = new Map<string, string>();
  for (const part of chunks([...new Set(usernames)])) {
    const rows = await systemDb(deps.db)
      .selectFrom('sysUser')
      .select(['username', 'realname'])
      .where('username', 'in', part)
      .execute();
    for (const row of rows) if (row.realname) names.set(row.username, row.realname);
  }
  return names;
}

/**
 * Adds `<key>_dictText` to each record for every visible dictionary field, and every user field (the
 * accounts' real names). The reads are sent together (on PostgreSQL they run side by side); the
 * texts are set in field order.
 */
export async function addDictTexts(
  deps: EngineDeps,
  access: EntityAccess,
  records: EngineRow[],
): Promise<void> {
  if (records.length === 0) return;
  const plain = await deps.dictionaries.all();
  const fields = access.visibleFields.filter((field) => field.dict || isUserField(field));
  const texts = await Promise.all(
    fields.map((field) => {
      const values = records.map((r) => r[field.key]);
      if (field.dict) return fieldTexts(deps, access, field, plain, values);
      return realNames(
        deps,
        values.flatMap((value) => itemsOf(value, !!field.definition.multiple)),
      );
    }),
  );
  const treeParent = access.entity.tree?.parent;
  fields.forEach((field, f) => {
    const multiple = !!field.definition.multiple;
    const key = `${field.key}${DICT_TEXT_SUFFIX}`;
    for (const record of records) {
      // A top-level node's parent ('0') is no row: its text is empty, not the value.
      const text =
        field === treeParent && isTreeRootValue(record[field.key])
          ? ''
          : dictText(record[field.key], multiple, texts[f]!);
      if (text !== undefined) record[key] = text;
    }
  });
}
