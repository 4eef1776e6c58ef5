// An enterprise's 风险等级 follows its engineers' assessment (domain §2.1, §2.7): an investigation
// approved with an assessed risk level sets it, unless a later-checked-in approved one already did;
// submitted but not approved, it changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/shared/date-format';
import { addAs, investigationBody, operate, photoOf, readAsAdmin, startCast, succeeded } from './support';
import type { Cast, Row } from './support';

const INVESTIGATION = '/nanli/investigation';
const ENTERPRISE = '/nanli/enterprise';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

/** Check-in times are stamped to the second: the next check-in is a second later. */
async function nextSecond(): Promise<void> {
  const now = formatDateTime();
  while (formatDateTime() === now) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** An investigation of the enterprise, checked in and submitted with its assessed risk level (a step field). */
async function submitted(assessedRiskLevel: string): Promise<Row> {
  const token = cast.engineer.token;
  const investigation = await succeeded(addAs(cast, INVESTIGATION, investigationBody(cast), token));
  await nextSecond();
  await succeeded(operate(cast, INVESTIGATION, 'checkIn', [investigation.id], token));
  await succeeded(
    operate(cast, INVESTIGATION, 'submit', [investigation.id], token, {
      values: {
        summary: '共检查1项，未发现隐患',
        expertSignImg: await photoOf(cast, token),
        enterpriseSignImg: await photoOf(cast, token),
        assessedRiskLevel,
      },
    }),
  );
  return investigation;
}

const approve = (investigation: Row) =>
  succeeded(operate(cast, INVESTIGATION, 'audit', [investigation.id], cast.admin.token, { opinion: '同意' }));
const riskLevel = async () => (await readAsAdmin(cast, ENTERPRISE, cast.mine.id)).riskLevel;

describe("an enterprise's risk level", () => {
  it('takes the level of the latest approved assessment, not of an earlier one approved late', async () => {
    const before = await riskLevel();
    const earlier = await submitted(before === '1' ? '2' : '1');
    const later = await submitted('4');
    expect(await riskLevel()).toBe(before);
    await approve(later);
    expect(await riskLevel()).toBe('4');
    await approve(earlier);
    expect(await riskLevel()).toBe('4');
  });
});
