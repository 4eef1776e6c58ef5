// Table dictionaries for the dictionary endpoints (contract §7.2-§7.5): a code 'table,text,value' is
// served only when an entity field of the schemas declares exactly that dictionary (the allowlist);
// tree selects only on tree entities and their visible columns. Rows are the user's: tenant and the
// target's data rules apply.
import type { DictItem } from '../../shared/api-types';
import type { DictFill } from '../../shared/engine-api';
import { sql } from 'kysely';
import type { Expression } from 'kysely';
import { Errors } from '../errors';
import type { EngineDeps, EntityAccess } from './access';
import { accessOf, scopeConditions } from './access';
import type { Principal } from './principal';
import type { ResolvedEntity, ResolvedField, TableDictionary } from './registry';
import { allOf, ALWAYS_FALSE, anyOf, compare, inList, isBlank, textMatch } from './sql-conditions';
import { comparableValues } from './filter-values';
import type { Condition } from './sql-conditions';
import { chunks } from './engine-db';
import { TREE_ROOT_VALUES } from './list-query';
import { dictFieldConditions, fillColumns, fillValues } from './dict-field-scope';
import type { TableFieldDictionary } from './dict-field-scope';

/** Options a table dictionary answers at most (getDictItems, loadDict without pageSize, tree levels). */
export const MAX_TABLE_DICT_ITEMS = 5000;

/** The alias of an option rule's reason beside the value and text columns. */
const REASON_COLUMN = 'anze_option_reason';
/** The alias of the namesake key (namesakes.ts) beside the value and text columns. */
const QUALIFIER_COLUMN = 'anze_namesake_key';

/** An option with what tells it apart from its namesakes in a sheet, for an import's translation. */
export type QualifiedDictItem = DictItem & { qualifier?: string };

export function resolveTableDictionary(deps: EngineDeps, code: string): TableDictionary {
  const dictionary = deps.registry.tableDictionaries.get(
    code
      .split(',')
      .map((p) => p.trim())
      .join(','),
  );
  if (!dictionary) throw Errors.dictCodeFormat();
  return dictionary;
}

const toItem = (dictionary: TableDictionary, row: Record<string, unknown>): DictItem => {
  const text = String(row[dictionary.text.column] ?? '');
  return { value: String(row[dictionary.value.column] ?? ''), text, title: text };
};

/** Options of a table dictionary; a keyword narrows them (LIKE, or IN for a comma list). */
export async function tableDictItems(
  deps: EngineDeps,
  principal: Principal,
  dictionary: TableDictionary,
  options: {
    keyword?: string;
    pageSize?: number;
    /** Every row, past MAX_TABLE_DICT_ITEMS (an import translating texts; never a request's list). */
    complete?: boolean;
    conditions?: readonly Condition[];
    /** Why each option fits (an option rule's reason), answered as the item's `reason`. */
    reason?: Expression<string>;
    /** A column answered as the item's `qualifier` (an import's namesake key). */
    qualifier?: ResolvedField;
  } = {},
): Promise<QualifiedDictItem[]> {
  const access = await accessOf(deps, principal, dictionary.entity);
  const conditions = [...scopeConditions(access), ...(options.conditions ?? [])];
  const keyword = options.keyword?.trim() ?? '';
  if (keyword.includes(',')) {
    const words = keyword
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean);
    conditions.push(
      anyOf([
        inList(dictionary.text.column, comparableValues(dictionary.text, words)),
        inList(dictionary.value.column, comparableValues(dictionary.value, words)),
      ]),
    );
  } else if (keyword) {
    conditions.push(
      anyOf([
        textMatch(dictionary.text, keyword, 'contains', deps.dialect),
        textMatch(dictionary.value, keyword, 'contains', deps.dialect),
      ]),
    );
  }
  const { reason, qualifier } = options;
  const rows = await deps.db
    .selectFrom(dictionary.entity.table)
    .select([dictionary.value.column, dictionary.text.column])
    .$if(!!reason, (query) => query.select(sql<string>`${reason}`.as(REASON_COLUMN)))
    .$if(!!qualifier, (query) => query.select(sql.ref(qualifier!.column).as(QUALIFIER_COLUMN)))
    .where(allOf(conditions))
    .orderBy(dictionary.text.column)
    .orderBy(dictionary.value.column)
    .$if(!options.complete, (query) =>
      query.limit(Math.min(options.pageSize ?? MAX_TABLE_DICT_ITEMS, MAX_TABLE_DICT_ITEMS)),
    )
    .execute();
  return rows.map((row) => {
    const item: QualifiedDictItem = toItem(dictionary, row);
    const why: unknown = row[REASON_COLUMN];
    if (typeof why === 'string' && why) item.reason = why;
    const key: unknown = row[QUALIFIER_COLUMN];
    if (key !== null && key !== undefined && key !== '') item.qualifier = String(key);
    return item;
  });
}

/** Texts of the keys in key order; keys not found are dropped or, with delNotExist false, echoed. */
export async function tableDictTexts(
  deps: EngineDeps,
  principal: Principal,
  dictionary: TableDictionary,
  keys: readonly string[],
  delNotExist: boolean,
): Promise<string[]> {
  const access = await accessOf(deps, principal, dictionary.entity);
  const texts = new Map<string, string>();
  for (const part of chunks(comparableValues(dictionary.value, [...new Set(keys)]))) {
    const rows = await deps.db
      .selectFrom(dictionary.entity.table)
      .select([dictionary.value.column, dictionary.text.column])
      .where(allOf([inList(dictionary.value.column, part), ...scopeConditions(access)]))
      .execute();
    for (const row of rows)
      texts.set(String(row[dictionary.value.column]), String(row[dictionary.text.column] ?? ''));
  }
  return keys.flatMap((key) => {
    const text = texts.get(key);
    if (text !== undefined) return [text];
    return delNotExist ? [] : [key];
  });
}

export interface TreeSelectParams {
  pid: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField: string;
  condition: string;
}

/** A node of JTreeSelect (contract §7.5); `value` repeats the key, as the client would copy it. */
export interface TreeSelectNode {
  key: string;
  title: string;
  leaf: boolean;
  parentId: string | null;
  icon: null;
  value: string;
  code: null;
  children: null;
}

function columnOf(access: EntityAccess, column: string): ResolvedField {
  const field = [...access.readable.values()].find((f) => f.column === column || f.key === column);
  if (!field) throw Errors.treeSelectTable();
  return field;
}

/** Equality filters of a tree select's `condition`: a JSON object of visible columns. */
export function treeConditions(access: EntityAccess, condition: string): Condition[] {
  if (condition.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw Errors.treeSelectCondition();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw Errors.treeSelectCondition();
  return Object.entries(parsed as Record<string, unknown>).map(([name, value]) => {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw Errors.treeSelectCondition();
    }
    const field = columnOf(access, name);
    const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
    const [comparable] = comparableValues(field, [text]);
    return comparable === undefined ? ALWAYS_FALSE : compare(field.column, '=', comparable);
  });
}

export async function treeSelectNodes(
  deps: EngineDeps,
  principal: Principal,
  params: TreeSelectParams,
): Promise<TreeSelectNode[]> {
  const entity: ResolvedEntity | undefined = deps.registry.entities.find(
    (e) => e.tree && e.table === params.tableName.trim(),
  );
  if (!entity?.tree) throw Errors.treeSelectTable();
  const access = await accessOf(deps, principal, entity);
  const text = columnOf(access, params.text.trim());
  const code = columnOf(access, params.code.trim());
  const pidField = params.pidField.trim();
  if (pidField && pidField !== entity.tree.parent.column && pidField !== entity.tree.parent.key) {
    throw Errors.treeSelectTable();
  }
  const hasChildName = params.hasChildField.trim();
  if (
    hasChildName &&
    hasChildName !== entity.tree.hasChild.column &&
    hasChildName !== entity.tree.hasChild.key
  ) {
    throw Errors.treeSelectTable();
  }
  const parent = entity.tree.parent;
  const pid = params.pid.trim();
  const conditions = [
    ...scopeConditions(access),
    pid ? inList(parent.column, comparableValues(parent, [pid])) : isBlank(parent.column, TREE_ROOT_VALUES),
    ...treeConditions(access, params.condition),
  ];
  const hasChild = entity.tree.hasChild;
  const rows = await deps.db
    .selectFrom(entity.table)
    .select([...new Set([code.column, text.column, parent.column, hasChild.column])])
    .where(allOf(conditions))
    .orderBy(text.column)
    .orderBy('id')
    .limit(MAX_TABLE_DICT_ITEMS)
    .execute();
  return rows.map((row) => {
    const key = String(row[code.column] ?? '');
    return {
      key,
      title: String(row[text.column] ?? ''),
      leaf: hasChildName ? String(row[hasChild.column]) !== '1' : false,
      parentId:
        row[parent.column] === null || row[parent.column] === undefined ? null : String(row[parent.column]),
      icon: null,
      value: key,
      code: null,
      children: null,
    };
  });
}

/**
 * The form field a dictionary request comes from ('<entity>.<field>'), when it declares exactly this
 * dictionary; else null (the request gets the dictionary's plain options).
 */
export function dictionaryField(
  deps: EngineDeps,
  dictionary: TableDictionary,
  fieldRef: string,
): { entity: ResolvedEntity; field: ResolvedField; dict: TableFieldDictionary } | null {
  const [entityName, key] = fieldRef.split('.');
  const entity = entityName ? deps.registry.get(entityName) : undefined;
  const field = key ? entity?.field(key) : undefined;
  if (!entity || !field || deps.registry.tableDictionaryOf(field)?.code !== dictionary.code) return null;
  return { entity, field, dict: field.dict as TableFieldDictionary };
}

/**
 * The values a choice fills into the form (the field's `fill`, then its `forces`) and the fields it
 * forces, read from the chosen row when the user may see it and it meets the field's `where`; null
 * otherwise.
 */
export async function tableDictFill(
  deps: EngineDeps,
  principal: Principal,
  dictionary: TableDictionary,
  dict: TableFieldDictionary,
  value: string,
): Promise<DictFill | null> {
  const access = await accessOf(deps, principal, dictionary.entity);
  const [key] = comparableValues(dictionary.value, [value]);
  if (key === undefined || (Object.keys(dict.fill).length === 0 && dict.forces.length === 0)) return null;
  const row = await deps.db
    .selectFrom(dictionary.entity.table)
    .select(fillColumns(dict, dictionary.entity))
    .where(
      allOf([
        compare(dictionary.value.column, '=', key),
        ...scopeConditions(access),
        ...dictFieldConditions(dictionary.entity, dict, {}),
      ]),
    )
    .executeTakeFirst();
  return row ? fillValues(dict, dictionary.entity, row) : null;
}
