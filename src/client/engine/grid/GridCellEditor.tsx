// The plain control editing one grid cell, by the column's control kind (no Formily in cells).
import { Input } from 'antd';
import { FIELD_DEFAULTS } from '../../../shared/validation/field-values';
import { DateInput } from '../controls/DateInput';
import { DictSelect } from '../controls/DictSelect';
import { DictSwitch } from '../controls/DictSwitch';
import { starCount } from '../controls/fieldControl';
import { RateInput } from '../controls/RateInput';
import { SearchSelect } from '../controls/SearchSelect';
import { TreeSelect } from '../controls/TreeSelect';
import { treeColumns } from '../dict/fieldDict';
import { FileUpload } from '../../widgets/upload/FileUpload';
import { SignaturePad } from '../../widgets/signature/SignaturePad';
import { DepartSelect } from '../../widgets/pickers/DepartSelect';
import { PositionPicker, RolePicker, UserPicker } from '../../widgets/pickers/pickers';
import { NumberCell } from './NumberCell';
import type { GridColumnSpec } from './gridColumnSpec';

export interface GridCellEditorProps {
  column: GridColumnSpec;
  value: unknown;
  status: 'error' | '';
  /** A typed change: judged when the cell is left. */
  onEdit: (value: unknown) => void;
  /** A picked value: judged at once. */
  onPick: (value: unknown) => void;
  onLeave: () => void;
}

const CELL_PICKERS = {
  selectDepart: DepartSelect,
  selectRole: RolePicker,
  selectPosition: PositionPicker,
} as const;

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

export function GridCellEditor({ column, value, status, onEdit, onPick, onLeave }: GridCellEditorProps) {
  const { field, kind, dict } = column;
  const common = { 'aria-label': field.label, status, size: 'small' as const };
  switch (kind) {
    case 'number':
      return (
        <NumberCell
          aria-label={field.label}
          status={status}
          value={value}
          onCommit={onEdit}
          onBlur={onLeave}
        />
      );
    case 'date':
    case 'datetime':
      return <DateInput {...common} showTime={kind === 'datetime'} value={text(value)} onChange={onPick} />;
    case 'switch':
      return (
        <DictSwitch
          aria-label={field.label}
          size="small"
          dictCode={dict?.code}
          value={text(value)}
          onChange={onPick}
        />
      );
    case 'searchSelect':
      return (
        <SearchSelect
          {...common}
          dict={dict?.code ?? ''}
          multiple={field.multiple}
          value={text(value)}
          onChange={onPick}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect
          {...common}
          {...treeColumns(dict)}
          dict={dict?.code ?? ''}
          multiple={field.multiple}
          value={text(value)}
          onChange={onPick}
        />
      );
    case 'select':
      return (
        <DictSelect
          {...common}
          dictCode={dict?.code ?? ''}
          multiple={field.multiple}
          value={text(value)}
          onChange={onPick}
        />
      );
    case 'upload':
    case 'image':
      // Spec §4: a grid cell holds a single file unless the field says otherwise.
      return (
        <FileUpload
          compact
          aria-label={field.label}
          kind={kind === 'image' ? 'image' : 'file'}
          maxCount={field.form?.maxCount ?? 1}
          value={text(value) ?? null}
          onChange={onPick}
        />
      );
    case 'rate':
      return (
        <RateInput
          aria-label={field.label}
          size="small"
          count={starCount(field)}
          value={value === null || value === undefined ? null : Number(value)}
          onChange={onPick}
        />
      );
    case 'signature':
      return <SignaturePad compact aria-label={field.label} value={text(value) ?? null} onChange={onPick} />;
    case 'selectUser':
      return (
        <UserPicker
          aria-label={field.label}
          status={status}
          multi={!!field.multiple}
          roleCode={field.userRole}
          value={text(value)}
          onChange={onPick}
        />
      );
    case 'selectDepart':
    case 'selectRole':
    case 'selectPosition': {
      const Picker = CELL_PICKERS[kind];
      return (
        <Picker
          aria-label={field.label}
          status={status}
          multi={!!field.multiple}
          value={text(value)}
          onChange={onPick}
        />
      );
    }
    default:
      return (
        <Input
          {...common}
          value={text(value) ?? ''}
          onChange={(event) => onEdit(event.target.value)}
          onBlur={onLeave}
          maxLength={field.type === 'string' ? (field.length ?? FIELD_DEFAULTS.length) : undefined}
        />
      );
  }
}
