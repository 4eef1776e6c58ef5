// The monitoring board's live business counters: today's new and closed hazards, open overdue
// hazards, tasks in progress and today's appointments — each the count of the user's list under
// the filter it opens, polled every 30 s. One count per counter, each with its own condition, so an
// index on the day or state answers it: one aggregate of conditional sums per entity read every row
// of the scope (1.3–1.9 s of CPU for a city's 1.9M hazards, docs/perf.md).
import { sql } from 'kysely';
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import { allOf } from '../../engine/sql-conditions';
import type { Engine } from '../../engine';
import { HAZARD_FILTERS } from './hazard-kpis';
import type { KpiScope, ListFilter } from './kpi-scope';
import { num, today } from './kpi-sql';
import { TASK_VALUES } from './service-kpis';

type Counter = [key: Kpi['key'], filter: ListFilter];

async function counted(engine: Engine, scope: KpiScope, counters: Counter[]): Promise<Kpi[]> {
  const kpis: Kpi[] = [];
  for (const [key, filter] of counters) {
    const row = await engine.deps.db
      .selectFrom(scope.entity.table)
      .select(sql<unknown>`count(*)`.as('n'))
      .where(allOf([scope.where, scope.filtered(filter)]))
      .executeTakeFirstOrThrow();
    kpis.push(scope.kpi(key, num(row.n), filter));
  }
  return kpis;
}

/** The entities the live counters count. */
export const LIVE_ENTITIES = ['hiddenDanger', 'task', 'appointment'] as const;

export async function liveCounters(
  engine: Engine,
  scopes: Readonly<Record<string, KpiScope | null>>,
  day = today(),
): Promise<Kpi[]> {
  const { hiddenDanger: hazards, task: tasks, appointment: appointments } = scopes;
  const parts: Promise<Kpi[]>[] = [];
  if (hazards)
    parts.push(
      counted(engine, hazards, [
        ['todayHazards', { discoverTime_begin: day, discoverTime_end: day }],
        ['todayClosed', { closeTime_begin: day, closeTime_end: day }],
        ['hazardOverdue', HAZARD_FILTERS.overdue],
      ]),
    );
  if (tasks) parts.push(counted(engine, tasks, [['tasksInProgress', { status: TASK_VALUES.running }]]));
  if (appointments) parts.push(counted(engine, appointments, [['appointmentsToday', { appointDate: day }]]));
  return (await Promise.all(parts)).flat();
}
