// When trainings and drills may be recorded as held (domain §2.10–2.11, §4.6): a training starts
// from its planned day on (starting opens the sign-in, so it may start before the planned hour), and
// is completed only once its planned start time has come, with attendees registered and, when it has
// an exam (是否考核 = 是), the exam result of every attendee (合格/不合格 from the score, or 缺考/免考);
// a drill is completed only once its planned time has come (its evaluation follows completion by
// state). Times are compared as GMT+8 text, as the server stores them.
import { formatDate, formatDateTime } from '../../shared/date-format';
import type { OperationGuard } from '../engine/hooks';
import { allOf, compare, isNull } from '../engine/sql-conditions';
import { BUSINESS_MESSAGES } from './messages';
import { columnOf, entityOf } from './records';

/** yn: the training has an exam. */
const HAS_EXAM = 'Y';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const trainingStartDue: OperationGuard = async ({ before }) => {
  const day = text(before.startTime).slice(0, 10);
  return day && formatDate() < day ? BUSINESS_MESSAGES.trainingNotYetDay(day) : null;
};

/** The training's attendees, and those of them without an exam result. */
async function attendance(
  context: Parameters<OperationGuard>[0],
): Promise<{ present: number; unexamined: number }> {
  const { db, registry, access, before } = context;
  const attendee = entityOf(registry, 'trainingAttendee');
  const result = columnOf(attendee, 'examResult');
  const where = [compare(columnOf(attendee, 'trainingId'), '=', String(before.id))];
  if (attendee.tenantScoped) where.push(compare('tenant_id', '=', access.principal.tenantId));
  const row = await db
    .selectFrom(attendee.table)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('present'),
      eb.fn
        .sum<number | string | null>(eb.case().when(isNull(result)).then(1).else(0).end())
        .as('unexamined'),
    ])
    .where(allOf(where))
    .executeTakeFirst();
  return { present: Number(row?.present ?? 0), unexamined: Number(row?.unexamined ?? 0) };
}

export const trainingHeld: OperationGuard = async (context) => {
  const startTime = text(context.before.startTime);
  if (startTime && formatDateTime() < startTime) return BUSINESS_MESSAGES.trainingNotYetHeld(startTime);
  const { present, unexamined } = await attendance(context);
  if (present === 0) return BUSINESS_MESSAGES.trainingWithoutAttendees;
  if (context.before.hasExam === HAS_EXAM && unexamined > 0)
    return BUSINESS_MESSAGES.trainingExamMissing(unexamined);
  return null;
};

export const drillHeld: OperationGuard = async ({ before }) => {
  const drillTime = text(before.drillTime);
  return drillTime && formatDateTime() < drillTime ? BUSINESS_MESSAGES.drillNotYetHeld(drillTime) : null;
};
