// Sending and checking SMS codes: production refusal of the log provider, per-IP and per-phone
// rate limits (counters in the shared store), code generation and delivery through the provider.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMode } from '../../shared/account/account-api';
import { Errors } from '../errors';
import type { AppError } from '../errors';
import type { KeyValueStore } from '../kv/key-value-store';
import { createSmsCodeStore, randomSmsCode } from './sms-codes';
import type { SmsCodeCheck } from './sms-codes';
import type { SmsLimits } from './sms-limits';
import { SMS_LIMITS } from './sms-limits';
import type { SmsProvider } from './sms-provider';

export interface SmsOptions {
  /** Replaces the configured provider (tests capture the codes with it). */
  provider?: SmsProvider;
  limits?: Partial<SmsLimits>;
  /** The clock codes expire by (tests move it instead of waiting out a code's lifetime). */
  now?: () => number;
}

export interface SmsService {
  readonly provider: SmsProvider;
  /** Refuses (AppError) when sending is not possible now: production without a gateway, rate limits. */
  assertCanSend(mode: SmsMode, phone: string, ip: string): Promise<void>;
  send(mode: SmsMode, phone: string, log: FastifyBaseLogger): Promise<void>;
  /** Throws the matching AppError unless the code is right; a right code is consumed. */
  verify(mode: SmsMode, phone: string, code: string | undefined): Promise<void>;
  /** The same without consuming a right code (a form refused for another reason keeps it). */
  check(mode: SmsMode, phone: string, code: string | undefined): Promise<void>;
  /** Counts a refusal told to the code's holder as a wrong guess, so a code answers only a few. */
  countRefusal(mode: SmsMode, phone: string): Promise<void>;
  readonly limits: SmsLimits;
}

const codeErrors: Record<Exclude<SmsCodeCheck, 'ok'>, () => AppError> = {
  missing: Errors.smsCodeRequired,
  expired: Errors.smsCodeExpired,
  wrong: Errors.smsCodeWrong,
};

export function createSmsService(
  store: KeyValueStore,
  provider: SmsProvider,
  production: boolean,
  options: Pick<SmsOptions, 'limits' | 'now'> = {},
): SmsService {
  const limits: SmsLimits = { ...SMS_LIMITS, ...options.limits };
  const codes = createSmsCodeStore(store, limits, options.now);

  return {
    provider,
    limits,
    async assertCanSend(mode, phone, ip) {
      if (production && provider.logOnly) throw Errors.smsRefusedInProduction();
      if ((await store.increment(`sms:ip:${ip}`, limits.ipWindowMs)) > limits.perIp)
        throw Errors.smsIpLimit();
      // The first request in the interval creates the key; later ones see a count above one. Per
      // purpose, so a login code right after registering need not wait; the daily cap is per phone.
      const resendKey = `sms:resend:${mode}:${phone}`;
      if ((await store.increment(resendKey, limits.resendIntervalMs)) > 1) {
        const ms = (await store.ttl(resendKey)) ?? limits.resendIntervalMs;
        throw Errors.smsTooFrequent(Math.max(1, Math.ceil(ms / 1000)));
      }
      if ((await store.increment(`sms:phone:${phone}`, limits.phoneWindowMs)) > limits.perPhone) {
        throw Errors.smsPhoneLimit();
      }
    },
    async send(mode, phone, log) {
      const code = randomSmsCode(limits.codeLength);
      await codes.save(mode, phone, code);
      try {
        await provider.send({ phone, code, mode, validMinutes: Math.round(limits.codeTtlMs / 60_000) }, log);
      } catch (error) {
        await codes.discard(mode, phone);
        log.error({ err: error, provider: provider.name }, 'SMS provider failed');
        throw Errors.smsSendFailed();
      }
    },
    async verify(mode, phone, code) {
      const check = await codes.verify(mode, phone, code);
      if (check !== 'ok') throw codeErrors[check]();
    },
    async check(mode, phone, code) {
      const check = await codes.check(mode, phone, code);
      if (check !== 'ok') throw codeErrors[check]();
    },
    countRefusal: (mode, phone) => codes.countRefusal(mode, phone),
  };
}
