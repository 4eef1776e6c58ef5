// The statistics footer (spec §9: 合计 / 平均): per column with grid.statistics, the sum or the mean
// of the cells holding a number, rounded to the field's decimals.
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { FIELD_DEFAULTS } from '../../../shared/validation/field-values';

export type StatisticKind = 'sum' | 'average';

function numbersOf(rows: readonly { values: Readonly<Record<string, unknown>> }[], key: string): number[] {
  return rows.flatMap((row) => {
    const value = row.values[key];
    if (value === null || value === undefined || value === '') return [];
    const n = Number(value);
    return Number.isFinite(n) ? [n] : [];
  });
}

/** The figure of one column, as shown; '' when no cell holds a number. */
export function statistic(
  rows: readonly { values: Readonly<Record<string, unknown>> }[],
  field: FieldDefinition,
  kind: StatisticKind,
): string {
  const numbers = numbersOf(rows, field.key);
  if (!numbers.length) return '';
  const sum = numbers.reduce((a, b) => a + b, 0);
  const figure = kind === 'sum' ? sum : sum / numbers.length;
  // Averages of integers keep two decimals; decimals keep their own scale.
  const scale = field.type === 'int' && kind === 'sum' ? 0 : (field.scale ?? FIELD_DEFAULTS.scale);
  return String(Number(figure.toFixed(scale)));
}

/** The footer rows needed, in the order 合计 then 平均. */
export function statisticKinds(fields: readonly FieldDefinition[]): StatisticKind[] {
  const kinds = new Set(fields.map((field) => field.grid?.statistics).filter(Boolean));
  return (['sum', 'average'] as const).filter((kind) => kinds.has(kind));
}
