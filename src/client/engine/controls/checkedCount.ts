// The checked-count rule of a multiple choice (spec §5: 最少选择N项 / 最多选择N项).
import { VALIDATION_TEXTS } from '../../../shared/texts';
import { splitValues } from '../dict/fieldDict';

export interface CheckedBounds {
  min?: number | undefined;
  max?: number | undefined;
}

/** The message a set of checked values fails with, or null; nothing checked is the required rule's business. */
export function checkedCountMessage(value: unknown, { min, max }: CheckedBounds): string | null {
  const count = splitValues(value).length;
  if (count === 0) return null;
  if (min !== undefined && count < min) return VALIDATION_TEXTS.minChecked(min);
  if (max !== undefined && count > max) return VALIDATION_TEXTS.maxChecked(max);
  return null;
}
