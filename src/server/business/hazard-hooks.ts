// The hidden-danger life cycle's rules (domain §4.1): the reviewer is never the one who submitted the
// rectification, an extension asks for a date after the deadline, and an approved extension moves the
// deadline to the date asked for.
import { sql } from 'kysely';
import type { OperationEffect, OperationGuard } from '../engine/hooks';
import { columnOf } from './records';
import { BUSINESS_MESSAGES } from './messages';

export const reviewerNotRectifier: OperationGuard = async ({ before, access }) =>
  before.rectifierId && before.rectifierId === access.principal.user.id
    ? BUSINESS_MESSAGES.reviewerIsRectifier
    : null;

/**
 * A guard rather than a cross-field rule: once approved, the deadline is the extension's date, and a
 * rule judging every later save would refuse them.
 */
export const extensionAfterDeadline: OperationGuard = async ({ before, changes }) =>
  String(changes.extensionDeadline ?? '') <= String(before.rectifyDeadline ?? '')
    ? BUSINESS_MESSAGES.extensionNotLater
    : null;

export const applyExtension: OperationEffect = async ({ db, access, before }) => {
  const entity = access.entity;
  if (!before.extensionDeadline) return;
  await db
    .updateTable(entity.table)
    .set({ [columnOf(entity, 'rectifyDeadline')]: before.extensionDeadline })
    .where(sql.ref('id'), '=', String(before.id))
    .execute();
};
