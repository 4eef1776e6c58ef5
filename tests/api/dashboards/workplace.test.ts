// The workplace's waiting work and the group counts (docs/architecture.md, Dashboards): each person of
// the service cycle sees exactly the cards of the steps they hold over the records of their scope,
// overdue first; records of another tenant never count; a user without roles gets 510.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupCount, WorkplaceAnswer } from '../../../src/shared/workplace';
import { createUser } from '../helpers/fixtures';
import { addAs, daysFromToday, hazardBody, operate, startCast, today } from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';

const TASK = '/nanli/task';
const HAZARD = '/nanli/hiddenDanger';
const WORKPLACE = '/engine/workplace';
const YEAR = Number(today().slice(0, 4));

let cast: Cast;
const tasks: Record<'a' | 'b' | 'c' | 'elsewhere', Row> = {} as never;

const ok = async (reply: Promise<{ body: { success: boolean; message: string; result: unknown } }>) => {
  const { body } = await reply;
  if (!body.success) throw new Error(body.message);
  return body.result as Row;
};

const taskBody = (name: string, enterpriseId: unknown): Row => ({
  taskName: name,
  taskType: '1',
  enterpriseId,
  serviceYear: YEAR,
  sourceType: '1',
  priority: '1',
  planStart: today(),
  planEnd: daysFromToday(30),
});

async function workplace(token: string): Promise<WorkplaceAnswer> {
  const reply = await cast.api.get<WorkplaceAnswer>(WORKPLACE, { token });
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result;
}

/** The cards with waiting records, as "entity/todo" -> count. */
const waiting = (answer: WorkplaceAnswer) =>
  Object.fromEntries(answer.cards.filter((c) => c.count > 0).map((c) => [`${c.entity}/${c.todo}`, c.count]));

async function groups(token: string, field: string): Promise<Record<string, Omit<GroupCount, 'value'>>> {
  const reply = await cast.api.get<GroupCount[]>(`${TASK}/groupCounts`, { token, query: { field } });
  if (!reply.body.success) throw new Error(reply.body.message);
  return Object.fromEntries(reply.body.result.map(({ value, ...rest }) => [value, rest]));
}

beforeAll(async () => {
  cast = await startCast();
  const admin = cast.admin.token;
  tasks.a = await ok(addAs(cast, TASK, taskBody('甲任务', cast.mine.id), admin));
  tasks.b = await ok(addAs(cast, TASK, taskBody('乙任务', cast.mine.id), admin));
  tasks.c = await ok(addAs(cast, TASK, taskBody('丙任务', cast.theirs.id), admin));
  tasks.elsewhere = await ok(addAs(cast, TASK, taskBody('他租户任务', cast.mine.id), admin));
  for (const task of [tasks.a, tasks.b])
    await ok(
      operate(cast, TASK, 'dispatch', [task.id], admin, {
        values: { leaderExpertId: cast.engineer.expertId },
      }),
    );
  const raw = cast.db.withoutPlugins();
  // The time-rule job would flag it once its deadline passed; another tenant's record is written directly.
  await sql`update nanli_task set is_overdue = '1' where id = ${tasks.b.id}`.execute(raw);
  await sql`update nanli_task set tenant_id = 7 where id = ${tasks.elsewhere.id}`.execute(raw);
  const hazard = await ok(
    addAs(cast, HAZARD, await hazardBody(cast, cast.engineer.token), cast.engineer.token),
  );
  await ok(operate(cast, HAZARD, 'issue', [hazard.id], cast.engineer.token));
});
afterAll(() => cast.close());

describe('the workplace', () => {
  it('shows an engineer the tasks waiting for them, overdue first', async () => {
    const answer = await workplace(cast.engineer.token);
    expect(waiting(answer)).toEqual({ 'task/待接收': 2 });
    const card = answer.cards.find((c) => c.todo === '待接收')!;
    expect(card).toMatchObject({
      entityTitle: '任务',
      overdue: 1,
      operations: [
        { name: 'accept', label: '接收' },
        { name: 'decline', label: '拒绝' },
      ],
      filters: { status_MultiString: '1' },
    });
    expect(card.records.map((r) => [r.title, r.overdue, r.state_dictText])).toEqual([
      ['乙任务', true, '已派发'],
      ['甲任务', false, '已派发'],
    ]);
    // Steps they hold but with nothing waiting still have their (empty) card; others none.
    expect(answer.cards.some((c) => c.entity === 'hiddenDanger' && c.todo === '待复查')).toBe(true);
    expect(answer.cards.some((c) => c.todo === '待派发' && c.entity === 'task')).toBe(false);
    expect(answer.recent.map((s) => [s.entity, s.operationLabel])).toEqual([['hiddenDanger', '下发']]);
  });

  it('shows the enterprise user the hazards of their enterprise to rectify', async () => {
    const answer = await workplace(cast.owner.token);
    expect(waiting(answer)).toEqual({ 'hiddenDanger/待整改': 1 });
    expect(answer.cards.every((c) => c.entity !== 'task')).toBe(true);
    expect(answer.recent).toEqual([]);
  });

  it('shows the administrator everything waiting in their tenant only', async () => {
    const answer = await workplace(cast.admin.token);
    expect(waiting(answer)).toEqual({ 'task/待派发': 1, 'task/待接收': 2, 'hiddenDanger/待整改': 1 });
    const dispatch = answer.cards.find((c) => c.todo === '待派发')!;
    expect(dispatch.records.map((r) => r.id)).toEqual([tasks.c.id]);
    expect(answer.recent.map((s) => s.operationLabel)).toEqual(['派发', '派发']);
  });

  it('refuses a user without roles', async () => {
    const username = `noroles${Date.now().toString(36)}`;
    await createUser(cast.db, { username, password: 'Passw0rd!', roleCodes: [], orgCodes: ['A01'] });
    const token = await cast.api.login(username, 'Passw0rd!');
    expect((await cast.api.get(WORKPLACE, { token })).body).toMatchObject({ success: false, code: 510 });
    const counts = await cast.api.get(`${TASK}/groupCounts`, { token, query: { field: 'status' } });
    expect(counts.body).toMatchObject({ success: false, code: 510 });
  });
});

describe('group counts', () => {
  it('count by state within each person’s list scope', async () => {
    const count = (g: Record<string, { count: number }>) =>
      Object.fromEntries(Object.entries(g).map(([k, v]) => [k, v.count]));
    expect(count(await groups(cast.admin.token, 'status'))).toEqual({ '0': 1, '1': 2 });
    expect(count(await groups(cast.engineer.token, 'status'))).toEqual({ '1': 2 });
    expect(count(await groups(cast.owner.token, 'status'))).toEqual({ '1': 2 });
    expect(count(await groups(cast.otherEngineer.token, 'status'))).toEqual({});
  });

  it('count open and overdue records by engineer, with texts and colours', async () => {
    const byEngineer = await groups(cast.admin.token, 'leaderExpertId');
    expect(byEngineer[cast.engineer.expertId]).toEqual({ text: '赵工', count: 2, open: 2, overdue: 1 });
    expect(byEngineer['']).toMatchObject({ count: 1, open: 1, overdue: 0 });
    const byState = await groups(cast.admin.token, 'status');
    expect(byState['1']!.text).toBe('已派发');
  });

  it('take the list filters and refuse a field that is no dictionary', async () => {
    const reply = await cast.api.get<GroupCount[]>(`${TASK}/groupCounts`, {
      token: cast.admin.token,
      query: { field: 'status', enterpriseId: String(cast.theirs.id) },
    });
    expect(reply.body.result.map((g) => [g.value, g.count])).toEqual([['0', 1]]);
    const refused = await cast.api.get(`${TASK}/groupCounts`, {
      token: cast.admin.token,
      query: { field: 'taskName' },
    });
    expect(refused.body).toMatchObject({ success: false });
  });
});
