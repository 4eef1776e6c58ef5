// The GPS tracks of the recent itineraries that set out (domain §2.17, §6 demo data): a few dozen
// points from near the service organisation towards the enterprise, along the straight line with
// some ±15 m of noise, timed between the departure and the arrival (the planned one while still on
// the way, never after the reference day's start). Only the last weeks' trips have one, as a phone
// app's tracks are kept a while: a big demo set stays quick to write. Ids come from their own
// source so that the other rows keep theirs.
import { TRACK_COORD_SYSTEM } from '../../shared/itinerary-track';
import { dateTimeOf, dayNumber, instantOfDateTime } from './calendar';
import type { Random } from './random';
import type { WorkSetting } from './safety-work';
import type { ItineraryTrackRow } from './work-rows';

/** Trips of this many days before the reference day have a track. */
const TRACK_DAYS = 30;
/** About one point every 45 s (domain §6: every 30–60 s), at most this many a trip. */
const POINT_EVERY_MS = 45_000;
const MAX_POINTS = 40;
/** GPS noise: about ±15 m in degrees. */
const NOISE_DEGREES = 0.000135;
/** Reported accuracy in metres. */
const ACCURACY_M: readonly [number, number] = [5, 30];
/** A phone starts recording a little away from the organisation's door. */
const START_OFFSET_DEGREES = 0.0015;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function generateItineraryTracks(random: Random, setting: WorkSetting): void {
  const { context, draft, work } = setting;
  const org = draft.org;
  if (!org || org.longitude === null || org.latitude === null) return;
  for (const itinerary of work.itineraries) {
    const { departTime, toLongitude, toLatitude } = itinerary;
    const end = itinerary.arriveTime ?? itinerary.planArriveTime;
    if (departTime === null || end === null || toLongitude === null || toLatitude === null) continue;
    if (dayNumber(itinerary.itineraryDate) < context.asOfDay - TRACK_DAYS) continue;
    const from = instantOfDateTime(departTime);
    const span = instantOfDateTime(end) - from;
    const until = Math.min(from + span, context.cutoff - 1000);
    const start: [number, number] = [
      org.longitude + random.float(-START_OFFSET_DEGREES, START_OFFSET_DEGREES),
      org.latitude + random.float(-START_OFFSET_DEGREES, START_OFFSET_DEGREES),
    ];
    // Straight-line speed over the whole trip, as a phone would average it (road km are a third longer).
    const speed = itinerary.distanceKm
      ? round((itinerary.distanceKm * 500) / Math.max(1, span / 1000), 2)
      : null;
    const count = Math.max(2, Math.min(MAX_POINTS, Math.floor(span / POINT_EVERY_MS)));
    for (let k = 0; k < count; k++) {
      // Whole seconds, one point per second at most (the itinerary and time are unique).
      const at = from + Math.floor((k * span) / (count - 1) / 1000) * 1000;
      if (at > until) break;
      const share = span > 0 ? (at - from) / span : 1;
      const row: ItineraryTrackRow = {
        id: context.trackId(),
        createTime: dateTimeOf(at),
        itineraryId: itinerary.id,
        longitude: round(
          start[0] + (toLongitude - start[0]) * share + random.float(-NOISE_DEGREES, NOISE_DEGREES),
          6,
        ),
        latitude: round(
          start[1] + (toLatitude - start[1]) * share + random.float(-NOISE_DEGREES, NOISE_DEGREES),
          6,
        ),
        gpsTime: dateTimeOf(at),
        speed,
        accuracy: round(random.float(...ACCURACY_M), 1),
        coordSystem: TRACK_COORD_SYSTEM,
      };
      work.itineraryTracks.push(row);
    }
  }
}
