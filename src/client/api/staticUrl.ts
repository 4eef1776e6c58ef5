// Static-file URLs (spec §5): http(s) paths are kept, other non-empty paths without '[' get the
// static prefix {base}/sys/common/static, anything else gives no URL.
import { apiBaseUrl } from './apiBase';

export function staticFileUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:/i.test(path)) return path;
  if (path.includes('[')) return undefined;
  return `${apiBaseUrl()}/sys/common/static/${path.replace(/^\/+/, '')}`;
}
