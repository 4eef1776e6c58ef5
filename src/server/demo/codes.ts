// Identifiers and numbers of the demo data (domain §2.23, §6.3): unified social credit codes with
// both check characters, resident ID numbers whose sex digit and birth date agree with the person,
// mobile and landline numbers that pass the platform's rules, and illustrative licence numbers.
import { creditCodeCheckChar, idCardCheckChar } from '../../shared/validation/check-digits';
import type { Random } from './random';

/** Characters a credit code may use (GB 32100): digits and letters except I, O, S, V, Z. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_LETTERS = 'ABCDEFGHJKLMNPQRTUWXY';
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** Check character of the 8-character body of an organisation code (GB 11714). */
export function orgCodeCheckChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = body[i]!;
    const value = c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 55; // A=10 … Z=35
    sum += value * ORG_CODE_WEIGHTS[i]!;
  }
  const r = 11 - (sum % 11);
  return r === 10 ? 'X' : r === 11 ? '0' : String(r);
}

/**
 * A credit code of an enterprise registered with market regulation ('9' + '1') in a district.
 * Units registered since 2016 get the 'MA…' organisation-code body of the unified system; older
 * ones the all-digit body of the former organisation code. Both carry a valid inner check.
 */
export function creditCode(random: Random, districtCode: string, registeredSince2016: boolean): string {
  const body = registeredSince2016
    ? `MA${random.pick(['5', '6', '7', '8', '9'])}${random.chars(USCC_LETTERS, 1)}${random.chars(USCC_CHARS, 4)}`
    : `${random.int(1, 9)}${random.digits(7)}`;
  const first17 = `91${districtCode}${body}${orgCodeCheckChar(body)}`;
  return first17 + creditCodeCheckChar(first17);
}

export type Sex = '1' | '2';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A three-digit sequence whose last digit is odd for men and even for women. */
function sequenceFor(random: Random, sex: Sex): string {
  const tens = random.int(0, 99);
  const last = random.int(0, 4) * 2 + (sex === '1' ? 1 : 0);
  return pad(tens) + String(last);
}

/** An 18-digit resident ID (GB 11643) for a person born on `birthday` ('YYYY-MM-DD'). */
export function idCardNumber(random: Random, addressCode: string, birthday: string, sex: Sex): string {
  const first17 = `${addressCode}${birthday.replace(/-/g, '')}${sequenceFor(random, sex)}`;
  return first17 + idCardCheckChar(first17);
}

/** A legacy 15-digit ID (issued before 1999, two-digit year, no check character). */
export function legacyIdCardNumber(random: Random, addressCode: string, birthday: string, sex: Sex): string {
  if (!birthday.startsWith('19')) throw new Error('legacy IDs exist only for people born in the 1900s');
  return `${addressCode}${birthday.slice(2).replace(/-/g, '')}${sequenceFor(random, sex)}`;
}

/** 13x/15x/17x/18x mobiles pass both the form rule ^1[34578]\d{9}$ and the grid rule ^1[3-9]\d{9}$. */
export function mobileNumber(random: Random): string {
  return `1${random.pick(['3', '5', '7', '8'])}${random.digits(9)}`;
}

/** A landline such as 0771-5512345. */
export function landlineNumber(random: Random, areaCode: string): string {
  return `${areaCode}-${random.int(2, 6)}${random.digits(6)}`;
}

/**
 * A work-safety licence number in the provincial style, e.g. （桂）WH安许证字〔2024〕0123号.
 * The format is illustrative (domain §6.3): WH hazardous chemicals, JZ construction, FM non-coal
 * mines, YH fireworks.
 */
export function safetyLicenseNumber(
  random: Random,
  provinceAbbr: string,
  kind: string,
  year: number,
): string {
  const authority = provinceAbbr ? `（${provinceAbbr}）` : '';
  return `${authority}${kind}安许证字〔${year}〕${pad(random.int(1, 9999), 4)}号`;
}

/** A special-work operation certificate: 'T' followed by the holder's ID number, as issued. */
export function specialWorkCertificateNumber(idCard: string): string {
  return `T${idCard}`;
}

/** Numeric key of an 18-digit ID without its province digits: 15 digits fit a double exactly. */
export function idCardKey(idCard: string): number {
  return Number(idCard.slice(2, 17));
}

/**
 * A business number (RW task, PC investigation, YH hazard, SD dispatch): prefix, the day
 * (yyyyMMdd), the enterprise's number in the run and its own sequence, e.g. YH20260314000123007.
 * Unique without counting across enterprises; it has no dashes, so it never collides with a serial
 * number the engine assigns (YH-20260314-0001).
 */
export function businessNumber(
  prefix: string,
  day: string,
  enterpriseIndex: number,
  sequence: number,
): string {
  return `${prefix}${day.replaceAll('-', '')}${pad(enterpriseIndex, 6)}${pad(sequence, 3)}`;
}

/**
 * A policy number in the shape of domain §6.3 (insurer code, year, city code, sequence), made unique
 * by the enterprise's number and the policy's order: e.g. HAXB2026450100000123-1.
 */
export function policyNumber(
  insurerCode: string,
  year: number,
  cityCode: string,
  enterpriseIndex: number,
  order: number,
): string {
  return `${insurerCode}${year}${cityCode}${pad(enterpriseIndex, 6)}-${order}`;
}
