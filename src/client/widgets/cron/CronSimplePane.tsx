// One tab of the cron editor for second, minute, hour, month or year: every, increment, specific
// list, range (spec §4).
import { Checkbox, Radio, Space } from 'antd';
import type { CronTabState, NumberBounds, SimpleMode } from '../../../shared/cron';
import { CRON_EDITOR_BOUNDS, specificChoices } from '../../../shared/cron';
import { CronNumber } from './CronNumber';
import { CRON_EDITOR_TEXTS as T } from './cronTexts';

export type SimpleTab = 'second' | 'minute' | 'hour' | 'month' | 'year';

export function CronSimplePane({
  tab,
  state,
  onChange,
}: {
  tab: SimpleTab;
  state: CronTabState;
  onChange: (next: CronTabState) => void;
}) {
  const bounds = CRON_EDITOR_BOUNDS[tab];
  const unit = T.tabUnits[tab];
  const set = (patch: Partial<CronTabState>) => onChange({ ...state, ...patch });
  const num = (key: keyof CronTabState, b: NumberBounds, label: string) => (
    <CronNumber bounds={b} label={label} value={state[key] as number} onChange={(v) => set({ [key]: v })} />
  );
  return (
    <Radio.Group value={state.cronEvery} onChange={(e) => set({ cronEvery: e.target.value as SimpleMode })}>
      <Space direction="vertical">
        <Radio value="every">{T.every(unit)}</Radio>
        <Radio value="increment">
          {T.incrementEvery}
          {num('incrementIncrement', bounds.increment, `${unit}间隔`)}
          {T.incrementFrom(unit)}
          {num('incrementStart', bounds.start, `${unit}开始`)}
          {T.incrementStartUnit(unit)}
        </Radio>
        <Radio value="specific">{T.specific(unit)}</Radio>
        <Checkbox.Group
          style={{ marginLeft: 24, maxWidth: 540 }}
          value={state.specificSpecific}
          onChange={(values) => set({ cronEvery: 'specific', specificSpecific: values })}
          options={specificChoices(tab).map((v) => ({ label: String(v).padStart(2, '0'), value: v }))}
        />
        <Radio value="range">
          {T.rangeFrom}
          {num('rangeStart', bounds.rangeStart, `${unit}起始`)}
          {T.rangeTo}
          {num('rangeEnd', bounds.rangeEnd, `${unit}结束`)}
          {unit}
        </Radio>
      </Space>
    </Radio.Group>
  );
}
