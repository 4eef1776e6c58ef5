// Shared set-up of the account-flow API tests: a test app whose SMS provider records the codes it
// is asked to send, so a test can read the code the way a phone would.
import type { SmsLimits } from '../../../src/server/sms/sms-limits';
import type { SmsMessage, SmsProvider } from '../../../src/server/sms/sms-provider';
import type { AppConfig } from '../../../src/server/config';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

export interface CapturingProvider extends SmsProvider {
  sent: SmsMessage[];
  /** The code last sent to the phone. */
  codeFor(phone: string): string;
}

export function capturingProvider(): CapturingProvider {
  const sent: SmsMessage[] = [];
  return {
    name: 'capture',
    sent,
    async send(message) {
      sent.push(message);
    },
    codeFor(phone) {
      const message = sent.filter((m) => m.phone === phone).at(-1);
      if (!message) throw new Error(`no SMS was sent to ${phone}`);
      return message.code;
    },
  };
}

/** Limits high enough that a whole test file never meets them (each test checks its own limit). */
export const RELAXED_LIMITS: Partial<SmsLimits> = { perIp: 10_000, perPhone: 10_000, resendIntervalMs: 1 };

export interface FlowApp {
  server: TestApp;
  api: ApiClient;
  sms: CapturingProvider;
}

export async function startFlowApp(
  limits: Partial<SmsLimits> = RELAXED_LIMITS,
  overrides: Partial<AppConfig> = {},
  now?: () => number,
): Promise<FlowApp> {
  const sms = capturingProvider();
  const server = await startTestApp(overrides, { sms: { provider: sms, limits, now } });
  return { server, api: new ApiClient(server), sms };
}

let phoneCounter = 0;
/** A distinct valid mobile number per call (spec §5: 1 + 3/4/5/7/8 + 9 digits). */
export function nextPhone(): string {
  phoneCounter += 1;
  return `138${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/** Asks for a code and returns it as the phone would receive it. */
export async function requestCode(
  flow: FlowApp,
  phone: string,
  smsmode: string,
  token?: string,
): Promise<string> {
  const reply = await flow.api.post('/sys/sms', { mobile: phone, smsmode }, token ? { token } : {});
  if (!reply.body.success) throw new Error(`sms for ${phone} refused: ${reply.body.message}`);
  return flow.sms.codeFor(phone);
}

/** A clock that stands still until the test moves it (handed to the server as its SMS clock). */
export function testClock(start = Date.now()) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}
