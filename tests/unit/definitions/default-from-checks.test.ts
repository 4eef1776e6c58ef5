// The definition checks of `defaultFrom`: a default taken through a table-dictionary reference must
// name a stored field that fits, on a field the form writes and the server may fill.
import { describe, expect, it } from 'vitest';
import { checkDefaultsFrom } from '../../../src/server/definitions/default-from-checks';
import type { EntityDefinition, FieldDefinition } from '../../../src/shared/schema-language/entity';

const enterprise: EntityDefinition = {
  name: 'enterprise',
  title: '企业',
  table: 'enterprise',
  fields: [
    { key: 'enterpriseName', label: '企业名称', type: 'string', length: 100 },
    { key: 'staffCount', label: '从业人员数', type: 'int' },
  ],
};

const policy = (fields: FieldDefinition[]): EntityDefinition => ({
  name: 'policy',
  title: '保单',
  table: 'policy',
  fields: [
    {
      key: 'enterpriseId',
      label: '投保企业',
      type: 'string',
      length: 32,
      dict: { entity: 'enterprise', text: 'enterpriseName' },
    },
    { key: 'remark', label: '备注', type: 'string' },
    ...fields,
  ],
});

const reasons = (entity: EntityDefinition) =>
  checkDefaultsFrom([enterprise, entity]).map((p) => `${p.pointer} ${p.reason}`);

describe('defaultFrom checks', () => {
  it('accepts a field of the referenced record that fits', () => {
    const good = policy([
      {
        key: 'insuredName',
        label: '被保险人',
        type: 'string',
        length: 100,
        defaultFrom: 'enterpriseId.enterpriseName',
      },
    ]);
    expect(reasons(good)).toEqual([]);
  });

  it('refuses what the server could not fill or the field could not hold, saying why', () => {
    const bad = policy([
      { key: 'a', label: 'A', type: 'string', length: 50, defaultFrom: 'enterpriseId.enterpriseName' },
      { key: 'b', label: 'B', type: 'string', defaultFrom: 'enterpriseId.staffCount' },
      { key: 'c', label: 'C', type: 'string', length: 100, defaultFrom: 'remark.enterpriseName' },
      { key: 'd', label: 'D', type: 'string', length: 100, defaultFrom: 'enterpriseId.nope' },
      { key: 'e', label: 'E', type: 'int', required: true, defaultFrom: 'enterpriseId.staffCount' },
    ]);
    expect(reasons(bad)).toEqual([
      '/fields/2/defaultFrom "enterpriseId.enterpriseName" holds up to 100 characters, the field 50',
      `/fields/3/defaultFrom "enterpriseId.staffCount" is of type 'int', the field of type 'string'`,
      '/fields/4/defaultFrom "remark" is not a table-dictionary field of one value of "policy"',
      '/fields/5/defaultFrom "nope" is not a stored field of entity "enterprise"',
      '/fields/6/defaultFrom the server fills the field when left empty: not required',
    ]);
  });
});
