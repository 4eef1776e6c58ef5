// Stars for a score kept in an 'int' field (满意度 1–5): as many stars as the field's max, the value
// the number chosen. Picking the chosen star again clears the score (no value, not 0). The same
// stars, read-only, show the score in lists and details.
import { Rate } from 'antd';
import type { ControlProps } from './controlProps';

export interface RateInputProps extends ControlProps<number> {
  count: number;
  /** Smaller stars in list and grid cells. */
  size?: 'small' | 'default';
}

const SMALL_STAR_SIZE = 14;

export const starsOf = (value: unknown) =>
  value === null || value === undefined || value === '' ? 0 : Number(value);

export function RateInput({
  count,
  value,
  onChange,
  disabled,
  id,
  size,
  'aria-label': ariaLabel,
}: RateInputProps) {
  return (
    <Rate
      id={id}
      aria-label={ariaLabel}
      count={count}
      value={starsOf(value)}
      disabled={disabled}
      style={size === 'small' ? { fontSize: SMALL_STAR_SIZE } : undefined}
      onChange={(stars) => onChange?.(stars === 0 ? undefined : stars)}
    />
  );
}
