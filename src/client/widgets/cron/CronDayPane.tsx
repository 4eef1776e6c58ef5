// The day tab of the cron editor: day-of-month and day-of-week modes (spec §4). A week-based mode
// puts `?` in the day of month and the other modes `?` in the day of week (editor-model.ts).
import { Checkbox, Radio, Select, Space } from 'antd';
import type { DayMode, DayTabState, NumberBounds, WeekState } from '../../../shared/cron';
import { CRON_EDITOR_BOUNDS, specificChoices } from '../../../shared/cron';
import { CronNumber } from './CronNumber';
import { CRON_EDITOR_TEXTS as T } from './cronTexts';

const B = CRON_EDITOR_BOUNDS;
const weekdayOptions = specificChoices('week').map((v) => ({ label: T.weekdays[v - 1], value: v }));

export function CronDayPane({
  day,
  week,
  onChange,
}: {
  day: DayTabState;
  week: WeekState;
  onChange: (day: DayTabState, week: WeekState) => void;
}) {
  const setDay = (patch: Partial<DayTabState>) => onChange({ ...day, ...patch }, week);
  const setWeek = (patch: Partial<WeekState>) => onChange(day, { ...week, ...patch });
  const dayNum = (key: keyof DayTabState, b: NumberBounds, label: string) => (
    <CronNumber bounds={b} label={label} value={day[key] as number} onChange={(v) => setDay({ [key]: v })} />
  );
  const weekNum = (key: keyof WeekState, b: NumberBounds, label: string) => (
    <CronNumber
      bounds={b}
      label={label}
      value={week[key] as number}
      onChange={(v) => setWeek({ [key]: v })}
    />
  );
  const weekdaySelect = (value: number, onPick: (v: number) => void, label: string) => (
    <Select
      size="small"
      aria-label={label}
      style={{ width: 80, margin: '0 4px' }}
      value={value}
      options={weekdayOptions}
      onChange={onPick}
    />
  );
  return (
    <Radio.Group value={day.cronEvery} onChange={(e) => setDay({ cronEvery: e.target.value as DayMode })}>
      <Space direction="vertical">
        <Radio value="every">{T.day.everyDay}</Radio>
        <Radio value="weekIncrement">
          {T.incrementEvery}
          {weekNum('incrementIncrement', B.week.increment, '星期间隔')}
          {T.day.weekIncrementFrom}
          {weekdaySelect(week.incrementStart, (v) => setWeek({ incrementStart: v }), '开始星期')}
          {T.day.weekIncrementStart}
        </Radio>
        <Radio value="increment">
          {T.incrementEvery}
          {dayNum('incrementIncrement', B.day.increment, '日间隔')}
          {T.day.monthIncrementFrom}
          {dayNum('incrementStart', B.day.start, '日开始')}
          {T.day.monthIncrementStart}
        </Radio>
        <Radio value="weekSpecific">{T.day.weekSpecific}</Radio>
        <Checkbox.Group
          style={{ marginLeft: 24 }}
          value={week.specificSpecific}
          options={weekdayOptions}
          onChange={(values) =>
            onChange({ ...day, cronEvery: 'weekSpecific' }, { ...week, specificSpecific: values })
          }
        />
        <Radio value="specific">{T.day.monthSpecific}</Radio>
        <Checkbox.Group
          style={{ marginLeft: 24, maxWidth: 540 }}
          value={day.specificSpecific}
          options={specificChoices('day').map((v) => ({ label: String(v).padStart(2, '0'), value: v }))}
          onChange={(values) => setDay({ cronEvery: 'specific', specificSpecific: values })}
        />
        <Radio value="range">
          {T.rangeFrom}
          {dayNum('rangeStart', B.day.rangeStart, '日起始')}
          {T.rangeTo}
          {dayNum('rangeEnd', B.day.rangeEnd, '日结束')}
          {T.day.rangeUnit}
        </Radio>
        <Radio value="lastDay">{T.day.lastDay}</Radio>
        <Radio value="lastWeekday">{T.day.lastWeekday}</Radio>
        <Radio value="lastGivenWeekday">
          {T.day.lastGivenWeekday}
          {weekdaySelect(
            day.cronLastSpecificDomDay,
            (v) => setDay({ cronLastSpecificDomDay: v }),
            '最后星期',
          )}
        </Radio>
        <Radio value="daysBeforeEnd">
          {T.day.daysBeforeEnd}
          {dayNum('cronDaysBeforeEomMinus', B.daysBeforeEnd, '月底前天数')}
          {T.day.daysBeforeEndUnit}
        </Radio>
        <Radio value="nearestWeekday">
          {T.day.nearestWeekday}
          {dayNum('cronDaysNearestWeekday', B.nearestWeekday, '最近工作日')}
          {T.day.nearestWeekdayUnit}
        </Radio>
        <Radio value="nthWeekday">
          {T.day.nthWeekday}
          {weekNum('cronNthDayNth', B.nth, '第几个')}
          {T.day.nthWeekdayUnit}
          {weekdaySelect(week.cronNthDayDay, (v) => setWeek({ cronNthDayDay: v }), '第几个星期')}
        </Radio>
      </Space>
    </Radio.Group>
  );
}
