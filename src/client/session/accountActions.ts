// Account calls of the header and the login dialogs (spec §7, contract §5): they talk to the server
// and update the stored session; the components decide what to show.
import type {
  ApiResult,
  CurrentUserDeparts,
  DictMap,
  UpdatePasswordRequest,
  UserInfo,
} from '../../shared/api-types';
import { API_PATHS, fillPath } from '../../shared/api-paths';
import { getAction, putAction } from '../api/http';
import { saveDictionaries, saveUserInfo } from './sessionState';

export function fetchCaptcha(checkKey: number): Promise<ApiResult<string>> {
  return getAction<string>(fillPath(API_PATHS.randomImage, { key: String(checkKey) }));
}

export function updatePassword(body: UpdatePasswordRequest): Promise<ApiResult<unknown>> {
  return putAction(API_PATHS.updatePassword, body);
}

export function fetchCurrentDeparts(): Promise<ApiResult<CurrentUserDeparts | null>> {
  return getAction<CurrentUserDeparts | null>(API_PATHS.currentUserDeparts);
}

/** PUT /sys/selectDepart; the returned user info replaces the stored one (7 days). */
export async function selectDepart(
  orgCode: string,
  username: string,
): Promise<ApiResult<{ userInfo?: UserInfo }>> {
  const response = await putAction<{ userInfo?: UserInfo }>(API_PATHS.selectDepart, { orgCode, username });
  if (response?.success && response.result?.userInfo) saveUserInfo(response.result.userInfo);
  return response;
}

/**
 * Reload and store all dictionaries, first flushing the server's cache when the user maintains
 * dictionaries (`flushServer`; others may not, spec §8 clear cache); true when everything worked.
 */
export async function refreshDictionaryCache(flushServer: boolean): Promise<boolean> {
  try {
    if (flushServer) {
      const refreshed = await getAction(API_PATHS.refreshDictCache);
      if (!refreshed?.success) return false;
    }
    const all = await getAction<DictMap>(API_PATHS.queryAllDictItems);
    if (!all?.success) return false;
    saveDictionaries(all.result ?? {});
    return true;
  } catch {
    return false;
  }
}
