// The province/city/district tree of the area linkage (spec §3: codes, root parent 86). The data
// (src/shared/area/regions.json, scripts/area-data.ts) is passed in, so that clients load it lazily.

export type RegionData = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const REGION_ROOT = '86';
/** The two shapes of JAreaLinkage; any other `type` is refused with this text (spec §5). */
export const AREA_TYPES = ['cascader', 'select'] as const;
export type AreaType = (typeof AREA_TYPES)[number];
export const AREA_BAD_TYPE = 'Bad type value';

export interface RegionIndex {
  /** Parent code of every code below the root. */
  parentOf: ReadonlyMap<string, string>;
  nameOf: ReadonlyMap<string, string>;
}

export function indexRegions(data: RegionData): RegionIndex {
  const parentOf = new Map<string, string>();
  const nameOf = new Map<string, string>();
  for (const [parent, children] of Object.entries(data)) {
    for (const [code, name] of Object.entries(children)) {
      parentOf.set(code, parent);
      nameOf.set(code, name);
    }
  }
  return { parentOf, nameOf };
}

/** Codes from the province down to `code`; empty for an unknown code. */
export function regionPath(index: RegionIndex, code: string): string[] {
  const path: string[] = [];
  for (let current = code; current !== REGION_ROOT; current = index.parentOf.get(current)!) {
    if (!index.parentOf.has(current)) return [];
    path.unshift(current);
  }
  return path;
}

/** 广西壮族自治区/南宁市/青秀区 for 450103; the code itself when unknown. */
export function regionText(index: RegionIndex, code: string, separator = '/'): string {
  const path = regionPath(index, code);
  return path.length ? path.map((c) => index.nameOf.get(c)).join(separator) : code;
}
