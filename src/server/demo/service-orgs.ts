// Demo service organisations (服务机构, domain §2.5, §6.2) and their experts (§2.6). Organisation
// names follow `{字号}安全技术服务有限公司` and its siblings, the type matching the name; each
// organisation gets a few experts whose titles, levels and qualifications agree with each other.
// The first expert of some organisations is a demo engineer account's person (operators.ts): an
// active full-time engineer whose login is that account.
import { CITY_PROFILE, CITY_SHORT_NAME } from './city-profile';
import { addYears, dateOf, dateTimeOf, yearOf } from './calendar';
import { creditCode, mobileNumber } from './codes';
import type { DemoContext } from './context';
import { instantBefore, UniqueValues } from './context';
import { MALE_SHARE } from './distributions';
import { tradeName } from './names';
import { drawBirthday, drawIdCard, drawPerson } from './people';
import { CITY } from '../../shared/platform';
import { drawDistrict, drawPlace } from './places';
import { deriveSeed, Random } from './random';
import type { Weighted } from './random';
import { ENGINEER_ACCOUNTS } from './operators';
import type { Person } from './people';
import type { ExpertRow, ServiceOrgBundle, ServiceOrgRow } from './rows';
import type { DemoUser } from './system-demo-data';

interface OrgKind {
  type: string;
  suffix: string;
  /** Prefix of the qualification certificate number (illustrative). */
  certificate: string;
}

const ORG_KINDS: Weighted<OrgKind> = [
  [{ type: '2', suffix: '安全技术服务有限公司', certificate: 'AQFW' }, 40],
  [{ type: '3', suffix: '安全评价有限公司', certificate: 'APJ' }, 20],
  [{ type: '6', suffix: '应急管理咨询有限公司', certificate: 'AQZX' }, 20],
  [{ type: '4', suffix: '检测技术有限公司', certificate: 'JCJY' }, 15],
  [{ type: '5', suffix: '安全培训有限公司', certificate: 'AQPX' }, 5],
];

/** Sectors (nl_high_risk_sector) a service organisation may be qualified for. */
const SCOPE_SECTORS = ['02', '03', '04', '05', '06', '08', '09', '10', '11', '12'];
const MAJORS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14'];

/** Organisations are registered in the first month of the 24-month window, before enterprises. */
const ORG_CREATED_DAYS_BEFORE: readonly [number, number] = [700, 730];

/** Edge cases by organisation index (domain §6.5): a lapsed and a lapsing qualification. */
const EXPIRED_QUALIFICATION_INDEX = 6;
const EXPIRING_QUALIFICATION_INDEX = 7;

function qualificationExpireDay(random: Random, context: DemoContext, index: number): number {
  if (index === EXPIRED_QUALIFICATION_INDEX) return context.asOfDay - random.int(20, 200);
  if (index === EXPIRING_QUALIFICATION_INDEX) return context.asOfDay + random.int(10, 80);
  return context.asOfDay + random.int(120, 1000);
}

function drawOrgName(random: Random, context: DemoContext, suffix: string): string {
  for (let attempt = 0; ; attempt++) {
    const prefix = random.chance(0.5) ? CITY_SHORT_NAME : '';
    const name = `${prefix}${tradeName(random, attempt < 8 ? 2 : 3)}${suffix}`;
    if (UniqueValues.claim(context.unique.orgNames, name)) return name;
  }
}

function drawCreditCode(random: Random, context: DemoContext, districtCode: string, since2016: boolean) {
  for (;;) {
    const code = creditCode(random, districtCode, since2016);
    if (UniqueValues.claim(context.unique.creditCodes, code)) return code;
  }
}

export function generateServiceOrg(context: DemoContext, index: number): ServiceOrgBundle {
  const random = new Random(deriveSeed(context.seed, 'serviceOrg', index));
  const kind = random.weighted(ORG_KINDS);
  const district = drawDistrict(random);
  const place = drawPlace(random, district, false);
  const legal = drawPerson(random, MALE_SHARE);
  const contact = random.chance(0.3) ? legal : drawPerson(random, 0.5);
  const createdAt = instantBefore(context, random.int(...ORG_CREATED_DAYS_BEFORE), random.next());
  const expireDay = qualificationExpireDay(random, context, index);
  const issuedYear = yearOf(addYears(expireDay, -3));
  const abbr = CITY_PROFILE.provinceAbbr ? `（${CITY_PROFILE.provinceAbbr}）` : '';
  const org: ServiceOrgRow = {
    id: context.newId(),
    createTime: dateTimeOf(createdAt),
    orgName: drawOrgName(random, context, kind.suffix),
    creditCode: drawCreditCode(random, context, district.code, random.chance(0.6)),
    orgType: kind.type,
    qualificationNo: `${kind.certificate}-${abbr}-${issuedYear}-${String(random.int(1, 999)).padStart(3, '0')}`,
    qualificationScope: random.sample(SCOPE_SECTORS, random.int(3, 6)).join(','),
    qualificationExpire: dateOf(expireDay),
    legalPerson: legal.name,
    contactName: contact.name,
    contactPhone: contact.mobile,
    districtCode: place.districtCode,
    registeredArea: place.districtCode,
    address: place.address,
    longitude: place.longitude,
    latitude: place.latitude,
    status: '1',
  };
  const expertCount = random.int(...context.expertsPerOrg);
  const account = ENGINEER_ACCOUNTS.find((user) => user.expertOfOrg === index);
  const experts: ExpertRow[] = [];
  for (let k = 0; k < expertCount; k++)
    experts.push(generateExpert(context, org, createdAt, index, k, k === 0 ? account : undefined));
  return { org, experts };
}

/** 专职工程师 and 外聘专家 who are not 停用 lead tasks and look after enterprises. */
export const isAssignable = (expert: Pick<ExpertRow, 'expertType' | 'workStatus'>) =>
  (expert.expertType === '1' || expert.expertType === '2') && expert.workStatus !== '0';

const personOf = (user: DemoUser): Person => ({
  name: user.realname,
  sex: user.sex === 1 ? '1' : '2',
  mobile: user.phone,
});

function drawExpertMobile(random: Random, context: DemoContext, first: string): string {
  let mobile = first;
  while (!UniqueValues.claim(context.unique.expertMobiles, mobile)) mobile = mobileNumber(random);
  return mobile;
}

function generateExpert(
  context: DemoContext,
  org: ServiceOrgRow,
  orgCreatedAt: number,
  orgIndex: number,
  order: number,
  account: DemoUser | undefined,
): ExpertRow {
  const random = new Random(deriveSeed(context.seed, 'expert', orgIndex, order));
  const drawn = drawPerson(random, MALE_SHARE);
  const person = account ? personOf(account) : drawn;
  const birthday = drawBirthday(random, context, 25, 62);
  const age = yearOf(context.asOfDay) - yearOf(birthday);
  const drawnType = random.weighted<string>([
    ['1', 60],
    ['2', 25],
    ['3', 15],
  ]);
  const expertType = account ? '1' : drawnType;
  const technician = expertType === '3';
  const workYears = Math.min(60, random.int(1, Math.max(1, age - 22)));
  const title = drawTitle(random, technician, workYears);
  const qualified = !technician || random.chance(0.3);
  const qualifications = qualified ? drawQualifications(random) : null;
  // The certificate was obtained during the career.
  const currentYear = yearOf(context.asOfDay);
  const certificateYear = random.int(Math.max(2004, currentYear - workYears), currentYear - 1);
  const createdAt = orgCreatedAt + (order + 1) * 60_000;
  return {
    id: context.newId(),
    createTime: dateTimeOf(createdAt),
    serviceOrgId: org.id,
    name: person.name,
    sex: person.sex,
    mobile: drawExpertMobile(random, context, person.mobile),
    idCardNo: random.chance(0.9) ? drawIdCard(random, context, birthday, person.sex) : null,
    expertType,
    title,
    qualifications,
    certificateNo: qualifications ? `AQ${certificateYear}${random.digits(6)}` : null,
    majors: random.sample(MAJORS, random.int(1, 3)).join(','),
    education: random.weighted<string>([
      ['1', 3],
      ['2', 20],
      ['3', 55],
      ['4', 18],
      ['5', 4],
    ]),
    workYears,
    expertLevel: title === '4' || title === '3' ? '1' : title === '2' ? '2' : '3',
    workStatus: account
      ? '1'
      : random.weighted<string>([
          ['1', 80],
          ['2', 12],
          ['3', 5],
          ['0', 3],
        ]),
    signImage: null,
    orderNum: order,
    userName: account?.username ?? null,
    // Drawn last so the fields above keep their values; demo engineers serve the whole city.
    serviceArea: drawServiceArea(random, account !== undefined),
  };
}

/** nl_district codes an expert serves: most serve the whole city (none), the rest one to three districts. */
function drawServiceArea(random: Random, wholeCity: boolean): string | null {
  const drawn = random.chance(0.6)
    ? null
    : random
        .sample(
          CITY.districts.map((d) => d.code),
          random.int(1, 3),
        )
        .join(',');
  return wholeCity ? null : drawn;
}

/** nl_title by experience: senior titles take years; technicians have none or a junior one. */
function drawTitle(random: Random, technician: boolean, workYears: number): string {
  if (technician) return random.chance(0.5) ? '0' : '1';
  if (workYears >= 15)
    return random.weighted<string>([
      ['2', 35],
      ['3', 45],
      ['4', 20],
    ]);
  if (workYears >= 8)
    return random.weighted<string>([
      ['2', 65],
      ['3', 30],
      ['1', 5],
    ]);
  return random.chance(0.6) ? '1' : '2';
}

/** One or two practice qualifications (nl_qualification), in dictionary order. */
function drawQualifications(random: Random): string {
  const pool: Weighted<string> = [
    ['1', 50],
    ['4', 15],
    ['3', 10],
    ['5', 10],
    ['6', 8],
    ['2', 7],
  ];
  const chosen = new Set([random.weighted(pool)]);
  if (random.chance(0.3)) chosen.add(random.weighted(pool));
  return [...chosen].sort().join(',');
}
