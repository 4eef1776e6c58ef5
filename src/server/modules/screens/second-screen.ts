// 第二屏: the service topics within the user's scope — this service year's tasks by state with
// 计划完成率 (the dashboards' own), this week's appointments per day, the engineers' workload, deep
// services by state with those under way and their spending, and service coverage per district.
import { sql } from 'kysely';
import type { SecondScreenData, SecondTileKey } from '../../../shared/analysis-screens';
import { formatDateTime } from '../../../shared/date-format';
import type { ScreenGroup, ScreenTile } from '../../../shared/screens';
import type { Engine } from '../../engine';
import { inList } from '../../engine/sql-conditions';
import { SPENDING } from '../dashboards/insurance-kpis';
import type { KpiScope } from '../dashboards/kpi-scope';
import { num, percent } from '../dashboards/kpi-sql';
import { TASK_VALUES, taskKpis } from '../dashboards/service-kpis';
import { wan } from './insured-screen';
import { byColumn, countGroups } from './screen-groups';
import { districtCoverage, engineerLoads, thisYearsTasks, weekAppointments } from './service-groups';

/** nl_dispatch_status 已派遣, 服务中, 待验收: deep services under way. */
const ACTIVE_DEEP_SERVICES = ['2', '3', '4'];

export interface ServiceScopes {
  enterprises: KpiScope | null;
  tasks: KpiScope | null;
  appointments: KpiScope | null;
  deepServices: KpiScope | null;
}

async function deepServiceFigures(engine: Engine, services: KpiScope) {
  const row = await engine.deps.db
    .selectFrom(services.entity.table)
    .select([
      sql<unknown>`sum(case when ${inList(services.column('status'), ACTIVE_DEEP_SERVICES)} then 1 else 0 end)`.as(
        'active',
      ),
      sql<unknown>`sum(case when ${services.filtered(SPENDING)} then ${sql.ref(services.column('cost'))} else 0 end)`.as(
        'cost',
      ),
    ])
    .where(services.where)
    .executeTakeFirstOrThrow();
  return { active: num(row.active), cost: wan(row.cost) };
}

const count = (groups: ScreenGroup[], code: string) => groups.find((g) => g.code === code)?.value ?? 0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export async function secondScreen(engine: Engine, scopes: ServiceScopes): Promise<SecondScreenData> {
  const { enterprises, tasks, appointments, deepServices } = scopes;
  const [taskStates, completion, week, engineers, dispatchStates, deep, coverage] = await Promise.all([
    tasks
      ? countGroups(engine, tasks, 'nl_task_status', byColumn(tasks, 'status'), thisYearsTasks(tasks))
      : [],
    tasks ? taskKpis(engine, tasks) : [],
    appointments ? weekAppointments(engine, appointments) : null,
    tasks ? engineerLoads(engine, tasks) : [],
    deepServices
      ? countGroups(engine, deepServices, 'nl_dispatch_status', byColumn(deepServices, 'status'))
      : [],
    deepServices ? deepServiceFigures(engine, deepServices) : null,
    enterprises ? districtCoverage(engine, enterprises) : [],
  ]);
  const tile = (key: SecondTileKey, value: number | null, unit: ScreenTile['unit'] = 'count') => ({
    key,
    value,
    unit,
  });
  const weekFigures = week ?? { days: [], pending: [], confirmed: [], done: [], dropped: [] };
  const insured = sum(coverage.map((d) => d.insured));
  return {
    tiles: [
      tile('tasksThisYear', tasks ? sum(taskStates.map((g) => g.value)) : null),
      tile('tasksDone', tasks ? count(taskStates, TASK_VALUES.done) : null),
      tile('tasksRunning', tasks ? count(taskStates, TASK_VALUES.running) : null),
      tile('planCompletion', completion[0]?.value ?? null, 'percent'),
      tile(
        'appointmentsThisWeek',
        week ? sum([...week.pending, ...week.confirmed, ...week.done, ...week.dropped]) : null,
      ),
      tile('appointmentsConfirmed', week ? sum(week.confirmed) : null),
      tile('deepServicesActive', deep?.active ?? null),
      tile('deepServiceCost', deep?.cost ?? null, 'wan'),
      tile('serviceCoverage', percent(sum(coverage.map((d) => d.served)), insured), 'percent'),
    ],
    taskStates,
    week: weekFigures,
    engineers,
    deepServices: dispatchStates,
    coverage,
    at: formatDateTime(),
  };
}
