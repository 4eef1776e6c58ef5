// Who may open a socket: browsers cannot set headers on a WebSocket, so the client passes its session
// token as the sub-protocol (contract §10.3, JeecgBoot 3.3+). The upgrade is refused (401) without a
// live session and (403) when the path names another user or the page's origin is not allowed (the
// origin check keeps other sites' pages off the socket even if a token leaks to them).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hashToken } from '../auth/session-store';
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

/** The user behind a live session token, or null (ended, frozen, deleted). */
async function sessionUser(
  token: string | undefined,
  deps: { db: Kysely<Database>; sessions: SessionStore },
): Promise<UserRow | null> {
  const session = token ? await deps.sessions.resolve(token) : null;
  return session ? liveUser(deps.db, session.userId) : null;
}

/** The user, unless deleted or frozen. */
export async function liveUser(db: Kysely<Database>, userId: string): Promise<UserRow | null> {
  const user = await db
    .selectFrom('sysUser')
    .selectAll()
    .where('id', '=', userId)
    .where('delFlag', '=', 0)
    .where('status', '=', 1)
    .executeTakeFirst();
  return user ?? null;
}

/**
 * Whether the session is still live for this user, read without touching it: an open socket must not
 * keep an idle session alive (the sliding expiry follows what the user does, not an open tab).
 */
export async function sessionStillLive(
  db: Kysely<Database>,
  token: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('sysSession')
    .innerJoin('sysUser', 'sysUser.id', 'sysSession.userId')
    .select('sysSession.id')
    .where('sysSession.id', '=', hashToken(token))
    .where('sysSession.userId', '=', userId)
    .where('sysSession.expiresAt', '>', Date.now())
    .where('sysUser.delFlag', '=', 0)
    .where('sysUser.status', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function authenticateSocket(
  request: FastifyRequest<{ Params: { userId: string } }>,
  deps: { db: Kysely<Database>; sessions: SessionStore; allowedOrigins: readonly string[] },
): Promise<UserRow> {
  if (!originAllowed(request, deps.allowedOrigins)) throw Errors.socketRefused();
  const user = await sessionUser(socketToken(request), deps);
  if (!user) throw Errors.tokenInvalid();
  if (user.id !== request.params.userId) throw Errors.socketRefused();
  return user;
}
