// One demo enterprise (投保企业, domain §2.1): company name = optional city/province prefix + 字号 +
// sector word + legal form, unique; a valid credit code registered in its district; place and
// coordinates; legal person, principal, safety manager and contact; sector, size, risk colour and
// licence drawn by the distributions of domain §6.4, with the edge cases of §6.5. Its service
// organisation is local most of the time, and one of the organisation's engineers looks after it
// (包保工程师). The enterprise a demo enterprise account belongs to (operators.ts) is insured, has
// that account's person as its contact and is looked after by a demo engineer account's expert.
import { CITY } from '../../shared/platform';
import { addYears, dateOf, dateTimeOf, dayOfInstant, firstDayOfYear, yearOf } from './calendar';
import { CITY_PROFILE, CITY_SHORT_NAME, districtShortName, PROVINCE_SHORT_NAME } from './city-profile';
import { creditCode, landlineNumber, safetyLicenseNumber } from './codes';
import type { DemoContext, ExpertRef, ServiceOrgRef } from './context';
import { instantBefore, UniqueValues } from './context';
import {
  ECONOMIC_TYPES,
  INSURE_STATUSES,
  MAJOR_HAZARD_LEVELS,
  PLANNED_TIMES_BY_RISK,
  SCALE_WEIGHTS,
  skewedShare,
  STANDARDIZATION_BY_SCALE,
} from './distributions';
import type { ScaleBand } from './distributions';
import type { EdgeCase } from './edge-cases';
import { EDGE_CASE_REMARKS } from './edge-cases';
import { tradeName } from './names';
import { drawPerson } from './people';
import type { Person } from './people';
import { drawDistrict, drawPlace } from './places';
import type { District } from './places';
import { ENTERPRISE_ACCOUNTS } from './operators';
import type { Random } from './random';
import type { EnterpriseRow } from './rows';
import type { DemoUser } from './system-demo-data';
import { SECTOR_WEIGHTS, sectorByCode } from './sectors';
import type { SectorProfile } from './sectors';

/** What the staff and service-list generators need to know besides the row. */
export interface EnterpriseDraft {
  row: EnterpriseRow;
  createdAt: number;
  sector: SectorProfile;
  band: ScaleBand;
  establishDay: number;
  principal: Person;
  safetyManager: Person | null;
  contact: Person;
  org: ServiceOrgRef | null;
  responsible: ExpertRef | null;
  /** The demo account the contact signs in with, if this is that account's enterprise. */
  account: DemoUser | null;
}

/** Enterprise records were created over the last 24 months (but after the organisations). */
const CREATED_DAYS_BEFORE: readonly [number, number] = [1, 699];
/** Sectors whose enterprises often sit in an industrial park. */
const PARK_SECTORS = new Set(['10', '03', '08']);
const PARK_SHARE = 0.35;
/** Safety licences run three years. */
const LICENSE_YEARS = 3;

const FORCED_SECTOR: Partial<Record<EdgeCase, string>> = {
  majorHazardSource: '03',
  licenseExpired: '03',
  licenseExpiring: '06',
};

function drawName(random: Random, context: DemoContext, sector: SectorProfile, district: District) {
  for (let attempt = 0; ; attempt++) {
    const trade = tradeName(random, attempt < 8 ? 2 : 3);
    const [word, scope] = random.pick(sector.trades);
    // Forms: 有限公司 60 %, 有限责任公司 25 %, 股份有限公司 10 %, a branch 5 % (domain §6.2).
    const form = random.weighted<string>([
      ['有限公司', 60],
      ['有限责任公司', 25],
      ['股份有限公司', 10],
      ['branch', 5],
    ]);
    const prefix = random.weighted<string>([
      ['', 50],
      [CITY_SHORT_NAME, 40],
      [PROVINCE_SHORT_NAME, 10],
    ]);
    const name =
      form === 'branch'
        ? `${PROVINCE_SHORT_NAME}${trade}${word}有限公司${districtShortName(district.name)}分公司`
        : `${prefix}${trade}${word}${form}`;
    if (UniqueValues.claim(context.unique.enterpriseNames, name)) return { name, short: trade + word, scope };
  }
}

function drawCreditCode(random: Random, context: DemoContext, districtCode: string, since2016: boolean) {
  for (;;) {
    const code = creditCode(random, districtCode, since2016);
    if (UniqueValues.claim(context.unique.creditCodes, code)) return code;
  }
}

/** An organisation in the enterprise's district 70 % of the time, any otherwise. */
function drawServiceOrg(random: Random, orgs: readonly ServiceOrgRef[], districtCode: string) {
  if (orgs.length === 0) return null;
  const local = orgs.filter((o) => o.districtCode === districtCode);
  return local.length > 0 && random.chance(0.7) ? random.pick(local) : random.pick(orgs);
}

/** One of the organisation's engineers who may look after enterprises, if it has any. */
function drawResponsible(random: Random, org: ServiceOrgRef | null): ExpertRef | null {
  const candidates = org?.experts.filter((e) => e.assignable) ?? [];
  return candidates.length > 0 ? random.pick(candidates) : null;
}

/** The organisation and engineer of a demo engineer account, for the enterprise account's enterprise. */
function engineerAccountOrg(
  orgs: readonly ServiceOrgRef[],
): { org: ServiceOrgRef; expert: ExpertRef } | null {
  for (const org of orgs) {
    const expert = org.experts.find((e) => e.userName !== null && e.assignable);
    if (expert) return { org, expert };
  }
  return null;
}

const accountPerson = (user: DemoUser): Person => ({
  name: user.realname,
  sex: user.sex === 1 ? '1' : '2',
  mobile: user.phone,
});

function drawLicense(random: Random, context: DemoContext, sector: SectorProfile, edge: EdgeCase | null) {
  if (!sector.licenseKind) return { number: null, expire: null };
  let expireDay = context.asOfDay + random.int(100, LICENSE_YEARS * 365 - 30);
  if (edge === 'licenseExpired') expireDay = context.asOfDay - random.int(10, 200);
  if (edge === 'licenseExpiring') expireDay = context.asOfDay + random.int(5, 60);
  const issuedYear = yearOf(addYears(expireDay, -LICENSE_YEARS));
  return {
    number: safetyLicenseNumber(random, CITY_PROFILE.provinceAbbr, sector.licenseKind, issuedYear),
    expire: dateOf(expireDay),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function generateEnterprise(
  random: Random,
  context: DemoContext,
  edge: EdgeCase | null,
  index: number,
): EnterpriseDraft {
  const account = ENTERPRISE_ACCOUNTS.find((user) => user.staffOfEnterprise === index) ?? null;
  const forced = edge ? FORCED_SECTOR[edge] : undefined;
  const sector = forced ? sectorByCode(forced) : random.weighted(SECTOR_WEIGHTS);
  const band = random.weighted(SCALE_WEIGHTS);
  const size = skewedShare(random);
  const employeeCount = Math.round(band.employees[0] + size * (band.employees[1] - band.employees[0]));
  // Revenue follows headcount within the band, with noise.
  const revenueShare = Math.min(1, 0.6 * size + 0.4 * skewedShare(random));
  const annualRevenue = round2(band.revenue[0] + revenueShare * (band.revenue[1] - band.revenue[0]));
  const registeredCapital = Math.max(10, Math.round((annualRevenue * random.float(0.1, 0.6)) / 10) * 10);
  const district = drawDistrict(random);
  const place = drawPlace(random, district, PARK_SECTORS.has(sector.code) && random.chance(PARK_SHARE));
  const createdAt = instantBefore(context, random.int(...CREATED_DAYS_BEFORE), random.next());
  // Founded up to 30 years ago, at least a month before the platform recorded it.
  const establishDay = random.int(addYears(context.asOfDay, -30), dayOfInstant(createdAt) - 30);
  const risk = edge === 'majorHazardSource' ? '1' : random.weighted(sector.risk);
  const majorHazard = edge === 'majorHazardSource' || random.chance(sector.majorHazardShare);
  const drawnInsurance = random.weighted(INSURE_STATUSES);
  const insureStatus =
    edge === 'lapsedInsurance' ? '3' : edge === 'uninsured' ? '0' : account ? '1' : drawnInsurance;
  const { name, short, scope } = drawName(random, context, sector, district);
  const legal = drawPerson(random, 0.85);
  // In small firms the legal representative usually runs the place himself.
  const principal =
    (band.code === '3' || band.code === '4') && random.chance(0.6) ? legal : drawPerson(random, 0.85);
  const safetyManager = band.code === '4' && random.chance(0.3) ? null : drawPerson(random, 0.7);
  const drawnContact = random.weighted<Person>([
    [safetyManager ?? principal, 40],
    [principal, 20],
    [drawPerson(random, 0.5), 40],
  ]);
  const contact = account ? accountPerson(account) : drawnContact;
  const license = drawLicense(random, context, sector, edge);
  const drawnOrg = drawServiceOrg(random, context.serviceOrgs, district.code);
  const drawnResponsible = drawResponsible(random, drawnOrg);
  const tied = account ? engineerAccountOrg(context.serviceOrgs) : null;
  const org = tied?.org ?? drawnOrg;
  const responsible = tied?.expert ?? drawnResponsible;
  const since2016 = establishDay >= firstDayOfYear(2016);
  const row: EnterpriseRow = {
    id: context.newId(),
    createTime: dateTimeOf(createdAt),
    enterpriseName: name,
    shortName: short,
    creditCode: drawCreditCode(random, context, district.code, since2016),
    districtCode: district.code,
    highRiskSector: sector.code,
    industryCode: random.weighted(sector.industries),
    enterpriseScale: band.code,
    economicType: random.weighted(ECONOMIC_TYPES),
    supervisorDept: sector.supervisorDept,
    legalPerson: legal.name,
    principalName: principal.name,
    principalPhone: principal.mobile,
    safetyManagerName: safetyManager?.name ?? null,
    safetyManagerPhone: safetyManager
      ? random.chance(0.3) && CITY_PROFILE.areaCode !== '0000'
        ? landlineNumber(random, CITY_PROFILE.areaCode)
        : safetyManager.mobile
      : null,
    contactName: contact.name,
    contactPhone: contact.mobile,
    email: random.chance(0.5) ? `aq${random.digits(7)}@example.com` : null,
    provinceCode: CITY.provinceCode,
    cityCode: CITY.cityCode,
    streetName: place.streetName,
    parkName: place.parkName,
    address: place.address,
    longitude: edge === 'noCoordinates' ? null : place.longitude,
    latitude: edge === 'noCoordinates' ? null : place.latitude,
    employeeCount,
    registeredCapital,
    annualRevenue,
    establishDate: dateOf(establishDay),
    businessScope: scope,
    safetyLicenseNo: license.number,
    safetyLicenseExpire: license.expire,
    standardizationLevel: random.weighted(STANDARDIZATION_BY_SCALE[band.code]!),
    riskLevel: risk,
    hasMajorHazardSource: majorHazard ? 'Y' : 'N',
    majorHazardSourceLevel:
      edge === 'majorHazardSource' ? '1' : majorHazard ? random.weighted(MAJOR_HAZARD_LEVELS) : null,
    insureStatus,
    serviceOrgId: org?.id ?? null,
    responsibleExpertId: responsible?.id ?? null,
    // The current policy year's plan; none without a current policy.
    plannedServiceTimes: insureStatus === '1' || insureStatus === '2' ? PLANNED_TIMES_BY_RISK[risk]! : 0,
    status: edge === 'disabled' ? '0' : '1',
    attachments: null,
    remark: edge ? EDGE_CASE_REMARKS[edge] : null,
  };
  return {
    row,
    createdAt,
    sector,
    band,
    establishDay,
    principal,
    safetyManager,
    contact,
    org,
    responsible,
    account,
  };
}
