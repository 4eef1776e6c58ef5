// Authentication of API requests: every route needs a valid session token (the X-Access-Token header;
// on file reads also the static-file cookie, static-cookie.ts) unless its declared access is
// 'public'; a route declaring permission codes also needs one of them. A missing, forged, expired or
// revoked token, a frozen or deleted user get the contract's expired-token answer; a tenant-id the
// user may not act in (not a member, frozen, outside its dates) gets HTTP 401 too, with the reason
// as the message.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables';
import { Errors } from '../errors';
import { SESSION_POLICY, hashToken } from './session-store';
import type { SessionStore } from './session-store';
import { attachEntry } from './auth-cache';
import type { AuthCache, AuthEntry } from './auth-cache';
import { refusalOf, tenantTerms } from '../modules/tenants/tenant-access';
import { requireAnyCode } from '../engine/principal';
import { requiredCodes } from './route-access';
import { readStaticTokenCookie } from './static-cookie';

export interface AuthContext {
  user: UserRow;
  token: string;
  sessionId: string;
  /** The validated tenant-id header; 0 when none. */
  tenantId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const TOKEN_HEADER = 'x-access-token';
const TENANT_HEADERS = ['tenant-id', 'tenant_id'] as const;

export function readToken(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function readTenantId(request: FastifyRequest): number | null {
  const raw = TENANT_HEADERS.map((h) => request.headers[h]).find((v) => typeof v === 'string' && v !== '');
  if (raw === undefined) return 0;
  const id = Number(raw);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

export function registerAuthentication(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; sessions: SessionStore; authCache: AuthCache },
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.access;
    if (declared === 'public' || request.method === 'OPTIONS') return;
    if (!request.routeOptions.url) return; // unknown path: the not-found handler answers
    const token =
      readToken(request) ??
      (request.routeOptions.config.tokenCookie ? readStaticTokenCookie(request) : undefined);
    if (!token) throw Errors.tokenInvalid();
    const tenantId = readTenantId(request);
    const entry = tenantId === null ? null : await resolveEntry(deps, token, tenantId);
    if (!entry || tenantId === null) throw Errors.tokenInvalid();
    // A file read (an <img> or <iframe>, which sends no tenant header) is judged by the tenant of
    // the file's record (files/file-access.ts), not by the header's.
    const refusal = request.routeOptions.config.tokenCookie ? null : refusalOf(entry.tenant);
    if (refusal) throw refusal;
    attachEntry(request, deps.authCache, entry);
    request.auth = { user: entry.user, token, sessionId: entry.sessionId, tenantId };
    const codes = requiredCodes(declared);
    if (codes) await requireAnyCode(request, deps.db, codes);
  });
}

/**
 * The token's session, user and tenant membership: from the auth cache while the session needs
 * neither its expiry checked nor its sliding touch written, else from the database (and kept).
 */
async function resolveEntry(
  deps: { db: Kysely<Database>; sessions: SessionStore; authCache: AuthCache },
  token: string,
  tenantId: number,
): Promise<AuthEntry | null> {
  const key = `${hashToken(token)}:${tenantId}`;
  const now = Date.now();
  const kept = deps.authCache.get(key, now);
  if (kept && kept.expiresAt > now && now - kept.lastSeenAt < SESSION_POLICY.touchIntervalMs) return kept;
  const generation = deps.authCache.generation();
  const session = await deps.sessions.resolve(token);
  if (!session) return null;
  const user = await deps.db
    .selectFrom('sysUser')
    .selectAll()
    .where('id', '=', session.userId)
    .where('delFlag', '=', 0)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!user) return null;
  const tenant = await tenantTerms(deps.db, user.id, tenantId);
  const entry: AuthEntry = {
    sessionId: session.sessionId,
    lastSeenAt: session.lastSeenAt,
    expiresAt: session.expiresAt,
    user,
    tenant,
    // An entry refreshed for its touch or expiry keeps its permissions: still in the cache, it has
    // seen no auth change.
    grants: kept?.user.id === user.id ? kept.grants : null,
    storedAt: now,
  };
  // A refused membership is not kept: the refusal is rare and must be read afresh.
  if (refusalOf(tenant) === null) deps.authCache.set(key, entry, generation);
  return entry;
}

/** The authenticated context of a protected route (the hook guarantees it exists). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw Errors.tokenInvalid();
  return request.auth;
}
