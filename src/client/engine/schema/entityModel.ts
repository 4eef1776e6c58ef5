// What the list page reads from an entity definition: its actions with their defaults and which
// fields are columns, query fields or dictionary fields. Values come from the TypeBox-free
// vocabulary, so the list chunk carries no TypeBox.
import { DICT_TEXT_SUFFIX } from '../../../shared/engine-api';
import type { EntityDefinition, FieldDefinition } from '../../../shared/schema-language/entity';
import { TOOLBAR_ACTIONS } from '../../../shared/schema-language/entity-vocabulary';
import type { ToolbarAction } from '../../../shared/schema-language/entity-vocabulary';

export const declaredToolbar = (entity: EntityDefinition): readonly ToolbarAction[] =>
  entity.actions?.toolbar ?? TOOLBAR_ACTIONS;

/** Fields a user may see at all (the server already removed the ones they may not). */
export const visibleFields = (entity: EntityDefinition): FieldDefinition[] =>
  entity.fields.filter((field) => !field.hidden);

/** Fields offered as list columns; `list.show === false` ones start switched off. */
export const columnFields = visibleFields;

export const shownByDefault = (field: FieldDefinition): boolean => field.list?.show !== false;

/** Query form fields: the `basic` ones first, each group in schema order. */
export function queryFields(entity: EntityDefinition): FieldDefinition[] {
  const withQuery = visibleFields(entity).filter((field) => field.query);
  return [...withQuery.filter((field) => field.query?.basic), ...withQuery.filter((f) => !f.query?.basic)];
}

export const isDateField = (field: FieldDefinition) => field.type === 'date' || field.type === 'datetime';
export const isNumberField = (field: FieldDefinition) => field.type === 'int' || field.type === 'decimal';

/** The key of the translated text the server puts beside a dictionary field (contract §7.7). */
export const dictTextKey = (key: string) => `${key}${DICT_TEXT_SUFFIX}`;

/** A sort column as the server wants it: the field key, without a `_dictText` suffix. */
export function sortColumnOf(dataIndex: string): string {
  return dataIndex.endsWith(DICT_TEXT_SUFFIX) ? dataIndex.slice(0, -DICT_TEXT_SUFFIX.length) : dataIndex;
}
