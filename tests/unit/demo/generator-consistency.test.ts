import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../../src/server/demo/calendar';
import { PLANNED_TIMES_BY_RISK, SCALE_BANDS } from '../../../src/server/demo/distributions';
import { EDGE_CASE_REMARKS, edgeCaseOf } from '../../../src/server/demo/edge-cases';
import type { EdgeCase } from '../../../src/server/demo/edge-cases';
import { SECTORS } from '../../../src/server/demo/sectors';
import { CITY } from '../../../src/shared/platform';
import { generateSample, SAMPLE_AS_OF } from './support/sample';

const sample = generateSample();
const asOfDay = dayNumber(SAMPLE_AS_OF);
const asOfYear = Number(SAMPLE_AS_OF.slice(0, 4));
/** Enterprises drawn purely by the distributions (edge cases force some values). */
const drawn = sample.bundles.filter((_, i) => edgeCaseOf(i) === null).map((b) => b.enterprise);

function shares<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return new Map([...counts].map(([k, n]) => [k, (100 * n) / values.length]));
}

function expectShares<T>(actual: Map<T, number>, expected: Map<T, number>, tolerance: number) {
  for (const [key, share] of expected)
    expect(Math.abs((actual.get(key) ?? 0) - share), String(key)).toBeLessThan(tolerance);
}

describe('distributions (domain §6.4) hold roughly', () => {
  it('sectors, sizes and districts', () => {
    expectShares(
      shares(drawn.map((e) => e.highRiskSector)),
      new Map(SECTORS.map((s) => [s.code, s.share])),
      3,
    );
    expectShares(
      shares(drawn.map((e) => e.enterpriseScale)),
      new Map(SCALE_BANDS.map((b) => [b.code, b.share])),
      3,
    );
    const weight = CITY.districts.reduce((sum, d) => sum + d.weight, 0);
    const districts = new Map(CITY.districts.map((d) => [d.code as string, (100 * d.weight) / weight]));
    expectShares(shares(drawn.map((e) => e.districtCode)), districts, 3);
  });

  it('risk colours: 红 3 % 橙 12 % 黄 40 % 蓝 45 %, skewed up for the hazardous sectors', () => {
    const expected = new Map<string, number>();
    for (const sector of SECTORS) {
      const total = sector.risk.reduce((sum, [, w]) => sum + w, 0);
      for (const [level, w] of sector.risk)
        expected.set(level, (expected.get(level) ?? 0) + (sector.share * w) / total);
    }
    // 1 600 enterprises: one standard deviation of a 40 % share is 1.2 points.
    expectShares(shares(drawn.map((e) => e.riskLevel)), expected, 4);
    const risky = drawn.filter((e) => e.highRiskSector === '03');
    const red = (rows: typeof drawn) => rows.filter((e) => e.riskLevel === '1').length / rows.length;
    expect(red(risky)).toBeGreaterThan(red(drawn));
  });

  it('sex ratio of staff who are not the principal is about 70 % men', () => {
    const workers = sample.bundles
      .flatMap((b) => b.staff)
      .filter((s) => s.staffType === '3' || s.staffType === '4');
    expect(shares(workers.map((s) => s.sex)).get('1')).toBeGreaterThan(65);
    expect(shares(workers.map((s) => s.sex)).get('1')).toBeLessThan(75);
  });
});

describe('enterprise consistency', () => {
  it('headcount and revenue fit the size class; dates are in the past', () => {
    for (const { enterprise: e } of sample.bundles) {
      const band = SCALE_BANDS.find((b) => b.code === e.enterpriseScale)!;
      expect(e.employeeCount).toBeGreaterThanOrEqual(band.employees[0]);
      expect(e.employeeCount).toBeLessThanOrEqual(band.employees[1]);
      expect(e.annualRevenue!).toBeGreaterThanOrEqual(band.revenue[0]);
      expect(e.annualRevenue!).toBeLessThanOrEqual(band.revenue[1]);
      expect(dayNumber(e.establishDate!)).toBeLessThan(dayNumber(e.createTime.slice(0, 10)));
      expect(dayNumber(e.createTime.slice(0, 10))).toBeLessThan(asOfDay);
      expect(dayNumber(e.createTime.slice(0, 10))).toBeGreaterThanOrEqual(asOfDay - 731);
      expect(e.hasMajorHazardSource === 'Y').toBe(e.majorHazardSourceLevel !== null);
      expect(e.serviceOrgId).toBeTruthy();
    }
  });

  it('staff: 3 to 8 people, never more than the headcount, the principal first', () => {
    for (const { enterprise: e, staff } of sample.bundles) {
      expect(staff.length).toBeGreaterThanOrEqual(3);
      expect(staff.length).toBeLessThanOrEqual(Math.min(8, e.employeeCount));
      expect(staff[0]).toMatchObject({ staffType: '1', name: e.principalName, mobile: e.principalPhone });
      for (const s of staff) {
        expect(s.enterpriseId).toBe(e.id);
        expect(dayNumber(s.entryDate!)).toBeLessThan(dayNumber(e.createTime.slice(0, 10)));
      }
    }
  });

  it('service lists: last two policy years, planned by colour; their derived counts come from the cycle', () => {
    for (const { enterprise: e, services, tasks } of sample.bundles) {
      const years = { '0': [], '3': [asOfYear - 1] }[e.insureStatus] ?? [asOfYear - 1, asOfYear];
      expect(services.map((s) => s.policyYear)).toEqual(years);
      const insuredNow = e.insureStatus === '1' || e.insureStatus === '2';
      expect(e.plannedServiceTimes).toBe(insuredNow ? PLANNED_TIMES_BY_RISK[e.riskLevel] : 0);
      for (const s of services) {
        expect(s.plannedTimes).toBe(PLANNED_TIMES_BY_RISK[e.riskLevel]);
        expect(s.serviceOrgId).toBe(e.serviceOrgId);
        expect(s.serviceItems.split(',')).toContain('04');
        // One task per planned visit of the year; done (已完成, what doneTimes counts) never more.
        const ofYear = tasks.filter((t) => t.serviceYear === s.policyYear);
        expect(ofYear).toHaveLength(s.plannedTimes);
        expect(ofYear.filter((t) => t.status === '6').length).toBeLessThanOrEqual(s.plannedTimes);
        for (const t of ofYear.filter((x) => x.completeTime !== null))
          expect(dayNumber(t.completeTime!.slice(0, 10))).toBeLessThan(asOfDay);
      }
      expect(tasks.every((t) => years.includes(t.serviceYear))).toBe(true);
    }
  });

  it('about nine in ten past visits are done; the current year is partly done', () => {
    const tasks = sample.bundles.flatMap((b) => b.tasks);
    const share = (rows: typeof tasks) => rows.filter((t) => t.status === '6').length / rows.length;
    const lastYear = tasks.filter((t) => t.serviceYear === asOfYear - 1);
    expect(share(lastYear)).toBeGreaterThan(0.8);
    expect(share(lastYear)).toBeLessThan(0.95);
    const thisYear = tasks.filter((t) => t.serviceYear === asOfYear);
    expect(share(thisYear)).toBeGreaterThan(0.2);
    expect(share(thisYear)).toBeLessThan(0.7);
  });

  it('visits check in on a weekday inside a slot (08:30–10:30 or 14:00–15:30), after the task was accepted', () => {
    const investigations = sample.bundles.flatMap((b) => b.investigations).filter((i) => i.checkInTime);
    expect(investigations.length).toBeGreaterThan(100);
    const outside = investigations.filter((i) => {
      const clock = i.checkInTime!.slice(11);
      const weekday = new Date(`${i.checkInTime!.slice(0, 10)}T00:00:00Z`).getUTCDay();
      const inSlot =
        (clock >= '08:30:00' && clock <= '10:30:00') || (clock >= '14:00:00' && clock <= '15:30:00');
      return !inSlot || weekday === 0 || weekday === 6;
    });
    expect(outside.map((i) => `${i.investigationNo} ${i.checkInTime}`)).toEqual([]);
  });

  it('engineers: each enterprise is looked after by an active engineer of its organisation', () => {
    const experts = new Map(sample.orgs.flatMap((o) => o.experts).map((x) => [x.id, x]));
    for (const { enterprise: e } of sample.bundles) {
      const x = experts.get(e.responsibleExpertId!)!;
      expect(x.serviceOrgId).toBe(e.serviceOrgId);
      expect(['1', '2']).toContain(x.expertType);
      expect(x.workStatus).not.toBe('0');
    }
  });

  it('experts: 3 to 7 per organisation, experience within their age', () => {
    for (const { org, experts } of sample.orgs) {
      expect(experts.length).toBeGreaterThanOrEqual(3);
      expect(experts.length).toBeLessThanOrEqual(7);
      for (const x of experts) {
        expect(x.serviceOrgId).toBe(org.id);
        if (x.idCardNo)
          expect(x.workYears!).toBeLessThanOrEqual(asOfYear - Number(x.idCardNo.slice(6, 10)) - 18);
      }
    }
  });
});

describe('edge cases (domain §6.5)', () => {
  const first50 = sample.bundles.slice(0, 50);
  const withEdge = (edge: EdgeCase) => first50.find((b) => b.enterprise.remark === EDGE_CASE_REMARKS[edge])!;

  it('every run of 50 enterprises has each of them, marked in the remark', () => {
    for (const edge of Object.keys(EDGE_CASE_REMARKS) as EdgeCase[])
      expect(withEdge(edge), edge).toBeDefined();
  });

  it('each is what it says', () => {
    expect(withEdge('noCoordinates').enterprise).toMatchObject({ longitude: null, latitude: null });
    expect(withEdge('majorHazardSource').enterprise).toMatchObject({
      riskLevel: '1',
      majorHazardSourceLevel: '1',
    });
    expect(dayNumber(withEdge('licenseExpired').enterprise.safetyLicenseExpire!)).toBeLessThan(asOfDay);
    const expiring = dayNumber(withEdge('licenseExpiring').enterprise.safetyLicenseExpire!) - asOfDay;
    expect(expiring).toBeGreaterThan(0);
    expect(expiring).toBeLessThanOrEqual(90);
    expect(withEdge('disabled').enterprise.status).toBe('0');
    expect(withEdge('legacyIdCard').staff.some((s) => s.idCardNo?.length === 15)).toBe(true);
    expect(
      withEdge('certificateExpired').staff.some(
        (s) => s.certificateExpire !== null && dayNumber(s.certificateExpire) < asOfDay,
      ),
    ).toBe(true);
    const idle = withEdge('noServiceDone');
    expect(idle.tasks.length).toBeGreaterThan(0);
    expect(idle.tasks.some((t) => t.status === '6')).toBe(false);
    expect([idle.investigations, idle.hazards]).toEqual([[], []]);
    expect(withEdge('lapsedInsurance').services.map((s) => s.policyYear)).toEqual([asOfYear - 1]);
    expect(withEdge('uninsured').services).toEqual([]);
    expect(withEdge('uninsured').policies).toEqual([]);
    expect(withEdge('uninsured').tasks).toEqual([]);
    // Organisations: one qualification lapsed, one lapsing within 90 days.
    const [lapsed, lapsing] = [6, 7].map(
      (i) => dayNumber(sample.orgs[i]!.org.qualificationExpire!) - asOfDay,
    );
    expect(lapsed).toBeLessThan(0);
    expect(lapsing).toBeGreaterThan(0);
    expect(lapsing).toBeLessThanOrEqual(90);
    // 15-digit IDs appear only where the edge case puts them.
    const legacy = sample.bundles.flatMap((b) => b.staff).filter((s) => s.idCardNo?.length === 15);
    expect(legacy.length).toBe(sample.bundles.length / 50);
  });
});
