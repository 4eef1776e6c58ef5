// 添加下级 (row action addChild) in entity files: only an entity whose rows form a tree may declare it.
import { describe, expect, it } from 'vitest';
import { checkEntities } from '../../../src/server/definitions/entity-checks';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';
import { offeredActions } from '../../../src/shared/schema-language/entity-permissions';

const entity = (overrides: Partial<EntityDefinition> = {}): EntityDefinition => ({
  name: 'sample',
  title: '样例',
  table: 'nanli_sample',
  fields: [
    { key: 'name', label: '名称', type: 'string', length: 50 },
    { key: 'pid', label: '父级', type: 'string', length: 32 },
    { key: 'hasChild', label: '有子节点', type: 'string', length: 3 },
  ],
  ...overrides,
});

const reasons = (definition: EntityDefinition) =>
  checkEntities([definition], []).map((p) => `${p.pointer} ${p.reason}`);

describe('the addChild row action', () => {
  it('is accepted on a tree entity', () => {
    const tree = entity({
      tree: { parentField: 'pid', hasChildField: 'hasChild' },
      actions: { row: ['edit', 'addChild'] },
    });
    expect(reasons(tree)).toEqual([]);
  });

  it('is refused on an entity without a tree', () => {
    expect(reasons(entity({ actions: { row: ['edit', 'addChild'] } }))).toEqual([
      '/actions/row/1 addChild needs a tree entity',
    ]);
  });

  it('needs the add endpoint, which it then offers', () => {
    const tree = entity({
      tree: { parentField: 'pid', hasChildField: 'hasChild' },
      actions: { toolbar: ['exportXls'], row: ['addChild'] },
    });
    expect(offeredActions(tree)).toEqual(['list', 'add', 'exportXls']);
    // Without a tree the button does not exist, so it offers nothing either.
    expect(offeredActions({ actions: { toolbar: ['exportXls'], row: ['addChild'] } })).toEqual([
      'list',
      'exportXls',
    ]);
  });
});
