// A dictionary drop-down, single or multiple (JDictSelectTag / JMultiSelectTag).
import { Select } from 'antd';
import { DictCodeMissing } from './DictCodeMissing';
import { joinValues, splitValues } from './controlProps';
import type { ControlProps } from './controlProps';
import { optionWithReason } from './optionReason';
import { useDictOptions } from './useDictOptions';
import type { DictScope } from '../dict/dictApi';

export interface DictSelectProps extends ControlProps {
  dictCode: string;
  /** A table dictionary narrowed for the form field asking. */
  scope?: DictScope | null;
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
  scope,
  ...rest
}: DictSelectProps) {
  const { options, loading } = useDictOptions(dictCode, scope);
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
      optionRender={optionWithReason}
      value={multiple ? values : (values[0] ?? undefined)}
      onChange={(next) => onChange?.(joinValues(Array.isArray(next) ? next : next ? [next] : []))}
    />
  );
}
