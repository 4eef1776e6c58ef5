// The department select (spec §9: dialog 500 wide): the department tree with check boxes and a
// search; the value is the chosen department ids, shown by name.
import { Input, Modal, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { MODAL_WIDTHS } from '../../../shared/limits';
import { PICKER_TEXTS } from '../../../shared/pickers';
import { WIDGET_TEXTS } from '../../../shared/texts';
import { feedback } from '../../api/feedback';
import { PickerInput } from './PickerInput';
import type { PickerDialogProps } from './PickerInput';
import type { PickerControlProps } from './pickers';
import { departTitles, filterDepartTree, useDepartTree } from './useDepartTree';

function DepartDialog({ initial, multi, onOk, onCancel }: PickerDialogProps & { multi: boolean }) {
  const { tree } = useDepartTree();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<string[]>(initial);
  const shown = useMemo(() => filterDepartTree(tree, text), [tree, text]);
  const titles = useMemo(() => departTitles(tree), [tree]);
  const confirm = () => {
    if (checked.length === 0) {
      feedback.message.warning(WIDGET_TEXTS.popupSelectOne);
      return;
    }
    onOk(checked, new Map(checked.map((key) => [key, titles.get(key) ?? key])));
  };
  return (
    <Modal
      open
      title={PICKER_TEXTS.departTitle}
      width={MODAL_WIDTHS.departmentSelect}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Input.Search
        allowClear
        aria-label={PICKER_TEXTS.departSearch}
        placeholder={PICKER_TEXTS.departSearch}
        onSearch={(value) => setText(value.trim())}
        style={{ marginBottom: 12 }}
      />
      <Tree
        // Remounted per search (and once loaded), so that every matching branch opens.
        key={`${tree.length}:${text}`}
        checkable
        checkStrictly
        defaultExpandAll
        treeData={shown}
        checkedKeys={checked}
        onCheck={(keys) => {
          const list = (Array.isArray(keys) ? keys : keys.checked).map(String);
          setChecked(multi ? list : list.filter((k) => !checked.includes(k)).slice(-1));
        }}
      />
    </Modal>
  );
}

export function DepartSelect({ multi = true, ...control }: PickerControlProps) {
  const { tree } = useDepartTree();
  const titles = useMemo(() => departTitles(tree), [tree]);
  return <PickerInput {...control} texts={titles} dialog={(p) => <DepartDialog {...p} multi={multi} />} />;
}
