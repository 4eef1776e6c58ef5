// A published report's 企业确认 and 提出异议 are the enterprise's own acts (domain §4.5): only staff of
// the report's enterprise take them — an administrator, an engineer or another enterprise's user is
// refused, so the record never says the enterprise confirmed what it did not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES } from '../../../src/server/business/messages';
import { operate, readAsAdmin, startCast } from './support';
import type { Cast } from './support';

const REPORT = '/nanli/report';
let cast: Cast;
let serial = 0;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

/** A report of the enterprise, published (its generation is report-generation's concern). */
async function published(enterpriseId: unknown): Promise<string> {
  const db = cast.db.withoutPlugins();
  const { rows } = await sql<{
    tenant_id: number;
  }>`select tenant_id from nanli_enterprise where id = ${String(enterpriseId)}`.execute(db);
  const id = `published-report-${++serial}`;
  await sql`insert into nanli_report (id, tenant_id, report_no, report_name, report_type, enterprise_id,
      biz_type, biz_id, version_no, status, create_by, create_time)
    values (${id}, ${rows[0]!.tenant_id}, ${`BG-TEST-${serial}`}, '隐患排查报告', '1', ${String(enterpriseId)},
      'investigation', 'some-investigation', 1, '4', 'admin', '2026-01-01 00:00:00')`.execute(db);
  return id;
}

describe("a published report's enterprise acts", () => {
  it('are refused to an administrator, who cannot confirm or object for the enterprise', async () => {
    const report = await published(cast.mine.id);
    expect((await operate(cast, REPORT, 'confirm', [report], cast.admin.token)).body).toMatchObject({
      success: false,
      message: BUSINESS_MESSAGES.enterpriseStaffOnly('企业确认'),
    });
    const objected = await operate(cast, REPORT, 'object', [report], cast.admin.token, {
      opinion: '数据有误',
    });
    expect(objected.body).toMatchObject({
      success: false,
      message: BUSINESS_MESSAGES.enterpriseStaffOnly('提出异议'),
    });
    expect((await readAsAdmin(cast, REPORT, report)).status).toBe('4');
  });

  it("are not taken by the engineer serving the enterprise, nor by another enterprise's user", async () => {
    const theirs = await published(cast.theirs.id);
    expect((await operate(cast, REPORT, 'confirm', [theirs], cast.owner.token)).body.success).toBe(false);
    const mine = await published(cast.mine.id);
    expect((await operate(cast, REPORT, 'confirm', [mine], cast.engineer.token)).body.success).toBe(false);
    expect((await readAsAdmin(cast, REPORT, theirs)).status).toBe('4');
    expect((await readAsAdmin(cast, REPORT, mine)).status).toBe('4');
  });

  it("are taken by the enterprise's own staff", async () => {
    const confirmed = await published(cast.mine.id);
    const reply = await operate(cast, REPORT, 'confirm', [confirmed], cast.owner.token);
    expect(reply.body.success, reply.body.message).toBe(true);
    expect((await readAsAdmin(cast, REPORT, confirmed)).status).toBe('5');
    const objected = await published(cast.mine.id);
    const objection = await operate(cast, REPORT, 'object', [objected], cast.owner.token, {
      opinion: '隐患描述与现场不符',
    });
    expect(objection.body.success, objection.body.message).toBe(true);
    expect(await readAsAdmin(cast, REPORT, objected)).toMatchObject({
      status: '2',
      reviewOpinion: '隐患描述与现场不符',
    });
  });
});
