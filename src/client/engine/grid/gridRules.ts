// The grid's cell rules (spec §5): each cell through the shared field checks — required, lengths,
// ranges and the catalogue's patterns (m, e, n, z, money ...) — exactly as the server judges it, plus
// 'unique': a value may not repeat in two or more rows of the grid (within rows sharing the field's
// unique scope, the main record's key aside).
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { GRID_TEXTS } from '../../../shared/texts';
import { checkFieldValue, normalizeFieldValue } from '../../../shared/validation/field-values';

/** The first message a cell value fails with, or null. */
export function cellMessage(field: FieldDefinition, value: unknown): string | null {
  const normalized = normalizeFieldValue(field, value);
  if ('error' in normalized) return normalized.error;
  return checkFieldValue(field, normalized.value);
}

/** Scope fields of a grid-unique field (the foreign key is the same in every row and drops out); null = not unique. */
export function uniqueScope(field: FieldDefinition, foreignKey: string): string[] | null {
  if (!field.unique) return null;
  if (field.unique === true) return [];
  return field.unique.scope.filter((key) => key !== foreignKey);
}

/** Stored form of a value for comparing (trimmed, transformed, numbers as text); null when empty. */
function comparable(field: FieldDefinition, value: unknown): string | null {
  const normalized = normalizeFieldValue(field, value);
  if ('error' in normalized || normalized.value === null) return null;
  return String(normalized.value);
}

/**
 * For every row whose value of `field` also occurs in another row (of the same scope): the message
 * naming the other row — the first row points at the second, the others at the first.
 */
export function uniqueClashes(
  rows: readonly { values: Readonly<Record<string, unknown>> }[],
  field: FieldDefinition,
  scope: readonly string[],
): Map<number, string> {
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const value = comparable(field, row.values[field.key]);
    if (value === null) return;
    const key = JSON.stringify([...scope.map((k) => row.values[k] ?? null), value]);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const clashes = new Map<number, string>();
  for (const indexes of groups.values()) {
    if (indexes.length < 2) continue;
    const [first, second] = indexes as [number, number];
    indexes.forEach((index) => {
      const other = index === first ? second : first;
      clashes.set(index, GRID_TEXTS.uniqueInGrid(other + 1, field.label));
    });
  }
  return clashes;
}
