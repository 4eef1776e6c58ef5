// The follow-up of a deep service (回访, domain §4.4): the platform calls the enterprise back once its
// acceptance (完成时间, stamped by 验收) is at least 30 days old — the step's `after` in
// deepService.json — records what was said, and the time and caller are stamped; the service stays
// 已完成. Once only, waiting on the administrator's workplace (待回访) until then; before the 30 days
// the step is refused, saying so.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import type { WorkplaceAnswer } from '../../../src/shared/workplace';
import { OPERATION_TEXTS } from '../../../src/shared/engine-operations';
import { formatDateTime } from '../../../src/shared/date-format';
import { addAs, deepServiceBody, operate, readAsAdmin, startCast, succeeded } from './support';
import type { Cast, Row } from './support';

const DEEP = '/nanli/deepService';
const SUBMITTED = '4';
const COMPLETED = '5';
const DAY_MS = 86_400_000;
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

/**
 * A deep service of the cast's enterprise accepted (its team's work, with its expert rules, is no
 * concern here: it is put at 待验收), its completion then moved `daysAgo` back.
 */
async function completed(daysAgo: number): Promise<string> {
  const deep = await succeeded(addAs(cast, DEEP, deepServiceBody(cast.mine.id), cast.admin.token));
  const id = String(deep.id);
  const raw = cast.db.withoutPlugins();
  await sql`update nanli_deep_service set status = ${SUBMITTED} where id = ${id}`.execute(raw);
  await succeeded(operate(cast, DEEP, 'accept', [id], cast.admin.token, { values: { satisfaction: 5 } }));
  const accepted = await readAsAdmin(cast, DEEP, id);
  expect(accepted).toMatchObject({ status: COMPLETED, followUpTime: null });
  expect(String(accepted.completeTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const completeTime = formatDateTime(Date.now() - daysAgo * DAY_MS);
  await sql`update nanli_deep_service set complete_time = ${completeTime} where id = ${id}`.execute(raw);
  return id;
}

const followUp = (id: string, token: string, values: Row) =>
  operate(cast, DEEP, 'followUp', [id], token, { values });

/** The administrator's 待回访 card of deep services: its count, as many as the list shows with its filters. */
async function waitingCalls(): Promise<number> {
  const reply = await cast.api.get<WorkplaceAnswer>('/engine/workplace', { token: cast.admin.token });
  expect(reply.body.success, reply.body.message).toBe(true);
  const card = reply.body.result.cards.find((c) => c.entity === 'deepService' && c.todo === '待回访');
  if (!card) return 0;
  expect(card.filters).toMatchObject({ status_MultiString: COMPLETED, followUpTime_empty: '1' });
  expect(card.filters.completeTime_end).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const list = await cast.api.get<PageResult<Row>>(`${DEEP}/list`, {
    token: cast.admin.token,
    query: card.filters,
  });
  expect(list.body.result.total).toBe(card.count);
  return card.count;
}

describe('the follow-up of a deep service', () => {
  it('is refused before 30 days since its completion, and not waiting then', async () => {
    const waiting = await waitingCalls();
    const id = await completed(5);
    expect(await waitingCalls()).toBe(waiting);
    const early = await followUp(id, cast.admin.token, { followUpResult: '企业满意' });
    expect(early.body).toMatchObject({
      success: false,
      message: OPERATION_TEXTS.notYet('回访', '完成时间', 30),
    });
    expect(await readAsAdmin(cast, DEEP, id)).toMatchObject({ followUpTime: null, followUpResult: null });
  });

  it('records the result of one completed 31 days ago, stamped, once, keeping its state', async () => {
    const waiting = await waitingCalls();
    const id = await completed(31);
    expect(await waitingCalls()).toBe(waiting + 1);
    const missing = await followUp(id, cast.admin.token, {});
    expect(missing.body).toMatchObject({ success: false, message: expect.stringContaining('回访结果') });
    await succeeded(followUp(id, cast.admin.token, { followUpResult: '治理方案已落实，企业满意' }));
    const after = await readAsAdmin(cast, DEEP, id);
    expect(after).toMatchObject({
      status: COMPLETED,
      followUpResult: '治理方案已落实，企业满意',
      followUpBy: expect.any(String),
    });
    expect(String(after.followUpTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await waitingCalls()).toBe(waiting);
    const again = await followUp(id, cast.admin.token, { followUpResult: '再次回访' });
    expect(again.body).toMatchObject({ success: false, message: OPERATION_TEXTS.notForRecord('回访') });
    expect(await readAsAdmin(cast, DEEP, id)).toMatchObject({ followUpResult: '治理方案已落实，企业满意' });
  });

  it('is not the enterprise’s nor the engineer’s to record', async () => {
    const id = await completed(40);
    for (const token of [cast.owner.token, cast.engineer.token]) {
      const reply = await followUp(id, token, { followUpResult: '自评满意' });
      expect(reply.body).toMatchObject({ success: false, code: 510 });
    }
    expect(await readAsAdmin(cast, DEEP, id)).toMatchObject({ followUpTime: null });
  });
});
