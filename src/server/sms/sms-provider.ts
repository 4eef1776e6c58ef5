// SMS delivery behind one interface. The built-in 'log' provider only writes the code to the server
// log (development and tests); a real gateway is a module named by SMS_PROVIDER (README) whose
// default export (or `createSmsProvider`) builds a provider from the environment.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMode } from '../../shared/account/account-api';

export interface SmsMessage {
  phone: string;
  code: string;
  mode: SmsMode;
  /** How long the code stays valid, for the text of the message. */
  validMinutes: number;
}

export interface SmsProvider {
  readonly name: string;
  /** True for the built-in log provider: it delivers nothing, so production refuses to use it. */
  readonly logOnly?: boolean;
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

export type SmsProviderFactory = (env: NodeJS.ProcessEnv) => SmsProvider | Promise<SmsProvider>;

export const logSmsProvider: SmsProvider = {
  name: 'log',
  logOnly: true,
  async send(message, log) {
    log.info(
      { sms: { phone: message.phone, mode: message.mode, code: message.code } },
      'SMS code (log provider)',
    );
  },
};

function isProvider(value: unknown): value is SmsProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SmsProvider).name === 'string' &&
    typeof (value as SmsProvider).send === 'function'
  );
}

/** The provider named by SMS_PROVIDER (a module path), or the log provider when unset. */
export async function loadSmsProvider(
  modulePath: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SmsProvider> {
  if (!modulePath) return logSmsProvider;
  const loaded = (await import(pathToFileURL(path.resolve(modulePath)).href)) as Record<string, unknown>;
  const factory = loaded.default ?? loaded.createSmsProvider;
  if (typeof factory !== 'function') {
    throw new Error(
      `SMS_PROVIDER ${modulePath} must export a provider factory (default or createSmsProvider)`,
    );
  }
  const provider: unknown = await (factory as SmsProviderFactory)(env);
  if (!isProvider(provider))
    throw new Error(`SMS_PROVIDER ${modulePath} did not build a provider with send()`);
  return provider;
}
