// Look-ups of accounts by phone and the checks on a phone number the account flows share.
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/tables';
import { Errors } from '../../errors';
import { RULES } from '../../../shared/validation/rules';

/** The trimmed phone; refuses an empty or malformed number with the spec's messages (§5). */
export function checkedPhone(raw: string | undefined): string {
  const phone = raw?.trim() ?? '';
  if (!phone) throw Errors.mobileRequired();
  if (RULES.mobile(phone) !== null) throw Errors.mobileInvalid();
  return phone;
}

/** Accounts (not deleted) bound to the phone; normally none or one. */
export function usersByPhone(db: Kysely<Database>, phone: string): Promise<UserRow[]> {
  return db
    .selectFrom('sysUser')
    .selectAll()
    .where('phone', '=', phone)
    .where('delFlag', '=', 0)
    .orderBy('id')
    .limit(2)
    .execute();
}

/** The one account of a phone, refusing unknown and shared numbers. */
export async function userOfPhone(db: Kysely<Database>, phone: string): Promise<UserRow> {
  const users = await usersByPhone(db, phone);
  if (users.length === 0) throw Errors.smsPhoneUnknown();
  if (users.length > 1) throw Errors.phoneAmbiguous();
  return users[0] as UserRow;
}
