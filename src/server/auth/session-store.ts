// Sessions: opaque random tokens, stored only as SHA-256 hashes, with a sliding idle expiry
// capped by an absolute lifetime. Logout deletes the row, so a revoked token stops working at once.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export const SESSION_POLICY = {
  /** A session unused for this long expires. */
  idleMs: 2 * 60 * 60 * 1000,
  /** No session outlives this, however active (matches the client's 7-day token storage). */
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
  /** Write the sliding expiry at most this often, not on every request. */
  touchIntervalMs: 60 * 1000,
} as const;

const TOKEN_BYTES = 32;

export interface SessionInfo {
  sessionId: string;
  userId: string;
}

/** A live session with its times after this use (for a cache that must expire and touch it on time). */
export interface ResolvedSession extends SessionInfo {
  lastSeenAt: number;
  expiresAt: number;
}

export interface SessionStore {
  create(userId: string, client: { ip: string | null; userAgent: string | null }): Promise<string>;
  resolve(token: string): Promise<ResolvedSession | null>;
  revoke(token: string): Promise<SessionInfo | null>;
  revokeOthers(userId: string, keepSessionId: string): Promise<void>;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionStore(db: Kysely<Database>, now: () => number = Date.now): SessionStore {
  return {
    async create(userId, client) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const t = now();
      await db.deleteFrom('sysSession').where('expiresAt', '<=', t).execute();
      await db
        .insertInto('sysSession')
        .values({
          id: hashToken(token),
          userId,
          createdAt: t,
          lastSeenAt: t,
          expiresAt: t + SESSION_POLICY.idleMs,
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 255) ?? null,
        })
        .execute();
      return token;
    },

    async resolve(token) {
      if (!token || token.length > 128) return null;
      const id = hashToken(token);
      const session = await db.selectFrom('sysSession').selectAll().where('id', '=', id).executeTakeFirst();
      const t = now();
      if (!session) return null;
      if (session.expiresAt <= t) {
        await db.deleteFrom('sysSession').where('id', '=', id).execute();
        return null;
      }
      if (t - session.lastSeenAt >= SESSION_POLICY.touchIntervalMs) {
        const expiresAt = Math.min(session.createdAt + SESSION_POLICY.absoluteMs, t + SESSION_POLICY.idleMs);
        await db.updateTable('sysSession').set({ lastSeenAt: t, expiresAt }).where('id', '=', id).execute();
        return { sessionId: id, userId: session.userId, lastSeenAt: t, expiresAt };
      }
      return {
        sessionId: id,
        userId: session.userId,
        lastSeenAt: session.lastSeenAt,
        expiresAt: session.expiresAt,
      };
    },

    async revoke(token) {
      const id = hashToken(token);
      const session = await db
        .deleteFrom('sysSession')
        .where('id', '=', id)
        .returning(['id', 'userId'])
        .executeTakeFirst();
      return session ? { sessionId: session.id, userId: session.userId } : null;
    },

    async revokeOthers(userId, keepSessionId) {
      await db
        .deleteFrom('sysSession')
        .where('userId', '=', userId)
        .where('id', '!=', keepSessionId)
        .execute();
    },
  };
}
