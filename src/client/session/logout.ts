// Logout (spec §4): forget the session locally first, then tell the server (POST /sys/logout with
// the old token) and ignore its answer; the caller decides whether to show a failure.
// Everything local happens before logout() first waits, so a notice a caller raises right after
// calling it (why the user was logged out: 未授权, 请求用户信息失败) is not closed with the session's.
import type { ApiResult } from '../../shared/api-types';
import { API_PATHS } from '../../shared/api-paths';
import { feedback } from '../api/feedback';
import { request } from '../api/http';
import { clearSession, getToken } from './sessionState';

export interface LogoutOutcome {
  ok: boolean;
  message: string;
}

export async function logout(): Promise<LogoutOutcome> {
  const token = getToken();
  clearSession();
  // The greeting and other notices belong to the session that ends. Without a token no session ends
  // here (a second logout after a forced one), so the notice telling why that one happened stays.
  if (token) feedback.notification.destroy();
  // Nothing to revoke without a token (e.g. a second logout after an expired session).
  if (!token) return { ok: true, message: '' };
  try {
    const result = await request<ApiResult<unknown> | null>(API_PATHS.logout, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      silent: true,
    });
    return { ok: result?.success !== false, message: result?.message ?? '' };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
