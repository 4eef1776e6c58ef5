// The box of every picker: the chosen values as removable tags (their texts once known), a click
// opens the picker's dialog. The value is the stored fields comma-joined, like every control.
import { Select } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { joinValues, splitValues } from '../../engine/controls/controlProps';
import type { ControlProps } from '../../engine/controls/controlProps';

export interface PickerDialogProps {
  initial: string[];
  /** The chosen values and the texts to show for them. */
  onOk: (values: string[], texts: Map<string, string>) => void;
  onCancel: () => void;
}

export interface PickerInputProps extends ControlProps {
  /** Texts of values chosen before (e.g. loaded with the record). */
  texts?: ReadonlyMap<string, string>;
  dialog: (props: PickerDialogProps) => ReactNode;
}

export function PickerInput({
  value,
  onChange,
  disabled,
  placeholder,
  status,
  style,
  texts,
  dialog,
  ...rest
}: PickerInputProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const values = splitValues(value);
  const options = values.map((v) => ({ value: v, label: picked.get(v) ?? texts?.get(v) ?? v }));
  return (
    <>
      <Select<string[]>
        {...rest}
        mode="multiple"
        open={false}
        style={{ width: '100%', ...style }}
        value={values}
        options={options}
        disabled={disabled}
        status={status || undefined}
        placeholder={placeholder}
        onClick={() => !disabled && setOpen(true)}
        onChange={(next) => onChange?.(joinValues(next))}
      />
      {open
        ? dialog({
            initial: values,
            onCancel: () => setOpen(false),
            onOk: (chosen, chosenTexts) => {
              setPicked(new Map([...picked, ...chosenTexts]));
              onChange?.(joinValues(chosen));
              setOpen(false);
            },
          })
        : null}
    </>
  );
}
