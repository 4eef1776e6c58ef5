// Fixed paths of the shell (spec §2) and the login redirect rules.
import { LAYOUT } from '../../shared/limits';

export const PATHS = {
  home: LAYOUT.homePath,
  login: '/user/login',
  register: '/user/register',
  registerResult: '/user/register-result',
  alteration: '/user/alteration',
  testHome: '/test/home',
  insuredScreen: '/dataanalysis/InsuredScreen',
  dangerScreen: '/dataanalysis/DangerScreen',
  companyList: '/companylist',
  forbidden: '/403',
  notFound: '/404',
  serverError: '/500',
  messages: '/account/messages',
  accountCenter: '/account/center',
  accountSettings: '/account/settings',
} as const;

/** /user/login?redirect=<full wanted path incl. query and hash>. */
export function loginPathFor(fullPath: string): string {
  return `${PATHS.login}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Only in-app absolute paths are followed after login (no other origins, no protocol-relative URLs),
 * query and hash kept; never the login page itself, whatever follows its path.
 */
export function safeRedirect(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw.split(/[?#]/, 1)[0] === PATHS.login) return null;
  return raw;
}
