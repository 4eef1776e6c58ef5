// Client calls of the account flows (register, SMS codes, forgot password, own profile).
import { ACCOUNT_PATHS } from '../../../shared/account/account-api';
import type {
  ChangePhoneRequest,
  EditByUserRequest,
  PasswordChangeRequest,
  PhoneVerificationRequest,
  PhoneVerificationResult,
  RegisterRequest,
  SmsMode,
} from '../../../shared/account/account-api';
import type { ApiResult, UserInfo } from '../../../shared/api-types';
import { getAction, postAction, putAction } from '../../api/http';
import { saveUserInfo } from '../../session/sessionState';

export function sendSmsCode(mobile: string, smsmode: SmsMode): Promise<ApiResult<unknown>> {
  return postAction(ACCOUNT_PATHS.sms, { mobile, smsmode });
}

export function registerAccount(body: RegisterRequest): Promise<ApiResult<unknown>> {
  return postAction(ACCOUNT_PATHS.register, body);
}

export function verifyPhone(body: PhoneVerificationRequest): Promise<ApiResult<PhoneVerificationResult>> {
  return postAction<PhoneVerificationResult>(ACCOUNT_PATHS.phoneVerification, body);
}

export function changeForgottenPassword(body: PasswordChangeRequest): Promise<ApiResult<unknown>> {
  return postAction(ACCOUNT_PATHS.passwordChange, body);
}

export function fetchCurrentUser(): Promise<ApiResult<UserInfo>> {
  return getAction<UserInfo>(ACCOUNT_PATHS.currentUser);
}

/** Saves own base information; the answered user info replaces the stored one. */
export async function editOwnProfile(body: EditByUserRequest): Promise<ApiResult<UserInfo>> {
  const response = await putAction<UserInfo>(ACCOUNT_PATHS.editByUser, body);
  if (response?.success && response.result) saveUserInfo(response.result);
  return response;
}

export async function changeOwnPhone(body: ChangePhoneRequest): Promise<ApiResult<UserInfo>> {
  const response = await postAction<UserInfo>(ACCOUNT_PATHS.changePhone, body);
  if (response?.success && response.result) saveUserInfo(response.result);
  return response;
}
