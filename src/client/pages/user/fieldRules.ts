// Form rules of the account pages, built on the shared rule catalogue (spec §5) and password rules.
import type { FormRule } from 'antd';
import { PASSWORD_LENGTH } from '../../../shared/account/account-api';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { LOGIN_TEXTS, VALIDATION_TEXTS } from '../../../shared/texts';
import { RULES } from '../../../shared/validation/rules';

const check =
  (rule: (value: string) => string | null): FormRule =>
  () => ({
    validator: (_, value: string | undefined) => {
      const problem = value ? rule(value.trim()) : null;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

export const mobileRules: FormRule[] = [
  { required: true, whitespace: true, message: VALIDATION_TEXTS.mobileRequired },
  check(RULES.mobile),
];

export const usernameRules: FormRule[] = [
  { required: true, whitespace: true, message: VALIDATION_TEXTS.userNameRequired },
  check(RULES.userName),
];

export const emailRules: FormRule[] = [check(RULES.email)];

export const newPasswordRules: FormRule[] = [
  { required: true, message: LOGIN_TEXTS.passwordRequired },
  {
    min: PASSWORD_LENGTH.min,
    max: PASSWORD_LENGTH.max,
    message: ACCOUNT_TEXTS.passwordLength(PASSWORD_LENGTH.min, PASSWORD_LENGTH.max),
  },
];

/** Confirmation that must equal the field `passwordField`. */
export function confirmRules(passwordField: string): FormRule[] {
  return [
    { required: true, message: ACCOUNT_TEXTS.confirmPasswordRequired },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        !value || value === getFieldValue(passwordField)
          ? Promise.resolve()
          : Promise.reject(new Error(ACCOUNT_TEXTS.passwordMismatch)),
    }),
  ];
}
