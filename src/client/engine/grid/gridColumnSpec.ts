// What the grid needs to know per column: the field, the control that edits it and its dictionary.
import type {
  EntityDefinition,
  FieldDefinition,
  SubTableDefinition,
} from '../../../shared/schema-language/entity';
import { GRID } from '../../../shared/limits';
import { isWritableField } from '../../../shared/validation/validate-record';
import { cellControl } from '../controls/fieldControl';
import type { ControlKind } from '../controls/fieldControl';
import { fieldDict } from '../dict/fieldDict';
import type { DictSources, FieldDict } from '../dict/fieldDict';
import type { GridConfig } from './gridStore';

export interface GridColumnSpec {
  field: FieldDefinition;
  kind: ControlKind;
  dict: FieldDict | null;
  width: number;
}

/** The sort field of a sub-table (default orderNum, spec §3) when the sub entity has it. */
export const DEFAULT_SORT_FIELD = 'orderNum';

export function columnWidth(field: FieldDefinition): number {
  if (field.grid?.width) return field.grid.width;
  if (field.type === 'date') return GRID.dateWidth;
  if (field.type === 'datetime') return GRID.dateTimeWidth;
  return GRID.columnWidth;
}

export interface GridSetup {
  config: GridConfig;
  columns: GridColumnSpec[];
}

/** Columns and rules of the grid of one sub-table. */
export function gridSetup(
  sub: SubTableDefinition,
  subEntity: EntityDefinition,
  dicts: DictSources,
): GridSetup {
  const sortKey = sub.sortField ?? DEFAULT_SORT_FIELD;
  const sortField = subEntity.fields.some((field) => field.key === sortKey) ? sortKey : null;
  const fields = subEntity.fields.filter((field) => isWritableField(field) && field.key !== sub.foreignKey);
  const shown = subEntity.fields.filter(
    (field) =>
      !field.hidden && !field.form?.hidden && field.key !== sub.foreignKey && field.key !== sortField,
  );
  const columns = shown.map((field) => ({
    field,
    kind: cellControl(field),
    dict: fieldDict(field, subEntity.name, dicts),
    width: columnWidth(field),
  }));
  return {
    columns,
    config: {
      entity: subEntity,
      columns: shown.filter(isWritableField),
      fields,
      shownOnly: shown.filter((field) => !isWritableField(field)),
      foreignKey: sub.foreignKey,
      sortField,
    },
  };
}
