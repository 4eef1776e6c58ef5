// An enterprise's safety work besides the service cycle — drills, trainings with their attendees,
// guide inspections, the engineers' itineraries — is consistent: states agree with the times (what
// lies ahead is planned, what is past went on), everything lies in the two years of the data, counts
// follow domain §6.4 and the itineraries retrace the visits the cycle played.
import { describe, expect, it } from 'vitest';
import { addYears, dayNumber, firstDayOfYear } from '../../../src/server/demo/calendar';
import { CHECK_TEMPLATES } from '../../../src/server/demo/check-templates';
import { ENGINEER_ACCOUNTS, ENTERPRISE_ACCOUNTS } from '../../../src/server/demo/operators';
import type { SafetyWork } from '../../../src/server/demo/work-rows';
import { generateSample, SAMPLE_AS_OF } from './support/sample';

const sample = generateSample();
const CUTOFF = `${SAMPLE_AS_OF} 00:00:00`;
const asOfDay = dayNumber(SAMPLE_AS_OF);
const asOfYear = Number(SAMPLE_AS_OF.slice(0, 4));
const all = <K extends keyof SafetyWork>(key: K) =>
  sample.bundles.flatMap((b) => b[key] as unknown[]) as SafetyWork[K];
const drills = all('drills');
const trainings = all('trainings');
const attendees = all('trainingAttendees');
const inspections = all('guideInspections');
const itineraries = all('itineraries');
const tracks = all('itineraryTracks');
const enterprises = new Map(sample.bundles.map((b) => [b.enterprise.id, b.enterprise]));
const dayOf = (dateTime: string) => dayNumber(dateTime.slice(0, 10));
const share = <T>(rows: readonly T[], test: (row: T) => boolean) => rows.filter(test).length / rows.length;

/** Calendar years wholly inside an enterprise's time on the platform (from two weeks after it joined). */
function fullYears(createTime: string): number[] {
  const years: number[] = [];
  for (let year = asOfYear - 2; year < asOfYear; year++)
    if (firstDayOfYear(year) >= dayOf(createTime) + 14 && firstDayOfYear(year + 1) <= asOfDay)
      years.push(year);
  return years;
}

describe('emergency drills', () => {
  it('are planned when ahead, run, evaluated and archived when past, cancelled with a reason', () => {
    const problems: string[] = [];
    for (const d of drills) {
      const e = enterprises.get(d.enterpriseId)!;
      const where = `${d.drillNo} ${d.status}`;
      if (d.drillTime <= e.createTime || dayOf(d.drillTime) < asOfDay - 731)
        problems.push(`${where}: too early`);
      if (dayOf(d.drillTime) > asOfDay + 90) problems.push(`${where}: too far ahead`);
      if (d.status === '0' && d.drillTime < CUTOFF) problems.push(`${where}: past but planned`);
      if (['1', '2', '3'].includes(d.status)) {
        if (!(d.drillTime < CUTOFF && d.completeTime! > d.drillTime))
          problems.push(`${where}: completed when?`);
        if (!d.process || !d.photos || !d.durationMin) problems.push(`${where}: no process or photos`);
      }
      if (['2', '3'].includes(d.status)) {
        if (!(d.evaluationResult && d.problemsFound && d.improvements && d.evaluatorName))
          problems.push(`${where}: evaluation missing`);
        if (!(d.evaluateTime! > d.completeTime! && d.evaluateTime! < CUTOFF))
          problems.push(`${where}: evaluated when?`);
      } else if (d.evaluationResult !== null) problems.push(`${where}: evaluated early`);
      if ((d.status === '9') !== (d.cancelReason !== null)) problems.push(`${where}: cancel reason`);
      if (d.participantCount > e.employeeCount) problems.push(`${where}: more participants than staff`);
    }
    expect(problems).toEqual([]);
    for (const state of ['0', '1', '2', '3', '9']) expect(drills.map((d) => d.status)).toContain(state);
  });

  it('at least one a year per enterprise, two in the high-risk sectors, peaks in June and November', () => {
    for (const { enterprise: e, drills: own } of sample.bundles) {
      const held = own.filter((d) => d.status !== '9');
      const perYear = e.highRiskSector === '03' || e.riskLevel === '1' ? 2 : 1;
      for (const year of fullYears(e.createTime))
        expect(
          held.filter((d) => d.drillTime.startsWith(String(year))).length,
          e.enterpriseName,
        ).toBeGreaterThanOrEqual(perYear);
    }
    const byMonth = new Map<string, number>();
    for (const d of drills)
      byMonth.set(d.drillTime.slice(5, 7), (byMonth.get(d.drillTime.slice(5, 7)) ?? 0) + 1);
    const others = [...byMonth].filter(([m]) => m !== '06' && m !== '11').map(([, n]) => n);
    const mean = others.reduce((a, b) => a + b, 0) / others.length;
    expect(byMonth.get('06')!).toBeGreaterThan(2 * mean);
    expect(byMonth.get('11')!).toBeGreaterThan(2 * mean);
    expect(byMonth.get('02')!).toBeLessThan(mean);
  });

  it('85 % or more are evaluated 合格 or better', () => {
    const evaluated = drills.filter((d) => d.evaluationResult !== null);
    expect(evaluated.length).toBeGreaterThan(1000);
    expect(share(evaluated, (d) => ['1', '2', '3'].includes(d.evaluationResult!))).toBeGreaterThanOrEqual(
      0.85,
    );
  });
});

describe('safety trainings', () => {
  const attendeesOf = new Map<string, typeof attendees>();
  for (const a of attendees) attendeesOf.set(a.trainingId, [...(attendeesOf.get(a.trainingId) ?? []), a]);

  it('are in the state their times say, with attendees once started', () => {
    const problems: string[] = [];
    for (const t of trainings) {
      const e = enterprises.get(t.enterpriseId)!;
      const own = attendeesOf.get(t.id) ?? [];
      const where = `${t.trainingNo} ${t.status}`;
      if (!(t.endTime > t.startTime && t.startTime > t.createTime)) problems.push(`${where}: times`);
      if (dayOf(t.startTime) < asOfDay - 731 || t.startTime <= e.createTime)
        problems.push(`${where}: too early`);
      const started = ['1', '2', '3'].includes(t.status);
      if (started !== (t.actualStart !== null) || started !== own.length > 0)
        problems.push(`${where}: start`);
      if (t.status === '0' && t.startTime < CUTOFF) problems.push(`${where}: past but planned`);
      if (t.status === '1' && !(t.startTime < CUTOFF && t.endTime >= CUTOFF))
        problems.push(`${where}: not ongoing`);
      if (['2', '3'].includes(t.status) && !(t.actualEnd! < CUTOFF && t.photos && t.summary))
        problems.push(`${where}: completion`);
      if ((t.status === '9') !== (t.cancelReason !== null)) problems.push(`${where}: cancel reason`);
      if (own.length > Math.min(80, e.employeeCount)) problems.push(`${where}: ${own.length} attendees`);
      if (e.employeeCount >= 100 && started && own.length < 10) problems.push(`${where}: too few attend`);
      const targets = new Set(t.targetStaffTypes.split(','));
      for (const a of own) {
        if (!targets.has(a.staffType) || a.enterpriseId !== t.enterpriseId)
          problems.push(`${where}: ${a.name}`);
        if (t.status === '1' && (a.examResult !== null || a.attendHours !== null))
          problems.push(`${where}: early score`);
        if (a.attendHours !== null && a.attendHours > t.hours) problems.push(`${where}: hours`);
      }
    }
    expect(problems).toEqual([]);
    for (const state of ['0', '1', '2', '3', '9']) expect(trainings.map((t) => t.status)).toContain(state);
  });

  it('count their attendees in the summary, and pass 90–98 % of ten or more in an exam', () => {
    const examined = trainings.filter((t) => ['2', '3'].includes(t.status) && t.hasExam === 'Y');
    expect(examined.length).toBeGreaterThan(1000);
    for (const t of trainings.filter((x) => x.summary !== null)) {
      const own = attendeesOf.get(t.id)!;
      expect(t.summary).toContain(`共${own.length}人参训`);
      if (t.hasExam === 'Y')
        expect(t.summary).toContain(`${own.filter((a) => a.examResult === '1').length}人考核合格`);
    }
    for (const t of examined.filter((x) => attendeesOf.get(x.id)!.length >= 10)) {
      const own = attendeesOf.get(t.id)!;
      const rate = own.filter((a) => a.examResult === '1').length / own.length;
      expect(rate, t.trainingNo).toBeGreaterThanOrEqual(0.9);
      expect(rate, t.trainingNo).toBeLessThanOrEqual(0.98);
    }
  });

  it('one to three a year per enterprise, of ten to eighty attendees where the headcount allows', () => {
    for (const { enterprise: e, trainings: own } of sample.bundles)
      for (const year of fullYears(e.createTime)) {
        const held = own.filter((t) => t.status !== '9' && t.startTime.startsWith(String(year))).length;
        expect(held, e.enterpriseName).toBeGreaterThanOrEqual(1);
        expect(held, e.enterpriseName).toBeLessThanOrEqual(3);
      }
    const sizes = [...attendeesOf.values()].map((list) => list.length);
    expect(Math.max(...sizes)).toBe(80);
    expect(share(sizes, (n) => n >= 10)).toBeGreaterThan(0.5);
  });
});

describe('guide inspections', () => {
  it('are planned, completed, under rectification or closed as their dates say', () => {
    const problems: string[] = [];
    const experts = new Map(sample.orgs.flatMap((o) => o.experts).map((x) => [x.id, x]));
    for (const g of inspections) {
      const e = enterprises.get(g.enterpriseId)!;
      const where = `${g.inspectionNo} ${g.status}`;
      const past = g.inspectionDate < SAMPLE_AS_OF;
      if (past === (g.status === '0')) problems.push(`${where}: ${g.inspectionDate}`);
      if (g.status !== '0' && !(g.findings && g.completeTime!.startsWith(g.inspectionDate)))
        problems.push(`${where}: findings`);
      if (g.status === '2' && !(g.rectifyRequirement && g.rectifyDeadline && g.closeTime === null))
        problems.push(`${where}: rectification`);
      if (g.status === '3' && !(g.closeTime! > g.completeTime! && g.closeTime! < CUTOFF))
        problems.push(`${where}: close`);
      if (
        g.inspectionType === '5' &&
        !(g.targetServiceOrgId === e.serviceOrgId && g.serviceQualityScore !== null)
      )
        problems.push(`${where}: spot check`);
      for (const id of g.inspectorExpertIds.split(','))
        if (!['1', '2'].includes(experts.get(id)?.expertType ?? ''))
          problems.push(`${where}: inspector ${id}`);
    }
    expect(problems).toEqual([]);
    for (const state of ['0', '1', '2', '3']) expect(inspections.map((g) => g.status)).toContain(state);
  });

  it("carry their sector's checklist, 不符合 only where problems were found", () => {
    const items = all('guideInspectionItems');
    const byInspection = new Map<string, typeof items>();
    for (const i of items)
      byInspection.set(i.guideInspectionId, [...(byInspection.get(i.guideInspectionId) ?? []), i]);
    const problems: string[] = [];
    for (const g of inspections) {
      const own = byInspection.get(g.id) ?? [];
      const sector = enterprises.get(g.enterpriseId)!.highRiskSector;
      const expected = CHECK_TEMPLATES.filter((t) => t.sector === sector).map((t) => t.content);
      if (JSON.stringify(own.map((i) => i.checkContent)) !== JSON.stringify(expected))
        problems.push(`${g.inspectionNo}: checklist`);
      const failed = own.filter((i) => i.checkResult === '0').length;
      const clear = g.status === '0' || g.closeOpinion === '检查未发现问题，予以闭环。';
      if (clear ? failed > 0 : g.status === '2' && failed === 0) problems.push(`${g.inspectionNo}: results`);
    }
    expect(problems).toEqual([]);
    expect(items.some((i) => i.checkResult === '0')).toBe(true);
  });

  it('a few per district and quarter in the first-start set, and the enterprise account sees one', () => {
    const small = generateSample({ enterprises: 60 });
    const lastYear = small.bundles.flatMap((b) =>
      b.guideInspections.filter(
        (g) => dayNumber(g.inspectionDate) >= addYears(asOfDay, -1) && g.inspectionDate < SAMPLE_AS_OF,
      ),
    );
    const perDistrictQuarter = lastYear.length / (9 * 4);
    expect(perDistrictQuarter).toBeGreaterThanOrEqual(1);
    expect(perDistrictQuarter).toBeLessThanOrEqual(4);
    expect(
      small.bundles[ENTERPRISE_ACCOUNTS[0]!.staffOfEnterprise!]!.guideInspections.length,
    ).toBeGreaterThan(0);
  });
});

describe('itineraries', () => {
  it('retrace each on-site visit: steps in order on the visit day, arriving at the check-in', () => {
    const problems: string[] = [];
    const checkIns = new Map(
      sample.bundles.flatMap((b) => b.investigations).map((i) => [i.taskId, i] as const),
    );
    for (const t of itineraries) {
      const where = `${t.id} ${t.status}`;
      if (t.planDepartTime! > t.planArriveTime!) problems.push(`${where}: plan`);
      const times = [t.departTime, t.arriveTime, t.leaveTime, t.returnTime];
      if (t.status === '5') {
        if (
          !times.every(
            (x, i) => x !== null && x.startsWith(t.itineraryDate) && (i === 0 || x > times[i - 1]!),
          )
        )
          problems.push(`${where}: ${times.join(' ')}`);
        const visit = checkIns.get(t.taskId!)!;
        if (t.arriveTime !== visit.checkInTime || t.expertId !== visit.leaderExpertId)
          problems.push(`${where}: visit`);
        if (!(t.distanceKm! > 0)) problems.push(`${where}: distance`);
      } else if (times.some((x) => x !== null)) problems.push(`${where}: times without steps`);
      if (t.status === '0' && t.itineraryDate < SAMPLE_AS_OF) problems.push(`${where}: past but planned`);
      if ((t.status === '9') !== (t.cancelReason !== null)) problems.push(`${where}: cancel reason`);
    }
    expect(problems).toEqual([]);
    for (const state of ['0', '5', '9']) expect(itineraries.map((t) => t.status)).toContain(state);
    const onSite = [...checkIns.values()].filter((i) => i.serviceMode === '1' && i.checkInTime !== null);
    expect(itineraries.filter((t) => t.status === '5')).toHaveLength(onSite.length);
  });

  it('have GPS tracks in the last weeks: from departure to arrival, in order, towards the enterprise', () => {
    const byItinerary = new Map<string, typeof tracks>();
    for (const point of tracks)
      byItinerary.set(point.itineraryId, [...(byItinerary.get(point.itineraryId) ?? []), point]);
    expect(byItinerary.size).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const [id, points] of byItinerary) {
      const t = itineraries.find((i) => i.id === id)!;
      const times = points.map((p) => p.gpsTime);
      if (points.length < 2 || points.length > 40) problems.push(`${id}: ${points.length} points`);
      if (times[0] !== t.departTime || times.at(-1)! > (t.arriveTime ?? CUTOFF))
        problems.push(`${id}: times`);
      if (!times.every((x, i) => i === 0 || x > times[i - 1]!)) problems.push(`${id}: order`);
      const last = points.at(-1)!;
      if (
        Math.abs(last.longitude - t.toLongitude!) > 0.001 ||
        Math.abs(last.latitude - t.toLatitude!) > 0.001
      )
        problems.push(`${id}: does not end at the enterprise`);
    }
    expect(problems).toEqual([]);
    const tracked = new Set(byItinerary.keys());
    expect(itineraries.filter((t) => t.departTime === null && tracked.has(t.id))).toEqual([]);
  });

  it('the demo engineer accounts have theirs', () => {
    const experts = sample.orgs.flatMap((o) => o.experts);
    for (const user of ENGINEER_ACCOUNTS) {
      const expert = experts.find((x) => x.userName === user.username)!;
      expect(itineraries.filter((t) => t.expertId === expert.id).length, user.username).toBeGreaterThan(0);
    }
  });
});
