// 隐患大屏's rankings and lists (domain §5.2) against the dashboards' hand-computed business
// (kpi-fixture.ts) plus a few rows of their own: the enterprises with most open hazards, the experts by
// investigations led and hazards found on them, enterprises per risk colour and the latest hazards —
// of the configured tenant only, with enterprise and expert names masked (never the full name).
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/db/ids';
import { screenName } from '../../../src/server/modules/screens/danger-rankings';
import { SCREEN_PATHS, SCREEN_TEXTS } from '../../../src/shared/screens';
import { openScreens, setScreenTenant } from './screen-tenant';
import type { DangerScreenData } from '../../../src/shared/screens';
import { at, buildBusiness, OTHER_TENANT } from '../dashboards/kpi-fixture';
import { daysFromToday, startCast, today } from '../service-cycle/support';
import type { Cast } from '../service-cycle/support';

let cast: Cast;
const exec = <T>(query: RawBuilder<T>) => query.execute(cast.db.withoutPlugins());

beforeAll(async () => {
  cast = await startCast();
  await buildBusiness(cast);
  const mine = String(cast.mine.id);
  const theirs = String(cast.theirs.id);
  // Risk colours: mine 重大, theirs 一般, a third enterprise not assessed, one of another tenant.
  await exec(sql`update nanli_enterprise set risk_level = '1' where id = ${mine}`);
  await exec(sql`update nanli_enterprise set risk_level = '3' where id = ${theirs}`);
  for (const [tenant, name] of [
    [0, '第三方未评估企业'],
    [OTHER_TENANT, '外租户保密企业'],
  ] as const)
    await exec(sql`insert into nanli_enterprise (id, tenant_id, enterprise_name, risk_level)
      values (${newId()}, ${tenant}, ${name}, ${tenant === 0 ? null : '2'})`);
  // Investigations led: the engineer the done ones of mine and theirs of yesterday, the other engineer
  // theirs of today (and mine's draft and the other tenant's, which do not count).
  const led = (expert: string, where: RawBuilder<unknown>) =>
    exec(sql`update nanli_investigation set leader_expert_id = ${expert} where ${where}`);
  await led(
    cast.engineer.expertId,
    sql`status in ('2', '3') and tenant_id = 0 and (enterprise_id = ${mine} or plan_date < ${today()})`,
  );
  await led(cast.otherEngineer.expertId, sql`leader_expert_id is null`);
  // Hazards found on them: mine's (4 not voided, and the other tenant's) on mine's of 10 days ago,
  // theirs on theirs of today; and one more open hazard of theirs, found on no investigation.
  const found = (enterprise: string, day: string) =>
    exec(sql`update nanli_hidden_danger set investigation_id = (select min(i.id) from nanli_investigation i
      where i.enterprise_id = ${enterprise} and i.plan_date = ${day} and i.tenant_id = 0)
      where enterprise_id = ${enterprise}`);
  await found(mine, daysFromToday(-10));
  await found(theirs, today());
  await exec(sql`insert into nanli_hidden_danger (id, tenant_id, enterprise_id, status, hazard_level,
    discover_time, rectify_deadline, create_time)
    values (${newId()}, 0, ${theirs}, '20', '1', ${at(-2)}, ${daysFromToday(5)}, ${at(-30)})`);
  await openScreens(cast);
}, 90_000);
afterAll(() => cast.close());

async function danger(): Promise<DangerScreenData> {
  const reply = await cast.api.get<DangerScreenData>(SCREEN_PATHS.danger);
  expect(reply.body).toMatchObject({ success: true });
  return reply.body.result;
}

const mineName = () => screenName(String(cast.mine.enterpriseName), 'organisation');
const theirName = () => screenName(String(cast.theirs.enterpriseName), 'organisation');

it('masks a name: an organisation keeps its ends, a person the surname', () => {
  expect(screenName('本企业化工有限公司', 'organisation')).toBe('本企***有限公司');
  expect(screenName('他人机械有限公司', 'organisation')).toBe('他人**有限公司');
  expect(screenName('短名公司', 'organisation')).toBe('短*公司');
  expect(screenName('赵工', 'person')).toBe('赵*');
  expect(screenName('欧阳', 'organisation')).toBe('欧*');
});

describe('the tenant configured', () => {
  it('ranks the enterprises by open hazards', async () => {
    // Open (neither 已销号 nor 已撤销): mine's 待下发 and 待整改, theirs the one added.
    expect((await danger()).topEnterprises).toEqual([
      { code: '1', label: mineName(), value: 2 },
      { code: '2', label: theirName(), value: 1 },
    ]);
  });

  it('ranks the experts by done investigations led, with the hazards found on them', async () => {
    expect((await danger()).experts).toEqual([
      { name: '赵*', investigations: 3, hazards: 4 },
      { name: '钱*', investigations: 1, hazards: 1 },
    ]);
  });

  it('counts enterprises per risk colour, every colour shown', async () => {
    expect((await danger()).riskColours).toEqual([
      { code: '1', label: '重大风险', value: 1 },
      { code: '2', label: '较大风险', value: 0 },
      { code: '3', label: '一般风险', value: 1 },
      { code: '4', label: '低风险', value: 0 },
      { code: '', label: SCREEN_TEXTS.unknown, value: 1 },
    ]);
  });

  it('lists the latest hazards, newest registered first, the enterprise masked', async () => {
    const latest = (await danger()).latestHazards;
    // The tenant's seven (the voided one too, as the hazard list shows it); the added one was
    // registered a month ago, so it is last.
    expect(latest).toHaveLength(7);
    expect(latest.filter((h) => h.enterprise === mineName())).toHaveLength(5);
    expect(latest.filter((h) => h.enterprise === theirName())).toHaveLength(2);
    expect(latest.at(-1)).toMatchObject({
      enterprise: theirName(),
      level: '一般事故隐患',
      status: '待整改',
      deadline: daysFromToday(5),
    });
    expect(latest.filter((h) => h.overdue)).toMatchObject([
      { enterprise: mineName(), status: '待整改', deadline: daysFromToday(-1) },
    ]);
  });

  it('carries no full name of an enterprise or an expert, and no id', async () => {
    const text = JSON.stringify(await danger());
    const ids = (await exec(sql<{ id: unknown }>`select id from nanli_enterprise`)).rows.map((r) =>
      String(r.id),
    );
    const secrets = [
      String(cast.mine.enterpriseName),
      String(cast.theirs.enterpriseName),
      '第三方未评估企业',
      '外租户保密企业',
      '赵工',
      '钱工',
      cast.engineer.expertId,
      cast.otherEngineer.expertId,
      ...ids,
    ];
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
  });

  it('shows another tenant nothing of this one', async () => {
    await setScreenTenant(cast, String(OTHER_TENANT));
    try {
      const other = await danger();
      // Its one hazard is closed (and found on this tenant's investigation); its one done
      // investigation was led by the other engineer (experts are the platform's, not a tenant's).
      expect(other.topEnterprises).toEqual([]);
      expect(other.experts).toEqual([{ name: '钱*', investigations: 1, hazards: 0 }]);
      expect(other.riskColours.map((c) => c.value)).toEqual([0, 1, 0, 0]);
      expect(other.latestHazards).toHaveLength(1);
      // Its hazard names this tenant's enterprise (written around the engine): no name crosses.
      expect(other.latestHazards[0]!.enterprise).toBe('');
    } finally {
      await setScreenTenant(cast, '0');
    }
  });
});
