// Who may read /metrics: the configured scraper only. METRICS_TOKEN asks for `Authorization: Bearer
// <token>`, METRICS_ALLOW for a peer address in its list (IPs and CIDRs); with both set, both must
// hold. With neither, the endpoint does not exist (404): figures about routes and load are not public.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** A shorter token is guessable; the start refuses it. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

export type ScraperVerdict = 'off' | 'allowed' | 'badToken' | 'badAddress';

export interface ScraperAccess {
  judge(remoteAddress: string, authorization: string | undefined): ScraperVerdict;
}

export class AddressListError extends Error {}

interface AddressEntry {
  address: string;
  prefix: number | undefined;
  family: 'ipv4' | 'ipv6';
}

function parseEntry(entry: string): AddressEntry {
  const [address = '', prefixText, extra] = entry.split('/');
  const version = isIP(address);
  const prefix = prefixText === undefined ? undefined : Number(prefixText);
  const maxPrefix = version === 4 ? 32 : 128;
  if (
    version === 0 ||
    extra !== undefined ||
    (prefix !== undefined && (!/^\d{1,3}$/.test(prefixText ?? '') || prefix > maxPrefix))
  )
    throw new AddressListError(`"${entry}" is neither an IP address nor a CIDR range`);
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** The list's entries, trimmed; throws AddressListError naming the first invalid one. */
export function parseAddressList(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  entries.forEach(parseEntry);
  return entries;
}

// IPv4 peers of a dual-stack socket arrive as ::ffff:a.b.c.d.
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createScraperAccess(token: string | undefined, allow: readonly string[]): ScraperAccess {
  const list = new BlockList();
  for (const entry of allow.map(parseEntry)) {
    if (entry.prefix === undefined) list.addAddress(entry.address, entry.family);
    else list.addSubnet(entry.address, entry.prefix, entry.family);
  }
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return {
    judge(remoteAddress, authorization) {
      if (expected === undefined && allow.length === 0) return 'off';
      if (allow.length > 0) {
        const peer = plainAddress(remoteAddress);
        const family = isIP(peer) === 6 ? 'ipv6' : 'ipv4';
        if (!list.check(peer, family)) return 'badAddress';
      }
      // Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the token.
      if (expected !== undefined && !timingSafeEqual(digest(authorization ?? ''), expected))
        return 'badToken';
      return 'allowed';
    },
  };
}
