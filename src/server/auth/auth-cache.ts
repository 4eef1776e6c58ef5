// What authentication resolved per token and tenant, kept in this instance so that a request does not
// read its session, user, tenant membership and permissions again: 4–5 statements of every request.
// Semantics stay those of the database:
// - an entry keeps the session's expiry and last touch; past either, the request goes to the
//   database (which refuses an expired session and writes the sliding touch once per interval);
// - any write to a table in AUTH_TABLES, on any instance (realtime/table-writes.ts), drops every
//   entry; a request that began reading before such a write does not store what it read (generation);
// - the tenant's dates are judged on every request; AUTH_CACHE.ttlMs is a backstop for writes made
//   outside the server (a restored backup, hand-made SQL).
import type { FastifyRequest } from 'fastify';
import type { TableWrite, WriteVerb } from '../db/write-notice';
import type { UserRow } from '../db/tables';
import type { TenantValidity } from '../../shared/tenants/tenant-rules';
import type { PrincipalGrants } from '../engine/principal';

export const AUTH_CACHE = {
  /** An entry is read again from the database after this long, whatever happened. */
  ttlMs: 30 * 1000,
  /** Entries kept at most (the oldest go first): one per signed-in token and tenant in use. */
  maxEntries: 10_000,
} as const;

const EVERY_WRITE: readonly WriteVerb[] = ['insert', 'update', 'delete'];

/**
 * Tables whose writes change what a token resolves to, with the writes that do. A new session
 * (insert) changes no other token, and the only update of a session is its sliding touch, which
 * never shortens it; logout and revocation delete.
 */
export const AUTH_TABLES: Readonly<Record<string, readonly WriteVerb[]>> = {
  sys_session: ['delete'],
  sys_user: EVERY_WRITE,
  sys_role: EVERY_WRITE,
  sys_user_role: EVERY_WRITE,
  sys_permission: EVERY_WRITE,
  sys_role_permission: EVERY_WRITE,
  sys_permission_data_rule: EVERY_WRITE,
  sys_depart: EVERY_WRITE,
  sys_user_depart: EVERY_WRITE,
  sys_depart_permission: EVERY_WRITE,
  sys_depart_role: EVERY_WRITE,
  sys_depart_role_user: EVERY_WRITE,
  sys_depart_role_permission: EVERY_WRITE,
  sys_tenant: EVERY_WRITE,
  sys_user_tenant: EVERY_WRITE,
};

export const changesAuth = (writes: readonly TableWrite[]): boolean =>
  writes.some((write) => AUTH_TABLES[write.table]?.includes(write.verb) ?? false);

export interface AuthEntry {
  sessionId: string;
  lastSeenAt: number;
  expiresAt: number;
  user: UserRow;
  /** The membership of the tenant the key names (tenant 0: the platform's, for non-members); undefined when none. */
  tenant: TenantValidity | undefined;
  /** The permissions, loaded by the first request that needs them. */
  grants: Promise<PrincipalGrants> | null;
  storedAt: number;
}

export interface AuthCache {
  /** Moves on every drop: a reader stores only if it has not moved since it began. */
  generation(): number;
  get(key: string, now: number): AuthEntry | undefined;
  /** Stores the entry unless a drop happened since `generation` was read. */
  set(key: string, entry: AuthEntry, generation: number): void;
  dropAll(): void;
}

/** The entry a request was authenticated from, for its principal (engine/principal.ts). */
export interface AttachedEntry {
  entry: AuthEntry;
  /** Whether no drop happened since the entry was read (so what is loaded now may be kept in it). */
  current(): boolean;
}

const attached = new WeakMap<FastifyRequest, AttachedEntry>();

export const attachedEntry = (request: FastifyRequest): AttachedEntry | undefined => attached.get(request);

export function attachEntry(request: FastifyRequest, cache: AuthCache, entry: AuthEntry): void {
  const at = cache.generation();
  attached.set(request, { entry, current: () => cache.generation() === at });
}

export function createAuthCache(): AuthCache {
  const entries = new Map<string, AuthEntry>();
  let generation = 0;
  return {
    generation: () => generation,
    get(key, now) {
      const entry = entries.get(key);
      if (entry && now - entry.storedAt >= AUTH_CACHE.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, entry, since) {
      if (since !== generation) return;
      entries.delete(key);
      if (entries.size >= AUTH_CACHE.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    },
    dropAll() {
      generation += 1;
      entries.clear();
    },
  };
}
