// What a field's table dictionary narrows its options to: `where` (fixed values of the target's
// fields: only engineers, only enabled rows) always, and `filter` (a target field equal to another
// field of the same form: an investigation's hazards of its enterprise) when that field has a value.
// The option lists, the fill read and the save check all use these conditions.
import type { DictFill } from '../../shared/engine-api';
import { rowForces } from '../../shared/schema-language/forced-values';
import type { EngineRow } from './access';
import { comparableValues } from './filter-values';
import type { FieldDictionary, ResolvedEntity, ResolvedField } from './registry';
import { compare, inList } from './sql-conditions';
import type { Condition } from './sql-conditions';

export type TableFieldDictionary = Extract<FieldDictionary, { kind: 'table' }>;

const filled = (value: unknown) => value !== null && value !== undefined && String(value) !== '';

/** Conditions on the target's rows for a form whose values (by this entity's field key) are given. */
export function dictFieldConditions(
  target: ResolvedEntity,
  dict: TableFieldDictionary,
  formValues: Readonly<Record<string, unknown>>,
): Condition[] {
  const conditions: Condition[] = [];
  for (const [key, values] of Object.entries(dict.where)) {
    const field = target.field(key)!;
    conditions.push(inList(field.column, comparableValues(field, [...values])));
  }
  for (const [key, own] of Object.entries(dict.filter)) {
    const value = formValues[own];
    if (!filled(value)) continue;
    const field = target.field(key)!;
    const [comparable] = comparableValues(field, [String(value)]);
    conditions.push(
      comparable === undefined ? inList(field.column, []) : compare(field.column, '=', comparable),
    );
  }
  return conditions;
}

/** The filter of a field's dictionary a stored target row breaks for these form values, or null. */
export function brokenFilter(
  entity: ResolvedEntity,
  target: ResolvedEntity,
  dict: TableFieldDictionary,
  targetRow: Readonly<Record<string, unknown>>,
  formValues: Readonly<Record<string, unknown>>,
): ResolvedField | null {
  for (const [key, own] of Object.entries(dict.filter)) {
    const value = formValues[own];
    if (filled(value) && String(targetRow[target.field(key)!.column] ?? '') !== String(value))
      return entity.field(own) ?? null;
  }
  return null;
}

/** The target's columns a fill reads: those it copies and those its forces judge. */
export const fillColumns = (dict: TableFieldDictionary, target: ResolvedEntity): string[] => [
  ...new Set(
    [...Object.values(dict.fill), ...dict.forces.flatMap((force) => Object.keys(force.where))].map(
      (key) => target.field(key)!.column,
    ),
  ),
];

/**
 * The form values a fill reads from a target row: this entity's field key → the row's value, and the
 * values the row forces over them (a major-hazard criterion's level is 重大 whatever its default),
 * with the keys it forces.
 */
export function fillValues(dict: TableFieldDictionary, target: ResolvedEntity, row: EngineRow): DictFill {
  const byKey = (key: string) => row[target.field(key)!.column] ?? null;
  const forced = dict.forces.filter((force) =>
    rowForces(force, Object.fromEntries(Object.keys(force.where).map((key) => [key, byKey(key)]))),
  );
  return {
    values: {
      ...Object.fromEntries(Object.entries(dict.fill).map(([own, key]) => [own, byKey(key)])),
      ...Object.fromEntries(forced.map((force) => [force.field, force.value])),
    },
    forced: [...new Set(forced.map((force) => force.field))],
  };
}
