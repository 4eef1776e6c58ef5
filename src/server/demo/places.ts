// Where a demo enterprise or service organisation is: its district (by the weights of CITY), an
// optional industrial park, a street, an address and GCJ-02 coordinates near the district centre
// (or, tighter, the park centre), always inside the city's box (domain §6.2).
import { CITY } from '../../shared/platform';
import { CITY_PROFILE, GENERIC_ROADS, isInsideCity } from './city-profile';
import type { Park } from './city-profile';
import type { Random, Weighted } from './random';

export type District = (typeof CITY.districts)[number];

const DISTRICT_WEIGHTS: Weighted<District> = CITY.districts.map((d) => [d, d.weight] as const);

/** Spread of points around a district centre and around a park centre, in degrees. */
const DISTRICT_SIGMA_DEG = 0.03;
const PARK_SIGMA_DEG = 0.005;
const MAX_DRAWS = 50;

export function drawDistrict(random: Random): District {
  return random.weighted(DISTRICT_WEIGHTS);
}

export function districtByCode(code: string): District {
  const district = CITY.districts.find((d) => d.code === code);
  if (!district) throw new Error(`district ${code} is not in CITY`);
  return district;
}

export function parksOf(districtCode: string): readonly Park[] {
  return CITY_PROFILE.parks.filter((p) => p.districtCode === districtCode);
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Centre plus Gaussian jitter, drawn again while outside the city box; after many misses (only
 * possible with a centre on the box's edge) the centre itself, which is always inside.
 */
export function jitteredPoint(
  random: Random,
  center: readonly [number, number],
  sigma: number,
): { longitude: number; latitude: number } {
  for (let i = 0; i < MAX_DRAWS; i++) {
    const longitude = round6(center[0] + random.gaussian() * sigma);
    const latitude = round6(center[1] + random.gaussian() * sigma);
    if (isInsideCity(longitude, latitude)) return { longitude, latitude };
  }
  return { longitude: round6(center[0]), latitude: round6(center[1]) };
}

export interface Place {
  districtCode: string;
  streetName: string | null;
  parkName: string | null;
  address: string;
  longitude: number;
  latitude: number;
}

/** A place in the district; `inPark` puts it in one of the district's parks when it has any. */
export function drawPlace(random: Random, district: District, inPark: boolean): Place {
  const parks = parksOf(district.code);
  const park = inPark && parks.length > 0 ? random.pick(parks) : null;
  const roads = CITY_PROFILE.roads[district.code] ?? GENERIC_ROADS;
  const streets = CITY_PROFILE.streets[district.code];
  const road = random.chance(0.75) ? random.pick(roads) : random.pick(GENERIC_ROADS);
  const number = random.int(1, 399);
  let address: string;
  if (park) {
    address = `${district.name}${park.name}${road}${number}号${random.int(1, 24)}栋`;
  } else {
    const suffix = random.weighted<string>([
      ['', 6],
      [`${random.int(1, 12)}栋`, 2],
      ['厂区', 1],
      ['综合楼', 1],
    ]);
    address = `${district.name}${road}${number}号${suffix}`;
  }
  const point = park
    ? jitteredPoint(random, park.center, PARK_SIGMA_DEG)
    : jitteredPoint(random, district.center, DISTRICT_SIGMA_DEG);
  return {
    districtCode: district.code,
    streetName: streets ? random.pick(streets) : null,
    parkName: park?.name ?? null,
    address,
    ...point,
  };
}
