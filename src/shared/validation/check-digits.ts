// Check-digit algorithms of Chinese identifiers (domain §2.23).

const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const USCC_FORMAT = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters of a unified social credit code (GB 32100). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_ALPHABET.indexOf(first17[i]!) * USCC_WEIGHTS[i]!;
  return USCC_ALPHABET[(31 - (sum % 31)) % 31]!;
}

export function isValidCreditCode(code: string): boolean {
  return USCC_FORMAT.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of a resident ID number (GB 11643). */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 18-digit IDs with a valid birth date and check character; legacy 15-digit IDs with a valid date. */
export function isValidIdCard(id: string, today = new Date()): boolean {
  if (/^\d{15}$/.test(id)) {
    return isRealDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)));
  }
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (!isRealDate(year, month, day) || year < 1900) return false;
  if (Date.UTC(year, month - 1, day) > today.getTime()) return false;
  return idCardCheckChar(id.slice(0, 17)) === id[17];
}

/** Sex from an ID number: '1' male (odd sequence digit), '2' female. */
export function sexFromIdCard(id: string): '1' | '2' | null {
  const digit = id.length === 18 ? id[16] : id.length === 15 ? id[14] : undefined;
  if (digit === undefined || !/\d/.test(digit)) return null;
  return Number(digit) % 2 === 1 ? '1' : '2';
}
