// Per-user preferences (ENGINE_PATHS.preference), such as a list's column settings: GET answers the
// stored JSON value (null when none), PUT {value} replaces it. Keys are short names; values are capped.
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ENGINE_PATHS } from '../../../shared/engine-api';
import { formatDateTime } from '../../../shared/date-format';
import { authOf } from '../../auth/authenticate';
import type { Database } from '../../db/tables';
import { newId } from '../../db/ids';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';

const PREFERENCE_KEY = /^[A-Za-z0-9:._-]{1,100}$/;
export const MAX_PREFERENCE_BYTES = 20 * 1024;

function keyOf(params: unknown): string {
  const key = (params as { key?: unknown }).key;
  if (typeof key !== 'string' || !PREFERENCE_KEY.test(key)) throw Errors.preferenceKeyInvalid();
  return key;
}

export function registerPreferenceRoutes(api: FastifyInstance, db: Kysely<Database>): void {
  api.get(ENGINE_PATHS.preference, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    const row = await db
      .selectFrom('sysUserSetting')
      .select('value')
      .where('userId', '=', user.id)
      .where('settingKey', '=', keyOf(request.params))
      .executeTakeFirst();
    return ok(row ? (JSON.parse(row.value) as unknown) : null);
  });

  api.put(ENGINE_PATHS.preference, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    const settingKey = keyOf(request.params);
    const body = request.body;
    if (!body || typeof body !== 'object' || !('value' in body)) throw Errors.badRequest('value 格式不正确');
    const value = JSON.stringify((body as { value: unknown }).value ?? null);
    if (Buffer.byteLength(value, 'utf8') > MAX_PREFERENCE_BYTES)
      throw Errors.preferenceTooLarge(MAX_PREFERENCE_BYTES / 1024);
    const updateTime = formatDateTime();
    await db
      .insertInto('sysUserSetting')
      .values({ id: newId(), userId: user.id, settingKey, value, updateTime })
      .onConflict((oc) => oc.columns(['userId', 'settingKey']).doUpdateSet({ value, updateTime }))
      .execute();
    return ok(null, SuccessMessages.saved);
  });
}
