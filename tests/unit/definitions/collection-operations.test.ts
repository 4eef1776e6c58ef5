// A collection operation (target: collection) acts on no record: the definition checks refuse the
// keys of a step on records (states, conditions, batch, set, guards, opinion, files), ask for the
// effects that do its work — resolved among the collection effects — and keep it out of time rules.
import { describe, expect, it } from 'vitest';
import { checkBehaviour } from '../../../src/server/definitions/behaviour-checks';
import { checkTimeRules } from '../../../src/server/definitions/time-rule-checks';
import { NO_HOOKS } from '../../../src/server/engine/hooks';
import type { EngineHooks } from '../../../src/server/engine/hooks';
import { checkOperationHooks } from '../../../src/server/engine/operations/run-operation';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import type { DictionaryFile } from '../../../src/shared/schema-language/dictionary';
import type { EntityDefinition, OperationDefinition } from '../../../src/shared/schema-language/entity';

const dictionaries: DictionaryFile[] = [
  { code: 'task_state', name: '状态', items: ['0', '1'].map((value) => ({ value, text: value })) },
  {
    code: 'nl_overdue',
    name: '逾期',
    items: [
      { value: '1', text: '已逾期' },
      { value: '0', text: '未逾期' },
    ],
  },
];

const GENERATE: OperationDefinition = {
  name: 'generateYear',
  label: '生成年度任务',
  target: 'collection',
  fields: ['year'],
  hooks: ['makeTasks'],
};

const entity = (operation: Partial<OperationDefinition> = {}, more: Partial<EntityDefinition> = {}) =>
  ({
    name: 'task',
    title: '任务',
    table: 'nl_task',
    api: '/nl/task',
    permission: 'nl:task',
    lifecycle: { field: 'state', initial: '0' },
    fields: [
      { key: 'state', label: '状态', type: 'string', dict: { code: 'task_state' } },
      { key: 'year', label: '年度', type: 'int' },
      { key: 'deadline', label: '截止日期', type: 'date' },
      { key: 'isOverdue', label: '逾期', type: 'string', readonly: true, dict: { code: 'nl_overdue' } },
      { key: 'photo', label: '照片', type: 'string', form: { control: 'image' } },
    ],
    operations: [{ ...GENERATE, ...operation }],
    ...more,
  }) as EntityDefinition;

const reasons = (definition: EntityDefinition) =>
  checkBehaviour([definition], dictionaries).map((p) => `${p.pointer} ${p.reason}`);

describe('collection operation checks', () => {
  it('accept a form of entity fields and named effects', () => {
    expect(reasons(entity())).toEqual([]);
    expect(reasons(entity({ fields: [], optionalFields: ['year'], confirm: '确定生成吗？' }))).toEqual([]);
  });

  it('refuse every key of a step on records, saying why', () => {
    const refused = entity({
      from: ['0'],
      to: '1',
      when: { field: 'year', in: ['2030'] },
      batch: true,
      set: { year: 2030 },
      guards: ['mine'],
      opinion: 'optional',
    });
    expect(reasons(refused)).toEqual([
      '/operations/0/from a collection operation acts on no record: it takes no "from" (states are those of records)',
      '/operations/0/to a collection operation acts on no record: it takes no "to" (states are those of records)',
      '/operations/0/when a collection operation acts on no record: it takes no "when" (conditions are on records)',
      '/operations/0/batch a collection operation acts on no record: it takes no "batch" (it is a toolbar button already)',
      '/operations/0/set a collection operation acts on no record: it takes no "set" (its effects (hooks) write what it creates or changes)',
      '/operations/0/guards a collection operation acts on no record: it takes no "guards" (guards judge one record; an effect refuses by throwing)',
      '/operations/0/opinion a collection operation acts on no record: it takes no "opinion" (the flow log keeps opinions per record)',
    ]);
  });

  it('refuse one without effects, and files, which belong to one record', () => {
    expect(reasons(entity({ hooks: [] }))).toEqual([
      '/operations/0/hooks a collection operation does its work in effects: name at least one in "hooks"',
    ]);
    expect(reasons(entity({ optionalFields: ['photo'] }))).toEqual([
      '/operations/0/fields field "photo" takes files: a file belongs to one record, not to a collection',
    ]);
    expect(reasons(entity({ attachments: true }))).toEqual([
      '/operations/0/attachments a collection operation acts on no record: it takes no "attachments" (a file belongs to one record)',
    ]);
  });

  it('refuse a time rule taking it on overdue records', () => {
    const ruled = entity(
      {},
      {
        timeRules: [
          {
            name: 'overdue',
            label: '逾期',
            deadline: 'deadline',
            flag: 'isOverdue',
            operation: 'generateYear',
          },
        ],
      },
    );
    expect(checkTimeRules([ruled], dictionaries).map((p) => `${p.pointer} ${p.reason}`)).toEqual([
      '/timeRules/0/operation "generateYear" acts on the collection, not on the overdue records',
    ]);
  });

  it('resolve its effects among the collection effects, not the effects of steps on records', () => {
    const registry = createEntityRegistry([entity()]);
    const stepEffect: EngineHooks = { ...NO_HOOKS, effects: { makeTasks: async () => {} } };
    expect(checkOperationHooks(registry, stepEffect).map((p) => `${p.pointer} ${p.reason}`)).toEqual([
      '/operations/0/hooks/0 unknown effect "makeTasks" (registered: none)',
    ]);
    const collectionEffect: EngineHooks = { ...NO_HOOKS, collectionEffects: { makeTasks: async () => 0 } };
    expect(checkOperationHooks(registry, collectionEffect)).toEqual([]);
  });
});
