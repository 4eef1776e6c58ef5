// A switch over a Y/N or 1/0 dictionary (its texts on the switch); without a dictionary, Y/N.
import { Switch } from 'antd';
import { DictCodeMissing } from './DictCodeMissing';
import type { ControlProps } from './controlProps';
import { switchValues } from './switchValues';
import { useDictItems } from '../dict/useDictItems';

export interface DictSwitchProps extends ControlProps {
  /** Omitted: the spec's toggle values Y/N; '' is a configuration error. */
  dictCode?: string;
  size?: 'small' | 'default';
}

export function DictSwitch({
  dictCode,
  value,
  onChange,
  disabled,
  id,
  size,
  'aria-label': ariaLabel,
}: DictSwitchProps) {
  const { items } = useDictItems(dictCode);
  if (dictCode === '') return <DictCodeMissing />;
  const { on, off, onText, offText } = switchValues(items);
  return (
    <Switch
      id={id}
      size={size}
      aria-label={ariaLabel}
      disabled={disabled}
      checked={value === on}
      checkedChildren={onText}
      unCheckedChildren={offText}
      onChange={(checked) => onChange?.(checked ? on : off)}
    />
  );
}
