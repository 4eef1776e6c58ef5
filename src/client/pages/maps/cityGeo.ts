// The city's district boundaries (a generated, simplified GeoJSON: see geo/README.md), loaded as its
// own chunk with the map and registered with ECharts once.
import type { registerMap as RegisterMap } from 'echarts/core';

export const CITY_MAP_NAME = 'anze-city';

let registered: Promise<void> | null = null;

export function registerCityMap(registerMap: typeof RegisterMap): Promise<void> {
  registered ??= import('./geo/city-districts.json').then((module) => {
    const geo = (module as { default?: unknown }).default ?? module;
    registerMap(CITY_MAP_NAME, geo as Parameters<typeof RegisterMap>[1]);
  });
  return registered;
}
