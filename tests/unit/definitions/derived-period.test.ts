// A derived value's period (`derived.period`): the counted entity's date or datetime field and a
// calendar span; the registry resolves the field so the read can bound it.
import { describe, expect, it } from 'vitest';
import { checkBehaviour } from '../../../src/server/definitions/behaviour-checks';
import type { ResolvedAggregate } from '../../../src/server/engine/behaviour';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import type { EntityDefinition, FieldDefinition } from '../../../src/shared/schema-language/entity';

const drill = {
  name: 'drill',
  title: '演练',
  table: 'nl_drill',
  api: '/nl/drill',
  permission: 'nl:drill',
  fields: [
    { key: 'unitId', label: '单位', type: 'string', length: 32 },
    { key: 'drillTime', label: '演练时间', type: 'datetime' },
    { key: 'drillDay', label: '演练日期', type: 'date' },
    { key: 'topic', label: '主题', type: 'string', length: 50 },
    {
      key: 'siblings',
      label: '同单位演练',
      type: 'int',
      derived: { entity: 'drill', aggregate: 'count', match: { unitId: 'unitId' } },
    },
  ],
} as EntityDefinition;

const unit = (period: { field: string; span: string }) =>
  ({
    name: 'unit',
    title: '单位',
    table: 'nl_unit',
    api: '/nl/unit',
    permission: 'nl:unit',
    fields: [
      { key: 'name', label: '名称', type: 'string', length: 50 },
      {
        key: 'yearDrills',
        label: '本年演练',
        type: 'int',
        derived: { entity: 'drill', aggregate: 'count', match: { unitId: 'id' }, period },
      } as FieldDefinition,
    ],
  }) as EntityDefinition;

const reasons = (definition: EntityDefinition) =>
  checkBehaviour([definition, drill], []).map((p) => `${p.pointer} ${p.reason}`);

describe('derived values within a period', () => {
  it('name a date or datetime field of the counted entity', () => {
    expect(reasons(unit({ field: 'drillTime', span: 'year' }))).toEqual([]);
    expect(reasons(unit({ field: 'drillDay', span: 'halfYear' }))).toEqual([]);
    const refused = "'period' needs a 'date' or 'datetime' field of \"drill\"";
    for (const field of ['topic', 'nothing', 'siblings'])
      expect(reasons(unit({ field, span: 'year' }))).toEqual([`/fields/1/derived/period/field ${refused}`]);
  });

  it('are resolved with the field the read bounds', () => {
    const registry = createEntityRegistry([unit({ field: 'drillTime', span: 'quarter' }), drill]);
    const [derived] = registry.get('unit')!.derived as ResolvedAggregate[];
    expect(derived!.period).toMatchObject({
      span: 'quarter',
      field: { key: 'drillTime', column: 'drill_time' },
    });
    expect((registry.get('drill')!.derived[0] as ResolvedAggregate).period).toBeNull();
  });
});
