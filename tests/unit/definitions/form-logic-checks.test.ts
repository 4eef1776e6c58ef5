// The definition checks of declared form logic: conditions, cross-field rules (readings of the other
// field included), value tokens and serial numbers, each refused with its file, JSON pointer and reason.
import { describe, expect, it } from 'vitest';
import { checkFormLogic } from '../../../src/server/definitions/form-logic-checks';
import type { DictionaryFile } from '../../../src/shared/schema-language/dictionary';
import type { EntityDefinition, FieldDefinition } from '../../../src/shared/schema-language/entity';

const levels: DictionaryFile = {
  code: 'hazard_level',
  name: '隐患等级',
  items: [
    { value: '1', text: '一般' },
    { value: '2', text: '重大' },
  ],
};

const FIELDS: FieldDefinition[] = [
  { key: 'level', label: '等级', type: 'string', length: 2, dict: { code: 'hazard_level' } },
  { key: 'kinds', label: '类别', type: 'string', dict: { code: 'hazard_level' }, multiple: true },
  { key: 'foundAt', label: '发现时间', type: 'datetime' },
  { key: 'deadline', label: '整改期限', type: 'date' },
  { key: 'funds', label: '资金', type: 'decimal' },
  { key: 'secret', label: '内部', type: 'string', hidden: true },
  {
    key: 'count',
    label: '数量',
    type: 'int',
    derived: { entity: 'hazard', aggregate: 'count', match: { id: 'id' } },
  },
  { key: 'owner', label: '责任人', type: 'string' },
  {
    key: 'no',
    label: '编号',
    type: 'string',
    length: 20,
    readonly: true,
    serial: { prefix: 'YH', date: 'yyyyMMdd', digits: 4 },
  },
];

const entity = (change: (e: EntityDefinition) => void = () => {}): EntityDefinition => {
  const definition: EntityDefinition = {
    name: 'hazard',
    title: '隐患',
    table: 'hazard',
    fields: structuredClone(FIELDS),
  };
  change(definition);
  return definition;
};
const field = (e: EntityDefinition, key: string) => e.fields.find((f) => f.key === key)!;
const reasons = (...entities: EntityDefinition[]) =>
  checkFormLogic(entities, [levels]).map((p) => `${p.file} ${p.pointer} ${p.reason}`);

describe('form logic checks', () => {
  it('accepts conditions, rules, tokens and a serial number that fit', () => {
    const good = entity((e) => {
      field(e, 'owner').visibleWhen = { field: 'level', in: ['2'] };
      field(e, 'owner').requiredWhen = { field: 'deadline', filled: true };
      field(e, 'funds').requiredWhen = { field: 'kinds', includes: '2' };
      field(e, 'deadline').visibleWhen = { field: 'kinds', filled: true };
      field(e, 'foundAt').default = '$now';
      field(e, 'deadline').default = '$today';
      field(e, 'owner').default = '$realname';
      e.crossFieldRules = [
        { field: 'deadline', op: '>=', other: 'foundAt', message: '整改期限不能早于发现时间' },
        { field: 'deadline', op: '!=', other: 'foundAt', message: 'x', when: { field: 'level', in: ['1'] } },
        { field: 'owner', op: '!=', other: 'level', message: '责任人不能与等级相同' },
        { field: 'level', op: '=', other: 'owner', otherAs: 'idCardSex', message: '与证件不符' },
      ];
    });
    expect(reasons(good)).toEqual([]);
  });

  it('refuses conditions on unknown, hidden, derived, multiple or own fields and values outside the dictionary', () => {
    const bad = entity((e) => {
      field(e, 'owner').visibleWhen = { field: 'nope', filled: true };
      field(e, 'owner').requiredWhen = { field: 'owner', filled: true };
      field(e, 'funds').visibleWhen = { field: 'secret', filled: true };
      field(e, 'funds').requiredWhen = { field: 'kinds', in: ['1'] };
      field(e, 'deadline').visibleWhen = { field: 'level', in: ['3'] };
      field(e, 'deadline').requiredWhen = { field: 'count', filled: true };
      field(e, 'level').required = true;
      field(e, 'level').requiredWhen = { field: 'owner', filled: true };
    });
    expect(reasons(bad).map((r) => r.replace('schemas/entities/hazard.json ', ''))).toEqual([
      '/fields/0/requiredWhen the field is always required',
      '/fields/3/visibleWhen/in/0 "3" is not a value of dictionary "hazard_level"',
      '/fields/3/requiredWhen/field field "count" is derived: it has no value to judge',
      '/fields/4/visibleWhen/field field "secret" is hidden: the form never has it',
      '/fields/4/requiredWhen/in field "kinds" holds several values: use { includes: value }',
      '/fields/7/visibleWhen/field unknown field "nope"',
      '/fields/7/requiredWhen/field a field cannot depend on itself',
    ]);
  });

  it('refuses includes on a field of one value and values outside its dictionary', () => {
    const bad = entity((e) => {
      field(e, 'owner').requiredWhen = { field: 'level', includes: '2' };
      field(e, 'funds').requiredWhen = { field: 'kinds', includes: '3' };
    });
    expect(reasons(bad).map((r) => r.replace('schemas/entities/hazard.json ', ''))).toEqual([
      '/fields/4/requiredWhen/includes "3" is not a value of dictionary "hazard_level"',
      '/fields/7/requiredWhen/includes field "level" holds one value: use { in: [values] }',
    ]);
  });

  it('refuses rules comparing what does not compare', () => {
    const bad = entity((e) => {
      e.crossFieldRules = [
        { field: 'deadline', op: '<', other: 'funds', message: 'x' },
        { field: 'owner', op: '<', other: 'level', message: 'x' },
        { field: 'funds', op: '=', other: 'funds', message: 'x' },
        { field: 'funds', op: '>', other: 'count', message: 'x' },
        { field: 'gone', op: '=', other: 'funds', message: 'x', when: { field: 'level', in: ['9'] } },
        { field: 'level', op: '=', other: 'funds', otherAs: 'idCardSex', message: 'x' },
        { field: 'deadline', op: '=', other: 'owner', otherAs: 'idCardSex', message: 'x' },
      ];
    });
    const compare = 'two numbers, two dates/times, or two strings with = or !=';
    expect(reasons(bad).map((r) => r.replace('schemas/entities/hazard.json ', ''))).toEqual([
      `/crossFieldRules/0/op 'date' and 'decimal' do not compare with '<': ${compare}`,
      `/crossFieldRules/1/op 'string' and 'string' do not compare with '<': ${compare}`,
      '/crossFieldRules/2/other a field compared with itself',
      '/crossFieldRules/3/other field "count" is derived: it has no value to judge',
      '/crossFieldRules/4/field unknown field "gone"',
      '/crossFieldRules/4/when/in/0 "9" is not a value of dictionary "hazard_level"',
      `/crossFieldRules/5/otherAs "idCardSex" reads a 'string' field, not 'decimal'`,
      `/crossFieldRules/6/op 'date' and 'string' do not compare with '=': ${compare}`,
    ]);
  });

  it('refuses tokens that do not fit their field, in defaults and operations', () => {
    const bad = entity((e) => {
      field(e, 'funds').default = '$today';
      field(e, 'deadline').default = '$userId';
      e.operations = [{ name: 'close', label: '关闭', set: { funds: '$now', owner: '$opinion', no: 'x' } }];
    });
    expect(reasons(bad).map((r) => r.replace('schemas/entities/hazard.json ', ''))).toEqual([
      "/fields/3/default $userId does not fit a 'date' field",
      "/fields/4/default $today does not fit a 'decimal' field",
      "/operations/0/set/funds $now does not fit a 'decimal' field",
      '/operations/0/set/no field "no" is a serial number',
    ]);
  });

  it('wants a serial number read-only, a string long enough, without default or dictionary', () => {
    const bad = entity((e) => {
      e.fields.push(
        { key: 'a', label: 'A', type: 'int', serial: { prefix: 'A', digits: 2 } },
        {
          key: 'b',
          label: 'B',
          type: 'string',
          length: 15,
          serial: { prefix: 'YH', date: 'yyyyMMdd', digits: 4 },
          default: 'x',
        },
      );
      e.operations = [{ name: 'fix', label: '整改', fields: ['no'] }];
    });
    expect(reasons(bad).map((r) => r.replace('schemas/entities/hazard.json ', ''))).toEqual([
      "/fields/9/type a serial number is a 'string'",
      '/fields/10/length the serial number needs 16 characters',
      '/fields/10/readonly the server assigns a serial number: declare readonly',
      '/fields/10/default a serial number takes no default',
      '/operations/0/fields field "no" is a serial number',
    ]);
  });

  it('lets a grid judge visibleWhen per row, but not on the foreign key a grid row does not hold', () => {
    const sub = (condition: string) =>
      entity((e) => {
        e.name = 'hazardItem';
        field(e, 'funds').visibleWhen = { field: condition, filled: true };
      });
    const main = (display?: 'grid' | 'form') =>
      entity((e) => {
        e.subTables = [
          {
            entity: 'hazardItem',
            foreignKey: 'owner',
            relation: 'oneToMany',
            ...(display ? { display } : {}),
          },
        ];
      });
    expect(reasons(main(), sub('level'))).toEqual([]);
    expect(reasons(main(), sub('owner'))).toEqual([
      `schemas/entities/hazard.json /subTables/0/display field "funds" of "hazardItem" has a visibleWhen on the foreign key "owner", which a grid row does not hold: show it as a 'form'`,
    ]);
    expect(reasons(main('form'), sub('owner'))).toEqual([]);
  });
});
