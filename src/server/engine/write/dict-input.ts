// Imported cells may hold a dictionary's text ('男', an enterprise's name) where the record stores the
// value ('1', its id): each dictionary field's texts are turned into values — plain dictionaries from
// the dictionary service, table dictionaries with one query per dictionary — before validation.
// A cell that already is a value stays; an unknown text stays too and fails validation with its name.
import type { EngineDeps, EntityAccess } from '../access';
import { chunks } from '../engine-db';
import { comparableValues } from '../filter-values';
import { allOf, compare, inList } from '../sql-conditions';

const splitItems = (value: unknown, multiple: boolean): string[] | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (text === '') return null;
  return multiple
    ? text
        .split(/[,，]/)
        .map((v) => v.trim())
        .filter(Boolean)
    : [text];
};

export async function dictTextsToValues(
  deps: EngineDeps,
  access: EntityAccess,
  rows: readonly Readonly<Record<string, unknown>>[],
): Promise<Record<string, unknown>[]> {
  const out = rows.map((row) => ({ ...row }));
  const plain = await deps.dictionaries.all();
  for (const field of access.visibleFields) {
    if (!field.dict || !access.writable.has(field.key)) continue;
    const multiple = !!field.definition.multiple;
    const toValue = new Map<string, string>();
    const values = new Set<string>();
    if (field.dict.kind === 'plain') {
      for (const item of plain[field.dict.code] ?? []) {
        values.add(item.value);
        if (!toValue.has(item.text)) toValue.set(item.text, item.value);
      }
    } else {
      const dictionary = deps.registry.tableDictionaryOf(field)!;
      const texts = comparableValues(dictionary.text, [
        ...new Set(out.flatMap((row) => splitItems(row[field.key], multiple) ?? [])),
      ]);
      for (const part of chunks(texts)) {
        const conditions = [inList(dictionary.text.column, part)];
        if (dictionary.entity.tenantScoped)
          conditions.push(compare('tenant_id', '=', access.principal.tenantId));
        const found = await deps.db
          .selectFrom(dictionary.entity.table)
          .select([dictionary.value.column, dictionary.text.column])
          .where(allOf(conditions))
          .execute();
        for (const row of found) {
          const text = String(row[dictionary.text.column]);
          if (!toValue.has(text)) toValue.set(text, String(row[dictionary.value.column]));
        }
      }
    }
    for (const row of out) {
      const items = splitItems(row[field.key], multiple);
      if (!items) continue;
      row[field.key] = items.map((item) => (values.has(item) ? item : (toValue.get(item) ?? item))).join(',');
    }
  }
  return out;
}
