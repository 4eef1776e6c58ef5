// The hidden-danger life cycle's rules (domain §4.1): the reviewer is never the one who submitted the
// rectification, and an approved extension moves the deadline to the date asked for.
import { sql } from 'kysely';
import type { OperationEffect, OperationGuard } from '../engine/hooks';
import { columnOf } from './records';
import { BUSINESS_MESSAGES } from './messages';

export const reviewerNotRectifier: OperationGuard = async ({ before, access }) =>
  before.rectifierId && before.rectifierId === access.principal.user.id
    ? BUSINESS_MESSAGES.reviewerIsRectifier
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
