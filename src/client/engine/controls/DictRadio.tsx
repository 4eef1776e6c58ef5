// A dictionary as radio buttons (one value).
import { Radio } from 'antd';
import { DictCodeMissing } from './DictCodeMissing';
import type { ControlProps } from './controlProps';
import { useDictOptions } from './useDictOptions';

export interface DictRadioProps extends ControlProps {
  dictCode: string;
}

export function DictRadio({
  dictCode,
  value,
  onChange,
  disabled,
  id,
  style,
  'aria-label': ariaLabel,
}: DictRadioProps) {
  const { options } = useDictOptions(dictCode);
  if (!dictCode) return <DictCodeMissing />;
  return (
    <Radio.Group
      id={id}
      style={style}
      aria-label={ariaLabel}
      disabled={disabled}
      options={options}
      value={value ?? undefined}
      onChange={(event) => onChange?.(event.target.value as string)}
    />
  );
}
