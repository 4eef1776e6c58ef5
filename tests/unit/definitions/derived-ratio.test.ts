// A ratio derived value (`derived.ratio`): a 'decimal' percentage of two count or sum derived fields of
// the same entity, with no column; the registry resolves it to the two aggregates it is computed from.
import { describe, expect, it } from 'vitest';
import { checkBehaviour } from '../../../src/server/definitions/behaviour-checks';
import { aggregatesOf, isRatio } from '../../../src/server/engine/behaviour';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import type {
  AggregateDerivedDefinition,
  EntityDefinition,
  FieldDefinition,
} from '../../../src/shared/schema-language/entity';

const attendee = {
  name: 'attendee',
  title: '参训人员',
  table: 'nl_attendee',
  fields: [
    { key: 'trainingId', label: '培训', type: 'string', length: 32 },
    { key: 'result', label: '考核结果', type: 'string', length: 1 },
    { key: 'hours', label: '学时', type: 'decimal' },
    { key: 'lastSeen', label: '签到', type: 'datetime' },
  ],
} as EntityDefinition;

const counted = (
  key: string,
  derived: Omit<AggregateDerivedDefinition, 'entity' | 'match'>,
): FieldDefinition =>
  ({
    key,
    label: key,
    type: 'int',
    derived: { entity: 'attendee', match: { trainingId: 'id' }, ...derived },
  }) as FieldDefinition;

const passRate = (
  overrides: Partial<FieldDefinition> = {},
  ratio = { numerator: 'passed', denominator: 'total' },
) =>
  ({
    key: 'passRate',
    label: '合格率',
    type: 'decimal',
    scale: 1,
    derived: { ratio },
    ...overrides,
  }) as FieldDefinition;

const training = (...more: FieldDefinition[]) =>
  ({
    name: 'training',
    title: '培训',
    table: 'nl_training',
    fields: [
      { key: 'topic', label: '主题', type: 'string', length: 50 },
      counted('total', { aggregate: 'count' }),
      counted('passed', { aggregate: 'count', where: { result: ['1'] } }),
      { ...counted('lastSeen', { aggregate: 'max', field: 'lastSeen' }), type: 'datetime' },
      ...more,
    ],
  }) as EntityDefinition;

const reasons = (definition: EntityDefinition) =>
  checkBehaviour([definition, attendee], []).map((p) => `${p.pointer} ${p.reason}`);

describe('ratio derived values', () => {
  it('are a decimal percentage of two counts or sums of the entity', () => {
    expect(reasons(training(passRate()))).toEqual([]);
  });

  it('refuse operands that are not count or sum derived fields of the entity', () => {
    const refused = (key: string) => `"${key}" is not a 'count' or 'sum' derived field of "training"`;
    expect(reasons(training(passRate({}, { numerator: 'topic', denominator: 'nothing' })))).toEqual([
      `/fields/4/derived/ratio/numerator ${refused('topic')}`,
      `/fields/4/derived/ratio/denominator ${refused('nothing')}`,
    ]);
    expect(
      reasons(
        training(passRate(), passRate({ key: 'other' }, { numerator: 'passRate', denominator: 'lastSeen' })),
      ),
    ).toEqual([
      `/fields/5/derived/ratio/numerator ${refused('passRate')}`,
      `/fields/5/derived/ratio/denominator ${refused('lastSeen')}`,
    ]);
  });

  it('refuse another type than decimal, and whatever needs a column', () => {
    expect(
      reasons(training(passRate({ type: 'int', list: { sorter: true }, query: { mode: 'range' } }))),
    ).toEqual([
      '/fields/4/query a derived value has no column: it takes no query',
      '/fields/4/list/sorter a derived value has no column to sort by',
      "/fields/4/type a ratio is a percentage: type 'decimal', its scale the decimals shown",
    ]);
  });

  it('are resolved to the two aggregates they are computed from', () => {
    const registry = createEntityRegistry([training(passRate()), attendee]);
    const derived = registry.get('training')!.derived;
    const ratio = derived.find((d) => d.field.key === 'passRate')!;
    expect(isRatio(ratio)).toBe(true);
    expect(aggregatesOf(ratio).map((a) => a.field.key)).toEqual(['passed', 'total']);
    expect(aggregatesOf(ratio).every((a) => derived.includes(a))).toBe(true);
  });
});
