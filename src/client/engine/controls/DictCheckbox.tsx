// A dictionary as check boxes (several values, stored comma-joined). With min/max the group says
// 最少选择N项 / 最多选择N项 under itself, for places without a form validator (e.g. an antd query form).
import { Checkbox, Typography } from 'antd';
import { DictCodeMissing } from './DictCodeMissing';
import { checkedCountMessage } from '../../../shared/validation/checked-count';
import type { CheckedBounds } from '../../../shared/validation/checked-count';
import { joinValues, splitValues } from './controlProps';
import type { ControlProps } from './controlProps';
import { useDictOptions } from './useDictOptions';

export interface DictCheckboxProps extends ControlProps, CheckedBounds {
  dictCode: string;
  /** Show the checked-count message inline (off when a form shows it as the field's feedback). */
  inlineMessage?: boolean;
}

export function DictCheckbox({
  dictCode,
  value,
  onChange,
  disabled,
  id,
  style,
  min,
  max,
  inlineMessage = true,
  'aria-label': ariaLabel,
}: DictCheckboxProps) {
  const { options } = useDictOptions(dictCode);
  if (!dictCode) return <DictCodeMissing />;
  const message = inlineMessage ? checkedCountMessage(value, { min, max }) : null;
  return (
    <div id={id} style={style} role="group" aria-label={ariaLabel}>
      <Checkbox.Group
        disabled={disabled}
        options={options}
        value={splitValues(value)}
        onChange={(checked) => onChange?.(joinValues(checked.map(String)))}
      />
      {message && (
        <div>
          <Typography.Text type="danger">{message}</Typography.Text>
        </div>
      )}
    </div>
  );
}
