// The public insurance check of /companylist: anyone may learn, by a company's exact 统一社会信用代码,
// its name and whether it holds a valid policy (with the cover's end date) — nothing else, no
// partial or wildcard match, and not at scale: calls are limited per IP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_CHECK_PATH, COMPANY_CHECK_TEXTS } from '../../src/shared/company-check';
import type { CompanyCheckResult } from '../../src/shared/company-check';
import { RULE_MESSAGES } from '../../src/shared/validation/rules';
import {
  COMPANY_CHECK_LIMITS,
  companyCheckRateKey,
} from '../../src/server/modules/company-check/company-check-routes';
import { add, creditCode, enterpriseBody, startEngineServer } from './engine/support';
import type { EngineServer } from './engine/support';
import { daysFromToday, policyRow } from './service-cycle/support';

type Row = Record<string, unknown>;

let server: EngineServer;
let insured: Row;
let uninsured: Row;

/** A public call: no token. */
const check = (code: string) =>
  server.api.get<CompanyCheckResult>(COMPANY_CHECK_PATH, { query: { creditCode: code } });

beforeAll(async () => {
  server = await startEngineServer();
  insured = await add<Row>(server, '/nanli/enterprise', {
    ...enterpriseBody(),
    policyList: [policyRow({ endDate: daysFromToday(200) }), policyRow({ endDate: daysFromToday(100) })],
  });
  uninsured = await add<Row>(server, '/nanli/enterprise', {
    ...enterpriseBody(),
    policyList: [
      policyRow({ startDate: daysFromToday(-400), endDate: daysFromToday(-35) }),
      policyRow({ policyStatus: '4' }),
      policyRow({ startDate: daysFromToday(10), endDate: daysFromToday(375) }),
    ],
  });
});
afterAll(async () => {
  await server?.close();
});
// Each test starts with the whole allowance of its client (the loopback, in whichever form).
beforeEach(async () => {
  for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
    await server.app.services.store.delete(companyCheckRateKey(ip));
});

describe('GET /public/companyCheck', () => {
  it('answers the name, 有效 and the end date of the valid cover, and nothing more', async () => {
    const reply = await check(String(insured.creditCode).toLowerCase());
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.result).toEqual({
      enterpriseName: insured.enterpriseName,
      status: '1',
      statusText: COMPANY_CHECK_TEXTS.valid,
      policyEndDate: daysFromToday(200),
    });
  });

  it('answers 无有效保单 for expired, cancelled and future policies', async () => {
    const reply = await check(` ${String(uninsured.creditCode)} `);
    expect(reply.body.result).toEqual({
      enterpriseName: uninsured.enterpriseName,
      status: '0',
      statusText: COMPANY_CHECK_TEXTS.none,
      policyEndDate: null,
    });
  });

  it('answers 未查询到该企业 for a well-formed code nobody has', async () => {
    const reply = await check(creditCode());
    expect(reply.body).toMatchObject({ success: false, message: COMPANY_CHECK_TEXTS.notFound, result: null });
  });

  it('takes exact, well-formed codes only: no wildcard, prefix or partial code', async () => {
    const code = String(insured.creditCode);
    for (const guess of [
      '',
      '123',
      '%',
      `${code.slice(0, 17)}%`,
      `${code.slice(0, 6)}*`,
      code.slice(0, 17),
      `${code}0`,
    ]) {
      const reply = await check(guess);
      expect(reply.body).toMatchObject({ success: false, message: RULE_MESSAGES.creditCode, result: null });
    }
  });

  it(`answers 429 after ${COMPANY_CHECK_LIMITS.perIp} calls from one IP`, async () => {
    const code = String(insured.creditCode);
    for (let i = 0; i < COMPANY_CHECK_LIMITS.perIp; i += 1) expect((await check(code)).status).toBe(200);
    const refused = await check(code);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 429, message: COMPANY_CHECK_TEXTS.tooMany });
  });
});
