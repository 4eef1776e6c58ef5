// The declared behaviour of an entity, resolved once with the registry: its life cycle (the state
// field, the initial and the closed states), its operations (permission code, step fields) and its
// derived values (counted over another entity by grouped, indexed reads, or a ratio of two of them).
import type { CalendarSpan } from '../../shared/calendar-spans';
import type {
  AggregateDerivedDefinition,
  EntityDefinition,
  OperationDefinition,
} from '../../shared/schema-language/entity';
import { operationCode } from '../../shared/schema-language/entity-permissions';
import type { ResolvedEntity, ResolvedField } from './registry';

export interface ResolvedLifecycle {
  field: ResolvedField;
  initial: string;
  closed: ReadonlySet<string>;
  /** States in which plain edit and delete are refused. */
  locked: ReadonlySet<string>;
}

export interface ResolvedOperation {
  definition: OperationDefinition;
  name: string;
  label: string;
  /** `<permission prefix>:<name>`. */
  code: string;
  /** States the record must be in; null: any. */
  from: ReadonlySet<string> | null;
  /** The new state; null: unchanged. */
  to: string | null;
  /** The step form's fields: required ones first, then the optional ones. */
  fields: ResolvedField[];
  required: ReadonlySet<string>;
}

/** A count, sum or max over another entity. */
export interface ResolvedAggregate {
  /** The field as the schema declares it (no column: computed when read). */
  field: ResolvedField;
  definition: AggregateDerivedDefinition;
  /** The entity counted; set once every entity is resolved. */
  source: ResolvedEntity;
  /** Pairs of (counted entity's field, this entity's field) that must be equal. */
  match: { source: ResolvedField; target: ResolvedField }[];
  where: { field: ResolvedField; values: readonly string[] }[];
  sum: ResolvedField | null;
  /** Only records whose date lies in the current span of the calendar. */
  period: { field: ResolvedField; span: CalendarSpan } | null;
  /** Only records whose date (source) falls in the year this entity's field (target) holds. */
  matchYear: { source: ResolvedField; target: ResolvedField } | null;
}

/** A percentage of two aggregates of the same entity, computed from their values. */
export interface ResolvedRatio {
  field: ResolvedField;
  numerator: ResolvedAggregate;
  denominator: ResolvedAggregate;
}

export type ResolvedDerived = ResolvedAggregate | ResolvedRatio;

export const isRatio = (derived: ResolvedDerived): derived is ResolvedRatio => 'numerator' in derived;

/** The aggregates a derived value is computed from: itself, or a ratio's two. */
export const aggregatesOf = (derived: ResolvedDerived): ResolvedAggregate[] =>
  isRatio(derived) ? [derived.numerator, derived.denominator] : [derived];

/** This entity's fields the statements of a derived value match on. */
export const matchedFieldsOf = (derived: ResolvedDerived): ResolvedField[] =>
  aggregatesOf(derived).flatMap((aggregate) => [
    ...aggregate.match.map((m) => m.target),
    ...(aggregate.matchYear ? [aggregate.matchYear.target] : []),
  ]);

export function resolveLifecycle(
  definition: EntityDefinition,
  must: (key: string) => ResolvedField,
): ResolvedLifecycle | null {
  const lifecycle = definition.lifecycle;
  if (!lifecycle) return null;
  return {
    field: must(lifecycle.field),
    initial: lifecycle.initial,
    closed: new Set(lifecycle.closed ?? []),
    locked: new Set(lifecycle.locked ?? []),
  };
}

export function resolveOperations(
  definition: EntityDefinition,
  must: (key: string) => ResolvedField,
): ResolvedOperation[] {
  return (definition.operations ?? []).map((operation) => {
    const required = operation.fields ?? [];
    return {
      definition: operation,
      name: operation.name,
      label: operation.label,
      code: operationCode(definition, operation),
      from: operation.from ? new Set(operation.from) : null,
      to: operation.to ?? null,
      fields: [...required, ...(operation.optionalFields ?? [])].map(must),
      required: new Set(required),
    };
  });
}

/**
 * Derived fields of an entity, their counted entity resolved by `entityNamed`; the aggregates first,
 * so that a ratio finds its two.
 */
export function resolveDerived(
  entity: ResolvedEntity,
  derivedFields: ResolvedField[],
  entityNamed: (name: string) => ResolvedEntity,
): ResolvedDerived[] {
  const aggregates = new Map<string, ResolvedAggregate>();
  for (const field of derivedFields) {
    const definition = field.definition.derived!;
    if (!('ratio' in definition))
      aggregates.set(field.key, resolveAggregate(entity, field, definition, entityNamed));
  }
  return derivedFields.map((field) => {
    const definition = field.definition.derived!;
    if (!('ratio' in definition)) return aggregates.get(field.key)!;
    const { numerator, denominator } = definition.ratio;
    return { field, numerator: aggregates.get(numerator)!, denominator: aggregates.get(denominator)! };
  });
}

function resolveAggregate(
  entity: ResolvedEntity,
  field: ResolvedField,
  definition: AggregateDerivedDefinition,
  entityNamed: (name: string) => ResolvedEntity,
): ResolvedAggregate {
  const source = entityNamed(definition.entity);
  const sourceField = (key: string) => source.field(key)!;
  return {
    field,
    definition,
    source,
    match: Object.entries(definition.match).map(([from, to]) => ({
      source: sourceField(from),
      target: entity.field(to)!,
    })),
    where: Object.entries(definition.where ?? {}).map(([key, values]) => ({
      field: sourceField(key),
      values,
    })),
    sum: definition.field ? sourceField(definition.field) : null,
    period: definition.period
      ? { field: sourceField(definition.period.field), span: definition.period.span }
      : null,
    matchYear: definition.matchYear
      ? { source: sourceField(definition.matchYear.field), target: entity.field(definition.matchYear.year)! }
      : null,
  };
}

/** Whether a stored record (values by field key) is in a locked state of its life cycle. */
export function isLocked(
  lifecycle: ResolvedLifecycle | null,
  record: Readonly<Record<string, unknown>>,
): boolean {
  return !!lifecycle && lifecycle.locked.has(String(record[lifecycle.field.key] ?? ''));
}
