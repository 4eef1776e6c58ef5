// JAreaLinkage: province/city/district as one cascader or three selects. The stored value is the
// last code chosen (a district, or a city or province when the user stops there); any other `type`
// than cascader/select is refused with the spec's 'Bad type value'.
import { Cascader, Select, Space } from 'antd';
import type { CascaderProps } from 'antd';
import { useMemo } from 'react';
import { AREA_BAD_TYPE, AREA_TYPES, REGION_ROOT, regionPath } from '../../../shared/area/regionTree';
import type { RegionData } from '../../../shared/area/regionTree';
import type { ControlProps } from '../../engine/controls/controlProps';
import { useRegions } from './useRegions';

interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

export interface AreaLinkageProps extends ControlProps {
  type?: string;
}

function optionsOf(data: RegionData, parent = REGION_ROOT): RegionOption[] {
  return Object.entries(data[parent] ?? {}).map(([value, label]) => {
    const children = data[value] ? optionsOf(data, value) : undefined;
    return children ? { value, label, children } : { value, label };
  });
}

const LEVEL_PLACEHOLDERS = ['请选择省', '请选择市', '请选择区'] as const;

export function AreaLinkage({
  type = 'cascader',
  value,
  onChange,
  disabled,
  placeholder,
  status,
  style,
  ...rest
}: AreaLinkageProps) {
  const regions = useRegions();
  const options = useMemo(() => (regions ? optionsOf(regions.data) : []), [regions]);
  const path = useMemo(() => (regions && value ? regionPath(regions.index, value) : []), [regions, value]);

  if (!(AREA_TYPES as readonly string[]).includes(type)) return <span role="alert">{AREA_BAD_TYPE}</span>;
  const choose = (codes: readonly string[]) => onChange?.(codes.at(-1));

  if (type === 'cascader') {
    return (
      <Cascader
        {...rest}
        style={{ width: '100%', ...style }}
        options={options}
        loading={!regions}
        value={path}
        disabled={disabled}
        status={status || undefined}
        placeholder={placeholder}
        changeOnSelect
        showSearch
        onChange={((codes?: string[]) => choose(codes ?? [])) as CascaderProps<RegionOption>['onChange']}
      />
    );
  }
  // Three selects: each level lists the children of the level above it.
  const parents = [REGION_ROOT, path[0], path[1]];
  return (
    <Space.Compact style={{ width: '100%', ...style }} id={rest.id}>
      {LEVEL_PLACEHOLDERS.map((levelPlaceholder, level) => {
        const parent = parents[level];
        const levelOptions = parent
          ? Object.entries(regions?.data[parent] ?? {}).map(([v, label]) => ({ value: v, label }))
          : [];
        return (
          <Select
            key={levelPlaceholder}
            aria-label={`${rest['aria-label'] ?? ''}${levelPlaceholder}`}
            style={{ flex: 1 }}
            allowClear
            showSearch
            optionFilterProp="label"
            disabled={disabled || (level > 0 && !parent)}
            status={status || undefined}
            placeholder={levelPlaceholder}
            value={path[level]}
            options={levelOptions}
            onChange={(code?: string) =>
              choose(code ? [...path.slice(0, level), code] : path.slice(0, level))
            }
          />
        );
      })}
    </Space.Compact>
  );
}
