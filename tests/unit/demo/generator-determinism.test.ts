import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkTemplateRows, riskTypeRows, suggestionRows } from '../../../src/server/demo/reference-data';
import type { EnterpriseBundle } from '../../../src/server/demo/rows';
import { entityNamed } from './support/definitions';
import { generateSample } from './support/sample';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('demo generator determinism', () => {
  it('gives the same rows for the same seed and reference day', () => {
    const a = generateSample({ enterprises: 300 });
    const b = generateSample({ enterprises: 300 });
    expect(JSON.stringify([a.orgs, a.bundles, a.platform])).toBe(
      JSON.stringify([b.orgs, b.bundles, b.platform]),
    );
  });

  it('gives other rows for another seed', () => {
    const a = generateSample({ enterprises: 20 });
    const b = generateSample({ seed: 8, enterprises: 20 });
    const names = (s: typeof a) => s.bundles.map((x) => x.enterprise.enterpriseName);
    expect(names(a)).not.toEqual(names(b));
  });

  it('is byte for byte the data set it was when this digest was taken', () => {
    // Integer arithmetic, IEEE additions and UTC calendar maths only: the digest is the same on
    // every machine. Update it only when the generator is changed on purpose.
    const sample = generateSample({ seed: 2024, enterprises: 50 });
    expect(digest([sample.orgs, sample.bundles, sample.platform])).toBe(
      '08f35288a41759929cf8632be7834260a468922309dce01eefe3612cfb20be08',
    );
  });

  it('keeps each enterprise, its staff, policies and lists without the service cycle, and makes no records', () => {
    const full = generateSample({ enterprises: 100 });
    const bare = generateSample({ enterprises: 100, serviceCycle: false });
    // Pure generation numbers ids in order, and the cycle's records take ids: compare without the
    // ids of this run's rows (those of the organisations, made first, are the same).
    const runIds = new Set(['id', 'enterpriseId', 'policyId']);
    const owned = (s: typeof full) =>
      s.bundles.map((b) =>
        [b.enterprise, ...b.staff, ...b.policies, ...b.services].map((row) =>
          Object.entries(row).filter(([key]) => !runIds.has(key)),
        ),
      );
    expect(owned(bare)).toEqual(owned(full));
    const records = (s: typeof full) =>
      s.bundles.flatMap((b) => [
        ...b.tasks,
        ...b.hazards,
        ...b.drills,
        ...b.trainings,
        ...b.trainingAttendees,
        ...b.guideInspections,
        ...b.guideInspectionItems,
        ...b.itineraries,
        ...b.flowSteps,
        ...b.files,
      ]).length;
    expect(records(full)).toBeGreaterThan(0);
    expect(records(bare)).toBe(0);
    // The platform's own data does not depend on the service cycle, only its push log's records do.
    expect(bare.platform.apkVersions).toEqual(
      full.platform.apkVersions.map((row, i) => ({ ...row, id: bare.platform.apkVersions[i]!.id })),
    );
    expect(new Set(bare.platform.pushLogs.map((p) => p.bizType))).toEqual(new Set(['01', '02']));
  });

  it('keeps each enterprise when only the staff range changes (one random stream per row)', () => {
    const a = generateSample({ enterprises: 100 });
    const b = generateSample({ enterprises: 100, staffPerEnterprise: [5, 5] });
    // Pure generation numbers ids in order, so ids shift with the staff count; the rest must not.
    const withoutId = (s: typeof a) => s.bundles.map(({ enterprise: { id: _id, ...rest } }) => rest);
    expect(withoutId(b)).toEqual(withoutId(a));
    expect(b.bundles.every((x) => x.staff.length === 5)).toBe(true);
  });

  it('keeps enterprise i whatever the count (its rows depend only on the enterprises before it)', () => {
    const few = generateSample({ enterprises: 40 });
    const more = generateSample({ enterprises: 90 });
    expect(JSON.stringify(more.bundles.slice(0, 40))).toBe(JSON.stringify(few.bundles));
  });

  it('fills exactly the stored fields of each entity, plus id and creation time', () => {
    const sample = generateSample({ enterprises: 60 });
    const keysOf = (name: string) =>
      [
        'createTime',
        'id',
        ...entityNamed(name)
          .fields.filter((f) => !f.derived)
          .map((f) => f.key),
      ].sort();
    const check = (name: string, rows: object[]) => {
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row).sort(), name).toEqual(keysOf(name));
    };
    const all = <K extends keyof EnterpriseBundle>(key: K) =>
      sample.bundles.flatMap((b) => b[key] as unknown as object[]);
    check(
      'serviceOrg',
      sample.orgs.map((o) => o.org),
    );
    check(
      'expert',
      sample.orgs.flatMap((o) => o.experts),
    );
    check(
      'enterprise',
      sample.bundles.map((b) => b.enterprise),
    );
    check('riskType', riskTypeRows('2024-06-30 09:00:00', sample.context.reference.riskTypes));
    check('rectifySuggestion', suggestionRows('2024-06-30 09:00:00', sample.context.reference.riskTypes));
    check('checkTemplate', checkTemplateRows('2024-06-30 09:00:00', sample.context.reference.riskTypes));
    for (const [name, key] of [
      ['enterpriseStaff', 'staff'],
      ['policy', 'policies'],
      ['enterpriseService', 'services'],
      ['task', 'tasks'],
      ['appointment', 'appointments'],
      ['investigation', 'investigations'],
      ['investigationItem', 'investigationItems'],
      ['hiddenDanger', 'hazards'],
      ['deepService', 'deepServices'],
      ['emergencyDrill', 'drills'],
      ['safetyTraining', 'trainings'],
      ['trainingAttendee', 'trainingAttendees'],
      ['guideInspection', 'guideInspections'],
      ['guideInspectionItem', 'guideInspectionItems'],
      ['expertItinerary', 'itineraries'],
    ] as const)
      check(name, all(key));
    check('appPicture', sample.platform.appPictures);
    check('apkVersion', sample.platform.apkVersions);
    check('fileDownload', sample.platform.fileDownloads);
    check('pushLog', sample.platform.pushLogs);
    check('reportTemplate', sample.platform.reportTemplates);
  });
});
