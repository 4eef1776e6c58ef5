// Which columns a user shows and in what order: saved settings applied to the entity's current
// columns. Columns the saved list does not know (added to the schema later) join at the end with
// their default visibility; saved keys that no longer exist are dropped.
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { shownByDefault } from '../schema/entityModel';

export interface ColumnSetting {
  key: string;
  show: boolean;
}

export const defaultColumnSettings = (fields: FieldDefinition[]): ColumnSetting[] =>
  fields.map((field) => ({ key: field.key, show: shownByDefault(field) }));

const isSetting = (value: unknown): value is ColumnSetting =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ColumnSetting).key === 'string' &&
  typeof (value as ColumnSetting).show === 'boolean';

export function mergeColumnSettings(fields: FieldDefinition[], saved: unknown): ColumnSetting[] {
  const known = new Set(fields.map((field) => field.key));
  const seen = new Set<string>();
  const merged: ColumnSetting[] = [];
  (Array.isArray(saved) ? saved : []).filter(isSetting).forEach(({ key, show }) => {
    if (!known.has(key) || seen.has(key)) return;
    seen.add(key);
    merged.push({ key, show });
  });
  defaultColumnSettings(fields).forEach((setting) => {
    if (!seen.has(setting.key)) merged.push(setting);
  });
  return merged;
}

export function moveSetting(settings: ColumnSetting[], key: string, offset: -1 | 1): ColumnSetting[] {
  const from = settings.findIndex((setting) => setting.key === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= settings.length) return settings;
  const next = [...settings];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export const toggleSetting = (settings: ColumnSetting[], key: string, show: boolean): ColumnSetting[] =>
  settings.map((setting) => (setting.key === key ? { key, show } : setting));
