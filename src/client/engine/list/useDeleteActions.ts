// 删除 and 批量删除 (contract §8.6): the server's message as a success toast or a warning (also
// for code 510), then the list reloads — on the last page that still has rows. Batch ids are
// comma-joined with a trailing comma, as the JeecgBoot front end sent them.
import { App } from 'antd';
import type { Key } from 'react';
import type { ApiResult } from '../../../shared/api-types';
import { ENGINE_LIST_TEXTS, LIST_TEXTS } from '../../../shared/texts';
import { deleteAction } from '../../api/http';
import { pageAfterDelete } from './listQuery';
import type { ListController } from './useListController';
import type { ListRow } from './useListData';

export const batchIds = (keys: readonly Key[]) => keys.map((key) => `${String(key)},`).join('');

/** `list.reload` is the page's own: on a tree it fetches the open rows' children too. */
export function useDeleteActions(list: Omit<ListController, 'reload'> & { reload(): void }) {
  const { message, modal } = App.useApp();
  const { endpoints, state, page, selectedRowKeys, setSelectedRowKeys, update, reload } = list;

  /** True when the server says it worked; its message is shown either way. */
  const report = (response: ApiResult | null): boolean => {
    if (!response) return false; // the http client has shown the error already
    if (response.success) void message.success(response.message);
    else void message.warning(response.message);
    return response.success;
  };

  const afterDelete = (removed: number) => {
    const pageNo = pageAfterDelete(state.pageNo, state.pageSize, page.total, removed);
    if (pageNo !== state.pageNo) update({ pageNo });
    else reload();
  };

  return {
    deleteRow: async (row: ListRow) => {
      const response = await deleteAction(endpoints.delete, { id: row.id }).catch(() => null);
      if (!report(response)) return;
      setSelectedRowKeys((keys) => keys.filter((key) => key !== row.id));
      afterDelete(1);
    },
    deleteSelected: () => {
      if (selectedRowKeys.length === 0) {
        void message.warning(LIST_TEXTS.selectOne);
        return;
      }
      modal.confirm({
        title: ENGINE_LIST_TEXTS.batchDeleteTitle,
        content: ENGINE_LIST_TEXTS.batchDeleteConfirm,
        onOk: async () => {
          const response = await deleteAction(endpoints.deleteBatch, {
            ids: batchIds(selectedRowKeys),
          }).catch(() => null);
          if (!report(response)) return;
          const removed = selectedRowKeys.length;
          setSelectedRowKeys([]);
          afterDelete(removed);
        },
      });
    },
  };
}
