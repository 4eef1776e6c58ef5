// A table-dictionary select that searches as the user types (JSearchSelectTag, contract §7.3, §7.4):
// 300 ms debounce, 没有查询到任何数据 when a search finds nothing, 请输入搜索内容 before any, and the
// text of the current value read through loadDictItem.
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { WIDGET_TEXTS } from '../../../shared/texts';
import { useTableDictLabels } from '../dict/useTableDictLabels';
import { useTableDictSearch } from '../dict/useTableDictSearch';
import { DictCodeMissing } from './DictCodeMissing';
import { joinValues, splitValues } from './controlProps';
import { optionWithReason } from './optionReason';
import type { ControlProps } from './controlProps';
import type { DictOption } from './useDictOptions';
import type { DictScope } from '../dict/dictApi';

export interface SearchSelectProps extends ControlProps {
  /** A table dictionary code 'table,text,value[,condition]'. */
  dict: string;
  multiple?: boolean;
  pageSize?: number;
  size?: 'small' | 'middle' | 'large';
  /** The options narrowed for the form field asking. */
  scope?: DictScope | null;
}

export function SearchSelect({
  dict,
  multiple,
  pageSize,
  value,
  onChange,
  style,
  scope,
  ...rest
}: SearchSelectProps) {
  const { options: found, loading, keyword, search } = useTableDictSearch(dict, pageSize, scope);
  const values = useMemo(() => splitValues(value), [value]);
  // Texts of options the user picked: a choice shows its text at once, and is not looked up again.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const unknown = useMemo(() => values.filter((v) => !picked.has(v)), [values, picked]);
  const { byValue } = useTableDictLabels(dict, unknown);

  const options = useMemo(() => {
    const list: DictOption[] = values.map((v) => ({ value: v, label: picked.get(v) ?? byValue.get(v) ?? v }));
    for (const item of found) {
      if (!values.includes(item.value))
        list.push({ value: item.value, label: item.text, ...(item.reason ? { reason: item.reason } : {}) });
    }
    return list;
  }, [values, found, picked, byValue]);

  if (!dict) return <DictCodeMissing />;

  const remember = (chosen: string[]) => {
    const next = new Map(picked);
    for (const v of chosen) {
      const label = found.find((item) => item.value === v)?.text;
      if (label) next.set(v, label);
    }
    setPicked(next);
  };

  return (
    <Select<string | string[]>
      placeholder={WIDGET_TEXTS.dictSearchHint}
      {...rest}
      style={{ width: '100%', ...style }}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      filterOption={false}
      onSearch={search}
      options={options}
      optionRender={optionWithReason}
      notFoundContent={
        loading ? <Spin size="small" /> : keyword ? WIDGET_TEXTS.dictSearchEmpty : WIDGET_TEXTS.dictSearchHint
      }
      value={multiple ? values : (values[0] ?? undefined)}
      onChange={(next) => {
        const chosen = Array.isArray(next) ? next : next ? [next] : [];
        remember(chosen);
        onChange?.(joinValues(chosen));
      }}
    />
  );
}
