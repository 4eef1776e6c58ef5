// A policy's cover (domain §2.3): its limits rise from per person to per accident to the year — a
// policy breaking that order is refused with the rule's message and nothing of the save is written —
// and a valid one is saved with its add-ons (nl_addon) and read back with their texts, through its
// enterprise and on 保单管理; the third-party limit is required with the third-party add-on, and the
// insured defaults to the enterprise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { enterpriseBody, staffRow } from '../engine/support';
import { policyRow, readAsAdmin, startCast } from './support';
import type { Cast, Row } from './support';

const ENTERPRISE = '/nanli/enterprise';
const POLICY = '/nanli/policy';
const SUB_TITLE = '保单';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

async function savePolicies(policyList: Row[]) {
  const current = await readAsAdmin(cast, ENTERPRISE, cast.mine.id);
  return (
    await cast.api.post<Row>(`${ENTERPRISE}/edit`, { ...current, policyList }, { token: cast.admin.token })
  ).body;
}

async function storedPolicies(): Promise<Row[]> {
  const reply = await cast.api.get<Row[]>(`${ENTERPRISE}/queryPolicyByMainId`, {
    token: cast.admin.token,
    query: { id: String(cast.mine.id) },
  });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.result;
}

describe('the limits of a policy', () => {
  it.each([
    [
      'a per-accident limit below the per-person one',
      { limitPerPerson: 500000, limitPerAccident: 300000 },
      '每次事故赔偿限额(元)：每次事故赔偿限额不能低于每人伤亡赔偿限额',
    ],
    [
      'an annual limit below the per-accident one',
      { limitPerPerson: 500000, limitPerAccident: 5000000, limitAnnual: 4000000 },
      '年度累计赔偿限额(元)：年度累计赔偿限额不能低于每次事故赔偿限额',
    ],
    ['no per-person limit', { limitPerPerson: null }, '每人伤亡赔偿限额(元)：'],
    ['a rate factor above 1.30', { rateFloatFactor: 1.5 }, '费率浮动系数：'],
    [
      'the third-party add-on without its limit',
      { addOnCoverages: '2,1' },
      '第三者责任限额(元)：请输入第三者责任限额(元)',
    ],
  ])('refuses %s, saving nothing', async (_case, fields, message) => {
    const body = await savePolicies([policyRow({ policyNo: 'PL-COVER-0001', ...fields })]);
    expect(body.success).toBe(false);
    expect(String(body.message)).toContain(`${SUB_TITLE}第1行的${message}`);
    expect(await storedPolicies()).toEqual([]);
  });

  it('saves a valid cover with its add-ons and reads it back with their texts', async () => {
    const cover = {
      policyNo: 'PL-COVER-0002',
      insuredName: '被保险示例企业',
      signDate: '2026-01-05',
      payDate: '2026-01-08',
      rateFloatFactor: 0.85,
      limitPerPerson: 800000,
      limitPerAccident: 8000000,
      limitAnnual: 16000000,
      medicalLimitPerPerson: 100000,
      addOnCoverages: '1,3',
      thirdPartyLimit: 1000000,
      deductibleDesc: '每次事故绝对免赔额1000元',
    };
    const body = await savePolicies([policyRow(cover)]);
    expect(body.success, String(body.message)).toBe(true);
    const expected = {
      ...cover,
      productName: '安全生产责任保险',
      addOnCoverages_dictText: '附加第三者责任,附加救援费用',
    };
    const [stored] = await storedPolicies();
    expect(numbersOf(stored!)).toMatchObject(expected);
    const listed = await cast.api.get<PageResult<Row>>(`${POLICY}/list`, {
      token: cast.admin.token,
      query: { policyNo: cover.policyNo },
    });
    expect(listed.body.result.records.map(numbersOf)).toMatchObject([expected]);
  });
});

describe('the insured of a policy', () => {
  it('is the enterprise unless another is named', async () => {
    const body = await savePolicies([
      policyRow({ policyNo: 'PL-INSURED-0001' }),
      policyRow({ policyNo: 'PL-INSURED-0002', insuredName: '另一被保险人' }),
    ]);
    expect(body.success, String(body.message)).toBe(true);
    const insured = Object.fromEntries((await storedPolicies()).map((p) => [p.policyNo, p.insuredName]));
    expect(insured).toEqual({
      'PL-INSURED-0001': cast.mine.enterpriseName,
      'PL-INSURED-0002': '另一被保险人',
    });
  });

  it('is the enterprise added with it', async () => {
    const body = {
      ...enterpriseBody({ enterpriseName: '新投保企业有限公司' }),
      enterpriseStaffList: [staffRow()],
      policyList: [policyRow({ policyNo: 'PL-INSURED-0003' })],
    };
    const reply = await cast.api.post<Row>(`${ENTERPRISE}/add`, body, { token: cast.admin.token });
    expect(reply.body.success, reply.body.message).toBe(true);
    const listed = await cast.api.get<PageResult<Row>>(`${POLICY}/list`, {
      token: cast.admin.token,
      query: { policyNo: 'PL-INSURED-0003' },
    });
    expect(listed.body.result.records[0]?.insuredName).toBe('新投保企业有限公司');
  });
});

/** Decimals as numbers, whichever form the database answers them in. */
function numbersOf(row: Row): Row {
  const keys = ['rateFloatFactor', 'limitPerPerson', 'limitPerAccident', 'limitAnnual'] as const;
  const more = ['medicalLimitPerPerson', 'thirdPartyLimit'] as const;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      [...keys, ...more].includes(key as never) && value !== null ? Number(value) : value,
    ]),
  );
}
