// CAS 3.0 ticket validation: GET <server>/p3/serviceValidate?ticket=&service= answers XML with
// <cas:authenticationSuccess><cas:user>name</cas:user> or an authenticationFailure. Only tickets issued
// for this deployment's own service URL are accepted: a ticket made for another application cannot sign
// in here.
import type { SsoProvider } from './sso-provider';
import { SSO_TIMEOUT_MS } from './sso-provider';

const SUCCESS_USER = /<cas:authenticationSuccess>[\s\S]*?<cas:user>\s*([^<\s][^<]*?)\s*<\/cas:user>/;

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A URL as the configuration stores it (URL.href), or '' for text that is none. */
const normalized = (text: string) => {
  try {
    return new URL(text).href;
  } catch {
    return '';
  }
};

export function casProvider(serverUrl: string, serviceUrl: string): SsoProvider {
  const base = serverUrl.replace(/\/+$/, '');
  return {
    type: 'cas',
    async identify({ token, service }, log) {
      if (service && normalized(service) !== serviceUrl) return null;
      const url = new URL(`${base}/p3/serviceValidate`);
      url.searchParams.set('ticket', token);
      url.searchParams.set('service', serviceUrl);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(SSO_TIMEOUT_MS) });
        if (!response.ok) return null;
        const match = SUCCESS_USER.exec(await response.text());
        return match ? unescapeXml(match[1]!) : null;
      } catch (error) {
        log.warn({ err: error }, 'CAS ticket validation failed');
        return null;
      }
    },
  };
}
