// What the workplace reads from the schemas: the field titling a record must exist, and a todo
// (waiting work) belongs to steps on records, never to a collection operation.
import { describe, expect, it } from 'vitest';
import { checkBehaviour } from '../../../src/server/definitions/behaviour-checks';
import { checkEntities } from '../../../src/server/definitions/entity-checks';
import type { EntityDefinition, OperationDefinition } from '../../../src/shared/schema-language/entity';

const entity = (extra: Partial<EntityDefinition>, operation: Partial<OperationDefinition> = {}) =>
  ({
    name: 'report',
    title: '报告',
    table: 'nl_report',
    api: '/nl/report',
    permission: 'nl:report',
    fields: [{ key: 'title', label: '标题', type: 'string' }],
    operations: [{ name: 'publish', label: '发布', todo: '待发布', ...operation }],
    ...extra,
  }) as EntityDefinition;

const reasons = (definition: EntityDefinition) =>
  [...checkEntities([definition], []), ...checkBehaviour([definition], [])].map(
    (p) => `${p.pointer} ${p.reason}`,
  );

describe('workplace declarations', () => {
  it('accept a title field of the entity and a todo on a step', () => {
    expect(reasons(entity({ titleField: 'title' }))).toEqual([]);
    expect(reasons(entity({ titleField: 'createTime' }))).toEqual([]);
  });

  it('refuse an unknown title field', () => {
    expect(reasons(entity({ titleField: 'name' }))).toEqual(['/titleField unknown field "name"']);
  });

  it('refuse a todo on a collection operation', () => {
    expect(reasons(entity({}, { target: 'collection', hooks: ['generate'] }))).toEqual([
      '/operations/0/todo a collection operation acts on no record: it takes no "todo" (waiting work is records in a state)',
    ]);
  });
});
