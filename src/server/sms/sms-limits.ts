// Lifetimes and rate limits of SMS codes. The spec's section 9 gives none for SMS; the code lifetime
// follows JeecgBoot (验证码10分钟内有效), the resend interval matches the client's countdown.
import { SMS_CODE } from '../../shared/account/account-api';

export interface SmsLimits {
  codeLength: number;
  codeTtlMs: number;
  /** One code per phone and purpose within this interval. */
  resendIntervalMs: number;
  /** Codes per phone within phoneWindowMs. */
  perPhone: number;
  phoneWindowMs: number;
  /** Sends per client IP within ipWindowMs. */
  perIp: number;
  ipWindowMs: number;
  /** Wrong guesses that invalidate a code. */
  maxWrongAttempts: number;
  /** Lifetime of the reset ticket the forgot-password flow hands out after the code check. */
  resetTicketTtlMs: number;
}

const MINUTE = 60_000;

export const SMS_LIMITS: SmsLimits = {
  codeLength: SMS_CODE.length,
  codeTtlMs: 10 * MINUTE,
  resendIntervalMs: SMS_CODE.resendSeconds * 1000,
  perPhone: 10,
  phoneWindowMs: 24 * 60 * MINUTE,
  perIp: 20,
  ipWindowMs: 60 * MINUTE,
  maxWrongAttempts: 5,
  resetTicketTtlMs: 10 * MINUTE,
};
