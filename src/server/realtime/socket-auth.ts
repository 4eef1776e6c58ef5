// Who may open a socket: browsers cannot set headers on a WebSocket, so the client passes its session
// token as the sub-protocol (contract §10.3, JeecgBoot 3.3+). The upgrade is refused (401) without a
// live session and (403) when the path names another user or the page's origin is not allowed (the
// origin check keeps other sites' pages off the socket even if a token leaks to them).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionStore } from '../auth/session-store';
import type { Database, UserRow } from '../db/tables';
import { Errors } from '../errors';

const PROTOCOL_HEADER = 'sec-websocket-protocol';

/** The first offered sub-protocol: the token (ws echoes it back, as the contract requires). */
export function socketToken(request: FastifyRequest): string | undefined {
  const header = request.headers[PROTOCOL_HEADER];
  const first = typeof header === 'string' ? header.split(',')[0]?.trim() : undefined;
  return first ? first : undefined;
}

/**
 * Same host as the request, or listed in WS_ORIGINS. A missing Origin means a non-browser
 * client, which has to hold a token anyway.
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin.replace(/\/+$/, ''))) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export async function authenticateSocket(
  request: FastifyRequest<{ Params: { userId: string } }>,
  deps: { db: Kysely<Database>; sessions: SessionStore; allowedOrigins: readonly string[] },
): Promise<UserRow> {
  if (!originAllowed(request, deps.allowedOrigins)) throw Errors.socketRefused();
  const token = socketToken(request);
  const session = token ? await deps.sessions.resolve(token) : null;
  if (!session) throw Errors.tokenInvalid();
  const user = await deps.db
    .selectFrom('sysUser')
    .selectAll()
    .where('id', '=', session.userId)
    .where('delFlag', '=', 0)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!user) throw Errors.tokenInvalid();
  if (user.id !== request.params.userId) throw Errors.socketRefused();
  return user;
}
