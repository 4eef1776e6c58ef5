// Login (spec §4, contract §5.2): success only when the answer's code is 200; the token, user and
// dictionaries are then stored for 7 days. Any other answer rejects with the server's message.
import type { ApiResult, LoginRequest, LoginResult } from '../../shared/api-types';
import { API_PATHS } from '../../shared/api-paths';
import { RESULT_CODES } from '../../shared/api-types';
import { LOGIN_FORM_TEXTS } from '../../shared/texts';
import { request } from '../api/http';
import { saveDictionaries, saveToken, saveUserInfo } from './sessionState';

export class LoginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginError';
  }
}

/** Password login by default; phone and enterprise login post their own bodies to their own paths. */
export async function login(
  credentials: LoginRequest | object,
  path: string = API_PATHS.login,
): Promise<LoginResult> {
  const response = await request<ApiResult<LoginResult> | null>(path, {
    method: 'POST',
    data: credentials,
  });
  if (!response || Number(response.code) !== RESULT_CODES.ok || !response.result?.token) {
    throw new LoginError(response?.message || LOGIN_FORM_TEXTS.loginFailed);
  }
  const result = response.result;
  saveToken(result.token);
  saveUserInfo(result.userInfo);
  saveDictionaries(result.sysAllDictItems ?? {});
  return result;
}
