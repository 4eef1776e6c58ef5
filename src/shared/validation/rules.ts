// The validation rule catalogue (spec §5, domain §2.23): each rule checks one non-empty value and
// answers null or the message to show. The form, the editable grid, the server and the importer
// all call these, so a value is judged the same everywhere.
import { todayInChina } from '../date-format';
import { VALIDATION_TEXTS } from '../texts';
import { isValidCreditCode, isValidIdCard } from './check-digits';
import type { RuleCode } from './rule-codes';

export type RuleCheck = (value: string) => string | null;

const pattern =
  (regex: RegExp, message: string): RuleCheck =>
  (value) =>
    regex.test(value) ? null : message;

const range =
  (min: number, max: number, message: string): RuleCheck =>
  (value) => {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) && n >= min && n <= max ? null : message;
  };

const MOBILE = /^1[34578]\d{9}$/;
const GRID_MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const RULE_MESSAGES = {
  naturalNumber: '请输入自然数',
  letters: '请输入英文字母',
  landline: '请输入正确的座机号码',
  phoneOrLandline: '请输入正确的手机号或座机号码',
  bankCard: '请输入正确的银行卡号',
  idNumber: '证件号码不能超过50位',
  nationalId: '请输入正确的身份证号码',
  qq: '请输入正确的QQ号码',
  url: '请输入正确的网址',
  alnum20: '只能输入不超过20位的字母或数字',
  name2to100: '请输入2到100位的中文、英文或空格',
  digitsLines: '只能输入数字和换行',
  creditCode: '统一社会信用代码格式不正确',
  idCard: '身份证号码格式不正确',
  money: '请输入正确的金额（最多两位小数）',
  percent: '请输入0到100之间的数值（最多两位小数）',
  longitude: '经度应在73.5到135.1之间',
  latitude: '纬度应在3.8到53.6之间',
  pastDate: '日期不能晚于今天',
  notPastDate: '日期不能早于今天',
  digits6to16: '请输入6到16位数字',
  any6to16: '请输入6到16位任意字符',
  letters6to18: '请输入6到18位字母',
  postcode: '请输入正确的邮政编码',
  number: '请输入数字',
  integer: '请输入整数',
  notEmpty: '该值不能为空',
} as const;

/**
 * Rules a value can come to fail by time passing alone (a booked day that is now behind us): they
 * judge a value when it is written, not again when an edit keeps it — else no old record could be
 * saved.
 */
export const RULES_JUDGED_WHEN_WRITTEN: ReadonlySet<RuleCode> = new Set(['notPastDate']);

export const RULES: Record<RuleCode, RuleCheck> = {
  mobile: pattern(MOBILE, VALIDATION_TEXTS.mobileInvalid),
  userName: (value) => {
    if (!/^[A-Za-z0-9_]+$/.test(value)) return VALIDATION_TEXTS.userNameChars;
    // The spec's two readings: length 4-18, message saying 6 to 18.
    return value.length >= 4 && value.length <= 18 ? null : VALIDATION_TEXTS.userNameLength;
  },
  email: pattern(EMAIL, VALIDATION_TEXTS.emailInvalid),
  naturalNumber: pattern(/^\d+$/, RULE_MESSAGES.naturalNumber),
  letters: pattern(/^[A-Za-z]+$/, RULE_MESSAGES.letters),
  landline: pattern(LANDLINE, RULE_MESSAGES.landline),
  phoneOrLandline: (value) =>
    MOBILE.test(value) || GRID_MOBILE.test(value) || LANDLINE.test(value)
      ? null
      : RULE_MESSAGES.phoneOrLandline,
  bankCard: pattern(/^[1-9]\d{9,19}$/, RULE_MESSAGES.bankCard),
  idNumber: (value) => (value.length <= 50 ? null : RULE_MESSAGES.idNumber),
  nationalId: pattern(/^(\d{15}|\d{17}[\dXx])$/, RULE_MESSAGES.nationalId),
  qq: pattern(/^[1-9]\d{4,11}$/, RULE_MESSAGES.qq),
  url: pattern(/^https?:\/\/\S+$/, RULE_MESSAGES.url),
  alnum20: pattern(/^[A-Za-z0-9]{1,20}$/, RULE_MESSAGES.alnum20),
  name2to100: pattern(/^[\u4e00-\u9fa5A-Za-z\s·]{2,100}$/, RULE_MESSAGES.name2to100),
  digitsLines: pattern(/^[\d\r\n]+$/, RULE_MESSAGES.digitsLines),
  max255: (value) => (value.length <= 255 ? null : VALIDATION_TEXTS.maxLength(255)),
  creditCode: (value) => (isValidCreditCode(value) ? null : RULE_MESSAGES.creditCode),
  idCard: (value) => (isValidIdCard(value) ? null : RULE_MESSAGES.idCard),
  money: pattern(/^\d+(\.\d{1,2})?$/, RULE_MESSAGES.money),
  percent: (value) =>
    /^\d+(\.\d{1,2})?$/.test(value) && Number(value) <= 100 ? null : RULE_MESSAGES.percent,
  longitude: range(73.5, 135.1, RULE_MESSAGES.longitude),
  latitude: range(3.8, 53.6, RULE_MESSAGES.latitude),
  pastDate: (value) => (value.slice(0, 10) <= todayInChina() ? null : RULE_MESSAGES.pastDate),
  notPastDate: (value) => (value.slice(0, 10) >= todayInChina() ? null : RULE_MESSAGES.notPastDate),
  'n6-16': pattern(/^\d{6,16}$/, RULE_MESSAGES.digits6to16),
  '*6-16': pattern(/^[\s\S]{6,16}$/, RULE_MESSAGES.any6to16),
  's6-18': pattern(/^[A-Za-z]{6,18}$/, RULE_MESSAGES.letters6to18),
  e: pattern(EMAIL, VALIDATION_TEXTS.emailInvalid),
  m: pattern(GRID_MOBILE, VALIDATION_TEXTS.mobileInvalid),
  p: pattern(/^[1-9]\d{5}$/, RULE_MESSAGES.postcode),
  s: pattern(/^[A-Za-z]+$/, RULE_MESSAGES.letters),
  n: pattern(/^-?\d+(\.\d+)?$/, RULE_MESSAGES.number),
  z: pattern(/^-?\d+$/, RULE_MESSAGES.integer),
  '*': (value) => (value.trim() === '' ? RULE_MESSAGES.notEmpty : null),
};
