// Namesakes in an export: a table dictionary text that several rows the field may select share
// (two experts named 张伟) is written as a qualified text (excel/namesake-text.ts), so that the file
// imports back to the same rows. "May select" is what an import would choose among: the target's
// rows in the exporting user's scope that the field's `where` allows (dictionary-items.ts).
import { sql } from 'kysely';
import { qualifiedText } from '../excel/namesake-text';
import type { EngineDeps, EntityAccess } from './access';
import { accessOf, scopeConditions } from './access';
import { dictFieldConditions } from './dict-field-scope';
import { comparableValues } from './filter-values';
import { chunks } from './engine-db';
import { readsPersonalInClear } from './personal-fields';
import type { ResolvedField, TableDictionary } from './registry';
import { allOf, inList } from './sql-conditions';

const isDistinct = (field: ResolvedField) => field.definition.unique === true || !!field.definition.serial;

/**
 * What tells a target's namesakes apart in a sheet: its first field that is unique within the tenant
 * or numbered by a serial (an expert's mobile, a task's number), else the stored value itself (also
 * when the user may not read the key, or reads it masked).
 */
export function namesakeKey(dictionary: TableDictionary): ResolvedField {
  return dictionary.entity.fields.find((f) => f !== dictionary.text && isDistinct(f)) ?? dictionary.value;
}

/** Value -> text of a batch, namesakes qualified. */
export type NamesakeQualifier = (texts: ReadonlyMap<string, string>) => Promise<ReadonlyMap<string, string>>;

const unchanged: NamesakeQualifier = async (texts) => texts;

/**
 * A qualifier for one export: each text is looked up once, by the texts of each batch (the target
 * may hold millions of rows), and not at all when the text field itself is distinct. The key is the
 * value when the exporting user may not read the key field.
 */
export function namesakeQualifier(
  deps: EngineDeps,
  access: EntityAccess,
  field: ResolvedField,
): NamesakeQualifier {
  if (field.dict?.kind !== 'table') return unchanged;
  const dict = field.dict;
  const dictionary = deps.registry.tableDictionaryOf(field)!;
  if (isDistinct(dictionary.text)) return unchanged;
  const { table } = dictionary.entity;
  const text = dictionary.text.column;
  const value = dictionary.value.column;
  const checked = new Set<string>();
  const shared = new Set<string>();
  const keys = new Map<string, string>();
  // The user's access to the target, read at the first batch and kept for the export's others.
  let targetAccess: Promise<EntityAccess> | undefined;
  return async (texts) => {
    const target = await (targetAccess ??= accessOf(deps, access.principal, dictionary.entity));
    const fresh = [...new Set(texts.values())].filter((t) => !checked.has(t));
    const scope = [...scopeConditions(target), ...dictFieldConditions(dictionary.entity, dict, {})];
    for (const part of chunks(fresh)) {
      const rows = await deps.db
        .selectFrom(table)
        .select(text)
        .where(allOf([inList(text, part), ...scope]))
        .groupBy(text)
        .having(sql`count(*)`, '>', 1)
        .execute();
      for (const row of rows) shared.add(String(row[text]));
    }
    for (const t of fresh) checked.add(t);
    const namesakes = [...texts].filter(([, t]) => shared.has(t)).map(([v]) => v);
    if (namesakes.length === 0) return texts;
    const key = namesakeKey(dictionary);
    // A personal key (an expert's mobile) shows only to users who read it in clear where they edit it.
    const clear =
      !key.definition.personal || readsPersonalInClear(deps.registry, access.principal, target.entity);
    const readable = target.readable.get(key.key) === key && clear ? key.column : value;
    for (const part of chunks(namesakes.filter((v) => !keys.has(v)))) {
      const rows = await deps.db
        .selectFrom(table)
        .select([value, readable])
        .where(inList(value, comparableValues(dictionary.value, part)))
        .execute();
      for (const row of rows) keys.set(String(row[value]), String(row[readable] ?? row[value]));
    }
    const qualified = new Map(texts);
    for (const v of namesakes) qualified.set(v, qualifiedText(texts.get(v)!, keys.get(v) ?? v));
    return qualified;
  };
}
