// Forwards one request to a route's target with node:http(s): the path after the route's StripPrefix
// parts appended to the target URI, the query without the `token` parameter, request headers without
// hop-by-hop headers and without the user's access token, and the answer streamed back.
import http from 'node:http';
import https from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_TEXTS } from '../../../shared/tenants/gateway-texts';
import { AppError } from '../../errors';
import { TOKEN_HEADER } from '../../auth/authenticate';
import { isHostAllowed } from './route-input';
import type { CompiledRoute } from './route-table';

/** Longest wait for the target to answer or to send more of its answer. */
export const GATEWAY_TIMEOUT_MS = 8_000;

/** RFC 9110 §7.6.1 hop-by-hop headers, plus what this server sets itself or must never pass on. */
const DROPPED_REQUEST_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  TOKEN_HEADER,
  'authorization',
  'cookie',
]);
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Query parameters that carry the access token (contract §2: `token`). */
const DROPPED_QUERY = ['token'];

const gatewayError = (status: number, message: string) => new AppError(status, message, status);

function forwardedHeaders(
  headers: http.IncomingHttpHeaders,
  dropped: ReadonlySet<string>,
): Record<string, string | string[]> {
  // Headers named in Connection are hop-by-hop for this hop too.
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || dropped.has(name) || named.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

/** The target URL: route URI + the path without its first `stripParts` segments + the query. */
export function targetUrl(route: CompiledRoute, segments: readonly string[], search: URLSearchParams): URL {
  const base = new URL(route.uri);
  const rest = segments.slice(route.stripParts).join('/');
  const basePath = base.pathname.replace(/\/+$/, '');
  base.pathname = `${basePath}/${rest}`;
  const query = new URLSearchParams(search);
  for (const name of DROPPED_QUERY) query.delete(name);
  base.search = query.toString();
  return base;
}

export function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  target: URL,
  allowedHosts: readonly string[],
): Promise<FastifyReply> {
  // The allowlist may have shrunk since the route was saved: check again at every call.
  if (!isHostAllowed(target, allowedHosts)) throw gatewayError(403, GATEWAY_TEXTS.targetRefused);
  const headers = forwardedHeaders(request.headers, DROPPED_REQUEST_HEADERS);
  headers.host = target.host;
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const upstream = client.request(target, { method: request.method, headers }, (response) => {
      reply.code(response.statusCode ?? 502);
      reply.headers(forwardedHeaders(response.headers, DROPPED_RESPONSE_HEADERS));
      resolve(reply.send(response));
    });
    upstream.setTimeout(GATEWAY_TIMEOUT_MS, () => {
      timedOut = true;
      upstream.destroy();
    });
    upstream.on('error', () =>
      reject(
        timedOut
          ? gatewayError(504, GATEWAY_TEXTS.upstreamTimeout)
          : gatewayError(502, GATEWAY_TEXTS.upstreamFailed),
      ),
    );
    // The client went away: stop talking to the target.
    request.raw.on('close', () => {
      if (!request.raw.complete) upstream.destroy();
    });
    request.raw.pipe(upstream);
  });
}
