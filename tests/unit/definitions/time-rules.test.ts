// Time rules in entity files: the definition checks refuse rules the job could not keep (wrong field
// types, a flag users could write, unknown states or operations, an operation needing a form, notify
// fields that hold no usernames, paths that lead to none), and the registry resolves the states a rule
// applies in, the entity a path leads to, and indexes (flag, state, deadline) for the job's statements.
import { describe, expect, it } from 'vitest';
import { checkTimeRules } from '../../../src/server/definitions/time-rule-checks';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import type { DictionaryFile } from '../../../src/shared/schema-language/dictionary';
import type { EntityDefinition, TimeRuleDefinition } from '../../../src/shared/schema-language/entity';

const dictionaries: DictionaryFile[] = [
  {
    code: 'nl_overdue',
    name: '逾期标记',
    items: [
      { value: '1', text: '已逾期' },
      { value: '0', text: '未逾期' },
    ],
  },
  {
    code: 'hazard_state',
    name: '状态',
    items: ['10', '20', '30', '60', '90'].map((value) => ({ value, text: value })),
  },
  { code: 'yes_no', name: '是否', items: [{ value: 'Y', text: '是' }] },
];

const RULE: TimeRuleDefinition = {
  name: 'overdue',
  label: '逾期',
  deadline: 'deadline',
  flag: 'isOverdue',
  notify: { fields: ['owner', 'createBy'], title: '隐患 {hazardNo} 已逾期' },
};

const entity = (rule: Partial<TimeRuleDefinition> = {}, more: Partial<EntityDefinition> = {}) =>
  ({
    name: 'hazard',
    title: '隐患',
    table: 'nl_hazard',
    api: '/hazard',
    tenantScoped: true,
    lifecycle: { field: 'state', initial: '10', closed: ['60', '90'] },
    operations: [
      { name: 'assign', label: '下发', from: ['10'], to: '20' },
      { name: 'start', label: '开始整改', from: ['20'], to: '30' },
      { name: 'close', label: '销号', from: ['30'], to: '60' },
      { name: 'revoke', label: '撤销', from: ['10', '20', '30'], to: '90' },
      { name: 'review', label: '复查', from: ['30'], to: '60', fields: ['remark'] },
    ],
    timeRules: [{ ...RULE, ...rule }],
    fields: [
      { key: 'hazardNo', label: '编号', type: 'string', length: 30 },
      { key: 'state', label: '状态', type: 'string', length: 2, dict: { code: 'hazard_state' } },
      { key: 'deadline', label: '整改期限', type: 'date' },
      { key: 'remark', label: '说明', type: 'string', length: 200 },
      { key: 'owner', label: '责任人', type: 'string', length: 100, form: { control: 'selectUser' } },
      { key: 'points', label: '分数', type: 'int' },
      {
        key: 'isOverdue',
        label: '是否逾期',
        type: 'string',
        length: 1,
        dict: { code: 'nl_overdue' },
        readonly: true,
      },
      {
        key: 'isOpen',
        label: '是否打开',
        type: 'string',
        length: 1,
        dict: { code: 'yes_no' },
        readonly: true,
      },
    ],
    ...more,
  }) as EntityDefinition;

/** The entity notify paths lead to: people named by id, their login in userName. */
const inspector = {
  name: 'inspector',
  title: '检查人员',
  table: 'nl_inspector',
  fields: [
    { key: 'name', label: '姓名', type: 'string', length: 50 },
    { key: 'userName', label: '登录账号', type: 'string', length: 64, form: { control: 'selectUser' } },
    { key: 'age', label: '年龄', type: 'int' },
  ],
} as unknown as EntityDefinition;

/** The hazard with fields naming inspectors (one, several) and rows of an entity that does not exist. */
const notifying = (...fields: string[]) => {
  const hazard = entity({ notify: { fields, title: '隐患 {hazardNo} 已逾期' } });
  hazard.fields.push(
    {
      key: 'inspectorId',
      label: '检查人',
      type: 'string',
      length: 32,
      dict: { entity: 'inspector', text: 'name' },
    },
    {
      key: 'helperIds',
      label: '协助人',
      type: 'string',
      length: 500,
      dict: { entity: 'inspector', text: 'name' },
      multiple: true,
    },
    { key: 'ghostId', label: '失踪', type: 'string', length: 32, dict: { entity: 'ghost', text: 'name' } },
  );
  return hazard;
};

const reasons = (definition: EntityDefinition, others = [inspector]) =>
  checkTimeRules([definition, ...others], dictionaries).map((p) => `${p.pointer} ${p.reason}`);

describe('time rule checks', () => {
  it('accept a rule on a date deadline with a readonly flag, notifying username fields', () => {
    expect(reasons(entity())).toEqual([]);
    expect(reasons(entity({ states: ['10', '20'], operation: 'revoke' }))).toEqual([]);
  });

  it('refuse a deadline that is not a date or time and a flag users could write or that lacks 1/0', () => {
    expect(reasons(entity({ deadline: 'points', flag: 'remark' }))).toEqual([
      "/timeRules/0/deadline the deadline is a 'date' or 'datetime' field",
      '/timeRules/0/flag the flag is kept by the server: declare the field readonly',
      "/timeRules/0/flag the flag needs a plain dictionary with the values '1' and '0' (e.g. nl_overdue)",
    ]);
    expect(reasons(entity({ flag: 'isOpen' }))).toEqual([
      "/timeRules/0/flag the flag needs a plain dictionary with the values '1' and '0' (e.g. nl_overdue)",
    ]);
    expect(reasons(entity({ deadline: 'dueAt', flag: 'gone' }))).toEqual([
      '/timeRules/0/deadline unknown field "dueAt"',
      '/timeRules/0/flag unknown field "gone"',
    ]);
  });

  it('refuse states outside the state dictionary, and states without a life cycle', () => {
    expect(reasons(entity({ states: ['10', '99'] }))).toEqual([
      '/timeRules/0/states/1 "99" is not a value of the state dictionary',
    ]);
    const { lifecycle: _, operations: __, ...plain } = entity({ states: ['10'] });
    expect(reasons(plain as EntityDefinition)).toEqual([
      '/timeRules/0/states states need a lifecycle on the entity',
    ]);
  });

  it('accept states keeping the flag that the rule leaves for, and refuse others', () => {
    expect(reasons(entity({ keptIn: ['60'] }))).toEqual([]);
    expect(reasons(entity({ keptIn: ['20', '99'] }))).toEqual([
      '/timeRules/0/keptIn/0 "20" is a state the rule applies in, not one a record leaves it for',
      '/timeRules/0/keptIn/1 "99" is not a value of the state dictionary',
    ]);
    const { lifecycle: _, operations: __, ...plain } = entity({ keptIn: ['60'] });
    expect(reasons(plain as EntityDefinition)).toEqual([
      '/timeRules/0/keptIn keptIn needs a lifecycle on the entity',
    ]);
  });

  it('refuse an unknown operation, one needing a form, and one from none of the rule states', () => {
    expect(reasons(entity({ operation: 'escalate' }))).toEqual([
      '/timeRules/0/operation unknown operation "escalate"',
    ]);
    expect(reasons(entity({ operation: 'review' }))).toEqual([
      '/timeRules/0/operation the system takes it without a form: no required step field, no required opinion',
    ]);
    expect(reasons(entity({ states: ['10'], operation: 'close' }))).toEqual([
      '/timeRules/0/operation "close" starts from none of the states the rule applies in',
    ]);
  });

  it('refuse notify fields that hold no usernames and titles naming unknown fields', () => {
    expect(
      reasons(
        entity({ notify: { fields: ['points', 'tenantId', 'nobody'], title: '{hazardNo} {missing}' } }),
      ),
    ).toEqual([
      `/timeRules/0/notify/fields/0 "points" is not a 'string' field holding usernames`,
      `/timeRules/0/notify/fields/1 "tenantId" is not a 'string' field holding usernames`,
      `/timeRules/0/notify/fields/2 "nobody" is not a 'string' field holding usernames`,
      '/timeRules/0/notify/title unknown field "missing" in {missing}',
    ]);
  });

  it("accept paths through a table dictionary, single or multiple, to a 'string' field", () => {
    expect(reasons(notifying('inspectorId.userName', 'helperIds.userName', 'createBy'))).toEqual([]);
  });

  it('refuse paths through no table dictionary or to no username field of the referenced entity', () => {
    const login = { key: 'login', label: '账号', type: 'string', length: 64, derived: { count: 'x' } };
    const withDerived = { ...inspector, fields: [...inspector.fields, login] } as EntityDefinition;
    expect(
      reasons(
        notifying(
          'owner.userName',
          'state.userName',
          'nobody.userName',
          'ghostId.userName',
          'inspectorId.age',
          'inspectorId.login',
          'inspectorId.missing',
        ),
        [withDerived],
      ),
    ).toEqual([
      '/timeRules/0/notify/fields/0 "owner" is not a field naming records of another entity (a table dictionary)',
      '/timeRules/0/notify/fields/1 "state" is not a field naming records of another entity (a table dictionary)',
      '/timeRules/0/notify/fields/2 "nobody" is not a field naming records of another entity (a table dictionary)',
      '/timeRules/0/notify/fields/3 "ghostId" names records of unknown entity "ghost"',
      `/timeRules/0/notify/fields/4 "age" is not a 'string' field of entity "inspector" holding usernames`,
      `/timeRules/0/notify/fields/5 "login" is not a 'string' field of entity "inspector" holding usernames`,
      `/timeRules/0/notify/fields/6 "missing" is not a 'string' field of entity "inspector" holding usernames`,
    ]);
  });

  it('refuse two rules with one name or one flag', () => {
    const twice = entity();
    twice.timeRules = [RULE, { ...RULE, deadline: 'deadline' }];
    expect(reasons(twice)).toEqual([
      '/timeRules/1/name duplicate time rule "overdue"',
      '/timeRules/1/flag field "isOverdue" is the flag of another rule',
    ]);
  });
});

describe('time rules in the registry', () => {
  it('apply by default in every reachable state but the closed ones, and index (flag, state, deadline)', () => {
    const [hazard] = createEntityRegistry([entity()]).entities;
    const [rule] = hazard!.timeRules;
    expect(rule!.states?.values).toEqual(['10', '20', '30']);
    expect(rule!.returned.map((f) => f.key)).toEqual([
      'id',
      'tenantId',
      'deadline',
      'state',
      'owner',
      'createBy',
      'hazardNo',
    ]);
    expect(hazard!.indexes.map((i) => i.columns)).toContainEqual(['is_overdue', 'state', 'deadline']);
  });

  it('resolve a path to the referenced entity, the field its ids match and the username field', () => {
    const hazard = notifying('helperIds.userName', 'owner');
    hazard.fields = hazard.fields.filter((f) => f.key !== 'ghostId');
    const registry = createEntityRegistry([hazard, inspector]);
    const [rule] = registry.get('hazard')!.timeRules;
    const [path, own] = rule!.notify!.recipients;
    expect(path!.field.key).toBe('helperIds');
    expect(path!.via).toMatchObject({
      entity: { name: 'inspector' },
      value: { key: 'id' },
      username: { column: 'user_name' },
    });
    expect(own).toMatchObject({ field: { key: 'owner' }, via: null });
    expect(rule!.returned.map((f) => f.key)).toContain('helperIds');
  });

  it('apply to every record of an entity without a life cycle', () => {
    const { lifecycle: _, operations: __, ...plain } = entity();
    const [rule] = createEntityRegistry([plain as EntityDefinition]).entities[0]!.timeRules;
    expect(rule!.states).toBeNull();
    expect(rule!.indexColumns).toEqual(['is_overdue', 'deadline']);
  });
});
