// Every code of the bundled division data: what an area field may hold (checked on each write).
import regions from '../../shared/area/regions.json';
import { indexRegions } from '../../shared/area/regionTree';

export const REGION_CODES: ReadonlySet<string> = new Set(indexRegions(regions).parentOf.keys());
