// Menu entries opening an entity's list with a query: the checks refuse a parameter that is not a
// field of the entity, or a value outside the field's dictionary (the list would always be empty).
import { describe, expect, it } from 'vitest';
import { checkMenuQueries } from '../../../src/server/definitions/menu-query-checks';
import type { DictionaryFile } from '../../../src/shared/schema-language/dictionary';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';
import type { MenuDefinition } from '../../../src/shared/schema-language/menu';

const dictionaries: DictionaryFile[] = [
  { code: 'task_type', name: '任务类型', items: ['1', '2'].map((value) => ({ value, text: value })) },
];

const task = {
  name: 'task',
  title: '任务',
  table: 'nl_task',
  api: { base: '/nanli/task' },
  fields: [
    { key: 'taskType', label: '任务类型', type: 'string', length: 1, dict: { code: 'task_type' } },
    { key: 'title', label: '标题', type: 'string', length: 50 },
  ],
} as unknown as EntityDefinition;

const menuTo = (path: string) =>
  [
    {
      id: 'tasks',
      title: '任务',
      path: '/tasks',
      children: [{ id: 'typed', title: '排查任务', path, component: 'entity/task', route: false }],
    },
  ] as unknown as MenuDefinition[];

const reasons = (path: string) =>
  checkMenuQueries(menuTo(path), [task], dictionaries).map((p) => `${p.pointer} ${p.reason}`);

describe('menu query checks', () => {
  it('accepts a query of the entity’s fields with values of their dictionaries', () => {
    expect(reasons('/tasks/list?taskType=2')).toEqual([]);
    expect(reasons('/tasks/list?title=%E6%8E%92%E6%9F%A5')).toEqual([]);
  });

  it('refuses a value outside the field’s dictionary and a parameter that is no field', () => {
    expect(reasons('/tasks/list?taskType=investigation&kind=1')).toEqual([
      '/menus/0/children/0/path the list\'s filter "investigation" is not a value of dictionary "task_type"',
      '/menus/0/children/0/path the list\'s filter "kind" is not a field of entity "task"',
    ]);
  });
});
