// The declared behaviour of an entity, resolved once with the registry: its life cycle (the state
// field, the initial and the closed states), its operations (permission code, step fields) and its
// derived values (counted over another entity by grouped, indexed reads).
import type { CalendarSpan } from '../../shared/calendar-spans';
import type {
  DerivedDefinition,
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

export interface ResolvedDerived {
  /** The field as the schema declares it (no column: computed when read). */
  field: ResolvedField;
  definition: DerivedDefinition;
  /** The entity counted; set once every entity is resolved. */
  source: ResolvedEntity;
  /** Pairs of (counted entity's field, this entity's field) that must be equal. */
  match: { source: ResolvedField; target: ResolvedField }[];
  where: { field: ResolvedField; values: readonly string[] }[];
  sum: ResolvedField | null;
  /** Only records whose date lies in the current span of the calendar. */
  period: { field: ResolvedField; span: CalendarSpan } | null;
}

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

/** Derived fields of an entity, their counted entity resolved by `entityNamed`. */
export function resolveDerived(
  entity: ResolvedEntity,
  derivedFields: ResolvedField[],
  entityNamed: (name: string) => ResolvedEntity,
): ResolvedDerived[] {
  return derivedFields.map((field) => {
    const definition = field.definition.derived!;
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
    };
  });
}

/** Whether a stored record (values by field key) is in a locked state of its life cycle. */
export function isLocked(
  lifecycle: ResolvedLifecycle | null,
  record: Readonly<Record<string, unknown>>,
): boolean {
  return !!lifecycle && lifecycle.locked.has(String(record[lifecycle.field.key] ?? ''));
}
