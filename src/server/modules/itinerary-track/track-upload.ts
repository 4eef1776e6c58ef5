// Storing an upload of track points (domain §2.17): the itinerary is read in the user's scope as an
// operation reads its record (tenant, data rules such as ownExpert, menu data rules), must be on its
// way (TRACKING_STATES), and the points go in with one insert in one transaction. A point whose
// itinerary and time are stored already is left out by the unique index, so a phone on a bad
// network may send a batch again without doubling it.
import { sql } from 'kysely';
import type { TrackUploadResult } from '../../../shared/itinerary-track';
import {
  ITINERARY_ENTITY,
  TRACK_COORD_SYSTEM,
  TRACK_ENTITY,
  TRACKING_STATES,
  TRACK_TEXTS,
} from '../../../shared/itinerary-track';
import { formatDateTime } from '../../../shared/date-format';
import { OPERATION_TEXTS } from '../../../shared/engine-operations';
import { newId } from '../../db/ids';
import type { Engine } from '../../engine';
import { accessOf, assertWithinRuleConditions, withinRestrictions } from '../../engine/access';
import type { Principal } from '../../engine/principal';
import { rowsInTenant } from '../../engine/records';
import type { ResolvedEntity } from '../../engine/registry';
import { insertRowOf } from '../../engine/write/persist';
import { Errors } from '../../errors';
import type { StoredPoint } from './track-points';

/** The permission codes of the steps an engineer may take while the itinerary is tracked. */
export function trackingStepCodes(itinerary: ResolvedEntity): string[] {
  return itinerary.operations
    .filter((operation) => TRACKING_STATES.some((state) => operation.from?.has(state)))
    .map((operation) => operation.code);
}

async function stateText(engine: Engine, itinerary: ResolvedEntity, state: string): Promise<string> {
  const dict = itinerary.lifecycle?.field.dict;
  if (dict?.kind !== 'plain') return state;
  const items = await engine.deps.dictionaries.items(dict.code);
  return items.find((item) => item.value === state)?.text ?? state;
}

export async function storeTrack(
  engine: Engine,
  principal: Principal,
  itineraryId: string,
  points: readonly StoredPoint[],
): Promise<TrackUploadResult> {
  const { deps, registry } = engine;
  const itinerary = await accessOf(deps, principal, registry.get(ITINERARY_ENTITY)!);
  const track = await accessOf(deps, principal, registry.get(TRACK_ENTITY)!);
  const stateField = itinerary.entity.lifecycle!.field.key;
  const [record] = await rowsInTenant(deps.db, itinerary, [itineraryId]);
  if (!record) throw Errors.recordNotFound();
  if (!withinRestrictions(itinerary, record)) throw Errors.dataForbidden();
  const state = String(record[stateField] ?? '');
  // Refused before the transaction, where the state's text is read: on SQLite (one connection) a
  // dictionary reload inside the transaction would wait for it.
  if (!TRACKING_STATES.includes(state))
    throw Errors.operationRefused(TRACK_TEXTS.notTracking(await stateText(engine, itinerary.entity, state)));

  const now = formatDateTime();
  const rows = points.map((point) =>
    insertRowOf(
      track,
      {
        index: 0,
        id: newId(),
        isNew: true,
        values: { itineraryId, coordSystem: TRACK_COORD_SYSTEM, ...point },
        merged: {},
        errors: {},
      },
      now,
    ),
  );
  const column = (key: string) => itinerary.entity.field(key)!.column;
  // The schema's unique index of itinerary and time (with the tenant the registry adds to it).
  const sameTime = track.entity.indexes.find((index) => index.unique)!.columns;
  const saved = await deps.db.transaction().execute(async (trx) => {
    await assertWithinRuleConditions(trx, itinerary, [itineraryId]);
    // The state again, locked with the row on PostgreSQL: a step taken meanwhile (返回) wins.
    const still = await trx
      .selectFrom(itinerary.entity.table)
      .select(sql<string>`${sql.ref(column(stateField))}`.as('state'))
      .where('id', '=', itineraryId)
      .$if(deps.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!still || !TRACKING_STATES.includes(String(still.state)))
      throw Errors.operationRefused(OPERATION_TEXTS.stateChanged);
    const result = await trx
      .insertInto(track.entity.table)
      .values(rows)
      .onConflict((conflict) => conflict.columns(sameTime).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  });
  if (saved > 0) deps.written(TRACK_ENTITY);
  return { saved, repeated: points.length - saved };
}
