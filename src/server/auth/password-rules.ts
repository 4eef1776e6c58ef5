// Rules every new password follows (own password change, admin password at first start).
import { PASSWORD_LENGTH } from '../../shared/account/account-api';

export const PASSWORD_RULES = { minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max } as const;
