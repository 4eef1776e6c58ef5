import { describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition } from '../../src/shared/schema-language/entity';
import {
  creditCodeCheckChar,
  idCardCheckChar,
  isValidCreditCode,
  isValidIdCard,
  sexFromIdCard,
} from '../../src/shared/validation/check-digits';
import {
  checkFieldValue,
  normalizeFieldValue,
  requiredMessage,
} from '../../src/shared/validation/field-values';
import { RULES } from '../../src/shared/validation/rules';
import { validateRecord } from '../../src/shared/validation/validate-record';

describe('check digits', () => {
  it('accepts the published and generated credit codes and rejects altered ones', () => {
    for (const code of ['91350100M000100Y43', '91450103908301663U', '91450107390996033N'])
      expect(isValidCreditCode(code)).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('9135010OM000100Y43')).toBe(false); // letter O is not in the alphabet
    expect(creditCodeCheckChar('91450103908301663')).toBe('U');
  });

  it('checks resident ID numbers: check character, real birth date, legacy 15 digits', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard('110105194902300027')).toBe(false); // 30 February
    expect(isValidIdCard('110105491231002')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(false);
    const first17 = '45010319900307001';
    expect(isValidIdCard(first17 + idCardCheckChar(first17))).toBe(true);
    expect(sexFromIdCard('11010519491231002X')).toBe('2');
  });
});

describe('rule catalogue', () => {
  const cases: [keyof typeof RULES, string[], string[], string][] = [
    [
      'mobile',
      ['13812345678', '18912345678'],
      ['12812345678', '1381234567', '16612345678'],
      '请输入正确手机号',
    ],
    ['m', ['16612345678'], ['12812345678'], '请输入正确手机号'],
    ['email', ['a.b@example.cn'], ['a@b', 'ab.example.cn'], '邮箱格式不正确'],
    ['landline', ['0771-5551234', '07715551234'], ['771-5551234'], '请输入正确的座机号码'],
    ['bankCard', ['6222020200112233445'], ['0222020200112233', '62220'], '请输入正确的银行卡号'],
    ['qq', ['12345'], ['1234', '01234'], '请输入正确的QQ号码'],
    ['url', ['https://a.cn/x'], ['ftp://a.cn'], '请输入正确的网址'],
    ['money', ['0', '12.5', '12.50'], ['12.505', '-1'], '请输入正确的金额（最多两位小数）'],
    ['p', ['530000'], ['030000', '53000'], '请输入正确的邮政编码'],
    ['z', ['-3', '42'], ['4.2'], '请输入整数'],
    ['n6-16', ['123456'], ['12345', 'abcdef'], '请输入6到16位数字'],
    ['latitude', ['22.8'], ['0', '60'], '纬度应在3.8到53.6之间'],
  ];
  it.each(cases)(
    '%s accepts good values and refuses bad ones with its message',
    (code, good, bad, message) => {
      for (const value of good) expect(RULES[code](value), value).toBeNull();
      for (const value of bad) expect(RULES[code](value), value).toBe(message);
    },
  );

  it('gives userName both readings of the spec', () => {
    expect(RULES.userName('ab-cd')).toBe('只允许字母、数字、下划线');
    expect(RULES.userName('abc')).toBe('长度6到18个字符');
    expect(RULES.userName('abcd')).toBeNull();
  });
});

const field = (overrides: Partial<FieldDefinition>): FieldDefinition => ({
  key: 'f',
  label: '字段',
  type: 'string',
  ...overrides,
});

describe('field values', () => {
  it('normalizes text, numbers, dates and multiple values', () => {
    expect(normalizeFieldValue(field({}), '  x  ')).toEqual({ value: 'x' });
    expect(normalizeFieldValue(field({}), '   ')).toEqual({ value: null });
    expect(normalizeFieldValue(field({ transform: 'upper' }), '91abc')).toEqual({ value: '91ABC' });
    expect(normalizeFieldValue(field({ type: 'int' }), '42')).toEqual({ value: 42 });
    expect(normalizeFieldValue(field({ type: 'int' }), '4.2')).toEqual({ error: '请输入整数' });
    expect(normalizeFieldValue(field({ type: 'decimal', scale: 2 }), '3.145')).toEqual({
      error: '最多2位小数',
    });
    expect(normalizeFieldValue(field({ type: 'decimal', scale: 2 }), 3.1)).toEqual({ value: 3.1 });
    expect(normalizeFieldValue(field({ type: 'date' }), '2026-02-30')).toEqual({
      error: '日期格式应为YYYY-MM-DD',
    });
    expect(normalizeFieldValue(field({ type: 'date' }), new Date(Date.UTC(2026, 0, 31, 20)))).toEqual({
      value: '2026-02-01',
    });
    expect(normalizeFieldValue(field({ type: 'datetime' }), '2026-02-01 08:30')).toEqual({
      value: '2026-02-01 08:30:00',
    });
    expect(normalizeFieldValue(field({ multiple: true }), ['1', ' 2 ', ''])).toEqual({ value: '1,2' });
  });

  it('checks required, length, range, rules and dictionary membership in that order', () => {
    expect(checkFieldValue(field({ required: true }), null)).toBe('请输入字段');
    expect(requiredMessage(field({ dict: { code: 'sex' } }))).toBe('请选择字段');
    expect(checkFieldValue(field({ length: 3 }), 'abcd')).toBe('最大长度3位字符');
    expect(checkFieldValue(field({ type: 'int', min: 1 }), 0)).toBe('不能小于1');
    expect(checkFieldValue(field({ rules: [{ rule: 'mobile' }] }), '123')).toBe('请输入正确手机号');
    expect(checkFieldValue(field({ rules: [{ rule: 'minLength', value: 2 }] }), 'a')).toBe('最小长度2位字符');
    expect(checkFieldValue(field({ rules: [{ pattern: '^[A-Z]+$', message: '只能大写' }] }), 'ab')).toBe(
      '只能大写',
    );
    expect(checkFieldValue(field({ multiple: true }), '1,3', { dictValues: new Set(['1', '2']) })).toBe(
      '“3”不是可选的值',
    );
  });
});

describe('validateRecord', () => {
  const entity: EntityDefinition = {
    name: 'sample',
    title: '示例',
    table: 'sample',
    fields: [
      field({ key: 'name', label: '名称', required: true }),
      field({ key: 'count', label: '数量', type: 'int', default: 1 }),
      field({ key: 'total', label: '合计', type: 'int', readonly: true }),
    ],
  };

  it('reads only writable schema fields, applies defaults and reports every failing field', () => {
    const result = validateRecord(entity, {
      name: ' 甲 ',
      id: 'evil',
      tenantId: 9,
      createBy: 'x',
      total: 99,
    });
    expect(result).toEqual({ values: { name: '甲', count: 1 }, errors: {} });
    expect(validateRecord(entity, { count: 'x' }).errors).toEqual({
      name: '请输入名称',
      count: '请输入整数',
    });
  });

  it('leaves absent keys alone in a partial check', () => {
    expect(validateRecord(entity, { count: 3 }, { partial: true })).toEqual({
      values: { count: 3 },
      errors: {},
    });
  });
});
