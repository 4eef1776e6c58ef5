// Effect `generateYearTasks` (domain §4.2) of the task list's 生成年度任务: for the chosen year, every
// enabled service list (企业服务清单) the user may see gets the planned tasks it still lacks —
// plannedTimes minus the enterprise's tasks of that year that are not cancelled — numbered on from
// those, each covering its share of the year (the 3rd of 4 runs from July to September, its end the
// deadline), 待派发 with its serial number. Running it again creates nothing. The reads are grouped
// (the year's service lists at once, the tasks counted per enterprise a chunk of enterprises at a
// time on the (tenant, enterprise, year) index), the inserts go through context.insert in chunks:
// the rules of add, one reference query and one serial-counter step per chunk.
import { sql } from 'kysely';
import type { CollectionEffect } from '../engine/hooks';
import { chunks } from '../engine/engine-db';
import { allOf, compare, inList, notInList } from '../engine/sql-conditions';
import type { Condition } from '../engine/sql-conditions';
import { PLANNED_TASK_TEXTS } from './messages';
import { columnOf, entityOf } from './records';

/** nl_enable 启用: only enabled service lists plan tasks. */
const SERVICE_ENABLED = '1';
/** nl_task_status 已取消: a cancelled task does not count as one of the plan's. */
const TASK_CANCELLED = '8';
/** A planned visit: nl_task_source 年度服务计划, nl_task_type 隐患排查, nl_service_item 隐患排查. */
const PLANNED_TASK = { sourceType: '1', taskType: '1', serviceItem: '04' } as const;
/** Tasks handed to one context.insert: bounds the candidates held at once. */
const INSERT_CHUNK = 1000;
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The `order`th of `planned` equal parts of the year, as its first and last day. */
function planWindow(year: number, order: number, planned: number): { start: string; end: string } {
  const first = Date.UTC(year, 0, 1);
  const days = (Date.UTC(year + 1, 0, 1) - first) / DAY_MS;
  return {
    start: isoDay(first + Math.floor(((order - 1) * days) / planned) * DAY_MS),
    end: isoDay(first + (Math.floor((order * days) / planned) - 1) * DAY_MS),
  };
}

export const generateYearTasks: CollectionEffect = async (context) => {
  const { db, registry, principal } = context;
  const year = Number(context.values.serviceYear);
  if (!Number.isInteger(year)) throw new Error('generateYearTasks needs the serviceYear field in its form');
  const service = entityOf(registry, 'enterpriseService');
  const task = entityOf(registry, 'task');
  const serviceEnterprise = columnOf(service, 'enterpriseId');
  const plannedTimes = columnOf(service, 'plannedTimes');
  const plans = await db
    .selectFrom(service.table)
    .select([serviceEnterprise, plannedTimes])
    .where(
      allOf([
        ...(await context.scope(service.name)),
        compare(columnOf(service, 'policyYear'), '=', year),
        compare(columnOf(service, 'status'), '=', SERVICE_ENABLED),
        compare(plannedTimes, '>', 0),
      ]),
    )
    .orderBy(serviceEnterprise)
    .execute();

  // Every task of the tenant counts, also those the user does not see: the plan is the enterprise's.
  const taskEnterprise = columnOf(task, 'enterpriseId');
  const tenant: Condition[] = task.tenantScoped ? [compare('tenant_id', '=', principal.tenantId)] : [];
  const existing = new Map<string, number>();
  for (const part of chunks([...new Set(plans.map((plan) => String(plan[serviceEnterprise])))])) {
    const counted = await db
      .selectFrom(task.table)
      .select([taskEnterprise, sql<number | string>`count(*)`.as('n')])
      .where(
        allOf([
          ...tenant,
          inList(taskEnterprise, part),
          compare(columnOf(task, 'serviceYear'), '=', year),
          notInList(columnOf(task, 'status'), [TASK_CANCELLED]),
        ]),
      )
      .groupBy(taskEnterprise)
      .execute();
    for (const row of counted) existing.set(String(row[taskEnterprise]), Number(row.n));
  }

  const records: Record<string, unknown>[] = [];
  for (const plan of plans) {
    const enterpriseId = String(plan[serviceEnterprise]);
    const planned = Number(plan[plannedTimes]);
    for (let order = (existing.get(enterpriseId) ?? 0) + 1; order <= planned; order++) {
      const { start, end } = planWindow(year, order, planned);
      records.push({
        ...PLANNED_TASK,
        taskName: PLANNED_TASK_TEXTS.name(year, order),
        description: PLANNED_TASK_TEXTS.description(year, order),
        enterpriseId,
        serviceYear: year,
        planStart: start,
        planEnd: end,
        deadline: end,
      });
    }
  }
  for (const part of chunks(records, INSERT_CHUNK)) await context.insert(task.name, part);
  return records.length;
};
