// 生成年度任务 on the task list (domain §4.2): a collection operation of the administrator that gives
// every enabled service list of the chosen year the planned tasks it still lacks — named, numbered
// and spread over the year, 待派发 — and nothing on a second run; refused without its code, refused
// with the field's message for a bad year, and all or nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, PermissionResult } from '../../../src/shared/api-types';
import { addAs, startCast } from './support';
import type { Cast, Row } from './support';

const TASK = '/nanli/task';
const SERVICE = '/nanli/enterpriseService';
const GENERATE = `${TASK}/operation/generateYear`;
const CODE = 'nanli:task:generateYear';
const NO_PERMISSION = { success: false, code: 510 };
/** Years no other test of the cast plans (2030 is not a leap year: the windows below are exact). */
const YEAR = 2030;
const BROKEN_YEAR = 2035;

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

const generate = (year: unknown, token = cast.admin.token) =>
  cast.api.post<{ count: number }>(GENERATE, { values: { serviceYear: year } }, { token });

async function added(base: string, body: Row): Promise<Row> {
  const reply = await addAs(cast, base, body, cast.admin.token);
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result;
}

const serviceList = (enterprise: Row, policyYear: number, plannedTimes: number, status = '1') =>
  added(SERVICE, { enterpriseId: enterprise.id, policyYear, plannedTimes, status, serviceItems: '04' });

const task = (enterprise: Row, serviceYear: number, taskName: string) =>
  added(TASK, {
    taskName,
    enterpriseId: enterprise.id,
    serviceYear,
    planStart: `${serviceYear}-03-01`,
    planEnd: `${serviceYear}-03-31`,
  });

async function tasksOf(year: number): Promise<Row[]> {
  const reply = await cast.api.get<PageResult<Row>>(`${TASK}/list`, {
    token: cast.admin.token,
    query: { serviceYear: String(year), pageSize: '100', column: 'taskNo', order: 'asc' },
  });
  return reply.body.result.records;
}

const codesOf = async (token: string) => {
  const reply = await cast.api.get<PermissionResult>('/sys/permission/getUserPermissionByToken', { token });
  return reply.body.result.auth.flatMap((item) => item.action.split(','));
};

describe('生成年度任务', () => {
  beforeAll(async () => {
    await serviceList(cast.mine, YEAR, 3);
    // Disabled: plans nothing.
    await serviceList(cast.theirs, YEAR, 2, '0');
    // Another year: untouched by this year's run.
    await serviceList(cast.theirs, YEAR + 1, 2);
    // One task of the plan exists already; a cancelled one does not count.
    await task(cast.mine, YEAR, '首次隐患排查');
    const cancelled = await task(cast.mine, YEAR, '已取消的排查');
    const reply = await cast.api.post<Row>(
      `${TASK}/operation/cancel`,
      { ids: [cancelled.id], opinion: '企业停产' },
      { token: cast.admin.token },
    );
    expect(reply.body.success).toBe(true);
  });

  it('is offered to administrators only: engineers and enterprise users neither hold nor use it', async () => {
    expect(await codesOf(cast.admin.token)).toContain(CODE);
    for (const person of [cast.engineer, cast.owner]) {
      expect(await codesOf(person.token)).not.toContain(CODE);
      expect((await generate(YEAR, person.token)).body).toMatchObject(NO_PERMISSION);
    }
    expect(await tasksOf(YEAR)).toHaveLength(2);
  });

  it('refuses a missing or out-of-range year with the field message, creating nothing', async () => {
    expect((await generate(undefined)).body).toMatchObject({
      success: false,
      message: '服务年度：请输入服务年度',
    });
    const early = await generate(1999);
    expect(early.body.success).toBe(false);
    expect(early.body.message).toMatch(/^服务年度：.*2000/);
    expect(await tasksOf(YEAR)).toHaveLength(2);
  });

  it('creates the tasks each enabled service list still lacks, 待派发, numbered and spread over the year', async () => {
    const reply = await generate(YEAR);
    expect(reply.body).toMatchObject({
      success: true,
      message: '生成年度任务完成，共 2 条',
      result: { count: 2 },
    });
    const created = (await tasksOf(YEAR)).filter((t) => String(t.taskName).startsWith(`${YEAR}年度`));
    expect(
      created.map((t) => [t.taskName, t.enterpriseId, t.status_dictText, t.planStart, t.planEnd, t.deadline]),
    ).toEqual([
      [`${YEAR}年度第2次隐患排查`, cast.mine.id, '待派发', `${YEAR}-05-02`, `${YEAR}-08-31`, `${YEAR}-08-31`],
      [`${YEAR}年度第3次隐患排查`, cast.mine.id, '待派发', `${YEAR}-09-01`, `${YEAR}-12-31`, `${YEAR}-12-31`],
    ]);
    for (const t of created) {
      expect(t.taskNo).toMatch(/^RW-\d{8}-\d{4}$/);
      expect(t).toMatchObject({ sourceType_dictText: '年度服务计划', taskType_dictText: '隐患排查' });
    }
    expect(await tasksOf(YEAR + 1)).toHaveLength(0);
  });

  it('creates nothing when run again', async () => {
    expect((await generate(YEAR)).body).toMatchObject({
      success: true,
      message: '生成年度任务完成，共 0 条',
      result: { count: 0 },
    });
    expect(await tasksOf(YEAR)).toHaveLength(4);
  });

  it('saves nothing when one task of the run is refused', async () => {
    await serviceList(cast.mine, BROKEN_YEAR, 2);
    const orphan = await serviceList(cast.theirs, BROKEN_YEAR, 1);
    // A service list whose enterprise is gone (written past the API, which would refuse it).
    await sql`update nanli_enterprise_service set enterprise_id = ${'gone'} where id = ${orphan.id}`.execute(
      cast.db.withoutPlugins(),
    );
    const refused = await generate(BROKEN_YEAR);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/^服务企业：/);
    expect(await tasksOf(BROKEN_YEAR)).toHaveLength(0);

    await sql`update nanli_enterprise_service set status = ${'0'} where id = ${orphan.id}`.execute(
      cast.db.withoutPlugins(),
    );
    expect((await generate(BROKEN_YEAR)).body).toMatchObject({ success: true, result: { count: 2 } });
    expect((await tasksOf(BROKEN_YEAR)).map((t) => t.taskName)).toEqual([
      `${BROKEN_YEAR}年度第1次隐患排查`,
      `${BROKEN_YEAR}年度第2次隐患排查`,
    ]);
  });
});
