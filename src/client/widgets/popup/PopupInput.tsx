// JPopup: a read-only box with a search button that opens the report popup; the chosen rows'
// orgFields become the values of destFields (several rows: comma-joined). The box shows its own
// field's value; the other destination fields are set through `onPick`.
import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { WIDGET_TEXTS } from '../../../shared/texts';
import type { ControlProps } from '../../engine/controls/controlProps';

const ReportPopupModal = lazy(() =>
  import('./ReportPopupModal').then((m) => ({ default: m.ReportPopupModal })),
);

export interface PopupInputProps extends ControlProps {
  report: string;
  orgFields: readonly string[];
  destFields: readonly string[];
  /** The destination field this box shows. */
  field: string;
  multi?: boolean;
  param?: Record<string, string>;
  groupId?: string;
  /** Every destination field's new value (this box's own included). */
  onPick?: (values: Record<string, string>) => void;
}

/** The values the chosen rows give the destination fields, in the order of orgFields. */
export function pickedValues(
  rows: Record<string, unknown>[],
  orgFields: readonly string[],
  destFields: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    destFields.map((dest, i) => [dest, rows.map((row) => String(row[orgFields[i]!] ?? '')).join(',')]),
  );
}

export function PopupInput({
  report,
  orgFields,
  destFields,
  field,
  multi,
  param,
  groupId,
  onPick,
  value,
  onChange,
  disabled,
  ...rest
}: PopupInputProps) {
  const [open, setOpen] = useState(false);
  const configured = !!report && orgFields.length > 0 && destFields.includes(field);
  const matched = orgFields.length === destFields.length;
  const openPopup = () => !disabled && configured && matched && setOpen(true);

  if (!configured) return <Input disabled value={WIDGET_TEXTS.popupMisconfigured} />;
  if (!matched) return <Input disabled value={WIDGET_TEXTS.popupCountMismatch} />;
  return (
    <>
      <Input
        {...rest}
        readOnly
        disabled={disabled}
        value={typeof value === 'string' ? value : ''}
        onClick={openPopup}
        suffix={<SearchOutlined onClick={openPopup} />}
      />
      {open ? (
        <Suspense fallback={null}>
          <ReportPopupModal
            code={report}
            open
            multi={multi}
            param={param}
            groupId={groupId}
            onClose={() => setOpen(false)}
            onPick={(rows) => {
              const values = pickedValues(rows, orgFields, destFields);
              onChange?.(values[field]);
              onPick?.(values);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
