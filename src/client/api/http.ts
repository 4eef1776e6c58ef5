// The http client (spec §7): base URL + prefix, 9000 ms timeout, X-Access-Token and tenant-id
// headers, `_t` on GETs, and the helpers every page uses. Non-2xx answers go through httpErrors
// (spec §8); a 2xx body is returned as is, so `success:false` results reach the caller.
import type { ApiResult } from '../../shared/api-types';
import { TIMEOUTS_MS } from '../../shared/limits';
import { HTTP_TEXTS } from '../../shared/texts';
import { getTenantId, getToken } from '../session/sessionState';
import { buildUrl, isAbsoluteUrl } from './apiBase';
import type { QueryParams } from './apiBase';
import { feedback } from './feedback';
import { HttpError, handleErrorStatus, handleNetworkError, handleTimeout } from './httpErrors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestConfig {
  method?: HttpMethod;
  params?: QueryParams;
  /** JSON body, or FormData for multipart. */
  data?: unknown;
  timeout?: number;
  responseType?: 'json' | 'blob';
  headers?: Record<string, string>;
  /** Skip the error toasts and modals (used by logout, whose outcome is ignored). */
  silent?: boolean;
}

/** Headers every API request carries (contract §2). */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'tenant-id': getTenantId() };
  const token = getToken();
  if (token) headers['X-Access-Token'] = token;
  return headers;
}

async function readBody(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request<T>(url: string, config: RequestConfig = {}): Promise<T> {
  const { method = 'GET', params, data, timeout = TIMEOUTS_MS.http, responseType = 'json', silent } = config;
  const headers: Record<string, string> = {
    ...(isAbsoluteUrl(url) ? {} : authHeaders()),
    ...config.headers,
  };
  let body: BodyInit | undefined;
  if (data instanceof FormData) body = data;
  else if (data !== undefined) {
    body = JSON.stringify(data);
    headers['Content-Type'] = 'application/json;charset=UTF-8';
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  let response: Response;
  try {
    response = await fetch(buildUrl(url, params, method), {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (cause) {
    clearTimeout(timer);
    if (silent) throw new HttpError(String(cause), controller.signal.aborted ? 'timeout' : 'network');
    throw controller.signal.aborted ? handleTimeout() : handleNetworkError(cause);
  }
  try {
    const payload = await readBody(response, responseType);
    if (!response.ok) {
      if (silent) throw new HttpError(response.statusText, 'status', response.status, payload);
      throw handleErrorStatus(response.status, payload, response.statusText);
    }
    return payload as T;
  } catch (cause) {
    if (cause instanceof HttpError) throw cause;
    if (silent) throw new HttpError(String(cause), controller.signal.aborted ? 'timeout' : 'network');
    throw controller.signal.aborted ? handleTimeout() : handleNetworkError(cause);
  } finally {
    clearTimeout(timer);
  }
}

export function getAction<T = unknown>(url: string, params?: QueryParams): Promise<ApiResult<T>> {
  return request<ApiResult<T>>(url, { method: 'GET', params });
}

export function postAction<T = unknown>(
  url: string,
  data?: unknown,
  headers?: Record<string, string>,
): Promise<ApiResult<T>> {
  return request<ApiResult<T>>(url, { method: 'POST', data, timeout: TIMEOUTS_MS.post, headers });
}

export function putAction<T = unknown>(url: string, data?: unknown): Promise<ApiResult<T>> {
  return request<ApiResult<T>>(url, { method: 'PUT', data });
}

export function deleteAction<T = unknown>(url: string, params?: QueryParams): Promise<ApiResult<T>> {
  return request<ApiResult<T>>(url, { method: 'DELETE', params });
}

/**
 * Fetch a file as a blob (GET with query, or POST with a JSON body). An empty answer warns
 * 文件下载失败 and resolves to null.
 */
export async function downloadBlob(
  url: string,
  params?: QueryParams,
  method: 'GET' | 'POST' = 'GET',
): Promise<Blob | null> {
  const blob = await request<Blob | null>(url, {
    method,
    ...(method === 'GET' ? { params } : { data: params }),
    timeout: TIMEOUTS_MS.download,
    responseType: 'blob',
  });
  if (!blob || blob.size === 0) {
    feedback.message.warning(HTTP_TEXTS.downloadFailed);
    return null;
  }
  return blob;
}

/** Hand a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** Download a file and save it under `fileName`; resolves false when nothing was saved. */
export async function downloadFile(url: string, fileName: string, params?: QueryParams): Promise<boolean> {
  const blob = await downloadBlob(url, params);
  if (!blob) return false;
  saveBlob(blob, fileName);
  return true;
}
