// Delete and freeze/unfreeze with a confirmation (spec §9: 确定要删除这 N 项吗?), then the server's
// message: success toast and reload, or a warning (e.g. 不能冻结自己的账号).
import { App } from 'antd';
import type { ApiResult } from '../../../shared/api-types';
import { USER_STATUS, USER_TEXTS } from '../../../shared/users/texts';
import { userApi } from './UserListApi';

export function useUserActions(onDone: () => void) {
  const { message, modal } = App.useApp();
  const run = async (call: () => Promise<ApiResult<unknown>>) => {
    const response = await call().catch(() => null);
    if (!response) return;
    if (response.success) {
      void message.success(response.message);
      onDone();
    } else void message.warning(response.message);
  };
  return {
    remove(ids: readonly string[]) {
      modal.confirm({
        title: ids.length > 1 ? USER_TEXTS.confirmBatchDelete(ids.length) : USER_TEXTS.confirmDelete,
        onOk: () => run(() => (ids.length > 1 ? userApi.removeBatch(ids) : userApi.remove(ids[0]!))),
      });
    },
    freeze(ids: readonly string[], status: 1 | 2) {
      modal.confirm({
        title: status === USER_STATUS.frozen ? USER_TEXTS.confirmFreeze : USER_TEXTS.confirmUnfreeze,
        onOk: () => run(() => userApi.frozen(ids, status)),
      });
    },
  };
}
