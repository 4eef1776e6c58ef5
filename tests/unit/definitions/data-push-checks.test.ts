// dataPush in entity files: the checks refuse a declaration the push job could not follow — a kind
// that is not a value of nl_push_biz or that another entity already pushes, a number field that is
// not a stored string, states without a life cycle or outside its dictionary, no push log entity.
import { describe, expect, it } from 'vitest';
import { checkDataPush } from '../../../src/server/definitions/data-push-checks';
import type { DictionaryFile } from '../../../src/shared/schema-language/dictionary';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';

const dictionaries: DictionaryFile[] = [
  { code: 'nl_push_biz', name: '推送数据类型', items: ['01', '04'].map((value) => ({ value, text: value })) },
  { code: 'hazard_state', name: '状态', items: ['10', '20', '60'].map((value) => ({ value, text: value })) },
];

const hazard = (dataPush: EntityDefinition['dataPush'], more: Partial<EntityDefinition> = {}) =>
  ({
    name: 'hazard',
    title: '隐患',
    table: 'nl_hazard',
    lifecycle: { field: 'state', initial: '10' },
    dataPush,
    fields: [
      { key: 'hazardNo', label: '编号', type: 'string', length: 30 },
      { key: 'state', label: '状态', type: 'string', length: 2, dict: { code: 'hazard_state' } },
      { key: 'points', label: '分数', type: 'int' },
    ],
    ...more,
  }) as EntityDefinition;

const pushLog = {
  name: 'pushLog',
  title: '推送日志',
  table: 'nl_push_log',
  fields: [],
} as unknown as EntityDefinition;

const reasons = (...entities: EntityDefinition[]) =>
  checkDataPush(entities, dictionaries).map((p) => `${p.file} ${p.pointer} ${p.reason}`);

describe('data push checks', () => {
  it('accepts a kind of nl_push_biz, a string number field and states of the life cycle', () => {
    expect(
      reasons(hazard({ bizType: '04', numberField: 'hazardNo', states: ['20', '60'] }), pushLog),
    ).toEqual([]);
  });

  it('refuses an unknown kind, a kind pushed twice, a number that is not a stored string', () => {
    expect(reasons(hazard({ bizType: '99', numberField: 'points' }), pushLog)).toEqual([
      'schemas/entities/hazard.json /dataPush/bizType "99" is not a value of dictionary nl_push_biz',
      `schemas/entities/hazard.json /dataPush/numberField "points" is not a stored 'string' field`,
    ]);
    const other = hazard({ bizType: '04', numberField: 'hazardNo' }, { name: 'danger' });
    expect(reasons(hazard({ bizType: '04', numberField: 'hazardNo' }), other, pushLog)).toEqual([
      'schemas/entities/danger.json /dataPush/bizType entity "hazard" already pushes "04"',
    ]);
  });

  it('refuses states outside the state dictionary, or without a life cycle', () => {
    expect(
      reasons(hazard({ bizType: '04', numberField: 'hazardNo', states: ['20', '30'] }), pushLog),
    ).toEqual([
      'schemas/entities/hazard.json /dataPush/states/1 "30" is not a value of the state dictionary',
    ]);
    const withoutLifecycle = hazard(
      { bizType: '04', numberField: 'hazardNo', states: ['20'] },
      {
        lifecycle: undefined,
      },
    );
    expect(reasons(withoutLifecycle, pushLog)).toEqual([
      'schemas/entities/hazard.json /dataPush/states states need a lifecycle on the entity',
    ]);
  });

  it('needs the push log entity the job writes', () => {
    expect(reasons(hazard({ bizType: '04', numberField: 'hazardNo' }))).toEqual([
      'schemas/entities/pushLog.json  entities declare dataPush but the push log entity is missing',
    ]);
  });
});
