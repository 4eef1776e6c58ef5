// The home page's period: 本月 / 本季度 / 本年 / 近12个月, or a date range. The server resolves and
// checks it (kpi-period.ts); choosing a named period clears the range and the other way round.
import { DatePicker, Radio, Space } from 'antd';
import dayjs from 'dayjs';
import { KPI_PERIOD_KEYS, RANGE_PERIOD } from '../../../shared/dashboard/kpi-period';
import type { PeriodQuery } from '../../../shared/dashboard/kpi-period';
import { DASHBOARD_TEXTS, PERIOD_LABELS } from '../../../shared/dashboard/kpi-texts';

const DAY_FORMAT = 'YYYY-MM-DD';

export interface PeriodPickerProps {
  value: PeriodQuery;
  /** The period the server answered for (its key marks the named choice, a range none). */
  resolved?: string;
  onChange(value: PeriodQuery): void;
}

export function PeriodPicker({ value, resolved, onChange }: PeriodPickerProps) {
  const range = value.start && value.end ? ([dayjs(value.start), dayjs(value.end)] as const) : null;
  return (
    <Space wrap>
      <Radio.Group
        size="small"
        optionType="button"
        aria-label={DASHBOARD_TEXTS.periodLabel}
        value={value.period ?? (resolved === RANGE_PERIOD ? undefined : resolved)}
        onChange={(event) => onChange({ period: String(event.target.value) })}
        options={KPI_PERIOD_KEYS.map((key) => ({ value: key, label: PERIOD_LABELS[key] }))}
      />
      <DatePicker.RangePicker
        size="small"
        aria-label={DASHBOARD_TEXTS.periodRange}
        value={range ? [range[0], range[1]] : null}
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          onChange(start && end ? { start: start.format(DAY_FORMAT), end: end.format(DAY_FORMAT) } : {});
        }}
      />
    </Space>
  );
}
