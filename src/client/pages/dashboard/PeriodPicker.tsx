// The home page's period: 本月 / 本季度 / 本年 / 近12个月, or a date range. The server resolves and
// checks it (kpi-period.ts); choosing a named period clears the range and the other way round. The
// range picker is loaded when it is first asked for (自定义), or when the page opens on a range.
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { KPI_PERIOD_KEYS, RANGE_PERIOD } from '../../../shared/dashboard/kpi-period';
import type { PeriodQuery } from '../../../shared/dashboard/kpi-period';
import { DASHBOARD_TEXTS, PERIOD_LABELS } from '../../../shared/dashboard/kpi-texts';

const PeriodRangePicker = lazy(() => import('./PeriodRangePicker'));

export interface PeriodPickerProps {
  value: PeriodQuery;
  /** The period the server answered for (its key marks the named choice, a range none). */
  resolved?: string;
  onChange(value: PeriodQuery): void;
}

export function PeriodPicker({ value, resolved, onChange }: PeriodPickerProps) {
  const [custom, setCustom] = useState(Boolean(value.start && value.end));
  const chosen = value.period ?? (resolved === RANGE_PERIOD ? undefined : resolved);
  const customButton = (
    <Button size="small" loading={custom} onClick={() => setCustom(true)}>
      {DASHBOARD_TEXTS.customPeriod}
    </Button>
  );
  return (
    <Space wrap>
      {/* Buttons rather than a radio group: the home page's shell stays free of one more antd chunk. */}
      <Space.Compact role="radiogroup" aria-label={DASHBOARD_TEXTS.periodLabel}>
        {KPI_PERIOD_KEYS.map((key) => {
          const checked = chosen === key;
          return (
            <Button
              key={key}
              size="small"
              role="radio"
              autoInsertSpace={false}
              aria-checked={checked}
              type={checked ? 'primary' : 'default'}
              onClick={() => onChange({ period: key })}
            >
              {PERIOD_LABELS[key]}
            </Button>
          );
        })}
      </Space.Compact>
      {custom ? (
        <Suspense fallback={customButton}>
          <PeriodRangePicker value={value} onChange={onChange} />
        </Suspense>
      ) : (
        customButton
      )}
    </Space>
  );
}
