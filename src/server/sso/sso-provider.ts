// Single sign-on behind one interface, as SMS delivery is (sms/sms-provider.ts): an identity provider
// turns a proof (a CAS ticket, a third-party login's one-time token) into the user name of an existing
// account, or refuses it. Nothing is on by default: each provider comes from its environment setting
// (CAS_SERVER_URL with CAS_SERVICE_URL; THIRD_LOGIN_PROVIDERS), and accounts are never created by a
// sign-on — the name must belong to a user an administrator made.
import type { FastifyBaseLogger } from 'fastify';
import { casProvider } from './cas-provider';
import { tokenExchangeProvider } from './token-exchange-provider';

export interface SsoProof {
  /** The CAS ticket or the third-party token. */
  token: string;
  /** CAS: the service URL the ticket was issued for. */
  service?: string;
}

export interface SsoProvider {
  /** 'cas', or a JeecgBoot thirdType (github, wechat_enterprise, dingtalk, …). */
  readonly type: string;
  /** The local user name the proof stands for; null when the identity provider refuses it. */
  identify(proof: SsoProof, log: FastifyBaseLogger): Promise<string | null>;
}

/** How long a call to an identity provider may take. */
export const SSO_TIMEOUT_MS = 5000;

export interface SsoSettings {
  casServerUrl?: string;
  casServiceUrl?: string;
  /** thirdType -> the token-exchange URL. */
  thirdLogin: Readonly<Record<string, string>>;
}

export interface SsoProviders {
  cas: SsoProvider | null;
  third(type: string): SsoProvider | null;
}

export function createSsoProviders(settings: SsoSettings): SsoProviders {
  const cas =
    settings.casServerUrl && settings.casServiceUrl
      ? casProvider(settings.casServerUrl, settings.casServiceUrl)
      : null;
  const third = new Map(
    Object.entries(settings.thirdLogin).map(([type, url]) => [type, tokenExchangeProvider(type, url)]),
  );
  return { cas, third: (type) => third.get(type) ?? null };
}
