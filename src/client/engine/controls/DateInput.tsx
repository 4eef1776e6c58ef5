// A date or date-time picker speaking the stored text ('YYYY-MM-DD' / 'YYYY-MM-DD HH:mm:ss', spec §9).
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { FORMATS } from '../../../shared/limits';
import type { ControlProps } from './controlProps';

export interface DateInputProps extends ControlProps {
  showTime?: boolean;
  size?: 'small' | 'middle' | 'large';
}

export function DateInput({ value, onChange, showTime, style, ...rest }: DateInputProps) {
  const format = showTime ? FORMATS.dateTime : FORMATS.date;
  const parsed = value ? dayjs(value, format) : null;
  return (
    <DatePicker
      {...rest}
      style={{ width: '100%', ...style }}
      showTime={showTime}
      format={format}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date) => onChange?.(date ? date.format(format) : undefined)}
    />
  );
}
