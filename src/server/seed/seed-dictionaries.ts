// Inserts the dictionaries of schemas/dictionaries/ and any of their items that are missing.
import type { Transaction } from 'kysely';
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { Database } from '../db/tables';
import { seedId } from './seed-ids';

export async function seedDictionaries(
  trx: Transaction<Database>,
  dictionaries: DictionaryFile[],
  now: string,
): Promise<void> {
  const audit = { createBy: 'system', createTime: now, updateBy: null, updateTime: null };
  const existing = new Map(
    (await trx.selectFrom('sysDict').select(['id', 'dictCode']).execute()).map((d) => [d.dictCode, d.id]),
  );
  for (const dictionary of dictionaries) {
    let dictId = existing.get(dictionary.code);
    if (!dictId) {
      dictId = seedId('dict', dictionary.code);
      await trx
        .insertInto('sysDict')
        .values({
          ...audit,
          id: dictId,
          dictName: dictionary.name,
          dictCode: dictionary.code,
          description: dictionary.description ?? null,
          delFlag: 0,
        })
        .execute();
    }
    const values = new Set(
      (await trx.selectFrom('sysDictItem').select('itemValue').where('dictId', '=', dictId).execute()).map(
        (i) => i.itemValue,
      ),
    );
    const missing = dictionary.items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => !values.has(item.value))
      .map(({ item, index }) => ({
        ...audit,
        id: seedId('dict-item', `${dictionary.code}:${item.value}`),
        dictId: dictId,
        itemText: item.text,
        itemValue: item.value,
        description: item.description ?? null,
        itemColor: item.color ?? null,
        sortOrder: index + 1,
        status: 1,
      }));
    if (missing.length > 0) await trx.insertInto('sysDictItem').values(missing).execute();
  }
}
