// A third-party sign-on (JeecgBoot's thirdLogin) through an identity broker of the deployment: the
// one-time token the login page received is exchanged at GET <url>?token=…, which answers
// {"username": "<local user name>"} (200) or refuses (any other status). The broker is where the
// OAuth flows of WeChat Work, DingTalk or GitHub live; this server only trusts its answer.
import type { SsoProvider } from './sso-provider';
import { SSO_TIMEOUT_MS } from './sso-provider';

export function tokenExchangeProvider(type: string, exchangeUrl: string): SsoProvider {
  return {
    type,
    async identify({ token }, log) {
      const url = new URL(exchangeUrl);
      url.searchParams.set('token', token);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(SSO_TIMEOUT_MS) });
        if (!response.ok) return null;
        const body = (await response.json()) as { username?: unknown };
        return typeof body.username === 'string' && body.username.trim() ? body.username.trim() : null;
      } catch (error) {
        log.warn({ err: error, thirdType: type }, 'third-party token exchange failed');
        return null;
      }
    },
  };
}
