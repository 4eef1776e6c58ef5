// The session token as a cookie for served files only. <img src> and <a href> cannot send the
// X-Access-Token header, so every login also sets the token in an HttpOnly, SameSite=Strict cookie
// whose path is the static-file prefix: browsers send it to no other route, and only routes that
// declare `tokenCookie` accept it, so it can authorise nothing but reading a file. Logout clears it.
// The token is never accepted in a URL (it would reach logs, history and Referer headers).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_PATHS } from '../../shared/uploads';
import { SESSION_POLICY } from './session-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also takes the session token from the static-file cookie (a file read). */
    tokenCookie?: boolean;
  }
}

export const STATIC_TOKEN_COOKIE = 'anze_static_token';

const MAX_AGE_SECONDS = SESSION_POLICY.absoluteMs / 1000;

function cookie(request: FastifyRequest, apiPrefix: string, value: string, maxAgeSeconds: number): string {
  return [
    `${STATIC_TOKEN_COOKIE}=${value}`,
    `Path=${apiPrefix}${UPLOAD_PATHS.staticPrefix}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');
}

/** Login: the new session's token (base64url, so cookie-safe) for file reads. */
export function setStaticTokenCookie(reply: FastifyReply, apiPrefix: string, token: string): void {
  reply.header('set-cookie', cookie(reply.request, apiPrefix, token, MAX_AGE_SECONDS));
}

export function clearStaticTokenCookie(reply: FastifyReply, apiPrefix: string): void {
  reply.header('set-cookie', cookie(reply.request, apiPrefix, '', 0));
}

export function readStaticTokenCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === STATIC_TOKEN_COOKIE)
      return part.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}
