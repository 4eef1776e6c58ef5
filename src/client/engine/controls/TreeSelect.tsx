// A tree dictionary select (JTreeSelect, contract §7.5): lazy children, the current value's text
// through loadDictItem, a dropdown no taller than GRID.treeDropdownMaxHeight.
import { TreeSelect as AntTreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { GRID } from '../../../shared/limits';
import { VALIDATION_TEXTS } from '../../../shared/texts';
import { isTreeRootValue } from '../../../shared/tree-root';
import { tableDictParts } from '../dict/fieldDict';
import { useTableDictLabels } from '../dict/useTableDictLabels';
import { DictCodeMissing } from './DictCodeMissing';
import { joinValues, splitValues } from './controlProps';
import type { ControlProps } from './controlProps';
import { useTreeData } from './useTreeData';

export interface TreeSelectProps extends ControlProps {
  /** The table dictionary 'table,text,code' the nodes come from. */
  dict: string;
  /** Column holding the parent's code (default pid). */
  pidField?: string;
  /** Column holding '1' when the node has children ('' = unknown). */
  hasChildField?: string;
  /** Parent code of the roots ('' = rows without a parent). */
  pidValue?: string;
  /** A JSON object string of extra equality filters, e.g. {"status":"1"}. */
  condition?: string;
  multiple?: boolean;
  size?: 'small' | 'middle' | 'large';
}

interface LabeledValue {
  value: string;
  label: string;
}

export function TreeSelect({
  dict,
  pidField = 'pid',
  hasChildField = '',
  pidValue = '',
  condition = '',
  multiple,
  value,
  onChange,
  style,
  ...rest
}: TreeSelectProps) {
  const parts = tableDictParts(dict);
  const source = parts
    ? {
        tableName: parts.tableName,
        text: parts.text,
        code: parts.value,
        pidField,
        hasChildField,
        condition,
        rootPid: pidValue,
      }
    : null;
  const { nodes, loadChildren, conditionValid } = useTreeData(source);
  // A top-level node's parent ('0') is no node: nothing is chosen.
  const values = useMemo(() => splitValues(value).filter((v) => !isTreeRootValue(v)), [value]);
  const labelDict = parts ? `${parts.tableName},${parts.text},${parts.value}` : null;
  const { byValue } = useTableDictLabels(labelDict, values);

  if (!parts) return <DictCodeMissing />;
  if (!conditionValid)
    return <Typography.Text type="danger">{VALIDATION_TEXTS.treeSelectCondition}</Typography.Text>;

  const labelOf = (v: string) => nodes.find((node) => node.value === v)?.title ?? byValue.get(v) ?? v;
  const labeled: LabeledValue[] = values.map((v) => ({ value: v, label: labelOf(v) }));

  return (
    <AntTreeSelect<LabeledValue | LabeledValue[]>
      {...rest}
      style={{ width: '100%', ...style }}
      treeDataSimpleMode
      treeData={nodes}
      loadData={(node) => loadChildren(String(node.value))}
      labelInValue
      multiple={multiple}
      allowClear
      showSearch={false}
      listHeight={GRID.treeDropdownMaxHeight}
      styles={{ popup: { root: { maxHeight: GRID.treeDropdownMaxHeight, overflow: 'auto' } } }}
      value={multiple ? labeled : labeled[0]}
      onChange={(next) => {
        const list = Array.isArray(next) ? next : next ? [next] : [];
        onChange?.(joinValues(list.map((item) => String(item.value))));
      }}
    />
  );
}
