// Rules a password chosen at registration or reset follows (the same as an own password change).
import { PASSWORD_RULES } from '../../auth/password-rules';
import { Errors } from '../../errors';

export function checkNewPassword(password: string | undefined): string {
  if (!password) throw Errors.passwordRequired();
  if (password.length < PASSWORD_RULES.minLength) throw Errors.passwordTooShort(PASSWORD_RULES.minLength);
  if (password.length > PASSWORD_RULES.maxLength) throw Errors.passwordTooLong(PASSWORD_RULES.maxLength);
  return password;
}
