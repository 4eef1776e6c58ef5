// From the map API's answers to the city map's regions and layers, and back from a clicked marker
// to the record it stands for.
import type { DictItem } from '../../../shared/api-types';
import type { MapAppointmentDay, MapOverview } from '../../../shared/maps';
import { CITY } from '../../../shared/platform';
import type { MapLayer, MapRegion } from './mapTypes';
import {
  APPOINTMENT_COLOURS,
  CELL_COLOUR,
  CHECK_IN_COLOUR,
  MAP_TEXTS,
  OTHER_COLOUR,
  POINT_COLOURS,
} from './mapTexts';

export interface MapLayers {
  regions: MapRegion[];
  layers: MapLayer[];
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
