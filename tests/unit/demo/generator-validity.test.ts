import { describe, expect, it } from 'vitest';
import { CITY_BBOX, CITY_PROFILE } from '../../../src/server/demo/city-profile';
import { orgCodeCheckChar } from '../../../src/server/demo/codes';
import { CERTIFICATE_EXPIRING_DAYS } from '../../../src/server/business/certificate-status';
import { isValidCreditCode, isValidIdCard, sexFromIdCard } from '../../../src/shared/validation/check-digits';
import { checkTemplateRows, riskTypeRows, suggestionRows } from '../../../src/server/demo/reference-data';
import type { EnterpriseBundle } from '../../../src/server/demo/rows';
import { UPLOAD_LIMITS } from '../../../src/shared/uploads';
import { dictionaryValues, rowErrors, strictRowErrors } from './support/definitions';
import { generateSample, SAMPLE_AS_OF } from './support/sample';

const sample = generateSample();
const orgs = sample.orgs.map((o) => o.org);
const experts = sample.orgs.flatMap((o) => o.experts);
const enterprises = sample.bundles.map((b) => b.enterprise);
const staff = sample.bundles.flatMap((b) => b.staff);
const services = sample.bundles.flatMap((b) => b.services);
const all = <K extends keyof EnterpriseBundle>(key: K) =>
  sample.bundles.flatMap((b) => b[key] as unknown as object[]);
const referenceTime = '2024-06-30 09:00:00';

const duplicates = (values: readonly unknown[]) => values.filter((v, i) => values.indexOf(v) !== i);
const duplicatesFast = (values: readonly unknown[]) => {
  const seen = new Set<unknown>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
};

describe('every generated row passes the server validation of its entity', () => {
  const cases = [
    ['riskType', riskTypeRows(referenceTime, sample.context.reference.riskTypes)],
    ['rectifySuggestion', suggestionRows(referenceTime, sample.context.reference.riskTypes)],
    ['checkTemplate', checkTemplateRows(referenceTime, sample.context.reference.riskTypes)],
    ['serviceOrg', orgs],
    ['expert', experts],
    ['enterprise', enterprises],
    ['enterpriseStaff', staff],
    ['policy', all('policies')],
    ['enterpriseService', services],
    ['task', all('tasks')],
    ['appointment', all('appointments')],
    ['investigation', all('investigations')],
    ['investigationItem', all('investigationItems')],
    ['hiddenDanger', all('hazards')],
    ['deepService', all('deepServices')],
  ] as const;

  it.each(cases)('%s', (name, rows) => {
    expect(rows.length).toBeGreaterThan(0);
    const failures = rows
      .map((row) => ({ row, errors: rowErrors(name, row) }))
      .filter((f) => Object.keys(f.errors).length > 0);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  const strictCases = [
    ['emergencyDrill', all('drills')],
    ['safetyTraining', all('trainings')],
    ['trainingAttendee', all('trainingAttendees')],
    ['guideInspection', all('guideInspections')],
    ['guideInspectionItem', all('guideInspectionItems')],
    ['expertItinerary', all('itineraries')],
    ['itineraryTrack', all('itineraryTracks')],
    ['appPicture', sample.platform.appPictures],
    ['apkVersion', sample.platform.apkVersions],
    ['fileDownload', sample.platform.fileDownloads],
    ['pushLog', sample.platform.pushLogs],
    ['reportTemplate', sample.platform.reportTemplates],
  ] as const;

  it.each(strictCases)('%s, read-only fields included', (name, rows) => {
    expect(rows.length).toBeGreaterThan(0);
    const failures = (rows as readonly object[])
      .map((row) => ({ row, errors: strictRowErrors(name, row) }))
      .filter((f) => Object.keys(f.errors).length > 0);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('file fields hold stored paths of the shape uploads have', () => {
    const photos = sample.bundles.flatMap((b) => [...b.drills, ...b.trainings, ...b.guideInspections]);
    const images = [
      ...photos.flatMap((row) => (row.photos ?? '').split(',')),
      ...sample.platform.appPictures.map((p) => p.imageUrl),
    ].filter((p) => p !== '');
    expect(images.length).toBeGreaterThan(1000);
    for (const image of images) expect(image).toMatch(UPLOAD_LIMITS.storedImagePattern);
    for (const file of sample.platform.fileDownloads)
      expect(file.fileUrl).toMatch(UPLOAD_LIMITS.storedDocumentPattern);
    for (const template of sample.platform.reportTemplates)
      expect(template.templateFile).toMatch(UPLOAD_LIMITS.storedDocumentPattern);
  });

  it('checks thousands of rows', () => {
    expect(enterprises).toHaveLength(2000);
    expect(staff.length).toBeGreaterThan(9000);
    expect(services.length).toBeGreaterThan(3000);
    expect(all('tasks').length).toBeGreaterThan(6000);
    expect(all('hazards').length).toBeGreaterThan(10_000);
  });

  it('the reference data has the tree of domain §2.13 and at least 30 suggestions, some major', () => {
    const tree = riskTypeRows(referenceTime, sample.context.reference.riskTypes);
    expect(tree.filter((n) => n.pid === '0').map((n) => [n.code, n.name])).toEqual([
      ['01', '基础管理类'],
      ['02', '现场管理类'],
    ]);
    const codes = tree.map((n) => n.code);
    for (let k = 1; k <= 12; k++) expect(codes).toContain(`01${String(k).padStart(2, '0')}`);
    for (let k = 1; k <= 18; k++) expect(codes).toContain(`02${String(k).padStart(2, '0')}`);
    const ids = new Set(tree.map((n) => n.id));
    for (const node of tree.filter((n) => n.pid !== '0')) expect(ids).toContain(node.pid);
    const library = suggestionRows(referenceTime, sample.context.reference.riskTypes);
    expect(library.length).toBeGreaterThanOrEqual(30);
    const leaves = new Set(tree.filter((n) => n.hasChild === '0').map((n) => n.id));
    expect(library.every((s) => leaves.has(s.riskTypeId))).toBe(true);
    const major = library.filter((s) => s.isMajorCriteria === 'Y');
    expect(major.length).toBeGreaterThan(3);
    expect(major.every((s) => s.defaultHazardLevel === '2')).toBe(true);
  });

  it('every risk type names the accidents it may lead to and the sectors it applies to', () => {
    // The list's 可能导致事故 and 适用行业 columns: never blank, values of their dictionaries, and a
    // root shows what its leaves do together.
    const tree = riskTypeRows(referenceTime, sample.context.reference.riskTypes);
    const accidents = dictionaryValues('nl_accident_type');
    const sectors = dictionaryValues('nl_high_risk_sector');
    const split = (value: string | null) => (value ?? '').split(',').filter((v) => v !== '');
    const problems: string[] = [];
    for (const node of tree) {
      const types = split(node.accidentTypes);
      const scope = split(node.industryScope);
      if (types.length === 0 || types.some((t) => !accidents.has(t))) problems.push(`${node.code} accidents`);
      if (scope.length === 0 || scope.some((s) => !sectors.has(s))) problems.push(`${node.code} sectors`);
      if (new Set(types).size !== types.length || new Set(scope).size !== scope.length)
        problems.push(`${node.code} repeats`);
    }
    for (const root of tree.filter((n) => n.pid === '0')) {
      const leaves = tree.filter((n) => n.pid === root.id);
      const union = (pick: (n: (typeof tree)[number]) => string | null) =>
        [...new Set(leaves.flatMap((n) => split(pick(n))))].sort();
      if (JSON.stringify(split(root.accidentTypes)) !== JSON.stringify(union((n) => n.accidentTypes)))
        problems.push(`${root.code} accidents of its leaves`);
      if (JSON.stringify(split(root.industryScope)) !== JSON.stringify(union((n) => n.industryScope)))
        problems.push(`${root.code} sectors of its leaves`);
    }
    expect(problems).toEqual([]);
    const byCode = new Map(tree.map((n) => [n.code, n]));
    expect(split(byCode.get('0205')!.accidentTypes)).toEqual(expect.arrayContaining(['08', '18', '19']));
    expect(split(byCode.get('0215')!.industryScope)).toEqual(['05']);
  });
});

describe('codes and identities', () => {
  it('credit codes are valid (both check characters), registered in the row district, and unique', () => {
    const rows = [...orgs, ...enterprises];
    for (const row of rows) {
      expect(isValidCreditCode(row.creditCode), row.creditCode).toBe(true);
      expect(orgCodeCheckChar(row.creditCode.slice(8, 16))).toBe(row.creditCode[16]);
      expect(row.creditCode.slice(2, 8)).toBe(row.districtCode);
    }
    expect(duplicatesFast(rows.map((r) => r.creditCode))).toEqual([]);
  });

  it('names of enterprises and organisations and mobiles of experts are unique', () => {
    expect(duplicatesFast(enterprises.map((e) => e.enterpriseName))).toEqual([]);
    expect(duplicates(orgs.map((o) => o.orgName))).toEqual([]);
    expect(duplicates(experts.map((e) => e.mobile))).toEqual([]);
  });

  it('ID numbers are valid, unique, and agree with sex and age', () => {
    const people = [...staff, ...experts].filter((p) => p.idCardNo !== null);
    expect(people.length).toBeGreaterThan(staff.length * 0.9);
    expect(duplicatesFast(people.map((p) => p.idCardNo))).toEqual([]);
    const asOfYear = Number(SAMPLE_AS_OF.slice(0, 4));
    for (const person of people) {
      const id = person.idCardNo!;
      expect(isValidIdCard(id), id).toBe(true);
      expect(sexFromIdCard(id), id).toBe(person.sex);
      if (id.length === 18) {
        const age = asOfYear - Number(id.slice(6, 10));
        expect(age).toBeGreaterThanOrEqual(22);
        expect(age).toBeLessThanOrEqual(63);
      }
    }
    for (const s of staff.filter((x) => x.idCardNo)) {
      const age =
        asOfYear -
        Number(s.idCardNo!.length === 18 ? s.idCardNo!.slice(6, 10) : `19${s.idCardNo!.slice(6, 8)}`);
      expect(age).toBeGreaterThanOrEqual(22 - 1);
      expect(age).toBeLessThanOrEqual(60 + 1);
    }
  });

  it('birthdays are the ones the ID numbers give, none without one', () => {
    for (const s of staff) {
      const id = s.idCardNo;
      const digits = id === null ? null : id.length === 18 ? id.slice(6, 14) : `19${id.slice(6, 12)}`;
      expect(s.birthday, id ?? s.name).toBe(
        digits && `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`,
      );
    }
  });

  it('special operators hold a certificate with its status on the reference day; others do not', () => {
    const daysLeft = (day: string) => (Date.parse(day) - Date.parse(SAMPLE_AS_OF)) / 86_400_000;
    const statusOf = (day: string) =>
      daysLeft(day) < 0 ? '3' : daysLeft(day) <= CERTIFICATE_EXPIRING_DAYS ? '2' : '1';
    for (const s of staff) {
      if (s.isSpecialOperator === 'Y') {
        expect(s.staffType).toBe('3');
        expect(s.specialWorkType).not.toBeNull();
        expect(s.certificateNo).toBe(`T${s.idCardNo}`);
        expect(s.certificateExpire).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(s.certificateStatus, s.certificateExpire!).toBe(statusOf(s.certificateExpire!));
      } else {
        expect([s.specialWorkType, s.certificateNo, s.certificateExpire, s.certificateStatus]).toEqual([
          null,
          null,
          null,
          null,
        ]);
      }
    }
    expect(new Set(staff.map((s) => s.certificateStatus))).toEqual(new Set([null, '1', '2', '3']));
  });
});

describe('places', () => {
  it('keeps every coordinate inside the city box, with 6 decimals', () => {
    const points = [...orgs, ...enterprises].filter((r) => r.longitude !== null);
    for (const { longitude, latitude } of points) {
      expect(longitude!).toBeGreaterThanOrEqual(CITY_BBOX.minLng);
      expect(longitude!).toBeLessThanOrEqual(CITY_BBOX.maxLng);
      expect(latitude!).toBeGreaterThanOrEqual(CITY_BBOX.minLat);
      expect(latitude!).toBeLessThanOrEqual(CITY_BBOX.maxLat);
      expect(String(longitude)).toMatch(/^\d+(\.\d{1,6})?$/);
    }
  });

  it('clusters park enterprises tightly around their park', () => {
    const inParks = enterprises.filter((e) => e.parkName !== null && e.longitude !== null);
    expect(inParks.length).toBeGreaterThan(50);
    for (const e of inParks) {
      const park = CITY_PROFILE.parks.find((p) => p.name === e.parkName)!;
      expect(park.districtCode).toBe(e.districtCode);
      expect(Math.abs(e.longitude! - park.center[0])).toBeLessThan(0.031);
      expect(Math.abs(e.latitude! - park.center[1])).toBeLessThan(0.031);
      expect(e.address).toContain(park.name);
    }
  });
});
