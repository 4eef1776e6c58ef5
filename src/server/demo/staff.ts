// The staff of a demo enterprise (企业人员, domain §2.2): its principal, safety manager and contact
// first (the same people as on the enterprise), then special operators and other workers. ID
// numbers agree with sex and birthday (stored with the number, as the server keeps it); special
// operators carry their certificate, most valid, some expiring or expired, with its status as the
// server keeps it. The contact of a demo enterprise account's enterprise is linked to that account.
import { CERTIFICATE_EXPIRING_DAYS, CERTIFICATE_STATUS } from '../business/certificate-status';
import { addYears, dateOf, dateTimeOf, dayOfInstant, firstDayOfYear, yearOf } from './calendar';
import { specialWorkCertificateNumber } from './codes';
import type { DemoContext } from './context';
import { MALE_SHARE } from './distributions';
import type { EdgeCase } from './edge-cases';
import type { EnterpriseDraft } from './enterprises';
import { drawBirthday, drawIdCard, drawPerson } from './people';
import type { Person } from './people';
import type { Random } from './random';
import type { EnterpriseStaffRow } from './rows';

/** nl_ent_staff_type: 1 主要负责人, 2 安全生产管理人员, 3 特种作业人员, 4 其他从业人员, 5 企业联系人. */
const POSTS: Readonly<Record<string, readonly string[]>> = {
  '1': ['总经理', '董事长', '厂长', '执行董事'],
  '2': ['安全主任', '专职安全员', '安全管理员', '安全环保部经理'],
  '4': ['操作工', '仓管员', '驾驶员', '技术员', '班组长', '质检员'],
  '5': ['办公室主任', '行政主管', '综合部经理'],
};
const SPECIAL_POSTS: Readonly<Record<string, string>> = {
  '01': '电工',
  '02': '焊工',
  '03': '高处作业工',
  '04': '制冷工',
  '05': '煤矿特种作业工',
  '06': '矿山特种作业工',
  '07': '石油天然气作业工',
  '08': '冶炼工',
  '09': '危化品操作工',
  '10': '烟花爆竹作业工',
  '99': '特种作业工',
};
const DEPARTMENTS: Readonly<Record<string, readonly string[]>> = {
  '1': ['总经理办公室'],
  '2': ['安全环保部', '安全管理部'],
  '3': ['生产部', '设备部', '工程部'],
  '4': ['生产部', '仓储部', '运输部', '质检部'],
  '5': ['综合办公室', '行政部'],
};

/** Special-work operation certificates are valid six years. */
const CERTIFICATE_YEARS = 6;
const SPECIAL_OPERATOR_SHARE = 0.45;
const RESIGNED_SHARE = 0.04;

interface Member {
  type: string;
  person: Person;
}

function members(random: Random, draft: EnterpriseDraft, count: number): Member[] {
  const list: Member[] = [{ type: '1', person: draft.principal }];
  if (draft.safetyManager) list.push({ type: '2', person: draft.safetyManager });
  const { contact } = draft;
  if (contact !== draft.principal && contact !== draft.safetyManager)
    list.push({ type: '5', person: contact });
  while (list.length < count) {
    const special = draft.sector.specialWorks.length > 0 && random.chance(SPECIAL_OPERATOR_SHARE);
    list.push({ type: special ? '3' : '4', person: drawPerson(random, MALE_SHARE) });
  }
  return list.slice(0, Math.max(count, 1));
}

/** Training hours of the year so far, in half hours, growing with the part of the year gone. */
function trainingHours(random: Random, context: DemoContext, type: string): number {
  const yearly =
    type === '1' || type === '2' ? random.int(24, 96) : type === '3' ? random.int(16, 80) : random.int(0, 48);
  const elapsed = (context.asOfDay - firstDayOfYear(yearOf(context.asOfDay)) + 1) / 366;
  return Math.round(yearly * elapsed) / 2;
}

/** nl_cert_status on the reference day, as the maintained value certificateStatusByDate gives it. */
function certificateStatusOn(context: DemoContext, expireDay: number): string {
  if (expireDay < context.asOfDay) return CERTIFICATE_STATUS.expired;
  return expireDay - context.asOfDay <= CERTIFICATE_EXPIRING_DAYS
    ? CERTIFICATE_STATUS.expiring
    : CERTIFICATE_STATUS.valid;
}

/** The demo account of the enterprise's contact, when this is that account's enterprise. */
function accountOf(context: DemoContext, draft: EnterpriseDraft, person: Person) {
  const username = person === draft.contact ? (draft.account?.username ?? null) : null;
  return {
    userName: username,
    userId: username === null ? null : (context.accounts.get(username)?.id ?? null),
  };
}

export function generateStaff(
  random: Random,
  context: DemoContext,
  draft: EnterpriseDraft,
  edge: EdgeCase | null,
): EnterpriseStaffRow[] {
  const [min, max] = context.staffPerEnterprise;
  const count = Math.min(draft.row.employeeCount, random.int(min, max));
  const list = members(random, draft, count);
  // The edge cases need one special operator (expired certificate) or one older person (legacy ID).
  if (edge === 'certificateExpired' && !list.some((m) => m.type === '3')) {
    list[list.length - 1] = { type: '3', person: drawPerson(random, MALE_SHARE) };
  }
  const expiredAt = edge === 'certificateExpired' ? list.findIndex((m) => m.type === '3') : -1;
  const legacyAt = edge === 'legacyIdCard' ? list.length - 1 : -1;
  return list.map((member, order) => {
    const { person, type } = member;
    const special = type === '3';
    const legacy = order === legacyAt;
    const birthday = legacy ? drawBirthday(random, context, 45, 60) : drawBirthday(random, context, 22, 60);
    const idCardNo =
      special || legacy || random.chance(0.95)
        ? drawIdCard(random, context, birthday, person.sex, legacy)
        : null;
    // Hired after the company was founded and the person turned 20, before the record was created.
    const latestEntry = dayOfInstant(draft.createdAt) - 1;
    const earliestEntry = Math.min(Math.max(draft.establishDay, addYears(birthday, 20)), latestEntry);
    const entryDay = random.int(earliestEntry, latestEntry);
    const workType = special ? random.pick(draft.sector.specialWorks) : null;
    const expireDay =
      order === expiredAt
        ? context.asOfDay - random.int(15, 300)
        : context.asOfDay + random.int(-60, CERTIFICATE_YEARS * 365 - 1);
    const createdAt = draft.createdAt + (order + 1) * 1000;
    return {
      id: context.newId(),
      createTime: dateTimeOf(createdAt),
      enterpriseId: draft.row.id,
      name: person.name,
      sex: person.sex,
      idCardNo,
      birthday: idCardNo ? dateOf(birthday) : null,
      mobile: person.mobile,
      staffType: type,
      post: special ? SPECIAL_POSTS[workType!]! : random.pick(POSTS[type]!),
      department: random.pick(DEPARTMENTS[type]!),
      isSpecialOperator: special ? 'Y' : 'N',
      specialWorkType: workType,
      certificateNo: special && idCardNo ? specialWorkCertificateNumber(idCardNo) : null,
      certificateExpire: special ? dateOf(expireDay) : null,
      certificateStatus: special ? certificateStatusOn(context, expireDay) : null,
      entryDate: dateOf(entryDay),
      trainingHours: trainingHours(random, context, type),
      status: (type === '3' || type === '4') && random.chance(RESIGNED_SHARE) ? '0' : '1',
      orderNum: order,
      ...accountOf(context, draft, person),
    };
  });
}
