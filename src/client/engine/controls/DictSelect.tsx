// A dictionary drop-down, single or multiple (JDictSelectTag / JMultiSelectTag).
import { Select } from 'antd';
import { DictCodeMissing } from './DictCodeMissing';
import { joinValues, splitValues } from './controlProps';
import type { ControlProps } from './controlProps';
import { useDictOptions } from './useDictOptions';

export interface DictSelectProps extends ControlProps {
  dictCode: string;
  multiple?: boolean;
  allowClear?: boolean;
  size?: 'small' | 'middle' | 'large';
}

export function DictSelect({
  dictCode,
  multiple,
  value,
  onChange,
  allowClear = true,
  style,
  ...rest
}: DictSelectProps) {
  const { options, loading } = useDictOptions(dictCode);
  if (!dictCode) return <DictCodeMissing />;
  const values = splitValues(value);
  return (
    <Select<string | string[]>
      {...rest}
      style={{ width: '100%', ...style }}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      loading={loading}
      allowClear={allowClear}
      showSearch
      optionFilterProp="label"
      value={multiple ? values : (values[0] ?? undefined)}
      onChange={(next) => onChange?.(joinValues(Array.isArray(next) ? next : next ? [next] : []))}
    />
  );
}
