// POST /nanli/expertItinerary/track: the app's upload of an itinerary's GPS points. Declared for the
// holders of the steps taken on the road (出发 … 返回); the handler then keeps to the itineraries the
// user may take those steps on (track-upload.ts).
import type { FastifyInstance } from 'fastify';
import type { TrackUpload } from '../../../shared/itinerary-track';
import {
  ITINERARY_ENTITY,
  ITINERARY_TRACK_PATHS,
  TRACK_ENTITY,
  TRACK_TEXTS,
} from '../../../shared/itinerary-track';
import { allow } from '../../auth/route-access';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { checkedUpload } from './track-points';
import { storeTrack, trackingStepCodes } from './track-upload';

export function registerItineraryTrackRoutes(api: FastifyInstance, { engine }: AppServices): void {
  const itinerary = engine.registry.get(ITINERARY_ENTITY)!;
  const gpsTime = engine.registry.get(TRACK_ENTITY)!.field('gpsTime')!.definition;
  api.post<{ Body: Partial<TrackUpload> }>(
    ITINERARY_TRACK_PATHS.upload,
    allow.anyOf(...trackingStepCodes(itinerary)),
    async (request) => {
      const { itineraryId, points } = checkedUpload(request.body, gpsTime);
      const result = await storeTrack(engine, await engine.principal(request), itineraryId, points);
      return ok(result, TRACK_TEXTS.saved(result.saved, result.repeated));
    },
  );
}
