// Saved advanced queries on the server (ENGINE_PATHS.savedQueries, one list per page key). Saving
// under an existing name is refused with SAVED_QUERY_EXISTS_CODE; after the user confirms
// '{name} 已存在，是否覆盖？' it is saved again with `overwrite`.
import { App } from 'antd';
import useSWR from 'swr';
import type { SavedQuery, SavedQueryInput } from '../../../shared/engine-api';
import { ENGINE_PATHS, SAVED_QUERY_EXISTS_CODE } from '../../../shared/engine-api';
import { QUERY_TEXTS } from '../../../shared/texts';
import { deleteAction, getAction, postAction } from '../../api/http';

async function fetchSavedQueries(pageKey: string): Promise<SavedQuery[]> {
  const response = await getAction<SavedQuery[] | { records?: SavedQuery[] }>(ENGINE_PATHS.savedQueries, {
    pageKey,
  });
  if (!response?.success) return [];
  const result = response.result;
  return Array.isArray(result) ? result : (result?.records ?? []);
}

export function useSavedQueries(pageKey: string) {
  const { message, modal } = App.useApp();
  const { data, mutate } = useSWR(['saved-queries', pageKey], () => fetchSavedQueries(pageKey), {
    revalidateOnFocus: false,
  });

  const post = async (input: SavedQueryInput): Promise<void> => {
    const response = await postAction<SavedQuery>(ENGINE_PATHS.savedQueries, input).catch(() => null);
    if (!response) return;
    if (!response.success && Number(response.code) === SAVED_QUERY_EXISTS_CODE && !input.overwrite) {
      modal.confirm({
        title: QUERY_TEXTS.overwrite(input.title),
        onOk: () => post({ ...input, overwrite: true }),
      });
      return;
    }
    if (!response.success) {
      void message.warning(response.message);
      return;
    }
    void message.success(QUERY_TEXTS.saved);
    await mutate();
  };

  return {
    queries: data ?? [],
    save: post,
    remove: (query: SavedQuery) => {
      modal.confirm({
        title: QUERY_TEXTS.deleteConfirm,
        onOk: async () => {
          const response = await deleteAction(ENGINE_PATHS.savedQueries, { id: query.id }).catch(() => null);
          if (response && !response.success) void message.warning(response.message);
          await mutate();
        },
      });
    },
  };
}
