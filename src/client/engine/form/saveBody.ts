// The body of POST add / PUT edit (contract §8.5): the main record's writable values in their stored
// form — a field its visibleWhen hides is not sent (the server empties it) — its id on edit,
// and per sub-table `<subEntity>List` — saved rows with their id, new rows without, removed rows
// absent, the sort field numbered from the row order.
import { subListKey } from '../../../shared/engine-api';
import type { EntityDefinition, SubTableDefinition } from '../../../shared/schema-language/entity';
import { normalizeFieldValue } from '../../../shared/validation/field-values';
import { isShown } from '../../../shared/validation/record-rules';
import { isWritableField } from '../../../shared/validation/validate-record';

export interface SubTableRows {
  sub: SubTableDefinition;
  entity: EntityDefinition;
  rows: readonly Readonly<Record<string, unknown>>[];
}

/** The values a request may write, as stored; keys the input lacks and hidden fields stay out. */
export function writableValues(
  entity: EntityDefinition,
  input: Readonly<Record<string, unknown>>,
  omit: readonly string[] = [],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (!isWritableField(field) || field.hidden || omit.includes(field.key)) continue;
    if (!(field.key in input) || !isShown(entity, field, input)) continue;
    const normalized = normalizeFieldValue(field, input[field.key]);
    values[field.key] = 'value' in normalized ? normalized.value : input[field.key];
  }
  return values;
}

export function saveBody(
  entity: EntityDefinition,
  main: Readonly<Record<string, unknown>>,
  id: string | undefined,
  subTables: readonly SubTableRows[],
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...writableValues(entity, main) };
  if (id) body.id = id;
  for (const { sub, entity: subEntity, rows } of subTables) {
    // A read-only sub-table's rows are not the form's to send (the server would ignore them).
    if (sub.readonly) continue;
    body[subListKey(sub.entity)] = rows.map((row) => {
      const values = writableValues(subEntity, row, [sub.foreignKey]);
      return row.id ? { id: row.id, ...values } : values;
    });
  }
  return body;
}
