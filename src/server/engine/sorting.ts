// Sorting of lists (contract §8.3): `column` is a comma list of field keys (a `_dictText` suffix is
// dropped), `order` containing 'asc' means ascending. Unknown columns are refused; the id is always
// the last key, so rows with equal values page the same way on SQLite and PostgreSQL.
import { DICT_TEXT_SUFFIX } from '../../shared/engine-api';
import { Errors } from '../errors';
import type { EntityAccess } from './access';
import { paramText } from './filters';
import { isMasked } from './personal-fields';
import type { QueryParams } from './filters';
import type { ResolvedField } from './registry';

export interface SortKey {
  field: ResolvedField;
  order: 'asc' | 'desc';
}

export function sortKeys(access: EntityAccess, params: QueryParams): SortKey[] {
  const names = paramText(params.column)
    .split(',')
    .map((name) => name.trim())
    .map((name) => (name.endsWith(DICT_TEXT_SUFFIX) ? name.slice(0, -DICT_TEXT_SUFFIX.length) : name))
    .filter(Boolean)
    // A personal field the user reads masked sorts nothing: the order would tell the hidden values.
    .filter((name) => !isMasked(access, name));
  const order = /asc/i.test(paramText(params.order)) ? 'asc' : 'desc';
  const keys: SortKey[] = names.length
    ? names.map((name) => {
        const field = access.readable.get(name);
        if (!field) throw Errors.sortColumnUnknown(name);
        return { field, order };
      })
    : [...access.entity.defaultSort];
  if (!keys.some((k) => k.field.key === 'id')) {
    keys.push({ field: access.entity.field('id')!, order: keys[keys.length - 1]?.order ?? 'desc' });
  }
  return keys;
}
