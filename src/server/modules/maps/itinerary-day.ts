// The appointment map's itinerary layer (domain §5.4): the itineraries of one day within the user's
// scope of 工程师行程 (tenant, ownExpert, menu data rules), each with its expert's name and its GPS
// track in time order — two queries (the itineraries, then their points thinned by the database to
// TRACK_LIMITS.mapPointsPerItinerary, the first and last point kept).
import { sql } from 'kysely';
import type { MapItinerary, MapItineraryDay, TrackPoint } from '../../../shared/itinerary-track';
import { TRACK_ENTITY, TRACK_LIMITS } from '../../../shared/itinerary-track';
import type { EntityAccess } from '../../engine';
import { scopeConditions } from '../../engine/access';
import { allOf } from '../../engine/sql-conditions';
import type { DictionaryService } from '../sys/dictionary-service';
import type { DayContext } from './appointment-day';

interface TrackRow {
  itineraryId: string;
  lng: number | string;
  lat: number | string;
  gpsTime: string;
}

export async function itineraryDay(
  context: DayContext & { dictionaries: DictionaryService },
  access: EntityAccess,
  date: string,
): Promise<MapItineraryDay> {
  const { registry } = context.engine;
  const experts = registry.get('expert')!;
  const track = registry.get(TRACK_ENTITY)!;
  const at = (key: string) => sql.ref(`i.${access.entity.field(key)!.column}`);
  const of = (key: string) => sql.ref(`t.${track.field(key)!.column}`);
  const dayIds = context.db
    .selectFrom(access.entity.table)
    .select('id')
    .where(allOf(scopeConditions(access)))
    .where(access.entity.field('itineraryDate')!.column, '=', date);
  const rows = await context.db
    .selectFrom(`${access.entity.table} as i`)
    .leftJoin(`${experts.table} as x`, 'x.id', `i.${access.entity.field('expertId')!.column}`)
    .select([
      sql<string>`i.id`.as('id'),
      sql<string>`${at('expertId')}`.as('expertId'),
      sql<string | null>`${sql.ref(`x.${experts.field('name')!.column}`)}`.as('expertName'),
      sql<string | null>`${at('toAddress')}`.as('toAddress'),
      sql<string | null>`${at('status')}`.as('status'),
    ])
    .where(sql.ref('i.id'), 'in', dayIds)
    .orderBy('i.id')
    .limit(TRACK_LIMITS.mapItinerariesPerDay)
    .execute();
  if (rows.length === 0) return { date, itineraries: [] };

  // Thinned by the database, so a day of long tracks does not travel whole: of T points in time
  // order, the n-th is kept where ⌊(n−1)(L−1)/(T−1)⌋ steps up — exactly L points spread evenly, the
  // first and the last among them (integer division on both databases: the numbers are literals,
  // as SQLite's driver binds a number as a real).
  const keep = TRACK_LIMITS.mapPointsPerItinerary;
  const numbered = context.db
    .selectFrom(`${track.table} as t`)
    .select([
      sql<string>`${of('itineraryId')}`.as('itineraryId'),
      sql<number>`${of('longitude')}`.as('lng'),
      sql<number>`${of('latitude')}`.as('lat'),
      sql<string>`${of('gpsTime')}`.as('gpsTime'),
      sql<number>`row_number() over (partition by ${of('itineraryId')} order by ${of('gpsTime')})`.as('n'),
      sql<number>`count(*) over (partition by ${of('itineraryId')})`.as('total'),
    ])
    .where(of('itineraryId'), 'in', dayIds)
    .as('p');
  const step = (offset: number) =>
    sql`((${sql.ref('p.n')} - ${sql.lit(offset)}) * ${sql.lit(keep - 1)}) / (${sql.ref('p.total')} - 1)`;
  const points = (await context.db
    .selectFrom(numbered)
    .select(['p.itineraryId', 'p.lng', 'p.lat', 'p.gpsTime'])
    .where(
      sql<boolean>`${sql.ref('p.total')} <= ${sql.lit(keep)} or ${sql.ref('p.n')} = 1 or ${step(1)} <> ${step(2)}`,
    )
    .orderBy('p.itineraryId')
    .orderBy('p.gpsTime')
    .execute()) as TrackRow[];
  const tracks = new Map<string, TrackRow[]>();
  for (const point of points) {
    const list = tracks.get(point.itineraryId);
    if (list) list.push(point);
    else tracks.set(point.itineraryId, [point]);
  }
  const statusDict = access.entity.field('status')!.dict;
  const statuses = statusDict?.kind === 'plain' ? await context.dictionaries.items(statusDict.code) : [];
  const toPoint = (p: TrackRow): TrackPoint => [Number(p.lng), Number(p.lat)];
  const itineraries = rows.map((row): MapItinerary => {
    const own = tracks.get(row.id) ?? [];
    const last = own.at(-1);
    return {
      ...row,
      status_dictText: statuses.find((item) => item.value === row.status)?.text ?? null,
      track: own.map(toPoint),
      lastPoint: last ? toPoint(last) : null,
      lastTime: last ? String(last.gpsTime) : null,
    };
  });
  return { date, itineraries };
}
