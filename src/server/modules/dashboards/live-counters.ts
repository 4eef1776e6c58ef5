// The monitoring board's live business counters: today's new and closed hazards, open overdue
// hazards, tasks in progress and today's appointments — each the count of the user's list under
// the filter it opens, read in one aggregate per entity, cheap enough to poll every 30 s.
import type { Kpi } from '../../../shared/dashboard/kpi-api';
import type { Engine } from '../../engine';
import type { Principal } from '../../engine/principal';
import { HAZARD_FILTERS } from './hazard-kpis';
import { listScope } from './kpi-scope';
import type { KpiScope, ListFilter } from './kpi-scope';
import { num, today } from './kpi-sql';
import { TASK_VALUES } from './service-kpis';

type Counter = [key: Kpi['key'], filter: ListFilter];

async function counted(engine: Engine, scope: KpiScope, counters: Counter[]): Promise<Kpi[]> {
  const row = await engine.deps.db
    .selectFrom(scope.entity.table)
    .select(counters.map(([key, filter]) => scope.countOf(filter).as(key)))
    .where(scope.where)
    .executeTakeFirstOrThrow();
  return counters.map(([key, filter]) => scope.kpi(key, num(row[key]), filter));
}

export async function liveCounters(engine: Engine, principal: Principal): Promise<Kpi[]> {
  const day = today();
  const [hazards, tasks, appointments] = await Promise.all(
    ['hiddenDanger', 'task', 'appointment'].map((name) => listScope(engine, principal, name)),
  );
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
