// The ticker of the 综合大屏 and the 隐患大屏: the latest hazards of the user's hazard list in its
// default order (newest registered first), in one query with the enterprise's name (same tenant)
// read beside each row, and the dictionary texts looked up in memory.
import { sql } from 'kysely';
import type { LatestHazard } from '../../../shared/analysis-screens';
import { LATEST_HAZARDS } from '../../../shared/analysis-screens';
import type { Engine } from '../../engine';
import { HAZARD_VALUES } from '../dashboards/hazard-kpis';
import type { KpiScope } from '../dashboards/kpi-scope';
import { inTenantOf } from './screen-groups';

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

async function texts(engine: Engine, dictCode: string): Promise<(code: unknown) => string> {
  const items = await engine.deps.dictionaries.items(dictCode);
  const byValue = new Map(items.map((item) => [item.value, item.text]));
  return (code) => byValue.get(String(code ?? '')) ?? '';
}

export async function latestHazards(engine: Engine, hazards: KpiScope): Promise<LatestHazard[]> {
  const enterprise = engine.registry.get('enterprise')!;
  const name = enterprise.field('enterpriseName')!.column;
  const c = hazards.column;
  // Only the hazard's own tenant's enterprise is named (the engine never links across tenants; a row
  // written around it must not show another tenant's name on a wall).
  const sameTenant = inTenantOf(enterprise, 'e', hazards);
  const [rows, level, status, district] = await Promise.all([
    engine.deps.db
      .selectFrom(hazards.entity.table)
      .select([
        sql<unknown>`${sql.ref(c('discoverTime'))}`.as('discoverTime'),
        sql<unknown>`${sql.ref(c('hazardLevel'))}`.as('level'),
        sql<unknown>`${sql.ref(c('status'))}`.as('status'),
        sql<unknown>`${sql.ref(c('districtCode'))}`.as('district'),
        sql<unknown>`${sql.ref(c('rectifyDeadline'))}`.as('deadline'),
        sql<unknown>`${sql.ref(c('isOverdue'))}`.as('overdue'),
        sql<unknown>`(select e.${sql.ref(name)} from ${sql.table(enterprise.table)} e where e.id = ${sql.ref(
          hazards.qualified('enterpriseId'),
        )}${sameTenant})`.as('enterprise'),
      ])
      .where(hazards.where)
      .orderBy(sql.ref(c('createTime')), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(LATEST_HAZARDS)
      .execute(),
    texts(engine, 'nl_hazard_level'),
    texts(engine, 'nl_hazard_status'),
    texts(engine, 'nl_district'),
  ]);
  return rows.map((row) => ({
    discoverTime: text(row.discoverTime),
    enterprise: text(row.enterprise) ?? '',
    district: district(row.district),
    level: level(row.level),
    levelCode: text(row.level) ?? '',
    status: status(row.status),
    deadline: text(row.deadline),
    overdue: String(row.overdue ?? '') === HAZARD_VALUES.overdue,
  }));
}
