// Multipart upload over XMLHttpRequest, for the upload progress fetch cannot report (spec §7).
// Same headers, timeout and error handling as the rest of the http client.
import type { ApiResult } from '../../shared/api-types';
import { TIMEOUTS_MS } from '../../shared/limits';
import { buildUrl, isAbsoluteUrl } from './apiBase';
import { authHeaders } from './http';
import { handleErrorStatus, handleNetworkError, handleTimeout } from './httpErrors';

export interface UploadOptions {
  /** Percent 0-100 as bytes go out. */
  onProgress?: (percent: number) => void;
  timeout?: number;
  headers?: Record<string, string>;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function uploadFile<T = unknown>(
  url: string,
  formData: FormData,
  options: UploadOptions = {},
): Promise<ApiResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(url, undefined, 'POST'));
    xhr.timeout = options.timeout ?? TIMEOUTS_MS.post;
    const headers = { ...(isAbsoluteUrl(url) ? {} : authHeaders()), ...options.headers };
    Object.entries(headers).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ApiResult<T>);
      else reject(handleErrorStatus(xhr.status, body, xhr.statusText));
    });
    xhr.addEventListener('timeout', () => reject(handleTimeout()));
    xhr.addEventListener('error', () => reject(handleNetworkError(new Error('upload failed'))));
    xhr.send(formData);
  });
}
