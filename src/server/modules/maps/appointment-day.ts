// The appointment map (domain §5.4, /demo/yhMap): the appointments of one day placed at their
// enterprises, with the engineers' check-in points of that day (investigations' checkInLng/Lat) —
// each list within the user's scope of its entity.
import { sql } from 'kysely';
import type { MapAppointment, MapAppointmentDay, MapCheckIn } from '../../../shared/maps';
import type { Engine, EntityAccess } from '../../engine';
import { scopeConditions } from '../../engine/access';
import type { EngineDb } from '../../engine/engine-db';
import { allOf } from '../../engine/sql-conditions';

/** At most this many markers of each kind for one day. */
export const APPOINTMENT_DAY_LIMIT = 5_000;

export interface DayContext {
  engine: Engine;
  db: EngineDb;
}

/** The day after a YYYY-MM-DD date, same format. */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const column = (access: EntityAccess, key: string) => access.entity.field(key)!.column;

async function appointments(
  context: DayContext,
  access: EntityAccess,
  date: string,
): Promise<MapAppointment[]> {
  const enterprises = context.engine.registry.get('enterprise')!;
  const at = (key: string) => sql.ref(`a.${column(access, key)}`);
  const of = (key: string) => sql.ref(`e.${enterprises.field(key)!.column}`);
  const scoped = context.db
    .selectFrom(access.entity.table)
    .select('id')
    .where(allOf(scopeConditions(access)));
  const rows = await context.db
    .selectFrom(`${access.entity.table} as a`)
    .innerJoin(`${enterprises.table} as e`, 'e.id', `a.${column(access, 'enterpriseId')}`)
    .select([
      sql<string>`a.id`.as('id'),
      sql<string>`${at('enterpriseId')}`.as('enterpriseId'),
      sql<string | null>`${of('enterpriseName')}`.as('enterpriseName'),
      sql<string | null>`${at('status')}`.as('status'),
      sql<string | null>`${at('timeSlot')}`.as('timeSlot'),
      sql<number>`${of('longitude')}`.as('lng'),
      sql<number>`${of('latitude')}`.as('lat'),
    ])
    .where(sql.ref('a.id'), 'in', scoped)
    .where(at('appointDate'), '=', date)
    .where(of('longitude'), 'is not', null)
    .where(of('latitude'), 'is not', null)
    .orderBy('a.id')
    .limit(APPOINTMENT_DAY_LIMIT)
    .execute();
  return rows.map((r) => ({ ...r, lng: Number(r.lng), lat: Number(r.lat) }));
}

async function checkIns(context: DayContext, access: EntityAccess, date: string): Promise<MapCheckIn[]> {
  const enterprises = context.engine.registry.get('enterprise')!;
  const at = (key: string) => sql.ref(`i.${column(access, key)}`);
  const scoped = context.db
    .selectFrom(access.entity.table)
    .select('id')
    .where(allOf(scopeConditions(access)));
  const rows = await context.db
    .selectFrom(`${access.entity.table} as i`)
    .leftJoin(`${enterprises.table} as e`, 'e.id', `i.${column(access, 'enterpriseId')}`)
    .select([
      sql<string>`i.id`.as('id'),
      sql<string | null>`${sql.ref(`e.${enterprises.field('enterpriseName')!.column}`)}`.as('enterpriseName'),
      sql<string | null>`${at('checkInTime')}`.as('checkInTime'),
      sql<number>`${at('checkInLng')}`.as('lng'),
      sql<number>`${at('checkInLat')}`.as('lat'),
    ])
    .where(sql.ref('i.id'), 'in', scoped)
    .where(at('checkInTime'), '>=', date)
    .where(at('checkInTime'), '<', nextDay(date))
    .where(at('checkInLng'), 'is not', null)
    .where(at('checkInLat'), 'is not', null)
    .orderBy('i.id')
    .limit(APPOINTMENT_DAY_LIMIT)
    .execute();
  return rows.map((r) => ({ ...r, lng: Number(r.lng), lat: Number(r.lat) }));
}

export async function appointmentDay(
  context: DayContext,
  appointmentAccess: EntityAccess,
  investigationAccess: EntityAccess | null,
  date: string,
): Promise<MapAppointmentDay> {
  return {
    date,
    appointments: await appointments(context, appointmentAccess, date),
    checkIns: investigationAccess ? await checkIns(context, investigationAccess, date) : [],
  };
}
