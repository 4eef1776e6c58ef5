// Locked states of a life cycle (`lifecycle.locked`): each must be a value of the state dictionary,
// and the initial state cannot be locked (a new record could never be edited); the registry resolves
// them, and a record is locked exactly in those states.
import { describe, expect, it } from 'vitest';
import { checkBehaviour } from '../../../src/server/definitions/behaviour-checks';
import { isLocked } from '../../../src/server/engine/behaviour';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import type { DictionaryFile } from '../../../src/shared/schema-language/dictionary';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';

const dictionaries: DictionaryFile[] = [
  { code: 'report_state', name: '状态', items: ['0', '1', '4'].map((value) => ({ value, text: value })) },
];

const entity = (locked: string[]) =>
  ({
    name: 'report',
    title: '报告',
    table: 'nl_report',
    api: '/nl/report',
    permission: 'nl:report',
    lifecycle: { field: 'state', initial: '0', locked },
    operations: [{ name: 'publish', label: '发布', from: ['1'], to: '4' }],
    fields: [{ key: 'state', label: '状态', type: 'string', length: 1, dict: { code: 'report_state' } }],
  }) as EntityDefinition;

const reasons = (definition: EntityDefinition) =>
  checkBehaviour([definition], dictionaries).map((p) => `${p.pointer} ${p.reason}`);

describe('locked states', () => {
  it('are states of the dictionary, never the initial one', () => {
    expect(reasons(entity(['4']))).toEqual([]);
    expect(reasons(entity(['9']))).toEqual([
      '/lifecycle/locked/0 "9" is not a value of the state dictionary',
    ]);
    expect(reasons(entity(['0', '4']))).toEqual([
      '/lifecycle/locked the initial state cannot be locked: a new record could never be edited',
    ]);
  });

  it('lock a record in those states only', () => {
    const report = createEntityRegistry([entity(['4'])]).get('report')!;
    expect(isLocked(report.lifecycle, { state: '4' })).toBe(true);
    expect(isLocked(report.lifecycle, { state: '1' })).toBe(false);
    expect(isLocked(null, { state: '4' })).toBe(false);
  });
});
