// A derived value matched by year (`derived.matchYear`): the counted entity's date or datetime field
// falls in the year this entity's int field holds (a service ledger row's hazards of its policy year).
import { describe, expect, it } from 'vitest';
import { checkBehaviour } from '../../../src/server/definitions/behaviour-checks';
import type { ResolvedAggregate } from '../../../src/server/engine/behaviour';
import { matchedFieldsOf } from '../../../src/server/engine/behaviour';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import type { EntityDefinition, FieldDefinition } from '../../../src/shared/schema-language/entity';

const hazard = {
  name: 'hazard',
  title: '隐患',
  table: 'nl_hazard',
  api: '/nl/hazard',
  permission: 'nl:hazard',
  fields: [
    { key: 'unitId', label: '单位', type: 'string', length: 32 },
    { key: 'foundTime', label: '发现时间', type: 'datetime' },
    { key: 'foundDay', label: '发现日期', type: 'date' },
    { key: 'place', label: '部位', type: 'string', length: 50 },
  ],
} as EntityDefinition;

const ledger = (matchYear: { field: string; year: string }) =>
  ({
    name: 'ledger',
    title: '台账',
    table: 'nl_ledger',
    api: '/nl/ledger',
    permission: 'nl:ledger',
    fields: [
      { key: 'unitId', label: '单位', type: 'string', length: 32 },
      { key: 'year', label: '年度', type: 'int' },
      { key: 'yearText', label: '年度说明', type: 'string', length: 10 },
      {
        key: 'hazards',
        label: '隐患数',
        type: 'int',
        derived: { entity: 'hazard', aggregate: 'count', match: { unitId: 'unitId' }, matchYear },
      } as FieldDefinition,
    ],
  }) as EntityDefinition;

const reasons = (definition: EntityDefinition) =>
  checkBehaviour([definition, hazard], []).map((p) => `${p.pointer} ${p.reason}`);

describe('derived values matched by year', () => {
  it('name a date or datetime field of the counted entity and an int field of their own', () => {
    expect(reasons(ledger({ field: 'foundTime', year: 'year' }))).toEqual([]);
    expect(reasons(ledger({ field: 'foundDay', year: 'year' }))).toEqual([]);
    expect(reasons(ledger({ field: 'place', year: 'year' }))).toEqual([
      `/fields/3/derived/matchYear/field 'matchYear' needs a 'date' or 'datetime' field of "hazard"`,
    ]);
    for (const year of ['yearText', 'nothing'])
      expect(reasons(ledger({ field: 'foundTime', year }))).toEqual([
        `/fields/3/derived/matchYear/year 'matchYear' needs an 'int' field of this entity holding the year`,
      ]);
  });

  it('are resolved with both fields, and the read selects the year the row holds', () => {
    const registry = createEntityRegistry([ledger({ field: 'foundTime', year: 'year' }), hazard]);
    const derived = registry.get('ledger')!.derived[0] as ResolvedAggregate;
    expect(derived.matchYear?.source.column).toBe('found_time');
    expect(derived.matchYear?.target.key).toBe('year');
    expect(matchedFieldsOf(derived).map((field) => field.key)).toEqual(['unitId', 'year']);
  });
});
