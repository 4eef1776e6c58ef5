// A form control for a cron expression: type it, or pick it in the editor, which opens on what is typed.
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { CronEditorModal } from './CronEditorModal';
import { CRON_EDITOR_TEXTS as T } from './cronTexts';

export function CronInput({
  id,
  value,
  onChange,
}: {
  /** Given by Form.Item, so that its label points at the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          placeholder={T.placeholder}
          aria-label={T.title}
          onChange={(e) => onChange?.(e.target.value)}
        />
        <Button onClick={() => setOpen(true)}>{T.pick}</Button>
      </Space.Compact>
      <CronEditorModal
        open={open}
        value={value}
        onCancel={() => setOpen(false)}
        onOk={(expression) => {
          onChange?.(expression);
          setOpen(false);
        }}
      />
    </>
  );
}
