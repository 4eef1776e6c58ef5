// Where the API lives: location.origin + the prefix from <meta name="api-prefix"> (rewritten by the
// server at serve time), '/api' by default; and how request URLs and query strings are built (spec §7).
import { DEFAULT_API_PREFIX } from '../../shared/api-paths';

/** GETs to dictionary item lookups carry no `_t` (contract §2). */
const NO_TIMESTAMP_MARKER = 'sys/dict/getDictItems';

export function apiPrefix(): string {
  const content = document.querySelector('meta[name="api-prefix"]')?.getAttribute('content')?.trim();
  const prefix = content ? content : DEFAULT_API_PREFIX;
  return prefix.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  return `${window.location.origin}${apiPrefix()}`;
}

export function isAbsoluteUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export type QueryParams = Record<string, unknown>;

function appendParam(search: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((entry) => appendParam(search, key, entry));
    return;
  }
  search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** Full URL for an API path (leading slash optional), with query parameters and, for GETs, `_t`. */
export function buildUrl(path: string, params?: QueryParams, method = 'GET'): string {
  const base = isAbsoluteUrl(path) ? path : `${apiBaseUrl()}/${path.replace(/^\/+/, '')}`;
  const url = new URL(base);
  Object.entries(params ?? {}).forEach(([key, value]) => appendParam(url.searchParams, key, value));
  if (method === 'GET' && !path.includes(NO_TIMESTAMP_MARKER)) {
    url.searchParams.set('_t', String(Math.floor(Date.now() / 1000)));
  }
  return url.toString();
}
