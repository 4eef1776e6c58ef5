// 保单管理: every policy of the tenant on one list (domain §2.3, §4.8) — the administrator finds the
// policies ending within a period across enterprises; an engineer sees those of the enterprises
// assigned to them, an enterprise user their own; policies are written with their enterprise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { daysFromToday, policyRow, readAsAdmin, startCast } from './support';
import type { Cast, Row } from './support';

const POLICY = '/nanli/policy';
let cast: Cast;
const numbers = { mine: 'PL-LEDGER-0001', soon: 'PL-LEDGER-0002', theirs: 'PL-LEDGER-0003' };

beforeAll(async () => {
  cast = await startCast();
  const withPolicies = async (enterprise: Row, policyList: Row[]) => {
    const current = await readAsAdmin(cast, '/nanli/enterprise', enterprise.id);
    const reply = await cast.api.post<Row>(
      '/nanli/enterprise/edit',
      { ...current, policyList },
      { token: cast.admin.token },
    );
    expect(reply.body.success, reply.body.message).toBe(true);
  };
  await withPolicies(cast.mine, [
    policyRow({ policyNo: numbers.mine }),
    policyRow({ policyNo: numbers.soon, startDate: daysFromToday(-340), endDate: daysFromToday(20) }),
  ]);
  await withPolicies(cast.theirs, [policyRow({ policyNo: numbers.theirs })]);
});
afterAll(() => cast.close());

async function policyNos(token: string, query: Record<string, string> = {}): Promise<string[]> {
  const reply = await cast.api.get<PageResult<Row>>(`${POLICY}/list`, {
    token,
    query: { pageSize: '50', ...query },
  });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.result.records.map((r) => String(r.policyNo)).sort();
}

describe('the policy ledger', () => {
  it('lists every enterprise’s policies for the administrator, with the enterprise’s name', async () => {
    expect(await policyNos(cast.admin.token)).toEqual([numbers.mine, numbers.soon, numbers.theirs]);
    const reply = await cast.api.get<PageResult<Row>>(`${POLICY}/list`, {
      token: cast.admin.token,
      query: { policyNo: numbers.theirs },
    });
    expect(reply.body.result.records[0]).toMatchObject({
      policyNo: numbers.theirs,
      enterpriseId: cast.theirs.id,
      enterpriseId_dictText: cast.theirs.enterpriseName,
    });
  });

  it('finds the policies ending within a period', async () => {
    const within = { endDate_begin: daysFromToday(0), endDate_end: daysFromToday(30) };
    expect(await policyNos(cast.admin.token, within)).toEqual([numbers.soon]);
  });

  it('shows an engineer their assigned enterprises’ policies and an enterprise user their own', async () => {
    expect(await policyNos(cast.engineer.token)).toEqual([numbers.mine, numbers.soon]);
    expect(await policyNos(cast.otherEngineer.token)).toEqual([]);
    expect(await policyNos(cast.owner.token)).toEqual([numbers.mine, numbers.soon]);
  });

  it('is written with its enterprise: the ledger has no route to add one, even for the administrator', async () => {
    const reply = await cast.api.post<Row>(
      `${POLICY}/add`,
      { ...policyRow({ policyNo: 'PL-LEDGER-0009' }), enterpriseId: cast.mine.id },
      { token: cast.admin.token },
    );
    expect(reply.body).toMatchObject({ success: false, code: 404 });
    expect(await policyNos(cast.admin.token)).not.toContain('PL-LEDGER-0009');
  });
});
