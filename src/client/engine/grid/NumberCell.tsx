// A number grid cell: keystrokes that would not leave an optional minus, digits and one decimal point
// are refused; the text is committed when the cell is left, emptied if it is not a number (spec §5).
import { Input } from 'antd';
import { useState } from 'react';
import { acceptsTyping, numberOnBlur } from './numberText';

export interface NumberCellProps {
  value: unknown;
  onCommit: (value: number | undefined) => void;
  /** After any commit, when the cell is left. */
  onBlur?: () => void;
  status?: 'error' | '';
  disabled?: boolean;
  'aria-label'?: string;
}

export function NumberCell({
  value,
  onCommit,
  onBlur,
  status,
  disabled,
  'aria-label': ariaLabel,
}: NumberCellProps) {
  // null while not editing: the cell shows the stored value.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null || value === undefined ? '' : String(value));
  return (
    <Input
      size="small"
      inputMode="decimal"
      aria-label={ariaLabel}
      status={status}
      disabled={disabled}
      value={shown}
      onChange={(event) => {
        if (acceptsTyping(event.target.value)) setDraft(event.target.value);
      }}
      onBlur={() => {
        if (draft !== null) onCommit(numberOnBlur(draft));
        setDraft(null);
        onBlur?.();
      }}
    />
  );
}
