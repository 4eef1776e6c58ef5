// A field's visibleWhen judged per grid row. A grid cannot drop a column for one row, so a cell whose
// condition fails on its own row is shown empty and cannot be edited — judged by isShown, the same
// function the form and the server's validation use. An edit that hides a cell empties it, as a
// form's hidden field leaves its values: turning the condition back on never revives an old value
// the user could not see.
import type { EntityDefinition, FieldDefinition } from '../../../shared/schema-language/entity';
import { isShown } from '../../../shared/validation/record-rules';
import { withCellError } from './gridRows';
import type { GridRow } from './gridRows';

const isEmpty = (value: unknown) => value === undefined || value === null;

/** The row with the cells its values hide emptied and their errors dropped; the same object when none. */
export function withHiddenCleared(
  entity: EntityDefinition,
  fields: readonly FieldDefinition[],
  row: GridRow,
): GridRow {
  let next = row;
  for (const field of fields) {
    if (!field.visibleWhen || isShown(entity, field, next.values)) continue;
    if (!isEmpty(next.values[field.key])) next = { ...next, values: { ...next.values, [field.key]: null } };
    next = withCellError(next, field.key, null);
  }
  return next;
}
