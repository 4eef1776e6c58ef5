// The check items of guide inspections (and the checklist library they are filled from) show each
// check under the risk type it belongs to: every (检查类别, 检查内容) pair is one the demo's catalogue
// declares together, for a sector the item is written for and the type applies to. A fishing
// company's inspection does not file a fishing-boat check under 道路运输车辆与驾驶员.
import { describe, expect, it } from 'vitest';
import { CHECK_ITEM_CATALOGUE, CHECK_TEMPLATES } from '../../../src/server/demo/check-templates';
import { checkTemplateRows } from '../../../src/server/demo/reference-data';
import { appliesTo, RISK_TYPE_LEAVES } from '../../../src/server/demo/risk-types';
import { generateSample } from './support/sample';

const sample = generateSample({ enterprises: 400 });
const codeOf = new Map([...sample.context.reference.riskTypes].map(([code, id]) => [id, code]));
const leafOf = (code: string) => RISK_TYPE_LEAVES.find((leaf) => leaf.code === code);

/** Why the pair may not stand in a checklist of the sector, or null when it may. */
function mismatch(code: string, content: string, basis: string | null, sector: string): string | null {
  const leaf = leafOf(code);
  if (!leaf) return `${code} is not a leaf of the risk-type tree`;
  if (!appliesTo(leaf, sector)) return `${leaf.name} does not apply to sector ${sector}`;
  const declared = (CHECK_ITEM_CATALOGUE[code] ?? []).filter((item) => item.content === content);
  if (declared.length === 0) return `${leaf.name} does not declare “${content}”`;
  if (!declared.some((item) => item.sectors.includes(sector) && item.basis === basis))
    return `“${content}” is not written for sector ${sector}`;
  return null;
}

describe('guide inspection check items', () => {
  it('pair each check with the category the catalogue files it under, for the enterprise’s sector', () => {
    const problems: string[] = [];
    let checked = 0;
    const sectors = new Set<string>();
    for (const bundle of sample.bundles) {
      const sector = bundle.enterprise.highRiskSector;
      for (const item of bundle.guideInspectionItems) {
        checked++;
        sectors.add(sector);
        const why = mismatch(
          codeOf.get(item.riskTypeId ?? '') ?? '',
          item.checkContent,
          item.checkBasis,
          sector,
        );
        if (why) problems.push(`${bundle.enterprise.enterpriseName}: ${why}`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    // The sectors of the audit's example and of the road-transport type it was filed under.
    expect(sectors).toContain('09');
    expect(sectors).toContain('05');
  });

  it('the checklist library files every line the same way', () => {
    const rows = checkTemplateRows('2024-06-30 09:00:00', sample.context.reference.riskTypes);
    const problems = rows
      .map((row) => mismatch(codeOf.get(row.riskTypeId)!, row.checkContent, row.basis, row.highRiskSector))
      .filter((why) => why !== null);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(CHECK_TEMPLATES.length);
  });

  it('the catalogue writes items only for sectors their type applies to, each text under one type', () => {
    const problems: string[] = [];
    const typeOfText = new Map<string, string>();
    for (const [code, items] of Object.entries(CHECK_ITEM_CATALOGUE)) {
      const leaf = leafOf(code);
      if (!leaf) {
        problems.push(`${code} is not a leaf`);
        continue;
      }
      for (const item of items) {
        if (item.sectors.length === 0) problems.push(`${code} “${item.content}” has no sector`);
        for (const sector of item.sectors)
          if (!appliesTo(leaf, sector)) problems.push(`${code} “${item.content}” for sector ${sector}`);
        const other = typeOfText.get(item.content);
        if (other && other !== code) problems.push(`“${item.content}” under ${other} and ${code}`);
        typeOfText.set(item.content, code);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every sector has a checklist', () => {
    const sectors = new Set(CHECK_TEMPLATES.map((entry) => entry.sector));
    for (const sector of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '99'])
      expect(sectors).toContain(sector);
  });
});
