// What the risk index reads, per group (district or sector) in one GROUP BY each: the enterprises'
// count, insured count and risk colours, and the open hazards by level with the overdue ones. The
// overview (综合大屏) reads the same groups for its map and ranking.
import { sql } from 'kysely';
import type { RawBuilder, SqlBool } from 'kysely';
import type { RiskIndexGroup } from '../../../shared/analysis-screens';
import { COLOUR_WEIGHTS, riskIndex } from '../../../shared/risk-index';
import type { RiskIndexInputs } from '../../../shared/risk-index';
import type { Engine } from '../../engine';
import { allOf, compare } from '../../engine/sql-conditions';
import { HAZARD_FILTERS, HAZARD_VALUES } from '../dashboards/hazard-kpis';
import { INSURED } from '../dashboards/insurance-kpis';
import type { KpiScope } from '../dashboards/kpi-scope';
import { percent } from '../dashboards/kpi-sql';
import { groupRows, labelled, oneWhen } from './screen-groups';
import type { GroupBy, GroupRow } from './screen-groups';

const COLOUR_CODES = Object.keys(COLOUR_WEIGHTS);
const colourKey = (code: string) => `colour${code}`;

/** A hazard still to be dealt with: neither 已销号 nor 已撤销. */
export function openHazard(hazards: KpiScope) {
  return allOf([
    hazards.filtered(HAZARD_FILTERS.countable),
    sql<SqlBool>`not (${hazards.filtered(HAZARD_FILTERS.closed)})`,
  ]);
}

/** Enterprises per group: count, insured, one count per risk colour. */
export function enterpriseMix(engine: Engine, enterprises: KpiScope, by: RawBuilder<unknown>) {
  const risk = enterprises.column('riskLevel');
  return groupRows(engine, enterprises, {
    by,
    values: {
      enterprises: sql`1`,
      insured: oneWhen(enterprises.filtered(INSURED)),
      ...Object.fromEntries(COLOUR_CODES.map((code) => [colourKey(code), oneWhen(compare(risk, '=', code))])),
    },
  });
}

/** Open hazards per group by level, and the open ones overdue (the time rule's flag). */
export function hazardLoads(engine: Engine, hazards: KpiScope, by: GroupBy) {
  const major = compare(hazards.column('hazardLevel'), '=', HAZARD_VALUES.major);
  return groupRows(engine, hazards, {
    by,
    where: openHazard(hazards),
    values: {
      openGeneral: sql`case when ${major} then 0 else 1 end`,
      openMajor: oneWhen(major),
      overdue: oneWhen(hazards.filtered(HAZARD_FILTERS.overdue)),
    },
  });
}

/** The index inputs of one group's rows (either may be missing: a group without hazards). */
export function indexInputs(mix: GroupRow | undefined, loads: GroupRow | undefined): RiskIndexInputs {
  return {
    enterprises: mix?.enterprises ?? 0,
    insured: mix?.insured ?? 0,
    colours: Object.fromEntries(COLOUR_CODES.map((code) => [code, mix?.[colourKey(code)] ?? 0])),
    openGeneral: loads?.openGeneral ?? 0,
    openMajor: loads?.openMajor ?? 0,
    overdue: loads?.overdue ?? 0,
  };
}

/** The sum of every group's inputs: the whole scope's. */
export function totalInputs(mix: GroupRow[], loads: GroupRow[]): RiskIndexInputs {
  const parts = [
    ...mix.map((m) => indexInputs(m, undefined)),
    ...loads.map((l) => indexInputs(undefined, l)),
  ];
  const sum = (pick: (i: RiskIndexInputs) => number) => parts.reduce((total, i) => total + pick(i), 0);
  return {
    enterprises: sum((i) => i.enterprises),
    insured: sum((i) => i.insured),
    colours: Object.fromEntries(COLOUR_CODES.map((code) => [code, sum((i) => i.colours[code] ?? 0)])),
    openGeneral: sum((i) => i.openGeneral),
    openMajor: sum((i) => i.openMajor),
    overdue: sum((i) => i.overdue),
  };
}

export function indexGroup(code: string, label: string, inputs: RiskIndexInputs): RiskIndexGroup {
  return {
    code,
    label,
    index: riskIndex(inputs),
    enterprises: inputs.enterprises,
    insured: inputs.insured,
    openHazards: inputs.openGeneral + inputs.openMajor,
    openMajor: inputs.openMajor,
    overdue: inputs.overdue,
    insuredShare: percent(inputs.insured, inputs.enterprises),
  };
}

/**
 * Every group with enterprises or open hazards, labelled by the dictionary, with its index; the
 * highest index first (groups without enterprises, which have none, last).
 */
export async function indexGroups(
  engine: Engine,
  dictCode: string,
  mix: GroupRow[],
  loads: GroupRow[],
): Promise<RiskIndexGroup[]> {
  const codes = [...new Set([...mix, ...loads].map((row) => row.code))].map((code) => ({ code }));
  const mixOf = new Map(mix.map((row) => [row.code, row]));
  const loadsOf = new Map(loads.map((row) => [row.code, row]));
  const named = await labelled(engine, dictCode, codes);
  return named
    .map(({ code, label }) => indexGroup(code, label, indexInputs(mixOf.get(code), loadsOf.get(code))))
    .sort((a, b) => (b.index ?? -1) - (a.index ?? -1));
}
