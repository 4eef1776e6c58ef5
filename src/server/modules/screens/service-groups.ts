// The 第二屏's grouped service figures, one GROUP BY each within the user's scope: this week's
// appointments per day in four groups of states, the engineers' tasks of this service year (names
// read in one query for the ranked ids), and service coverage per district.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { DistrictCoverage, EngineerLoad, WeekAppointments } from '../../../shared/analysis-screens';
import { TOP_ENGINEERS } from '../../../shared/analysis-screens';
import type { Engine } from '../../engine';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import { INSURED, servedThisYear } from '../dashboards/insurance-kpis';
import type { KpiScope } from '../dashboards/kpi-scope';
import { percent, today } from '../dashboards/kpi-sql';
import { serviceYear, TASK_VALUES } from '../dashboards/service-kpis';
import { byColumn, groupRows, labelled, oneWhen } from './screen-groups';

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/** nl_appointment_status grouped as the week chart stacks them. */
export const APPOINTMENT_GROUPS = {
  pending: ['0'],
  confirmed: ['1', '2'],
  done: ['5'],
  dropped: ['3', '4', '6'],
} as const;
type AppointmentGroup = keyof typeof APPOINTMENT_GROUPS;

/** Monday to Sunday of the week holding `day` (YYYY-MM-DD, GMT+8 calendar). */
export function weekOf(day = today()): string[] {
  const noon = Date.parse(`${day}T12:00:00Z`);
  const monday = noon - ((new Date(noon).getUTCDay() + 6) % WEEK_DAYS) * DAY_MS;
  return Array.from({ length: WEEK_DAYS }, (_, i) =>
    new Date(monday + i * DAY_MS).toISOString().slice(0, 10),
  );
}

export async function weekAppointments(engine: Engine, appointments: KpiScope): Promise<WeekAppointments> {
  const days = weekOf();
  const date = appointments.column('appointDate');
  const status = appointments.column('status');
  const groups = Object.keys(APPOINTMENT_GROUPS) as AppointmentGroup[];
  const rows = await groupRows(engine, appointments, {
    by: byColumn(appointments, 'appointDate'),
    where: allOf([compare(date, '>=', days[0]!), compare(date, '<=', days.at(-1)!)]),
    values: Object.fromEntries(groups.map((g) => [g, oneWhen(inList(status, [...APPOINTMENT_GROUPS[g]]))])),
  });
  // A date column may come back as a date or a time on some drivers: its day is what groups.
  const byDay = new Map(rows.map((row) => [row.code.slice(0, 10), row]));
  const series = (g: AppointmentGroup) => days.map((d) => byDay.get(d)?.[g] ?? 0);
  return {
    days,
    pending: series('pending'),
    confirmed: series('confirmed'),
    done: series('done'),
    dropped: series('dropped'),
  };
}

/** This service year's tasks, cancelled ones left out. */
export const thisYearsTasks = (tasks: KpiScope) =>
  allOf([
    compare(tasks.column('serviceYear'), '=', Number(serviceYear())),
    sql<SqlBool>`coalesce(${sql.ref(tasks.column('status'))}, '') <> ${TASK_VALUES.cancelled}`,
  ]);

export async function engineerLoads(engine: Engine, tasks: KpiScope): Promise<EngineerLoad[]> {
  const done = compare(tasks.column('status'), '=', TASK_VALUES.done);
  const rows = await groupRows(engine, tasks, {
    by: byColumn(tasks, 'leaderExpertId'),
    where: thisYearsTasks(tasks),
    values: { open: sql`case when ${done} then 0 else 1 end`, done: oneWhen(done) },
  });
  const ranked = rows
    .filter((row) => row.code !== '')
    .sort((a, b) => b.open! + b.done! - (a.open! + a.done!))
    .slice(0, TOP_ENGINEERS);
  if (ranked.length === 0) return [];
  const expert = engine.registry.get('expert')!;
  const names = await engine.deps.db
    .selectFrom(expert.table)
    .select(['id', sql<unknown>`${sql.ref(expert.field('name')!.column)}`.as('name')])
    .where(
      'id',
      'in',
      ranked.map((row) => row.code),
    )
    .execute();
  const nameOf = new Map(names.map((n) => [String(n.id), String(n.name ?? '')]));
  return ranked.map((row) => ({ name: nameOf.get(row.code) ?? '', open: row.open!, done: row.done! }));
}

/** An enterprise with a task completed in this service year (服务覆盖率's served enterprise). */
export async function districtCoverage(engine: Engine, enterprises: KpiScope): Promise<DistrictCoverage[]> {
  const rows = await groupRows(engine, enterprises, {
    by: byColumn(enterprises, 'districtCode'),
    where: enterprises.filtered(INSURED),
    values: { insured: sql`1`, served: oneWhen(servedThisYear(engine, enterprises)) },
  });
  return (await labelled(engine, 'nl_district', rows)).map(({ code, label, insured, served }) => ({
    code,
    label,
    insured: insured!,
    served: served!,
    coverage: percent(served!, insured!),
  }));
}
