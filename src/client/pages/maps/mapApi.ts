// The map API calls (src/server/modules/maps).
import type { MapItineraryDay } from '../../../shared/itinerary-track';
import { ITINERARY_TRACK_PATHS } from '../../../shared/itinerary-track';
import type { MapAppointmentDay, MapEnterpriseInfo, MapOverview } from '../../../shared/maps';
import { MAP_PATHS } from '../../../shared/maps';
import { getAction } from '../../api/http';
import { MAP_TEXTS } from './mapTexts';

async function resultOf<T>(promise: Promise<{ success: boolean; message: string; result: T }>): Promise<T> {
  const reply = await promise;
  if (!reply.success) throw new Error(reply.message || MAP_TEXTS.loadFailed);
  return reply.result;
}

export type MapQuery = Record<string, string | undefined>;

const defined = (query: MapQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;

export const fetchOverview = (query: MapQuery) =>
  resultOf(getAction<MapOverview>(MAP_PATHS.overview, defined(query)));

export const fetchEnterpriseInfo = (id: string) =>
  resultOf(getAction<MapEnterpriseInfo>(MAP_PATHS.enterprise, { id }));

export const fetchAppointmentDay = (date: string) =>
  resultOf(getAction<MapAppointmentDay>(MAP_PATHS.appointments, { date }));

export const fetchItineraryDay = (date: string) =>
  resultOf(getAction<MapItineraryDay>(ITINERARY_TRACK_PATHS.mapDay, { date }));
