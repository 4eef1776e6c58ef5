// What a list cell shows. Dictionary fields show the server's `<key>_dictText` (multi values come
// comma-joined), as coloured tags when the dictionary gives its items a colour, and so do user fields
// (the accounts' real names); area, file and rich-text fields as controlDisplay shows them.
import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { DictTags, hasTagColours } from '../dict/DictTags';
import { cachedDictItems } from '../dict/useDictItems';
import { dictTextKey } from '../schema/entityModel';
import { controlDisplay } from './controlDisplay';
import type { ListRow } from './useListData';

export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join(',');
  return String(value);
}

const splitValues = (value: unknown) =>
  plainText(value)
    .split(',')
    .filter((part) => part !== '');

type CellRender = (row: ListRow) => ReactNode;

/** A cell renderer for a field; dictionary colours are read once, when the columns are built. */
export function cellRenderer(field: FieldDefinition): CellRender {
  const display = controlDisplay(field);
  if (display) return (row) => display(row[field.key], 'cell');
  const textKey = dictTextKey(field.key);
  // A field without a dictionary may still have the server's text (a user field: the real name).
  if (!field.dict) return (row) => plainText(row[textKey] ?? row[field.key]);
  const items = 'code' in field.dict ? cachedDictItems(field.dict.code) : undefined;
  // A dictionary with colours shows every value as a tag; one without shows plain text.
  if (!items || !hasTagColours(items)) return (row) => plainText(row[textKey] ?? row[field.key]);
  return (row) => (
    <DictTags items={items} values={splitValues(row[field.key])} texts={splitValues(row[textKey])} />
  );
}
