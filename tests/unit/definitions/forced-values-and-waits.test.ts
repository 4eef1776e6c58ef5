// Two declarations of the service cycle's rules: a cited row forcing a value (a hazard citing a
// major-hazard criterion is 重大; a dictionary's `forces`) and a step waiting days after a time of the
// record (回访 30 days after completion; an operation's `after`) — the definition checks refusing
// them with pointer and reason, and the wait as both ends judge it.
import { describe, expect, it } from 'vitest';
import { checkForcedValues } from '../../../src/server/definitions/forced-value-checks';
import { checkFormLogic } from '../../../src/server/definitions/form-logic-checks';
import { waitCutoff, waitOver } from '../../../src/shared/operation-wait';
import { rowForces } from '../../../src/shared/schema-language/forced-values';
import type { ForcedValue } from '../../../src/shared/schema-language/forced-values';
import type { DictionaryFile } from '../../../src/shared/schema-language/dictionary';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';

const dictionaries: DictionaryFile[] = [
  {
    code: 'level',
    name: '等级',
    items: [
      { value: '1', text: '一般' },
      { value: '2', text: '重大' },
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      { value: 'Y', text: '是' },
      { value: 'N', text: '否' },
    ],
  },
];

const suggestion: EntityDefinition = {
  name: 'suggestion',
  title: '整改建议',
  table: 'suggestion',
  fields: [
    { key: 'text', label: '描述', type: 'string' },
    { key: 'isMajor', label: '重大判定情形', type: 'string', dict: { code: 'yn' } },
  ],
};

const MAJOR: ForcedValue = {
  where: { isMajor: ['Y'] },
  field: 'level',
  value: '2',
  message: '引用的整改建议属于重大事故隐患判定标准，隐患等级须为重大',
};

function hazard(forces: ForcedValue[], multiple = false): EntityDefinition {
  return {
    name: 'hazard',
    title: '隐患',
    table: 'hazard',
    fields: [
      { key: 'level', label: '等级', type: 'string', dict: { code: 'level' } },
      { key: 'note', label: '备注', type: 'string', readonly: true },
      { key: 'doneAt', label: '完成时间', type: 'datetime', readonly: true },
      { key: 'doneOn', label: '完成日期', type: 'date' },
      {
        key: 'suggestionId',
        label: '引用整改建议',
        type: 'string',
        multiple,
        dict: { entity: 'suggestion', text: 'text', forces },
      },
    ],
  };
}

const forceReasons = (entity: EntityDefinition) =>
  checkForcedValues([entity, suggestion], dictionaries).map((p) => `${p.pointer} ${p.reason}`);

describe("a dictionary's forces", () => {
  it('accepts a value of the field forced by values of the cited row', () => {
    expect(forceReasons(hazard([MAJOR]))).toEqual([]);
  });

  it('refuses unknown or wrong fields and values, and a reference holding several rows', () => {
    const at = '/fields/4/dict/forces';
    expect(
      forceReasons(
        hazard([
          { ...MAJOR, where: { missing: ['Y'] } },
          { ...MAJOR, where: { isMajor: ['X'] }, value: '3' },
          { ...MAJOR, field: 'note' },
          { ...MAJOR, field: 'suggestionId' },
        ]),
      ),
    ).toEqual([
      `${at}/0/where/missing entity "suggestion" has no field "missing"`,
      `${at}/1/where/isMajor "X" is not a value of dictionary "yn"`,
      `${at}/1/value "3" is not a value of dictionary "level"`,
      `${at}/2/field "note" is not a single-valued field the form writes`,
      `${at}/3/field "suggestionId" is not a single-valued field the form writes`,
    ]);
    expect(forceReasons(hazard([MAJOR], true))).toEqual([
      `${at} a field holding several rows cannot force a value`,
    ]);
  });

  it('applies to a cited row holding one of the values', () => {
    expect(rowForces(MAJOR, { isMajor: 'Y' })).toBe(true);
    expect(rowForces(MAJOR, { isMajor: 'N' })).toBe(false);
    expect(rowForces(MAJOR, { isMajor: null })).toBe(false);
  });
});

describe("a step's wait", () => {
  const withStep = (field: string) => ({
    ...hazard([]),
    operations: [{ name: 'followUp', label: '回访', after: { field, days: 30 } }],
  });
  const waitReasons = (entity: EntityDefinition) =>
    checkFormLogic([entity], dictionaries).map((p) => `${p.pointer} ${p.reason}`);

  it('counts from a date or time of the record', () => {
    expect(waitReasons(withStep('doneAt'))).toEqual([]);
    expect(waitReasons(withStep('doneOn'))).toEqual([]);
    expect(waitReasons(withStep('level'))).toEqual([
      '/operations/0/after/field field "level" is not a date or a time: the wait counts from it',
    ]);
    expect(waitReasons(withStep('gone'))).toEqual(['/operations/0/after/field unknown field "gone"']);
  });

  it('is over once the time is the given days past (GMT+8 text), never without one', () => {
    const entity = hazard([]);
    const now = Date.parse('2026-11-29T10:00:00+08:00');
    const wait = { field: 'doneAt', days: 30 };
    expect(waitCutoff(entity, wait, now)).toBe('2026-10-30 10:00:00');
    expect(waitOver(entity, wait, { doneAt: '2026-10-30 10:00:00' }, now)).toBe(true);
    expect(waitOver(entity, wait, { doneAt: '2026-10-30 10:00:01' }, now)).toBe(false);
    expect(waitOver(entity, wait, { doneAt: null }, now)).toBe(false);
    expect(waitCutoff(entity, { field: 'doneOn', days: 30 }, now)).toBe('2026-10-30');
    expect(waitOver(entity, { field: 'doneOn', days: 30 }, { doneOn: '2026-10-30' }, now)).toBe(true);
  });
});
