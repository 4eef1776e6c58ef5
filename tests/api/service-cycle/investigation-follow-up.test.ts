// The follow-up of a service (回访, AQ 9010, domain §2.7): once an investigation is approved, the
// insurer's staff record what the enterprise said and its satisfaction (1–5); the time and who called
// are stamped, the investigation keeps its state. Once only (when followUpTime is empty), waiting on
// the administrator's workplace (待回访) until then. Not before approval, not by the enterprise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAs, investigationBody, operate, photoOf, readAsAdmin, startCast, succeeded } from './support';
import type { Cast, Row } from './support';
import type { PageResult } from '../../../src/shared/api-types';
import type { WorkplaceAnswer } from '../../../src/shared/workplace';
import { OPERATION_TEXTS } from '../../../src/shared/engine-operations';

const INVESTIGATION = '/nanli/investigation';
const APPROVED = '3';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

/** An investigation of the cast's enterprise, checked in and submitted. */
async function submitted(): Promise<string> {
  const token = cast.engineer.token;
  const investigation = await succeeded(addAs(cast, INVESTIGATION, investigationBody(cast), token));
  await succeeded(operate(cast, INVESTIGATION, 'checkIn', [investigation.id], token));
  await succeeded(
    operate(cast, INVESTIGATION, 'submit', [investigation.id], token, {
      values: {
        summary: '共检查1项，未发现隐患',
        expertSignImg: await photoOf(cast, token),
        enterpriseSignImg: await photoOf(cast, token),
      },
    }),
  );
  return String(investigation.id);
}

const followUp = (id: string, token: string, values: Row) =>
  operate(cast, INVESTIGATION, 'followUp', [id], token, { values });

/**
 * The administrator's 待回访 card: how many approved investigations wait for their call — as many as
 * the list shows with the card's filters (查看全部).
 */
async function waitingCalls(): Promise<number> {
  const reply = await cast.api.get<WorkplaceAnswer>('/engine/workplace', { token: cast.admin.token });
  expect(reply.body.success, reply.body.message).toBe(true);
  const card = reply.body.result.cards.find((c) => c.entity === 'investigation' && c.todo === '待回访');
  if (!card) return 0;
  expect(card.filters).toEqual({ status_MultiString: APPROVED, followUpTime_empty: '1' });
  const list = await cast.api.get<PageResult<Row>>(`${INVESTIGATION}/list`, {
    token: cast.admin.token,
    query: card.filters,
  });
  expect(list.body.result.total).toBe(card.count);
  return card.count;
}

describe('the follow-up of an investigation', () => {
  it('records the result and satisfaction of an approved one, stamped, keeping its state', async () => {
    const id = await submitted();
    const early = await followUp(id, cast.admin.token, { followUpResult: '企业满意', satisfaction: 5 });
    expect(early.body.success).toBe(false);
    const waiting = await waitingCalls();
    await succeeded(operate(cast, INVESTIGATION, 'audit', [id], cast.admin.token, { opinion: '同意' }));
    expect(await waitingCalls()).toBe(waiting + 1);
    const tooHigh = await followUp(id, cast.admin.token, { followUpResult: '企业满意', satisfaction: 6 });
    expect(tooHigh.body).toMatchObject({ success: false, message: expect.stringContaining('满意度') });
    const missing = await followUp(id, cast.admin.token, { satisfaction: 4 });
    expect(missing.body).toMatchObject({ success: false, message: expect.stringContaining('回访结果') });
    expect(await readAsAdmin(cast, INVESTIGATION, id)).toMatchObject({
      followUpTime: null,
      satisfaction: null,
    });
    await succeeded(
      followUp(id, cast.admin.token, { followUpResult: '企业对排查服务满意，隐患已整改', satisfaction: 4 }),
    );
    const after = await readAsAdmin(cast, INVESTIGATION, id);
    expect(after).toMatchObject({
      status: APPROVED,
      followUpResult: '企业对排查服务满意，隐患已整改',
      satisfaction: 4,
      followUpBy: expect.any(String),
    });
    expect(String(after.followUpTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await waitingCalls()).toBe(waiting);
    // Once: a second call is not recorded over the first.
    const again = await followUp(id, cast.admin.token, { followUpResult: '再次回访', satisfaction: 1 });
    expect(again.body).toMatchObject({ success: false, message: OPERATION_TEXTS.notForRecord('回访') });
    expect(await readAsAdmin(cast, INVESTIGATION, id)).toMatchObject({ satisfaction: 4 });
  });

  it('is not the enterprise’s nor the engineer’s to record', async () => {
    const id = await submitted();
    await succeeded(operate(cast, INVESTIGATION, 'audit', [id], cast.admin.token, { opinion: '同意' }));
    for (const token of [cast.owner.token, cast.engineer.token]) {
      const reply = await followUp(id, token, { followUpResult: '自评满意', satisfaction: 5 });
      expect(reply.body).toMatchObject({ success: false, code: 510 });
    }
    expect(await readAsAdmin(cast, INVESTIGATION, id)).toMatchObject({ followUpTime: null });
  });
});
