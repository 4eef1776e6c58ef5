// The division data, loaded as its own chunk the first time an area control or column needs it.
import { useEffect, useState } from 'react';
import { indexRegions } from '../../../shared/area/regionTree';
import type { RegionData, RegionIndex } from '../../../shared/area/regionTree';

export interface Regions {
  data: RegionData;
  index: RegionIndex;
}

let loading: Promise<Regions> | null = null;
let loaded: Regions | null = null;

export function loadRegions(): Promise<Regions> {
  loading ??= import('../../../shared/area/regions.json').then((module) => {
    const data = module.default as RegionData;
    loaded = { data, index: indexRegions(data) };
    return loaded;
  });
  return loading;
}

/** The regions, or null while their chunk loads. */
export function useRegions(): Regions | null {
  const [regions, setRegions] = useState<Regions | null>(loaded);
  useEffect(() => {
    if (regions) return;
    let live = true;
    void loadRegions().then((r) => live && setRegions(r));
    return () => {
      live = false;
    };
  }, [regions]);
  return regions;
}
