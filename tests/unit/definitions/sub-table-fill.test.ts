// `fillFrom` on a sub-table: the definition checks refuse a declaration the server could not follow —
// an unknown template entity, match, where or map fields that do not exist, a dotted source that does
// not go through a table dictionary, rows fields the server sets itself, file fields, mismatched types.
import { describe, expect, it } from 'vitest';
import { checkSubTableFills } from '../../../src/server/definitions/sub-table-fill-checks';
import type { EntityDefinition, SubTableFill } from '../../../src/shared/schema-language/entity';

const FILL: SubTableFill = {
  entity: 'checkTemplate',
  match: { highRiskSector: 'enterpriseId.highRiskSector' },
  where: { status: ['1'] },
  map: { riskTypeId: 'riskTypeId', checkContent: 'checkContent', checkBasis: 'basis' },
};

const text = (key: string, more: Record<string, unknown> = {}) => ({
  key,
  label: key,
  type: 'string' as const,
  length: 500,
  ...more,
});

const enterprise = {
  name: 'enterprise',
  title: '企业',
  table: 't_enterprise',
  fields: [text('enterpriseName'), text('highRiskSector')],
} as EntityDefinition;

const template = {
  name: 'checkTemplate',
  title: '检查项模板',
  table: 't_check_template',
  fields: [
    text('highRiskSector'),
    text('riskTypeId'),
    text('checkContent'),
    text('basis'),
    text('status'),
    { key: 'sortNo', label: '排序', type: 'int' },
    {
      key: 'itemCount',
      label: '数',
      type: 'int',
      derived: { entity: 'x', aggregate: 'count', match: { a: 'b' } },
    },
  ],
} as EntityDefinition;

const item = {
  name: 'investigationItem',
  title: '检查项',
  table: 't_item',
  fields: [
    text('investigationId'),
    text('riskTypeId'),
    text('checkContent'),
    text('checkBasis'),
    text('photos', { form: { control: 'image' } }),
    { key: 'orderNum', label: '排序', type: 'int' },
  ],
} as EntityDefinition;

const investigation = (fill: Partial<SubTableFill> = {}) =>
  ({
    name: 'investigation',
    title: '排查',
    table: 't_investigation',
    fields: [
      text('enterpriseId', { dict: { entity: 'enterprise', text: 'enterpriseName' } }),
      text('summary'),
    ],
    subTables: [
      {
        entity: 'investigationItem',
        foreignKey: 'investigationId',
        relation: 'oneToMany',
        fillFrom: { ...FILL, ...fill },
      },
    ],
  }) as EntityDefinition;

const reasons = (main: EntityDefinition) =>
  checkSubTableFills([main, enterprise, template, item]).map((p) => `${p.pointer} ${p.reason}`);

const AT = '/subTables/0/fillFrom';

describe('sub-table fill checks', () => {
  it('accept a fill matching through a table dictionary, and one matching a field of the record', () => {
    expect(reasons(investigation())).toEqual([]);
    expect(reasons(investigation({ match: { checkContent: 'summary' } }))).toEqual([]);
  });

  it('refuse an unknown template entity', () => {
    expect(reasons(investigation({ entity: 'checklist' }))).toEqual([
      `${AT}/entity unknown entity "checklist"`,
    ]);
  });

  it('refuse match keys and sources that name no field, or a derived one', () => {
    expect(reasons(investigation({ match: { sector: 'enterpriseId.highRiskSector' } }))).toEqual([
      `${AT}/match/sector "sector" is not a field of entity "checkTemplate"`,
    ]);
    expect(reasons(investigation({ match: { itemCount: 'summary' } }))).toEqual([
      `${AT}/match/itemCount "itemCount" is not a field of entity "checkTemplate"`,
    ]);
    expect(reasons(investigation({ match: { highRiskSector: 'companyId.highRiskSector' } }))).toEqual([
      `${AT}/match/highRiskSector "companyId" is not a field of entity "investigation"`,
    ]);
  });

  it('refuse a dotted source that does not go through a table dictionary to a field of its entity', () => {
    expect(reasons(investigation({ match: { highRiskSector: 'summary.highRiskSector' } }))).toEqual([
      `${AT}/match/highRiskSector "summary" is not a table-dictionary field: "summary.highRiskSector" cannot go through it`,
    ]);
    expect(reasons(investigation({ match: { highRiskSector: 'enterpriseId.sector' } }))).toEqual([
      `${AT}/match/highRiskSector "sector" is not a field of entity "enterprise"`,
    ]);
  });

  it('refuse where fields the template lacks', () => {
    expect(reasons(investigation({ where: { enabled: ['1'] } }))).toEqual([
      `${AT}/where/enabled "enabled" is not a field of entity "checkTemplate"`,
    ]);
  });

  it('refuse map fields that do not exist, that the server sets, that hold files, or of another type', () => {
    expect(reasons(investigation({ map: { content: 'checkContent', checkBasis: 'according' } }))).toEqual([
      `${AT}/map/content "content" is not a field of entity "investigationItem"`,
      `${AT}/map/checkBasis "according" is not a field of entity "checkTemplate"`,
    ]);
    expect(
      reasons(investigation({ map: { investigationId: 'basis', orderNum: 'sortNo', photos: 'basis' } })),
    ).toEqual([
      `${AT}/map/investigationId "investigationId" is set by the server (foreign key, order)`,
      `${AT}/map/orderNum "orderNum" is set by the server (foreign key, order)`,
      `${AT}/map/photos "photos" holds files, which belong to one record and are not copied`,
    ]);
    expect(reasons(investigation({ map: { checkContent: 'sortNo' } }))).toEqual([
      `${AT}/map/checkContent "checkContent" (string) cannot hold "sortNo" (int)`,
    ]);
  });
});
