// The task and investigation steps (domain §4.2, §2.7): only the task's leader accepts, declines,
// starts and submits it; a task is submitted with its investigation; submitting an investigation
// issues the hazards it found (待下发 → 待整改).
import type { OperationEffect, OperationGuard } from '../engine/hooks';
import { inList, compare, allOf } from '../engine/sql-conditions';
import { myExpertIds } from './experts';
import { BUSINESS_MESSAGES } from './messages';
import { columnOf, entityOf, selectIds } from './records';

/** Hazard state an investigation's submission issues (待下发), and the operation that does it. */
const HAZARD_NOT_ISSUED = '10';
/** Investigation states that count as the task's result (已提交, 已审核). */
const INVESTIGATION_SUBMITTED = ['2', '3'];

export const leaderIsMe: OperationGuard = async ({ db, registry, access, before }) => {
  const mine = await myExpertIds({ db, registry, principal: access.principal });
  return mine.includes(String(before.leaderExpertId ?? '')) ? null : BUSINESS_MESSAGES.notTaskLeader;
};

export const taskHasInvestigation: OperationGuard = async ({ db, registry, access, before }) => {
  const investigation = entityOf(registry, 'investigation');
  const found = await selectIds(db, investigation, access.principal.tenantId)
    .where(
      allOf([
        compare(columnOf(investigation, 'taskId'), '=', String(before.id)),
        inList(columnOf(investigation, 'status'), INVESTIGATION_SUBMITTED),
      ]),
    )
    .executeTakeFirst();
  return found ? null : BUSINESS_MESSAGES.taskWithoutInvestigation;
};

export const issueInvestigationHazards: OperationEffect = async (context) => {
  const { db, registry, access, after } = context;
  const hazard = entityOf(registry, 'hiddenDanger');
  const rows = await selectIds(db, hazard, access.principal.tenantId)
    .where(
      allOf([
        compare(columnOf(hazard, 'investigationId'), '=', String(after.id)),
        compare(columnOf(hazard, 'status'), '=', HAZARD_NOT_ISSUED),
      ]),
    )
    .execute();
  await context.operate(
    hazard.name,
    'issue',
    rows.map((row) => String(row.id)),
  );
};
