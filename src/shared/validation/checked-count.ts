// The checked-count rule of a multiple check-box field (spec §5: 最少选择N项 / 最多选择N项): its min
// and max count the checked items. Judged by the form, the check boxes and every write on the server.
import { VALIDATION_TEXTS } from '../texts';

const checkedValues = (value: unknown): string[] =>
  (Array.isArray(value)
    ? value.map(String)
    : value === null || value === undefined
      ? []
      : String(value).split(',')
  ).filter((part) => part !== '');

export interface CheckedBounds {
  min?: number | undefined;
  max?: number | undefined;
}

/** The message a set of checked values fails with, or null; nothing checked is the required rule's business. */
export function checkedCountMessage(value: unknown, { min, max }: CheckedBounds): string | null {
  const count = checkedValues(value).length;
  if (count === 0) return null;
  if (min !== undefined && count < min) return VALIDATION_TEXTS.minChecked(min);
  if (max !== undefined && count > max) return VALIDATION_TEXTS.maxChecked(max);
  return null;
}
