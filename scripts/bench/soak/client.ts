// The soak's HTTP client: every request timed and recorded under its kind, an answer that is not a
// 2xx or not `success: true` recorded as an error (the soak sends nothing the server may refuse).
import { DEFAULT_API_PREFIX } from '../../../src/shared/api-paths';
import type { ApiResult } from '../../../src/shared/api-types';
import type { Recorder } from './recorder';

export interface SoakRequest {
  token?: string;
  query?: Record<string, string>;
  /** JSON body. */
  body?: unknown;
  form?: FormData;
}

export interface SoakClient {
  /** The API's envelope, or null when the answer was an error (already recorded). */
  envelope<T>(
    kind: string,
    method: string,
    path: string,
    request?: SoakRequest,
  ): Promise<ApiResult<T> | null>;
  /** The envelope's result, or null as envelope(). */
  json<T>(kind: string, method: string, path: string, request?: SoakRequest): Promise<T | null>;
  /** A download: true when it arrived whole with a 2xx. */
  download(kind: string, path: string, request: SoakRequest): Promise<boolean>;
}

export function soakClient(baseUrl: string, recorder: Recorder): SoakClient {
  const send = (method: string, path: string, request: SoakRequest) => {
    const url = new URL(`${baseUrl}${DEFAULT_API_PREFIX}${path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    return fetch(url, {
      method,
      headers: {
        ...(request.token ? { 'X-Access-Token': request.token } : {}),
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: request.form ?? (request.body === undefined ? null : JSON.stringify(request.body)),
    });
  };

  const client: SoakClient = {
    async envelope<T>(kind: string, method: string, path: string, request: SoakRequest = {}) {
      const t0 = performance.now();
      try {
        const response = await send(method, path, request);
        const text = await response.text();
        recorder.latency(kind, performance.now() - t0);
        const body = parseEnvelope<T>(text);
        if (response.ok && body?.success) return body;
        recorder.error(kind, `${method} ${path}: ${response.status} ${body?.message ?? text.slice(0, 200)}`);
      } catch (error) {
        recorder.latency(kind, performance.now() - t0);
        recorder.error(kind, `${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return null;
    },

    async json<T>(kind: string, method: string, path: string, request: SoakRequest = {}) {
      return (await client.envelope<T>(kind, method, path, request))?.result ?? null;
    },

    async download(kind, path, request) {
      const t0 = performance.now();
      try {
        const response = await send('GET', path, request);
        const bytes = (await response.arrayBuffer()).byteLength;
        recorder.latency(kind, performance.now() - t0);
        const type = response.headers.get('content-type') ?? '';
        // An export above the row cap answers a background job as JSON: not the small export meant.
        if (response.ok && bytes > 0 && !type.includes('json')) return true;
        recorder.error(kind, `GET ${path}: ${response.status} ${type} (${bytes} bytes)`);
      } catch (error) {
        recorder.latency(kind, performance.now() - t0);
        recorder.error(kind, `GET ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return false;
    },
  };
  return client;
}

function parseEnvelope<T>(text: string): ApiResult<T> | null {
  try {
    return JSON.parse(text) as ApiResult<T>;
  } catch {
    return null;
  }
}
