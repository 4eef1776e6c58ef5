// The server rules in entity files (option rules, advice, maintained values): the definition checks
// accept the shipped schemas' bindings and refuse an unknown hook, an input left unbound or bound to
// no field, a hook the entities do not serve, an option rule on another target and a maintained value
// users could write or that follows nothing; a value from the row itself needs a row hook of its own
// entity, and may be written by users only when the hook reads what they enter.
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BUSINESS_HOOKS } from '../../../src/server/business';
import { loadDefinitions } from '../../../src/server/definitions';
import { checkServerRules } from '../../../src/server/definitions/server-rule-checks';
import type { ServerRuleHooks } from '../../../src/server/engine/server-rule-hooks';
import type { EntityDefinition, FieldDefinition } from '../../../src/shared/schema-language/entity';

const HOOKS: ServerRuleHooks = {
  optionRules: {
    freeExpert: {
      target: 'expert',
      inputs: ['from', 'to'],
      needs: [['expert', 'majors']],
      refusal: '不可选',
      rule: async () => null,
    },
  },
  advice: {
    budget: { inputs: ['cost'], needs: [['policy', 'premium']], advise: async () => null },
  },
  maintainedValues: {
    status: { from: 'records', needs: [['policy', 'endDate']], value: () => sql<string>`'1'` },
    byDates: { from: 'row', needs: [['policy', 'endDate', 'state']], value: () => sql<string>`'1'` },
  },
};

const field = (key: string, more: Partial<FieldDefinition> = {}): FieldDefinition =>
  ({ key, label: key, type: 'string', ...more }) as FieldDefinition;

const entityOf = (name: string, fields: FieldDefinition[], more: Partial<EntityDefinition> = {}) =>
  ({ name, title: name, table: `t_${name}`, fields, ...more }) as EntityDefinition;

const expert = entityOf('expert', [field('majors')]);
const org = entityOf('org', [field('name')]);
const policy = entityOf('policy', [
  field('enterpriseId'),
  field('premium'),
  field('endDate'),
  field('state'),
]);

/** A policy whose fields are the given ones plus a state maintained from its row. */
const policyWithState = (state: Partial<FieldDefinition>, note = field('note')) =>
  entityOf('policy', [field('enterpriseId'), field('endDate'), note, field('state', state)]);

const service = (leader: Partial<FieldDefinition> = {}, more: Partial<EntityDefinition> = {}) =>
  entityOf(
    'service',
    [
      field('start', { type: 'date' }),
      field('end', { type: 'date' }),
      field('cost', { type: 'decimal' }),
      field('leaderId', {
        dict: {
          entity: 'expert',
          text: 'majors',
          rule: { hook: 'freeExpert', reads: { from: 'start', to: 'end' } },
        },
        ...leader,
      }),
    ],
    more,
  );

const enterprise = (status: Partial<FieldDefinition> = {}) =>
  entityOf('enterprise', [
    field('insureStatus', {
      readonly: true,
      maintained: { hook: 'status', entity: 'policy', match: { enterpriseId: 'id' } },
      ...status,
    }),
  ]);

const reasons = (entities: EntityDefinition[]) =>
  checkServerRules([expert, org, policy, ...entities], HOOKS).map((p) => `${p.pointer}: ${p.reason}`);

describe('server-rule checks', () => {
  it('accept well-bound option rules, advice and maintained values', () => {
    const advice = [{ hook: 'budget', field: 'cost', reads: { cost: 'cost' } }];
    expect(reasons([service({}, { advice }), enterprise()])).toEqual([]);
  });

  it('accept the shipped schemas with the business hooks', () => {
    expect(() => loadDefinitions(path.resolve('schemas'), BUSINESS_HOOKS)).not.toThrow();
  });

  it('refuse an unknown hook, naming the registered ones', () => {
    const problems = reasons([
      service({ dict: { entity: 'expert', text: 'majors', rule: { hook: 'busyExpert' } } }),
      service({}, { advice: [{ hook: 'nothing', field: 'cost' }] }),
      enterprise({ maintained: { hook: 'other', entity: 'policy', match: { enterpriseId: 'id' } } }),
    ]);
    expect(problems).toEqual([
      '/fields/3/dict/rule/hook: unknown option rule "busyExpert" (registered: freeExpert)',
      '/advice/0/hook: unknown advice "nothing" (registered: budget)',
      '/fields/0/maintained/hook: unknown maintained value "other" (registered: status, byDates)',
    ]);
  });

  it('refuse inputs left unbound, bound to no field or not the hook’s', () => {
    const rule = { hook: 'freeExpert', reads: { from: 'start', till: 'end' } };
    expect(reasons([service({ dict: { entity: 'expert', text: 'majors', rule } })])).toEqual([
      '/fields/3/dict/rule/reads: option rule "freeExpert" reads to: bind each to a field',
      '/fields/3/dict/rule/reads/till: option rule "freeExpert" has no input "till"',
    ]);
    const advice = [{ hook: 'budget', field: 'price', reads: { cost: 'amount' } }];
    expect(reasons([service({}, { advice })])).toEqual([
      '/advice/0/reads/cost: unknown field "amount"',
      '/advice/0/field: unknown field "price"',
    ]);
  });

  it('refuse an option rule on a dictionary of another entity', () => {
    const dict = {
      entity: 'org',
      text: 'name',
      rule: { hook: 'freeExpert', reads: { from: 'start', to: 'end' } },
    };
    expect(reasons([service({ dict })])).toEqual([
      '/fields/3/dict/rule/hook: option rule "freeExpert" narrows "expert", not "org"',
    ]);
  });

  it('refuse a hook whose entities or fields the schemas lack', () => {
    const problems = checkServerRules([org, service(), enterprise()], HOOKS).map((p) => p.reason);
    expect(problems).toContain('option rule "freeExpert" needs the entity "expert"');
    expect(problems).toContain('unknown entity "policy"');
  });

  it('refuse a maintained value users could write, or matching unknown fields', () => {
    expect(reasons([enterprise({ readonly: false })])).toEqual([
      '/fields/0/maintained: a maintained value is the server’s: declare the field readonly',
    ]);
    const maintained = { hook: 'status', entity: 'policy', match: { companyId: 'code' } };
    expect(reasons([enterprise({ maintained })])).toEqual([
      '/fields/0/maintained/match/companyId: entity "policy" has no field "companyId"',
      '/fields/0/maintained/match/companyId: unknown field "code"',
    ]);
  });

  it('accept a value from the row itself, editable when the hook reads the field', () => {
    const checked = (state: Partial<FieldDefinition>, note?: FieldDefinition) =>
      checkServerRules([policyWithState(state, note)], HOOKS).map((p) => `${p.pointer}: ${p.reason}`);
    expect(checked({ maintained: { hook: 'byDates' } })).toEqual([]);
    expect(checked({ readonly: true, maintained: { hook: 'byDates' } })).toEqual([]);
    const note = field('note', { maintained: { hook: 'byDates' } });
    expect(checked({}, note)).toEqual([
      '/fields/2/maintained: maintained value "byDates" does not read "note": declare the field readonly',
    ]);
    expect(checked({}, { ...note, readonly: true })).toEqual([]);
  });

  it('refuse a row hook on another entity, or a hook of the other kind', () => {
    expect(reasons([enterprise({ maintained: { hook: 'byDates' } })])).toEqual([
      '/fields/0/maintained/hook: maintained value "byDates" is computed from "policy" rows',
    ]);
    expect(reasons([enterprise({ maintained: { hook: 'status' } })])).toEqual([
      '/fields/0/maintained/hook: maintained value "status" follows records: declare its entity and match',
    ]);
    const maintained = { hook: 'byDates', entity: 'policy', match: { enterpriseId: 'id' } };
    expect(reasons([enterprise({ maintained })])).toEqual([
      '/fields/0/maintained/hook: maintained value "byDates" is computed from the row: declare no entity',
    ]);
  });
});
