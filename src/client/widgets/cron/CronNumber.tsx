// A small number input held to one of the editor's bounds (spec §5 "Cron bounds").
import { InputNumber } from 'antd';
import type { NumberBounds } from '../../../shared/cron';
import { clampTo } from '../../../shared/cron';

export function CronNumber({
  bounds,
  value,
  onChange,
  label,
}: {
  bounds: NumberBounds;
  value: number;
  onChange: (value: number) => void;
  label: string;
}) {
  return (
    <InputNumber
      size="small"
      aria-label={label}
      min={bounds.min}
      max={bounds.max}
      precision={0}
      value={value}
      style={{ width: 72, margin: '0 4px' }}
      onChange={(next) => {
        if (typeof next === 'number') onChange(clampTo(bounds, next));
      }}
    />
  );
}
