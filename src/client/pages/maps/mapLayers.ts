// From the map API's answers to the city map's regions and layers, and back from a clicked marker
// to the record it stands for.
import type { DictItem } from '../../../shared/api-types';
import type { MapItineraryDay } from '../../../shared/itinerary-track';
import { TRACKING_STATES } from '../../../shared/itinerary-track';
import type { MapAppointmentDay, MapOverview } from '../../../shared/maps';
import { CITY } from '../../../shared/platform';
import type { MapLayer, MapRegion, MapRoute } from './mapTypes';
import {
  APPOINTMENT_COLOURS,
  CELL_COLOUR,
  CHECK_IN_COLOUR,
  LAST_POSITION_COLOUR,
  MAP_TEXTS,
  OTHER_COLOUR,
  POINT_COLOURS,
  ROUTE_COLOURS,
  TRACK_END_COLOUR,
  TRACK_START_COLOUR,
} from './mapTexts';

export interface MapLayers {
  regions: MapRegion[];
  layers: MapLayer[];
  /** Lines under the markers (itineraries' tracks). */
  routes?: MapRoute[];
  /** The enterprise id behind a marker (null for grid cells and check-ins). */
  enterpriseAt(layerId: string, index: number): string | null;
}

const NAME_BY_CODE = new Map<string, string>(CITY.districts.map((d) => [d.code, d.name]));
const textOf = (items: DictItem[], value: string | null) =>
  items.find((i) => i.value === value)?.text ?? value ?? '-';
/** Layers in the dictionary's order (the legend reads 重大风险 … 低风险), unknown values last. */
const byDictOrder = (items: DictItem[]) => {
  const rank = (value: string) => {
    const index = items.findIndex((i) => i.value === value);
    return index < 0 ? items.length : index;
  };
  return ([a]: [string, unknown], [b]: [string, unknown]) => rank(a) - rank(b);
};

export function overviewLayers(overview: MapOverview, colourItems: DictItem[]): MapLayers {
  const regions = overview.districts.map((d) => ({
    name: NAME_BY_CODE.get(d.code) ?? d.code,
    value: d.enterprises,
    details: [`${MAP_TEXTS.openHazards}：${d.openHazards}`],
  }));
  if (overview.cells) {
    const cells: MapLayer = {
      id: 'cells',
      name: MAP_TEXTS.enterprises,
      colour: CELL_COLOUR,
      points: overview.cells.map(([lng, lat]) => [lng, lat]),
      counts: overview.cells.map((c) => c[2]),
    };
    return { regions, layers: [cells], enterpriseAt: () => null };
  }
  const groups = new Map<string, { ids: string[]; points: [number, number][] }>();
  for (const [id, lng, lat, colour] of overview.points ?? []) {
    const key = colour ?? '';
    const group = groups.get(key) ?? { ids: [], points: [] };
    group.ids.push(id);
    group.points.push([lng, lat]);
    groups.set(key, group);
  }
  const palette = POINT_COLOURS[overview.colourBy];
  const layers = [...groups.entries()].sort(byDictOrder(colourItems)).map(([value, group]) => ({
    id: `p:${value}`,
    name: textOf(colourItems, value || null),
    colour: palette[value] ?? OTHER_COLOUR,
    points: group.points,
  }));
  return {
    regions,
    layers,
    enterpriseAt: (layerId, index) => groups.get(layerId.slice(2))?.ids[index] ?? null,
  };
}

export function appointmentLayers(day: MapAppointmentDay, statusItems: DictItem[]): MapLayers {
  const byStatus = new Map<string, MapAppointmentDay['appointments']>();
  for (const appointment of day.appointments) {
    const key = appointment.status ?? '';
    byStatus.set(key, [...(byStatus.get(key) ?? []), appointment]);
  }
  const layers: MapLayer[] = [...byStatus.entries()].sort(byDictOrder(statusItems)).map(([status, list]) => ({
    id: `a:${status}`,
    name: textOf(statusItems, status || null),
    colour: APPOINTMENT_COLOURS[status] ?? OTHER_COLOUR,
    points: list.map((a) => [a.lng, a.lat]),
    symbol: 'pin',
  }));
  if (day.checkIns.length)
    layers.push({
      id: 'checkIns',
      name: MAP_TEXTS.checkIns,
      colour: CHECK_IN_COLOUR,
      points: day.checkIns.map((c) => [c.lng, c.lat]),
      symbol: 'triangle',
    });
  return {
    regions: [],
    layers,
    enterpriseAt: (layerId, index) =>
      layerId.startsWith('a:') ? (byStatus.get(layerId.slice(2))?.[index]?.enterpriseId ?? null) : null,
  };
}

/**
 * The day's itineraries that have a track: a line each, its start marker, and its end — the
 * engineer's last known place while the trip is still under way; every one with the engineer, the
 * destination and the state in its tooltip.
 */
export function itineraryLayers(day: MapItineraryDay): { routes: MapRoute[]; layers: MapLayer[] } {
  const tracked = day.itineraries.filter((i) => i.track.length > 0);
  const about = (i: MapItineraryDay['itineraries'][number]) => [
    `${MAP_TEXTS.expert}：${i.expertName ?? '-'}`,
    `${MAP_TEXTS.destination}：${i.toAddress ?? '-'}`,
    `${MAP_TEXTS.itineraryStatus}：${i.status_dictText ?? i.status ?? '-'}`,
  ];
  const routes = tracked.map((i, index) => ({
    id: i.id,
    colour: ROUTE_COLOURS[index % ROUTE_COLOURS.length]!,
    points: i.track,
    tooltip: about(i),
  }));
  type Tracked = (typeof tracked)[number];
  const markers = (
    id: string,
    name: string,
    colour: string,
    list: Tracked[],
    at: (i: Tracked) => [number, number],
    more: (i: Tracked) => string[] = () => [],
  ): MapLayer => ({
    id,
    name,
    colour,
    symbol: 'circle',
    points: list.map(at),
    tooltips: list.map((i) => [name, ...about(i), ...more(i)]),
  });
  const underWay = tracked.filter((i) => TRACKING_STATES.includes(i.status ?? ''));
  const ended = tracked.filter((i) => !underWay.includes(i));
  const layers = [
    markers('trackStart', MAP_TEXTS.trackStart, TRACK_START_COLOUR, tracked, (i) => i.track[0]!),
    markers('trackEnd', MAP_TEXTS.trackEnd, TRACK_END_COLOUR, ended, (i) => i.track.at(-1)!),
    {
      ...markers(
        'lastPositions',
        MAP_TEXTS.lastPosition,
        LAST_POSITION_COLOUR,
        underWay,
        (i) => i.lastPoint ?? i.track.at(-1)!,
        (i) => [`${MAP_TEXTS.lastSeen}：${i.lastTime ?? '-'}`],
      ),
      symbol: 'diamond' as const,
    },
  ].filter((layer) => layer.points.length > 0);
  return { routes, layers };
}
