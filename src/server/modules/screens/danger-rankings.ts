// The 隐患大屏's rankings and lists (domain §5.2) over one tenant: the enterprises with most open
// hazards, the experts by done investigations and the hazards found on them within the trend's
// months, enterprises per risk colour (all four colours, none left out) and the latest hazards.
// Each is one GROUP BY (or the list's one query), and the ranked rows' names are read in one query
// for their ids. The screen is public, so a name leaves the server masked (screenName) and a
// ranked row carries its rank, never the record's id.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { LatestHazard } from '../../../shared/analysis-screens';
import { TREND_MONTHS } from '../../../shared/dashboard/kpi-api';
import { lastMonthsPeriod } from '../../../shared/dashboard/kpi-period';
import type { DangerExpert, ScreenGroup } from '../../../shared/screens';
import { SCREEN_TEXTS, SCREEN_TOP_ENTERPRISES, SCREEN_TOP_EXPERTS } from '../../../shared/screens';
import type { Engine } from '../../engine';
import { allOf, inList } from '../../engine/sql-conditions';
import { HAZARD_DATES, HAZARD_FILTERS } from '../dashboards/hazard-kpis';
import type { KpiScope } from '../dashboards/kpi-scope';
import { within } from '../dashboards/kpi-scope';
import { doneInvestigations } from '../dashboards/service-kpis';
import { latestHazards } from './latest-hazards';
import { openHazard } from './risk-groups';
import { byColumn, countGroups, groupRows, inTenantOf } from './screen-groups';

type NameKind = 'organisation' | 'person';

/**
 * A name as a public wall may show it: the first and last characters kept, the rest starred —
 * 南宁鑫源化工有限公司 → 南宁****有限公司 (an organisation of 8 or more: 2 and 4 kept, shorter: 1 and 2),
 * 赵工程 → 赵** (a person: the surname kept).
 */
export function screenName(name: string, kind: NameKind): string {
  const chars = [...name.trim()];
  const [head, tail] = kind === 'person' ? [1, 0] : chars.length >= 8 ? [2, 4] : [1, 2];
  if (chars.length <= head + tail) return chars.length ? `${chars[0]}${'*'.repeat(chars.length - 1)}` : '';
  return `${chars.slice(0, head).join('')}${'*'.repeat(chars.length - head - tail)}${chars.slice(chars.length - tail).join('')}`;
}

/** The masked names of the scope's rows with these ids (one query); a row outside it is 未填写. */
async function namesOf(
  engine: Engine,
  scope: KpiScope,
  name: { field: string; kind: NameKind },
  ids: string[],
) {
  if (ids.length === 0) return () => SCREEN_TEXTS.unknown;
  const rows = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select(['id', sql<unknown>`${sql.ref(scope.column(name.field))}`.as('name')])
    .where(scope.where)
    .where('id', 'in', ids)
    .execute();
  const names = new Map(rows.map((row) => [String(row.id), String(row.name ?? '').trim()]));
  return (id: string) => {
    const found = names.get(id);
    return found ? screenName(found, name.kind) : SCREEN_TEXTS.unknown;
  };
}

/** Most first; equal figures in the order of their ids, so the wall does not reshuffle them. */
function ranked<T extends { code: string }>(rows: T[], figure: (row: T) => number[], top: number): T[] {
  return rows
    .filter((row) => row.code !== '')
    .sort((a, b) => {
      const [x, y] = [figure(a), figure(b)];
      const differs = x.findIndex((value, i) => value !== y[i]);
      return differs >= 0 ? y[differs]! - x[differs]! : a.code.localeCompare(b.code);
    })
    .slice(0, top);
}

/** The enterprises with most open hazards (neither 已销号 nor 已撤销), masked, by rank. */
export async function topEnterprises(
  engine: Engine,
  hazards: KpiScope,
  enterprises: KpiScope,
): Promise<ScreenGroup[]> {
  const rows = await groupRows(engine, hazards, {
    by: byColumn(hazards, 'enterpriseId'),
    where: openHazard(hazards),
    values: { open: sql`1` },
  });
  const top = ranked(rows, (row) => [row.open!], SCREEN_TOP_ENTERPRISES);
  const nameOf = await namesOf(
    engine,
    enterprises,
    { field: 'enterpriseName', kind: 'organisation' },
    top.map((row) => row.code),
  );
  return top.map((row, index) => ({
    code: String(index + 1),
    label: nameOf(row.code),
    value: row.open!,
  }));
}

/** The investigation's leader beside a hazard found on it. */
function leaderOfInvestigation(engine: Engine, hazards: KpiScope) {
  const investigation = engine.registry.get('investigation')!;
  const leader = investigation.field('leaderExpertId')!.column;
  return sql<unknown>`(select i.${sql.ref(leader)} from ${sql.table(investigation.table)} i where i.id = ${sql.ref(
    hazards.qualified('investigationId'),
  )}${inTenantOf(investigation, 'i', hazards)})`;
}

/**
 * Hazards found on an investigation of the scope one of these experts led: a semi-join on an
 * uncorrelated list (PostgreSQL hashes it), so few hazards read their leader.
 */
function foundByExperts(engine: Engine, hazards: KpiScope, investigations: KpiScope, experts: string[]) {
  const led = engine.deps.db
    .selectFrom(investigations.entity.table)
    .select('id')
    .where(allOf([investigations.where, inList(investigations.column('leaderExpertId'), experts)]));
  return sql<SqlBool>`${sql.ref(hazards.column('investigationId'))} in (${led})`;
}

/**
 * The experts who led most done investigations planned within the trend's months, with the hazards
 * (not voided) discovered within them on the investigations they led; masked, by rank. Hazards are
 * counted only for the experts who can rank (as many investigations as the last place or more):
 * reading every hazard's leader took 6 s of a 100,000-enterprise city (docs/perf.md).
 */
export async function topExperts(
  engine: Engine,
  scopes: { hazards: KpiScope; investigations: KpiScope; experts: KpiScope },
): Promise<DangerExpert[]> {
  const { hazards, investigations, experts } = scopes;
  const period = lastMonthsPeriod(TREND_MONTHS);
  const led = await groupRows(engine, investigations, {
    by: byColumn(investigations, 'leaderExpertId'),
    where: investigations.filtered(doneInvestigations(period)),
    values: { investigations: sql`1` },
  });
  const counts = led
    .filter((row) => row.code !== '')
    .map((row) => row.investigations ?? 0)
    .sort((a, b) => b - a);
  const last = counts[Math.min(SCREEN_TOP_EXPERTS, counts.length) - 1] ?? 0;
  const candidates = led.filter((row) => row.code !== '' && (row.investigations ?? 0) >= last);
  const found =
    candidates.length === 0
      ? []
      : await groupRows(engine, hazards, {
          by: leaderOfInvestigation(engine, hazards),
          where: allOf([
            hazards.filtered({ ...HAZARD_FILTERS.countable, ...within(HAZARD_DATES.found, period) }),
            foundByExperts(
              engine,
              hazards,
              investigations,
              candidates.map((row) => row.code),
            ),
          ]),
          values: { hazards: sql`1` },
        });
  const hazardsOf = new Map(found.map((row) => [row.code, row.hazards!]));
  const rows = candidates.map((row) => ({
    code: row.code,
    investigations: row.investigations ?? 0,
    hazards: hazardsOf.get(row.code) ?? 0,
  }));
  const top = ranked(rows, (row) => [row.investigations, row.hazards], SCREEN_TOP_EXPERTS);
  const nameOf = await namesOf(
    engine,
    experts,
    { field: 'name', kind: 'person' },
    top.map((row) => row.code),
  );
  return top.map((row) => ({
    name: nameOf(row.code),
    investigations: row.investigations,
    hazards: row.hazards,
  }));
}

/** Enterprises per risk colour: the four colours in the dictionary's order (0 when none), then any other. */
export async function riskColours(engine: Engine, enterprises: KpiScope): Promise<ScreenGroup[]> {
  const [groups, items] = await Promise.all([
    countGroups(engine, enterprises, 'nl_risk_level', byColumn(enterprises, 'riskLevel')),
    engine.deps.dictionaries.items('nl_risk_level'),
  ]);
  const counted = new Map(groups.map((group) => [group.code, group]));
  const colours = items.map(
    ({ value, text }) => counted.get(value) ?? { code: value, label: text, value: 0 },
  );
  return [...colours, ...groups.filter((group) => !items.some((item) => item.value === group.code))];
}

/** The hazard list's latest hazards (the 综合大屏's ticker), each enterprise masked. */
export async function latestMaskedHazards(engine: Engine, hazards: KpiScope): Promise<LatestHazard[]> {
  const rows = await latestHazards(engine, hazards);
  return rows.map((row) => ({ ...row, enterprise: screenName(row.enterprise, 'organisation') }));
}
