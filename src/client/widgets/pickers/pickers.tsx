// The pickers of the spec (§2 widgets, §9 widths): users by department (1250, store username, show
// realname; optionally only a role's users), roles (900, store id, show roleName) and positions (1000, store code, show name), all
// paged by 5; the department select is DepartSelect.
import { Tree } from 'antd';
import { useState } from 'react';
import { MODAL_WIDTHS } from '../../../shared/limits';
import { PICKER_TEXTS, PICKER_URLS } from '../../../shared/pickers';
import type { ControlProps } from '../../engine/controls/controlProps';
import { PickerInput } from './PickerInput';
import type { PickerDialogProps } from './PickerInput';
import { TablePickerModal } from './TablePickerModal';
import type { TablePickerModalProps } from './TablePickerModal';
import { useDepartTree } from './useDepartTree';
import type { PickerRow } from './useTablePicker';

const C = PICKER_TEXTS.columns;
type Spec = Omit<TablePickerModalProps, 'initial' | 'onOk' | 'onCancel' | 'multi' | 'aside'> & {
  textField: string;
};

const textsOf = (rows: PickerRow[], store: string, text: string) =>
  new Map(rows.map((row) => [String(row[store]), String(row[text] ?? row[store])]));

interface SpecDialogProps extends PickerDialogProps {
  spec: Spec;
  multi: boolean;
  /** The user picker lists the users of the department chosen in a tree beside the table. */
  byDepartment?: boolean;
  /** Filters always sent (e.g. only a role's users). */
  fixed?: Record<string, string>;
}

function SpecDialog({ spec, multi, byDepartment, fixed, initial, onOk, onCancel }: SpecDialogProps) {
  const [filters, setFilters] = useState<Record<string, string>>({});
  return (
    <TablePickerModal
      {...spec}
      source={{ ...spec.source, filters: { ...filters, ...fixed } }}
      multi={multi}
      initial={initial}
      aside={byDepartment ? <DepartFilter onChange={setFilters} /> : undefined}
      onCancel={onCancel}
      onOk={(rows, keys) => onOk(keys, textsOf(rows, spec.storeField, spec.textField))}
    />
  );
}

const ROLE_SPEC: Spec = {
  title: PICKER_TEXTS.roleTitle,
  width: MODAL_WIDTHS.picker,
  source: { url: PICKER_URLS.roles, searchParam: 'roleName' },
  columns: [
    { title: C.roleName, dataIndex: 'roleName' },
    { title: C.roleCode, dataIndex: 'roleCode' },
  ],
  storeField: 'id',
  textField: 'roleName',
  searchPlaceholder: PICKER_TEXTS.roleSearch,
};

const POSITION_SPEC: Spec = {
  title: PICKER_TEXTS.positionTitle,
  width: MODAL_WIDTHS.positionSelect,
  source: { url: PICKER_URLS.positions, searchParam: 'name' },
  columns: [
    { title: C.positionCode, dataIndex: 'code' },
    { title: C.positionName, dataIndex: 'name' },
    { title: C.positionRank, dataIndex: 'postRank_dictText' },
  ],
  storeField: 'code',
  textField: 'name',
  searchPlaceholder: PICKER_TEXTS.positionSearch,
};

const USER_SPEC: Spec = {
  title: PICKER_TEXTS.userTitle,
  width: MODAL_WIDTHS.userByDepartment,
  // The user list compares a plain value whole; `*x*` asks for usernames containing it.
  source: { url: PICKER_URLS.users, searchParam: 'username', pattern: (keyword) => `*${keyword}*` },
  // The columns every caller gets (the server's PICKER_USER_FIELDS): no phone, which only user
  // administrators may read.
  columns: [
    { title: C.username, dataIndex: 'username' },
    { title: C.realname, dataIndex: 'realname' },
    { title: C.department, dataIndex: 'orgCodeTxt' },
  ],
  storeField: 'username',
  textField: 'realname',
  searchPlaceholder: PICKER_TEXTS.userSearch,
};

/** The department tree beside the user table: choosing a department lists its users (and below). */
function DepartFilter({ onChange }: { onChange: (filters: Record<string, string>) => void }) {
  const { tree } = useDepartTree();
  return (
    <Tree
      // Mounted again once loaded: defaultExpandAll applies to the first data only.
      key={tree.length}
      treeData={tree}
      blockNode
      defaultExpandAll
      onSelect={(keys) => onChange(keys.length ? { departId: String(keys[0]) } : {})}
    />
  );
}

export interface PickerControlProps extends ControlProps {
  multi?: boolean;
}

export function RolePicker({ multi = true, ...control }: PickerControlProps) {
  return <PickerInput {...control} dialog={(p) => <SpecDialog {...p} spec={ROLE_SPEC} multi={multi} />} />;
}

export function PositionPicker({ multi = true, ...control }: PickerControlProps) {
  return (
    <PickerInput {...control} dialog={(p) => <SpecDialog {...p} spec={POSITION_SPEC} multi={multi} />} />
  );
}

export interface UserPickerProps extends PickerControlProps {
  /** Only users holding the role with this code (a field's userRole). */
  roleCode?: string;
}

export function UserPicker({ multi = true, roleCode, ...control }: UserPickerProps) {
  const fixed = roleCode ? { roleCode } : undefined;
  return (
    <PickerInput
      {...control}
      dialog={(p) => <SpecDialog {...p} spec={USER_SPEC} multi={multi} byDepartment fixed={fixed} />}
    />
  );
}
