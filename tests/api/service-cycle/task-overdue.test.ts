// An overdue task reminds its engineers and the administrator who created it (domain §4.x: task
// overdue → remind the expert and the admin): task.json's rule notifies leaderExpertId.userName,
// memberExpertIds.userName and createBy — the engineers' accounts are found through their expert rows.
// Each of them gets one message per evaluation listing their newly overdue tasks, and never again.
// A task approved after its deadline stays 已逾期 (the rule's keptIn: 已完成), so late completion stays
// visible in the list and in the engineers' overdue counts; a cancelled one does not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupCount } from '../../../src/shared/workplace';
import { TIME_RULE_JOB } from '../../../src/server/modules/jobs/time-rule-job';
import { TIME_RULE_TEXTS } from '../../../src/shared/time-rules';
import { runJobOfClass } from '../helpers/job-runs';
import { messagesOf } from '../helpers/notices';
import { addAs, daysFromToday, operate, readAsAdmin, startCast, taskBody } from './support';
import type { Cast, Person, Row } from './support';

const TASK = '/nanli/task';
const PLANNED = '2019-12-01';
const PAST = '2020-01-01';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

/** A task the administrator adds and dispatches to the leader (and members), due on `deadline`. */
async function dispatched(deadline: string, leader: string, members: string[] = []): Promise<Row> {
  const added = await addAs(
    cast,
    TASK,
    // Planned long ago, so that a past deadline is allowed.
    taskBody(cast.mine.id, { planStart: PLANNED, planEnd: deadline }),
    cast.admin.token,
  );
  if (!added.body.success) throw new Error(added.body.message);
  const values = { leaderExpertId: leader, memberExpertIds: members.join(',') || null, deadline };
  const reply = await operate(cast, TASK, 'dispatch', [added.body.result.id], cast.admin.token, { values });
  if (!reply.body.success) throw new Error(reply.body.message);
  return added.body.result;
}
/** The person's messages about tasks, newest first. */
const taskMessages = async (person: Person) =>
  (await messagesOf(cast.api, person.token)).records.filter((m) => m.titile.startsWith('任务'));
const evaluate = () => runJobOfClass(cast.api, cast.admin.token, TIME_RULE_JOB);
const line = (task: Row) => TIME_RULE_TEXTS.line(`任务 ${String(task.taskNo)} 已逾期`, '截止日期', PAST);

describe('an overdue task', () => {
  it('tells its leader, its members and its creator once each', async () => {
    const task = await dispatched(PAST, cast.engineer.expertId, [cast.otherEngineer.expertId]);
    await dispatched(daysFromToday(3), cast.engineer.expertId);
    expect(await evaluate()).toMatchObject({ status: 'success' });

    for (const person of [cast.engineer, cast.otherEngineer, cast.admin])
      expect(await taskMessages(person)).toEqual([
        expect.objectContaining({
          titile: `任务 ${String(task.taskNo)} 已逾期`,
          busId: task.id,
          msgContent: `<p>${line(task)}</p>`,
        }),
      ]);
    await evaluate();
    expect(await taskMessages(cast.engineer)).toHaveLength(1);
    expect(await taskMessages(cast.admin)).toHaveLength(1);
  });

  it('shares one message with another task of the same leader overdue at the same time', async () => {
    const first = await dispatched(PAST, cast.engineer.expertId);
    const second = await dispatched(PAST, cast.engineer.expertId);
    const before = (await taskMessages(cast.otherEngineer)).length;
    await evaluate();

    for (const person of [cast.engineer, cast.admin]) {
      const [latest, ...earlier] = await taskMessages(person);
      expect(earlier).toHaveLength(1);
      expect(latest).toMatchObject({ titile: TIME_RULE_TEXTS.manyTitle('任务', '逾期', 2), busId: null });
      for (const task of [first, second]) expect(latest!.msgContent).toContain(`<li>${line(task)}</li>`);
    }
    // Not a member of either: nothing new.
    expect(await taskMessages(cast.otherEngineer)).toHaveLength(before);
  });
});

describe('a task closed after its deadline', () => {
  /** Puts the task in 待审核 (its investigation is another test's concern). */
  const submitted = (task: Row) =>
    sql`update nanli_task set status = '5' where id = ${String(task.id)}`.execute(cast.db.withoutPlugins());
  const approve = (task: Row) => operate(cast, TASK, 'approve', [task.id], cast.admin.token);
  const flagOf = async (task: Row) => (await readAsAdmin(cast, TASK, task.id)).isOverdue;
  const overdueOf = async (leader: string) => {
    const reply = await cast.api.get<GroupCount[]>(`${TASK}/groupCounts`, {
      token: cast.admin.token,
      query: { field: 'leaderExpertId' },
    });
    return reply.body.result.find((group) => group.value === leader)?.overdue ?? 0;
  };

  it('stays 已逾期 once approved, in its leader’s overdue count too, whatever the job does next', async () => {
    const task = await dispatched(PAST, cast.otherEngineer.expertId);
    await evaluate();
    expect(await flagOf(task)).toBe('1');
    const overdue = await overdueOf(cast.otherEngineer.expertId);
    await submitted(task);
    expect((await approve(task)).body.success).toBe(true);
    expect(await readAsAdmin(cast, TASK, task.id)).toMatchObject({ status: '6', isOverdue: '1' });
    await evaluate();
    expect(await flagOf(task)).toBe('1');
    expect(await overdueOf(cast.otherEngineer.expertId)).toBe(overdue);
  });

  it('is marked 已逾期 when approved late before the job has marked it, without a message', async () => {
    const task = await dispatched(PAST, cast.otherEngineer.expertId);
    const before = (await taskMessages(cast.otherEngineer)).length;
    await submitted(task);
    expect(await flagOf(task)).toBe('0');
    expect((await approve(task)).body.success).toBe(true);
    expect(await flagOf(task)).toBe('1');
    await evaluate();
    expect(await taskMessages(cast.otherEngineer)).toHaveLength(before);
  });

  it('stays 未逾期 when approved on time, and a cancelled overdue task loses its mark', async () => {
    const onTime = await dispatched(daysFromToday(3), cast.otherEngineer.expertId);
    await submitted(onTime);
    expect((await approve(onTime)).body.success).toBe(true);
    await evaluate();
    expect(await flagOf(onTime)).toBe('0');

    const cancelled = await dispatched(PAST, cast.otherEngineer.expertId);
    await evaluate();
    expect(await flagOf(cancelled)).toBe('1');
    const reply = await operate(cast, TASK, 'cancel', [cancelled.id], cast.admin.token, {
      opinion: '企业停产',
    });
    expect(reply.body.success).toBe(true);
    expect(await flagOf(cancelled)).toBe('0');
  });
});
