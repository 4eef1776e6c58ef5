// The info window of one enterprise on the data map (domain §5.4, the public CompanyMap bean): its
// identity and policy, and counters of its services and hazards — only when the enterprise lies
// within the user's scope, and only the fields the user may read.
import { sql } from 'kysely';
import type { MapEnterpriseInfo } from '../../../shared/maps';
import { HAZARD_CLOSED_STATUS, HAZARD_REVOKED_STATUS } from '../../../shared/maps';
import type { Engine, EntityAccess } from '../../engine';
import type { EngineRow } from '../../engine/access';
import { addDerivedValues } from '../../engine/derived-values';
import { scopeConditions } from '../../engine/access';
import { maskRecords } from '../../engine/personal-fields';
import type { EngineDb } from '../../engine/engine-db';
import { allOf, compare } from '../../engine/sql-conditions';
import { Errors } from '../../errors';
import type { DictionaryService } from '../sys/dictionary-service';

const TEXT_FIELDS = ['enterpriseName', 'address', 'contactName', 'contactPhone', 'policyEndDate'] as const;
const DICT_FIELDS = ['highRiskSector', 'insureStatus', 'riskLevel'] as const;

export interface InfoContext {
  engine: Engine;
  db: EngineDb;
  dictionaries: DictionaryService;
}

async function dictText(context: InfoContext, access: EntityAccess, key: string, value: unknown) {
  const code = access.entity.field(key)?.definition.dict;
  if (value === null || value === undefined || !code || typeof code !== 'object' || !('code' in code))
    return null;
  const items = await context.dictionaries.items(String(code.code));
  return items.find((item) => item.value === String(value))?.text ?? String(value);
}

async function serviceCounters(context: InfoContext, access: EntityAccess, id: string) {
  const investigations = context.engine.registry.get('investigation')!;
  const column = (key: string) => investigations.field(key)!.column;
  const year = String(new Date().getFullYear());
  const row = await context.db
    .selectFrom(investigations.table)
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`sum(case when ${sql.ref(column('planDate'))} >= ${`${year}-01-01`} then 1 else 0 end)`.as(
        'thisYear',
      ),
      sql<string | null>`max(coalesce(${sql.ref(column('checkInTime'))}, ${sql.ref(column('planDate'))}))`.as(
        'last',
      ),
    ])
    .where(compare(column('enterpriseId'), '=', id))
    .where(compare('tenant_id', '=', access.principal.tenantId))
    .executeTakeFirst();
  return {
    servicesTotal: Number(row?.total ?? 0),
    servicesThisYear: Number(row?.thisYear ?? 0),
    lastServiceDate: row?.last ? String(row.last).slice(0, 10) : null,
  };
}

async function hazardCounters(context: InfoContext, access: EntityAccess, id: string) {
  const hazards = context.engine.registry.get('hiddenDanger')!;
  const status = sql.ref(hazards.field('status')!.column);
  const row = await context.db
    .selectFrom(hazards.table)
    .select([
      sql<number>`sum(case when ${status} <> ${HAZARD_REVOKED_STATUS} then 1 else 0 end)`.as('total'),
      sql<number>`sum(case when ${status} = ${HAZARD_CLOSED_STATUS} then 1 else 0 end)`.as('closed'),
    ])
    .where(compare(hazards.field('enterpriseId')!.column, '=', id))
    .where(compare('tenant_id', '=', access.principal.tenantId))
    .executeTakeFirst();
  const total = Number(row?.total ?? 0);
  const closed = Number(row?.closed ?? 0);
  return { hazardsTotal: total, hazardsClosed: closed, hazardsOpen: total - closed };
}

export async function enterpriseInfo(
  context: InfoContext,
  access: EntityAccess,
  id: string,
): Promise<MapEnterpriseInfo> {
  const record = await context.db
    .selectFrom(access.entity.table)
    .selectAll()
    .where(allOf([...scopeConditions(access), compare('id', '=', id)]))
    .executeTakeFirst();
  if (!record) throw Errors.recordNotFound();
  // Derived fields (保单到期: the latest policy's end) are computed as the enterprise list computes
  // them, never read from a column.
  const derived: EngineRow = { id };
  await addDerivedValues(context.engine.deps, access, [derived]);
  const value = (key: string) => {
    const field = access.readable.get(key);
    const raw = key in derived ? derived[key] : field ? record[field.column] : null;
    return raw === null || raw === undefined ? null : String(raw);
  };
  const info: Record<string, unknown> = { id };
  for (const key of TEXT_FIELDS) info[key] = value(key);
  // The contact's phone is personal data: masked as the enterprise list masks it for this user.
  maskRecords(access, [info]);
  for (const key of DICT_FIELDS) {
    info[key] = value(key);
    info[`${key}_dictText`] = await dictText(context, access, key, info[key]);
  }
  return {
    ...(info as Omit<MapEnterpriseInfo, 'servicesThisYear'>),
    ...(await serviceCounters(context, access, id)),
    ...(await hazardCounters(context, access, id)),
  } as MapEnterpriseInfo;
}
