// Keyed adds: a client names the record it means to create with a key (REQUEST_KEY_HEADER) and sends
// the same key when it repeats the request after a lost answer. The key is claimed by the first
// statement of the add's transaction, so it is kept exactly when the record is: a retry finds it and
// answers the record already created; a retry racing the first request waits for that transaction
// (the key's primary key) and then finds it too; a failed add leaves the key free for the retry.
import type { FastifyRequest } from 'fastify';
import { formatDateTime } from '../../../shared/date-format';
import { REQUEST_KEY_HEADER, REQUEST_KEY_PATTERN } from '../../../shared/engine-api';
import { Errors } from '../../errors';
import type { EngineDb } from '../engine-db';

const TABLE = 'sys_request_key';
/** Keys are kept a day: far longer than any client retries, short enough to keep the table small. */
export const REQUEST_KEY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface RequestKey {
  userId: string;
  key: string;
}

/** The request's key, or null when it sends none; a malformed key is refused. */
export function requestKeyOf(request: FastifyRequest, userId: string): RequestKey | null {
  const value = request.headers[REQUEST_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !REQUEST_KEY_PATTERN.test(value)) throw Errors.requestKeyInvalid();
  return { userId, key: value };
}

/**
 * Inside the add's transaction, before it writes anything: claims the key for `recordId` of
 * `entity`. Answers null when the key is new, else the id of the record an earlier request with the
 * key created (nothing more may be written then).
 */
export async function claimRequestKey(
  trx: EngineDb,
  requestKey: RequestKey,
  entity: string,
  recordId: string,
): Promise<string | null> {
  const claimed = await trx
    .insertInto(TABLE)
    .values({
      user_id: requestKey.userId,
      request_key: requestKey.key,
      entity,
      record_id: recordId,
      create_time: formatDateTime(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'request_key']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  if (claimed) return null;
  const earlier = await trx
    .selectFrom(TABLE)
    .select(['entity', 'record_id'])
    .where('user_id', '=', requestKey.userId)
    .where('request_key', '=', requestKey.key)
    .executeTakeFirstOrThrow();
  if (earlier.entity !== entity) throw Errors.requestKeyReused();
  return String(earlier.record_id);
}

/** Removes keys older than REQUEST_KEY_MAX_AGE_MS; answers how many. */
export async function purgeRequestKeys(db: EngineDb, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom(TABLE)
    .where('create_time', '<', formatDateTime(now - REQUEST_KEY_MAX_AGE_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
