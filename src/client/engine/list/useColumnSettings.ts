// Column settings persisted per user on the server (ENGINE_PATHS.preference, key
// `list-columns:<entity>`), applied at once and saved in the background; a refused save warns and
// re-reads the stored settings.
import { App } from 'antd';
import { useMemo } from 'react';
import useSWR from 'swr';
import { fillPath } from '../../../shared/api-paths';
import { ENGINE_PATHS, columnPreferenceKey } from '../../../shared/engine-api';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { getAction, putAction } from '../../api/http';
import { defaultColumnSettings, mergeColumnSettings } from './columnSettings';
import type { ColumnSetting } from './columnSettings';

/** The stored value: the preference's `result` is `{ value }` or the value itself; none is null. */
async function fetchPreference(key: string): Promise<unknown> {
  const response = await getAction<unknown>(fillPath(ENGINE_PATHS.preference, { key }));
  if (!response?.success) return null;
  const result = response.result;
  return result !== null && typeof result === 'object' && 'value' in result
    ? (result as { value: unknown }).value
    : result;
}

export function useColumnSettings(entityName: string, fields: FieldDefinition[]) {
  const { message } = App.useApp();
  const key = columnPreferenceKey(entityName);
  const { data, isLoading, mutate } = useSWR(['preference', key], () => fetchPreference(key), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const settings = useMemo(() => mergeColumnSettings(fields, data), [fields, data]);

  const save = async (next: ColumnSetting[]) => {
    await mutate(next, { revalidate: false });
    const response = await putAction(fillPath(ENGINE_PATHS.preference, { key }), { value: next }).catch(
      () => null,
    );
    if (!response?.success) {
      if (response?.message) void message.warning(response.message);
      await mutate();
    }
  };

  return {
    settings,
    /** Until the stored settings arrive the defaults are shown. */
    loading: isLoading,
    save,
    reset: () => save(defaultColumnSettings(fields)),
  };
}
