// Record-level rules as validateRecord judges them on both ends: cross-field rules (numbers, dates and
// times, guarded by a condition; a field against what another's value tells: 性别 and the ID number),
// fields required on a condition, judged on the stored record overlaid with an edit; default tokens
// filled from who writes and when.
import { describe, expect, it } from 'vitest';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';
import { conditionHolds, isShown, rulePasses } from '../../../src/shared/validation/record-rules';
import { validateRecord } from '../../../src/shared/validation/validate-record';
import { VALUE_READINGS } from '../../../src/shared/validation/value-readings';
import { defaultValueOf, declaredValue, tokenValue } from '../../../src/shared/value-tokens';
import type { TokenContext } from '../../../src/shared/value-tokens';

const hazard: EntityDefinition = {
  name: 'hazard',
  title: '隐患',
  table: 'hazard',
  crossFieldRules: [
    { field: 'deadline', op: '>=', other: 'foundAt', message: '整改期限不能早于发现时间' },
    {
      field: 'funds',
      op: '>=',
      other: 'estimate',
      when: { field: 'level', in: ['2'] },
      message: '落实资金不能少于预估资金',
    },
    { field: 'estimate', op: '!=', other: 'funds', message: '不能相等' },
  ],
  fields: [
    { key: 'level', label: '等级', type: 'string', length: 2, required: true },
    { key: 'foundAt', label: '发现时间', type: 'datetime' },
    { key: 'deadline', label: '整改期限', type: 'date' },
    { key: 'estimate', label: '预估资金', type: 'decimal' },
    {
      key: 'funds',
      label: '落实资金',
      type: 'decimal',
      requiredWhen: { field: 'level', in: ['2'] },
      visibleWhen: { field: 'level', in: ['2'] },
    },
    { key: 'owner', label: '责任人', type: 'string' },
    { key: 'phone', label: '电话', type: 'string', requiredWhen: { field: 'owner', filled: true } },
  ],
};

const errorsOf = (input: Record<string, unknown>, options = {}) =>
  validateRecord(hazard, input, options).errors;

describe('cross-field rules', () => {
  it('refuses the record with the message on the judged field', () => {
    expect(errorsOf({ level: '1', foundAt: '2026-03-05 10:00:00', deadline: '2026-03-04' })).toEqual({
      deadline: '整改期限不能早于发现时间',
    });
  });

  it('compares a date with a time by the day, numbers by value, and needs both values', () => {
    expect(errorsOf({ level: '1', foundAt: '2026-03-05 23:59:59', deadline: '2026-03-05' })).toEqual({});
    expect(errorsOf({ level: '1', foundAt: '2026-03-05 10:00:00' })).toEqual({});
    expect(errorsOf({ level: '1', estimate: '10', funds: 9 })).toEqual({});
    expect(errorsOf({ level: '2', estimate: '10.0', funds: 10 })).toEqual({ estimate: '不能相等' });
  });

  it('applies a guarded rule only while its condition holds', () => {
    expect(errorsOf({ level: '2', estimate: 100, funds: 99 })).toEqual({ funds: '落实资金不能少于预估资金' });
    expect(errorsOf({ level: '2', estimate: 100, funds: 100.5 })).toEqual({});
  });

  it('judges an edit against the stored record, only when it touches a field of the rule', () => {
    const stored = { level: '1', foundAt: '2026-03-01 08:00:00', deadline: '2026-03-10' };
    expect(errorsOf({ foundAt: '2026-03-11 00:00:00' }, { partial: true, stored })).toEqual({
      deadline: '整改期限不能早于发现时间',
    });
    const broken = { ...stored, deadline: '2026-02-01' };
    expect(errorsOf({ owner: '王工', phone: '1' }, { partial: true, stored: broken })).toEqual({});
  });

  it('leaves a field failing its own check with that message', () => {
    expect(errorsOf({ level: '1', foundAt: '2026-03-05 10:00:00', deadline: '2026-02-30' })).toEqual({
      deadline: '日期格式应为YYYY-MM-DD',
    });
  });
});

describe('cross-field rules reading the other value', () => {
  const staff: EntityDefinition = {
    name: 'staff',
    title: '人员',
    table: 'staff',
    crossFieldRules: [
      { field: 'sex', op: '=', other: 'idCardNo', otherAs: 'idCardSex', message: '性别与身份证号不符' },
    ],
    fields: [
      { key: 'sex', label: '性别', type: 'string', length: 1, required: true },
      { key: 'idCardNo', label: '身份证号', type: 'string', transform: 'upper', rules: [{ rule: 'idCard' }] },
    ],
  };
  const staffErrors = (input: Record<string, unknown>, options = {}) =>
    validateRecord(staff, input, options).errors;
  // 17th digit 1 (男), 2 (女, check character x written lower case); a legacy number's 15th digit 2.
  const MAN = '110105194912310011';
  const WOMAN = '45010319850301002x';
  const LEGACY_WOMAN = '450103850301002';

  it('compares the sex with the one the ID number gives', () => {
    expect(staffErrors({ sex: '1', idCardNo: MAN })).toEqual({});
    expect(staffErrors({ sex: 2, idCardNo: WOMAN })).toEqual({});
    expect(staffErrors({ sex: '2', idCardNo: MAN })).toEqual({ sex: '性别与身份证号不符' });
    expect(staffErrors({ sex: '1', idCardNo: WOMAN })).toEqual({ sex: '性别与身份证号不符' });
    expect(staffErrors({ sex: '1', idCardNo: LEGACY_WOMAN })).toEqual({ sex: '性别与身份证号不符' });
  });

  it('judges nothing without an ID number, and an invalid one only by its own rule', () => {
    expect(staffErrors({ sex: '2' })).toEqual({});
    expect(staffErrors({ sex: '2', idCardNo: '110105194912310012' })).toEqual({
      idCardNo: '身份证号码格式不正确',
    });
    expect(VALUE_READINGS.idCardSex.read('110105194912310012')).toBeNull();
    expect(VALUE_READINGS.idCardSex.read('12345')).toBeNull();
  });

  it('judges an edit of either field against the stored record', () => {
    const stored = { sex: '1', idCardNo: MAN };
    expect(staffErrors({ idCardNo: WOMAN }, { partial: true, stored })).toEqual({
      sex: '性别与身份证号不符',
    });
    expect(staffErrors({ sex: '2' }, { partial: true, stored })).toEqual({ sex: '性别与身份证号不符' });
    expect(staffErrors({ sex: '2', idCardNo: WOMAN }, { partial: true, stored })).toEqual({});
  });

  it('reads the record as the form holds it, before its values are normalised', () => {
    expect(rulePasses(staff, staff.crossFieldRules![0]!, { sex: '2', idCardNo: ` ${WOMAN} ` })).toBe(true);
    expect(rulePasses(staff, staff.crossFieldRules![0]!, { sex: '1', idCardNo: WOMAN })).toBe(false);
  });
});

describe('requiredWhen and visibleWhen', () => {
  it('requires a field only while its condition holds', () => {
    expect(errorsOf({ level: '1' })).toEqual({});
    expect(errorsOf({ level: '2' })).toEqual({ funds: '请输入落实资金' });
    expect(errorsOf({ level: ' 2 ', funds: 3 })).toEqual({});
    expect(errorsOf({ level: '1', owner: '王工' })).toEqual({ phone: '请输入电话' });
  });

  it('judges the condition on the stored record when an edit changes it', () => {
    expect(errorsOf({ level: '2' }, { partial: true, stored: { level: '1' } })).toEqual({
      funds: '请输入落实资金',
    });
    expect(errorsOf({ level: '2' }, { partial: true, stored: { level: '1', funds: 5 } })).toEqual({});
  });

  it('skips fields the caller sets or the user may not write', () => {
    expect(errorsOf({ level: '2' }, { skip: new Set(['funds']) })).toEqual({});
  });

  it('empties a value its condition hides, sent or stored, without judging it', () => {
    const valuesOf = (input: Record<string, unknown>, options = {}) =>
      validateRecord(hazard, input, options).values;
    expect(valuesOf({ level: '1', funds: 'abc' })).toMatchObject({ level: '1', funds: null });
    expect(errorsOf({ level: '1', funds: 'abc' })).toEqual({});
    expect(valuesOf({ level: '1' }, { partial: true, stored: { level: '2', funds: 5 } })).toEqual({
      level: '1',
      funds: null,
    });
    expect(valuesOf({ funds: 7 }, { partial: true, stored: { level: '1' } })).toEqual({ funds: null });
    // An edit touching neither leaves an older hidden value alone; a shown one is kept.
    expect(valuesOf({ owner: '王工' }, { partial: true, stored: { level: '1', funds: 5 } })).toEqual({
      owner: '王工',
    });
    expect(valuesOf({ level: '2', funds: 5 })).toMatchObject({ funds: 5 });
    expect(valuesOf({ level: '1', funds: 5 }, { skip: new Set(['funds']) })).not.toHaveProperty('funds');
  });

  it('tells whether a field is shown and a condition holds', () => {
    const funds = hazard.fields[4]!;
    expect(isShown(hazard, funds, { level: '2' })).toBe(true);
    expect(isShown(hazard, funds, { level: 1 })).toBe(false);
    expect(isShown(hazard, hazard.fields[0]!, {})).toBe(true);
    expect(conditionHolds(hazard, { field: 'owner', filled: true }, { owner: '  ' })).toBe(false);
    expect(conditionHolds(hazard, { field: 'owner', empty: true }, { owner: '  ' })).toBe(true);
    expect(conditionHolds(hazard, { field: 'owner', empty: true }, { owner: '王工' })).toBe(false);
    expect(conditionHolds(hazard, { field: 'missing', filled: true }, { missing: 'x' })).toBe(false);
  });
});

describe('conditions on a multiple-value field', () => {
  const thirdParty = { field: 'addOns', includes: '1' } as const;
  const policy: EntityDefinition = {
    name: 'policy',
    title: '保单',
    table: 'policy',
    fields: [
      { key: 'addOns', label: '附加险', type: 'string', multiple: true },
      { key: 'limit', label: '限额', type: 'decimal', requiredWhen: thirdParty, visibleWhen: thirdParty },
    ],
  };

  it('holds when one of the values, stored or chosen in the form, is the item', () => {
    expect(conditionHolds(policy, thirdParty, { addOns: '3, 1' })).toBe(true);
    expect(conditionHolds(policy, thirdParty, { addOns: ['1', '2'] })).toBe(true);
    expect(conditionHolds(policy, thirdParty, { addOns: '11,2' })).toBe(false);
    expect(conditionHolds(policy, thirdParty, { addOns: [] })).toBe(false);
    expect(conditionHolds(policy, { field: 'addOns', empty: true }, { addOns: [] })).toBe(true);
  });

  it('requires the field while the item is chosen and empties it otherwise', () => {
    const check = (input: Record<string, unknown>) => validateRecord(policy, input);
    expect(check({ addOns: '2,1' }).errors).toEqual({ limit: '请输入限额' });
    expect(check({ addOns: '1', limit: 10 })).toEqual({ values: { addOns: '1', limit: 10 }, errors: {} });
    expect(check({ addOns: '2', limit: 10 })).toEqual({ values: { addOns: '2', limit: null }, errors: {} });
  });
});

describe('value tokens', () => {
  const context: TokenContext = {
    now: '2026-11-26 09:30:00',
    user: { id: 'U1', username: 'zhang', realname: '张三', orgCode: 'A01' },
  };
  const withDefaults: EntityDefinition = {
    name: 'report',
    title: '上报',
    table: 'report',
    fields: [
      { key: 'day', label: '日期', type: 'date', default: '$today' },
      { key: 'at', label: '时间', type: 'datetime', default: '$now' },
      { key: 'who', label: '人', type: 'string', default: '$realname' },
      { key: 'org', label: '部门', type: 'string', default: '$orgCode' },
      { key: 'plain', label: '普通', type: 'string', default: '$cash' },
    ],
  };

  it('fills absent values from who writes and when, and keeps the values sent', () => {
    expect(validateRecord(withDefaults, { who: '李四' }, { tokens: context }).values).toEqual({
      day: '2026-11-26',
      at: '2026-11-26 09:30:00',
      who: '李四',
      org: 'A01',
      plain: '$cash',
    });
  });

  it('gives nothing for a token without a context, and evaluates every token', () => {
    expect(defaultValueOf(withDefaults.fields[0]!)).toBeUndefined();
    expect(defaultValueOf(withDefaults.fields[4]!)).toBe('$cash');
    expect(
      ['$userId', '$username', '$opinion'].map((t) => declaredValue(t, { ...context, opinion: '同意' })),
    ).toEqual(['U1', 'zhang', '同意']);
    expect(tokenValue('$opinion', context)).toBeNull();
  });
});
