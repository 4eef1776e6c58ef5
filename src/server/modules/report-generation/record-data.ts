// The declared part of a report's data (shared/report-catalogue.ts): a record's fields as a document
// shows them — the text of a dictionary (the referenced record's text for an entity dictionary) with
// `<key>_value` the stored value, dates as yyyy-MM-dd, times to the minute — its pictures, and its
// declared lists with their counts. Every read is batched: one query per referenced entity or list
// for any number of records.
import {
  IMAGE_COLUMN,
  IMAGES_SUFFIX,
  INDEX_COLUMN,
  VALUE_SUFFIX,
  isImageField,
  isTextField,
} from '../../../shared/report-catalogue';
import { storedPathsOf } from '../../../shared/uploads';
import type { ResolvedEntity } from '../../engine/registry';
import type { Row, RowReader } from './report-rows';
import type { ReportSource } from './report-sources';
import { dateOf, image, shown } from './report-rows';

/** A datetime to the minute (yyyy-MM-dd HH:mm). */
const timeOf = (value: unknown) => (value ? String(value).slice(0, 16) : '');

/** The texts of the entity-dictionary fields of `rows`, by field key and stored value. */
async function referenceTexts(
  reader: RowReader,
  entity: ResolvedEntity,
  rows: readonly Row[],
): Promise<Map<string, Map<string, string>>> {
  // One read per referenced entity and key field, whichever fields name it.
  const reads = new Map<
    string,
    { target: string; valueKey: string; fields: { key: string; text: string }[] }
  >();
  for (const field of entity.definition.fields) {
    const dict = field.dict;
    if (!dict || !('entity' in dict) || !isTextField(field)) continue;
    const valueKey = dict.value ?? 'id';
    const read = reads.get(`${dict.entity}.${valueKey}`) ?? { target: dict.entity, valueKey, fields: [] };
    read.fields.push({ key: field.key, text: dict.text });
    reads.set(`${dict.entity}.${valueKey}`, read);
  }
  const texts = new Map<string, Map<string, string>>();
  await Promise.all(
    [...reads.values()].map(async ({ target, valueKey, fields }) => {
      const values = rows.flatMap((row) => fields.flatMap((f) => storedPathsOf(row[f.key])));
      const found = values.length ? await reader.rowsWhere(target, valueKey, values) : [];
      for (const f of fields)
        texts.set(f.key, new Map(found.map((r) => [String(r[valueKey]), shown(r, f.text)])));
    }),
  );
  return texts;
}

/** Each row's values by field key as a document shows them (values, images, picture loops). */
async function documentRows(reader: RowReader, entity: ResolvedEntity, rows: readonly Row[]) {
  const references = await referenceTexts(reader, entity, rows);
  return rows.map((row) => {
    const values: Record<string, unknown> = {};
    for (const field of entity.definition.fields) {
      const value = row[field.key];
      if (isImageField(field)) {
        values[field.key] = image(value);
        values[`${field.key}${IMAGES_SUFFIX}`] = storedPathsOf(value).map((storedPath, index) => ({
          [INDEX_COLUMN]: index + 1,
          [IMAGE_COLUMN]: { storedPath },
        }));
        continue;
      }
      if (!isTextField(field)) continue;
      const texts = references.get(field.key);
      if (texts)
        values[field.key] = storedPathsOf(value)
          .map((v) => texts.get(v) ?? v)
          .join('、');
      else if (field.type === 'date') values[field.key] = dateOf(value);
      else if (field.type === 'datetime') values[field.key] = timeOf(value);
      else values[field.key] = shown(row, field.key);
      if (field.dict) values[`${field.key}${VALUE_SUFFIX}`] = value ?? '';
    }
    return values;
  });
}

const inOrder = (rows: readonly Row[], key: string | undefined) =>
  key
    ? [...rows].sort((a, b) =>
        String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'en', { numeric: true }),
      )
    : [...rows];

/** The declared values of each record (`records` of the source entity), by record id. */
export async function declaredData(
  reader: RowReader,
  source: Pick<ReportSource, 'entity' | 'declared' | 'lists'>,
  records: readonly Row[],
): Promise<Map<string, Record<string, unknown>>> {
  const ids = records.map((r) => String(r.id));
  const own = await documentRows(reader, source.entity, records);
  const data = new Map(ids.map((id, index) => [id, own[index]!]));
  for (const [name, { entity, foreignKey }] of source.lists) {
    const list = source.declared.lists![name]!;
    const rows = inOrder(await reader.rowsWhere(entity.name, foreignKey, ids), list.orderBy);
    const shownRows = await documentRows(reader, entity, rows);
    const listOf = new Map<string, { row: Row; shown: Record<string, unknown> }[]>();
    rows.forEach((row, index) => {
      const owner = String(row[foreignKey] ?? '');
      const list = listOf.get(owner) ?? [];
      list.push({ row, shown: shownRows[index]! });
      listOf.set(owner, list);
    });
    for (const id of ids) {
      const mine = listOf.get(id) ?? [];
      const values = data.get(id)!;
      values[name] = mine.map(({ shown: row }, index) => ({ [INDEX_COLUMN]: index + 1, ...row }));
      for (const [count, { where }] of Object.entries(list.counts ?? {}))
        values[count] = mine.filter(({ row }) =>
          Object.entries(where ?? {}).every(([key, allowed]) => allowed.includes(String(row[key] ?? ''))),
        ).length;
    }
  }
  return data;
}
