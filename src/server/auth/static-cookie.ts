// The session token as a cookie for served files only. <img src>, <a href> and <iframe src> cannot
// send the X-Access-Token header, so every login also sets the token in an HttpOnly,
// SameSite=Strict cookie for the static-file prefix and for the PDF preview page (which frames a
// static file): browsers send it to no other route, and only routes that declare `tokenCookie`
// accept it, so it can authorise nothing but reading a file. Logout clears it.
// The token is never accepted in a URL (it would reach logs, history and Referer headers).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PDF_PREVIEW_PATH } from '../../shared/pdf';
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
/** The paths (under the API prefix) the browser sends the cookie to. */
const COOKIE_PATHS = [UPLOAD_PATHS.staticPrefix, PDF_PREVIEW_PATH] as const;

function cookies(request: FastifyRequest, apiPrefix: string, value: string, maxAgeSeconds: number): string[] {
  return COOKIE_PATHS.map((cookiePath) =>
    [
      `${STATIC_TOKEN_COOKIE}=${value}`,
      `Path=${apiPrefix}${cookiePath}`,
      `Max-Age=${maxAgeSeconds}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(request.protocol === 'https' ? ['Secure'] : []),
    ].join('; '),
  );
}

/** Login: the new session's token (base64url, so cookie-safe) for file reads. */
export function setStaticTokenCookie(reply: FastifyReply, apiPrefix: string, token: string): void {
  reply.header('set-cookie', cookies(reply.request, apiPrefix, token, MAX_AGE_SECONDS));
}

export function clearStaticTokenCookie(reply: FastifyReply, apiPrefix: string): void {
  reply.header('set-cookie', cookies(reply.request, apiPrefix, '', 0));
}

export function readStaticTokenCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === STATIC_TOKEN_COOKIE)
      return part.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}
