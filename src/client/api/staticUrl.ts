// Static-file URLs (spec §5): http(s) paths are kept, other non-empty paths without '[' get the
// static prefix {base}/sys/common/static (each segment encoded: stored documents keep the uploader's
// file name, Chinese and spaces included), anything else gives no URL.
import { UPLOAD_PATHS } from '../../shared/uploads';
import { apiBaseUrl } from './apiBase';

export function staticFileUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:/i.test(path)) return path;
  if (path.includes('[')) return undefined;
  const segments = path.replace(/^\/+/, '').split('/').map(encodeURIComponent);
  return `${apiBaseUrl()}${UPLOAD_PATHS.staticPrefix}${segments.join('/')}`;
}
