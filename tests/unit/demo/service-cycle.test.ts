// The service cycle the generator writes: every record is in a state its fields agree with, got
// there by the operations its schema declares (the flow log), and the figures stay near the plan.
import { describe, expect, it } from 'vitest';
import { addYears, dayNumber } from '../../../src/server/demo/calendar';
import type { FlowStep } from '../../../src/server/demo/cycle-rows';
import type { EnterpriseBundle } from '../../../src/server/demo/rows';
import { waitOver } from '../../../src/shared/operation-wait';
import { UPLOAD_LIMITS } from '../../../src/shared/uploads';
import { entityNamed } from './support/definitions';
import { generateSample, SAMPLE_AS_OF } from './support/sample';

const sample = generateSample();
const CUTOFF = `${SAMPLE_AS_OF} 00:00:00`;
const asOfDay = dayNumber(SAMPLE_AS_OF);
type ListKey = {
  [K in keyof EnterpriseBundle]: EnterpriseBundle[K] extends unknown[] ? K : never;
}[keyof EnterpriseBundle];
const all = <K extends ListKey>(key: K) =>
  sample.bundles.flatMap((b) => b[key] as unknown[]) as EnterpriseBundle[K];
const tasks = all('tasks');
const hazards = all('hazards');
const investigations = all('investigations');
const items = all('investigationItems');
const appointments = all('appointments');
const deepServices = all('deepServices');
const policies = all('policies');
const files = all('files');
const steps = all('flowSteps');
/** Entities of the service cycle proper (the other safety work has tests of its own). */
const CYCLE_ENTITIES = new Set(['task', 'appointment', 'investigation', 'hiddenDanger', 'deepService']);
const cycleSteps = steps.filter((s) => CYCLE_ENTITIES.has(s.entity));
const cycleFiles = files.filter((f) => CYCLE_ENTITIES.has(f.entity));
const enterprises = new Map(sample.bundles.map((b) => [b.enterprise.id, b.enterprise]));

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}
const stepsOf = groupBy(steps, (s) => s.recordId);
const operationsOf = (record: { id: string }) => (stepsOf.get(record.id) ?? []).map((s) => s.operation);
const hazardsOf = groupBy(hazards, (h) => h.investigationId);
const itemsOf = groupBy(items, (i) => i.investigationId);
const investigationOf = new Map(investigations.map((i) => [i.taskId, i]));
const share = <T>(rows: readonly T[], test: (row: T) => boolean) => rows.filter(test).length / rows.length;

describe('flow log', () => {
  const records: [string, { id: string; status: string; createTime: string }[]][] = [
    ['task', tasks],
    ['appointment', appointments],
    ['investigation', investigations],
    ['hiddenDanger', hazards],
    ['deepService', deepServices],
    ['emergencyDrill', all('drills')],
    ['safetyTraining', all('trainings')],
    ['guideInspection', all('guideInspections')],
    ['expertItinerary', all('itineraries')],
    ['apkVersion', sample.platform.apkVersions],
    ['appPicture', sample.platform.appPictures],
  ];
  const platformSteps = groupBy(sample.platform.flowSteps, (s) => s.recordId);

  it.each(records)(
    '%s: each step is a declared operation, from the state before it, in time order',
    (name, rows) => {
      const entity = entityNamed(name);
      const operations = new Map((entity.operations ?? []).map((o) => [o.name, o]));
      // Problems are collected and compared once: an expect per step (tens of thousands of them)
      // took this case past the 5 s test timeout on a loaded machine.
      const problems: string[] = [];
      for (const record of rows) {
        const path: FlowStep[] = stepsOf.get(record.id) ?? platformSteps.get(record.id) ?? [];
        let state = entity.lifecycle!.initial;
        let last = record.createTime;
        path.forEach((step, index) => {
          const operation = operations.get(step.operation);
          const where = `${name} ${record.id} step ${index + 1} ${step.operation}`;
          if (!operation) problems.push(`${where}: not declared`);
          else {
            if (step.fromState !== state) problems.push(`${where}: from ${step.fromState}, state ${state}`);
            if (operation.from && !operation.from.includes(state))
              problems.push(`${where}: not from ${state}`);
            // A step without a target state (回访) keeps the record's.
            const to = operation.to ?? state;
            if (step.toState !== to) problems.push(`${where}: to ${step.toState}, not ${to}`);
          }
          if (!(step.at > last || (step.at === last && index === 0)))
            problems.push(`${where}: at ${step.at}`);
          if (!(step.at < CUTOFF)) problems.push(`${where}: after the cutoff`);
          state = step.toState;
          last = step.at;
        });
        if (record.status !== state)
          problems.push(`${name} ${record.id}: status ${record.status}, steps end at ${state}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('names who took each step: engineers, the enterprise, the platform or the system', () => {
    const byRole = (role: string) =>
      new Set(cycleSteps.filter((s) => s.operator.role === role).map((s) => s.operation));
    const enterpriseSteps = [
      'startRectify',
      'submitRectify',
      'requestExtension',
      'confirm',
      'reschedule',
      'schedule',
    ];
    expect(byRole('enterprise')).toEqual(new Set(enterpriseSteps));
    expect(byRole('system')).toEqual(new Set(['markMissed']));
    for (const operation of ['issue', 'reviewPass', 'reviewFail', 'checkIn', 'accept', 'start', 'complete'])
      expect(byRole('expert')).toContain(operation);
    for (const operation of ['dispatch', 'approve', 'approveClose', 'audit', 'cancel'])
      expect(byRole('admin')).toContain(operation);
    for (const step of steps) expect(step.operator.id && step.operator.name).toBeTruthy();
  });
});

describe('hidden dangers', () => {
  it('are in a state their fields agree with', () => {
    const open = new Set(['20', '30', '40', '45', '50', '70']);
    for (const h of hazards) {
      const rectified = h.rectifyMeasure !== null;
      const failedBefore = h.reviewResult === '0';
      expect(h.districtCode).toBe(enterprises.get(h.enterpriseId)!.districtCode);
      expect(h.discoverTime < CUTOFF).toBe(true);
      expect(h.rectifyDeadline >= h.discoverTime.slice(0, 10)).toBe(true);
      expect([rectified, h.rectifyFinishTime !== null, h.rectifierName !== null]).toEqual([
        rectified,
        rectified,
        rectified,
      ]);
      if (rectified) expect(h.rectifyFinishTime! > h.discoverTime).toBe(true);
      // A failed review stays on the row while the rectification is done again (30, 40).
      if (['45', '50', '60'].includes(h.status)) expect(h.reviewTime! > h.rectifyFinishTime!).toBe(true);
      if (h.closeTime) expect(h.closeTime >= h.reviewTime!).toBe(true);
      switch (h.status) {
        case '10':
          expect(investigations.find((i) => i.id === h.investigationId)!.status).toBe('1');
          expect(rectified).toBe(false);
          break;
        case '20':
        case '70':
          expect([rectified, h.reviewTime]).toEqual([false, null]);
          if (h.status === '70') expect(h.extensionDeadline! > h.rectifyDeadline).toBe(true);
          break;
        case '30':
          expect(rectified).toBe(failedBefore);
          break;
        case '40':
          expect(rectified).toBe(true);
          expect([null, '0']).toContain(h.reviewResult);
          break;
        case '45':
          expect([h.hazardLevel, h.reviewResult, h.closeTime]).toEqual(['2', '1', null]);
          break;
        case '50':
          expect([rectified, h.reviewResult, h.reviewerName !== null, h.reviewOpinion !== null]).toEqual([
            true,
            '0',
            true,
            true,
          ]);
          break;
        case '60':
          expect([rectified, h.reviewResult, h.reviewerName !== null, h.closeTime !== null]).toEqual([
            true,
            '1',
            true,
            true,
          ]);
          if (h.hazardLevel === '1') expect(h.closeTime).toBe(h.reviewTime);
          break;
        case '90':
          expect(rectified).toBe(false);
          break;
        default:
          throw new Error(`unexpected hazard state ${h.status}`);
      }
      const overdue = open.has(h.status) || h.status === '10' ? h.rectifyDeadline < SAMPLE_AS_OF : false;
      expect(h.isOverdue).toBe(overdue ? '1' : '0');
    }
  });

  it('cover every state, mostly closed when old, partly when recent, a tenth of the open ones overdue', () => {
    const states = new Set(hazards.map((h) => h.status));
    for (const state of ['20', '30', '40', '50', '60', '90']) expect(states).toContain(state);
    const age = (h: (typeof hazards)[number]) => asOfDay - dayNumber(h.discoverTime.slice(0, 10));
    const closed = (h: (typeof hazards)[number]) => h.status === '60' || h.status === '90';
    expect(
      share(
        hazards.filter((h) => age(h) > 120),
        closed,
      ),
    ).toBeGreaterThan(0.85);
    expect(
      share(
        hazards.filter((h) => age(h) > 120),
        closed,
      ),
    ).toBeLessThan(0.99);
    expect(
      share(
        hazards.filter((h) => age(h) < 10),
        closed,
      ),
    ).toBeLessThan(0.6);
    expect(hazards.some((h) => h.isOverdue === '1')).toBe(true);
  });

  it('are major in 2–4 % of cases, then with funds and a plan of the six elements', () => {
    const major = hazards.filter((h) => h.hazardLevel === '2');
    expect(major.length / hazards.length).toBeGreaterThan(0.02);
    expect(major.length / hazards.length).toBeLessThan(0.05);
    for (const h of major) {
      expect(h.rectifyFund).toBeGreaterThan(0);
      for (const part of [
        '治理目标',
        '治理方法',
        '经费和物资',
        '机构和人员',
        '时限和要求',
        '安全措施和应急预案',
      ])
        expect(h.governancePlan).toContain(part);
      expect(h.rectifyType).not.toBe('1');
    }
  });

  it('are filed under a leaf of the risk-type tree, worded from the library, with their photo file', () => {
    const { riskTypes, suggestions } = sample.context.reference;
    const leaves = new Set([...riskTypes].filter(([code]) => code.length === 4).map(([, id]) => id));
    const library = new Set(suggestions.values());
    const photos = new Map(cycleFiles.map((f) => [f.storedPath, f]));
    for (const h of hazards) {
      expect(leaves).toContain(h.riskTypeId);
      expect(library).toContain(h.suggestionId);
      expect(h.hazardPhotos).toMatch(UPLOAD_LIMITS.storedImagePattern);
      expect(photos.get(h.hazardPhotos)).toMatchObject({
        entity: 'hiddenDanger',
        recordId: h.id,
        fieldKey: 'hazardPhotos',
      });
    }
    expect(cycleFiles.filter((f) => f.fieldKey === 'hazardPhotos')).toHaveLength(hazards.length);
    const basic = share(hazards, (h) => h.hazardCategory === '1');
    expect(basic).toBeGreaterThan(0.3);
    expect(basic).toBeLessThan(0.4);
  });
});

describe('tasks and investigations', () => {
  it('are signed by the engineer and the enterprise when submitted, each signature a file of the record', () => {
    const byPath = new Map(cycleFiles.map((f) => [f.storedPath, f]));
    const submitted = investigations.filter((i) => i.checkOutTime !== null);
    expect(submitted.length).toBeGreaterThan(0);
    for (const investigation of investigations) {
      for (const fieldKey of ['expertSignImg', 'enterpriseSignImg'] as const) {
        const value = investigation[fieldKey];
        if (investigation.checkOutTime === null) {
          expect(value).toBeNull();
          continue;
        }
        expect(byPath.get(String(value))).toMatchObject({
          entity: 'investigation',
          recordId: investigation.id,
          fieldKey,
          picture: 'signature',
        });
      }
    }
    expect(cycleFiles).toHaveLength(hazards.length + 2 * submitted.length);
  });

  it('tasks are in a state their fields agree with', () => {
    for (const t of tasks) {
      const investigation = investigationOf.get(t.id);
      const operations = operationsOf(t);
      if (t.status !== '0' && !(t.status === '8' && !operations.includes('dispatch')))
        expect(t.leaderExpertId).not.toBeNull();
      expect(t.completeTime !== null).toBe(t.status === '6');
      expect(t.startTime !== null).toBe(['4', '5', '6', '7'].includes(t.status));
      if (t.status === '6') {
        expect(t.completeTime! > t.startTime!).toBe(true);
        expect(['2', '3']).toContain(investigation!.status);
      }
      if (t.status === '5' || t.status === '7') expect(investigation!.status).toBe('2');
      if (t.status === '4') expect(investigation!.status).toBe('1');
      if (t.status === '3') {
        const confirmed = appointments.filter((a) => a.taskId === t.id && a.status === '1');
        expect(confirmed).toHaveLength(1);
        expect(dayNumber(confirmed[0]!.appointDate)).toBeGreaterThanOrEqual(asOfDay);
      }
      if (t.status === '8') expect(stepsOf.get(t.id)!.at(-1)!.opinion).toBeTruthy();
      expect(investigation !== undefined).toBe(['4', '5', '6', '7'].includes(t.status));
      const open = !['6', '8'].includes(t.status);
      // Completed after its deadline, a task stays overdue (the rule's keptIn).
      const doneLate = t.status === '6' && t.completeTime!.slice(0, 10) > t.deadline;
      expect(t.isOverdue).toBe((open && t.deadline < SAMPLE_AS_OF) || doneLate ? '1' : '0');
      expect(t.planStart <= t.planEnd).toBe(true);
    }
    // 已退回 lasts a few days only, so it may not be among 2 000 enterprises on a given day.
    const states = new Set(tasks.map((t) => t.status));
    for (const state of ['0', '1', '2', '3', '5', '6', '8']) expect(states).toContain(state);
  });

  it('an investigation carries its task’s team, a failed checklist line per hazard and a few passed ones', () => {
    const taskOf = new Map(tasks.map((t) => [t.id, t]));
    for (const i of investigations) {
      const task = taskOf.get(i.taskId)!;
      expect([i.leaderExpertId, i.memberExpertIds]).toEqual([task.leaderExpertId, task.memberExpertIds]);
      const found = hazardsOf.get(i.id) ?? [];
      const lines = itemsOf.get(i.id)!;
      expect(lines.filter((l) => l.checkResult === '0')).toHaveLength(found.length);
      expect(lines.filter((l) => l.checkResult === '1').length).toBeGreaterThanOrEqual(2);
      expect(found.every((h) => h.taskId === task.id)).toBe(true);
      if (i.status === '2' || i.status === '3') {
        expect(i.summary).toContain(`共检查${lines.length}项`);
        expect(i.checkOutTime! > i.checkInTime!).toBe(true);
        expect(found.every((h) => h.status !== '10')).toBe(true);
      }
    }
  });

  it('hazards per visit follow the sector (about 3.5 on average)', () => {
    const perVisit = hazards.length / investigations.length;
    expect(perVisit).toBeGreaterThan(2.5);
    expect(perVisit).toBeLessThan(4.5);
  });
});

describe('appointments', () => {
  it('of past days are 已完成 or 已失约, of coming days 待确认, 已改期 or 已确认', () => {
    for (const a of appointments) {
      const past = dayNumber(a.appointDate) < asOfDay;
      expect(past ? ['5', '6'] : ['0', '1', '2']).toContain(a.status);
      expect(a.confirmTime !== null).toBe(
        ['1', '5', '6'].includes(a.status) || operationsOf(a).includes('confirm'),
      );
      if (a.rescheduleCount > 0) expect(a.originalDate! < a.appointDate).toBe(true);
      expect(a.isMissed).toBe('0');
    }
    const states = new Set(appointments.map((a) => a.status));
    for (const state of ['1', '5', '6']) expect(states).toContain(state);
    expect(share(appointments, (a) => a.status === '6')).toBeLessThan(0.06);
  });

  it('are with the task’s leader, and the one the visit happened on was completed at check-in', () => {
    const taskOf = new Map(tasks.map((t) => [t.id, t]));
    for (const a of appointments) {
      const task = taskOf.get(a.taskId)!;
      expect(a.expertId).toBe(task.leaderExpertId);
      if (a.status === '5') expect(stepsOf.get(a.id)!.at(-1)!.at).toBe(task.startTime);
    }
  });
});

describe('deep services', () => {
  it('are a few per hundred enterprises, after a major hazard or for red risk', () => {
    const per100 = (100 * deepServices.length) / sample.bundles.length;
    expect(per100).toBeGreaterThan(1);
    expect(per100).toBeLessThan(7);
    for (const d of deepServices) {
      const enterprise = enterprises.get(d.enterpriseId)!;
      if (d.triggerReason === '1')
        expect(
          hazards.some(
            (h) =>
              h.enterpriseId === d.enterpriseId && h.hazardLevel === '2' && h.discoverTime < d.createTime,
          ),
        ).toBe(true);
      else expect([d.triggerReason, enterprise.riskLevel]).toEqual(['2', '1']);
      expect(d.expectedEnd >= d.expectedStart).toBe(true);
      const dispatched = operationsOf(d).includes('dispatch');
      expect(d.leaderExpertId !== null).toBe(dispatched);
      if (dispatched) expect(d.serviceOrgId).toBe(enterprise.serviceOrgId);
      if (d.status === '5')
        expect([d.findings !== null, d.satisfaction! >= 1, d.manDays! > 0]).toEqual([true, true, true]);
    }
  });

  it('are called back only once the wait their schema declares is over', () => {
    const entity = entityNamed('deepService');
    const wait = entity.operations?.find((o) => o.name === 'followUp')?.after;
    expect(wait).toBeDefined();
    const calledBack = deepServices.filter((d) => d.followUpTime !== null);
    expect(calledBack.length).toBeGreaterThan(0);
    for (const d of calledBack) {
      const calledAt = Date.parse(`${d.followUpTime!.replace(' ', 'T')}+08:00`);
      expect(waitOver(entity, wait!, Object.fromEntries(Object.entries(d)), calledAt), d.id).toBe(true);
    }
  });
});

describe('policies', () => {
  it('agree with the insurance status: one or two, a year long, the latest one decides', () => {
    for (const { enterprise: e, policies: list } of sample.bundles) {
      if (e.insureStatus === '0') {
        expect(list).toEqual([]);
        continue;
      }
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(2);
      expect(list[0]!.policyStatus).toBe(e.insureStatus);
      for (const p of list) {
        expect(addYears(dayNumber(p.startDate), 1) - 1).toBe(dayNumber(p.endDate));
        expect(p.preventionFeeRatio).toBeLessThanOrEqual(21);
        expect(p.premium).toBeGreaterThan(0);
        expect(p.insuredPersonCount).toBeLessThanOrEqual(e.employeeCount);
      }
      if (list[1]) expect(dayNumber(list[1].endDate)).toBe(dayNumber(list[0]!.startDate) - 1);
    }
    expect(new Set(policies.map((p) => p.policyNo)).size).toBe(policies.length);
  });
});
