// The home page's custom period (a date range): a lazy chunk of its own, since antd's date picker
// weighs about 32 KB gzip and most visits only use the named periods.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { PeriodQuery } from '../../../shared/dashboard/kpi-period';
import { DASHBOARD_TEXTS } from '../../../shared/dashboard/kpi-texts';

const DAY_FORMAT = 'YYYY-MM-DD';

export default function PeriodRangePicker(props: { value: PeriodQuery; onChange(value: PeriodQuery): void }) {
  const { start, end } = props.value;
  return (
    <DatePicker.RangePicker
      size="small"
      aria-label={DASHBOARD_TEXTS.periodRange}
      defaultOpen={!(start && end)}
      value={start && end ? [dayjs(start), dayjs(end)] : null}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        props.onChange(from && to ? { start: from.format(DAY_FORMAT), end: to.format(DAY_FORMAT) } : {});
      }}
    />
  );
}
