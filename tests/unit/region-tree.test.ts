// The bundled division data and the paths the area linkage reads from it.
import { describe, expect, it } from 'vitest';
import regions from '../../src/shared/area/regions.json';
import { indexRegions, REGION_ROOT, regionPath, regionText } from '../../src/shared/area/regionTree';

const index = indexRegions(regions);

describe('region tree', () => {
  it('holds the provinces under 86 and current districts with 6-digit codes', () => {
    expect(Object.keys(regions[REGION_ROOT])).toHaveLength(31);
    expect(regions['450100']['450181']).toBe('横州市'); // 横县 became 横州市 in 2021
    expect([...index.parentOf.keys()].every((code) => /^\d{6}$/.test(code))).toBe(true);
    // Cities without districts are leaves, never their own child.
    expect([...index.parentOf].filter(([code, parent]) => code === parent)).toEqual([]);
    expect(regionPath(index, '441900')).toEqual(['440000', '441900']);
  });

  it('walks a district up to its province, and names the path', () => {
    expect(regionPath(index, '450103')).toEqual(['450000', '450100', '450103']);
    expect(regionText(index, '450103')).toBe('广西壮族自治区/南宁市/青秀区');
    expect(regionText(index, '110000')).toBe('北京市');
  });

  it('answers nothing for codes it does not know', () => {
    expect(regionPath(index, '999999')).toEqual([]);
    expect(regionText(index, '999999')).toBe('999999');
    expect(regionPath(index, REGION_ROOT)).toEqual([]);
  });
});
