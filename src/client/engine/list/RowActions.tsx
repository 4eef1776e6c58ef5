// The 操作 cell: 编辑 / 添加下级 / 详情 / 删除 (删除 after 确定删除吗?) and the declared operations the
// row's state allows, only those the user may use; past ROW_LINKS_SHOWN links the rest go under 更多.
import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { OPERATION_TEXTS } from '../../../shared/engine-operations';
import type { OperationDefinition } from '../../../shared/schema-language/entity';
import type { RowAction } from '../../../shared/schema-language/entity-vocabulary';
import { RowLink, RowLinkSeparator } from './RowLink';
import type { ListRow } from './useListData';

/** Links shown in the cell; past this, the last place holds 更多 with the rest. */
const ROW_LINKS_SHOWN = 4;

export interface RowActionsProps {
  row: ListRow;
  actions: readonly RowAction[];
  onAction: (action: RowAction, row: ListRow) => void;
  /** Operations the row's state allows and the user may take. */
  operations?: readonly OperationDefinition[];
  onOperation?: (operation: OperationDefinition, row: ListRow) => void;
}

const LABELS: Record<RowAction, string> = {
  edit: ENGINE_LIST_TEXTS.edit,
  addChild: ENGINE_LIST_TEXTS.addChild,
  detail: ENGINE_LIST_TEXTS.detail,
  delete: ENGINE_LIST_TEXTS.delete,
};

/** Pixels of the cell's parts: a 14px character, a separator (1px and 8px each side), the padding. */
const CELL = { char: 14, separator: 17, padding: 32, moreIcon: 18 } as const;

/**
 * The width the 操作 column needs so that no row's links wrap: the widest cell a row can show (the
 * longest labels in the places shown, 更多 for the rest), at least `least`.
 */
export function rowActionsWidth(
  actions: readonly RowAction[],
  operations: readonly OperationDefinition[],
  least: number,
): number {
  const labels = [...operations.map((o) => o.label), ...actions.map((a) => LABELS[a])];
  const folded = labels.length > ROW_LINKS_SHOWN;
  const longest = labels.sort((a, b) => b.length - a.length);
  const shown = folded ? [...longest.slice(0, ROW_LINKS_SHOWN - 1), OPERATION_TEXTS.moreActions] : longest;
  const text = shown.reduce((sum, label) => sum + label.length * CELL.char, 0);
  const width = CELL.padding + text + (shown.length - 1) * CELL.separator + (folded ? CELL.moreIcon : 0);
  return Math.max(least, width);
}

interface RowLinkItem {
  key: string;
  label: string;
  run: () => void;
  /** Asked before running (delete). */
  confirm?: string;
  danger?: boolean;
}

export function RowActions({ row, actions, onAction, operations = [], onOperation }: RowActionsProps) {
  const builtIn: RowLinkItem[] = actions.map((action) => ({
    key: action,
    label: LABELS[action],
    run: () => onAction(action, row),
    ...(action === 'delete' ? { confirm: ENGINE_LIST_TEXTS.deleteConfirm, danger: true } : {}),
  }));
  const declared: RowLinkItem[] = operations.map((operation) => ({
    key: `op:${operation.name}`,
    label: operation.label,
    run: () => onOperation?.(operation, row),
    ...(operation.danger ? { danger: true } : {}),
  }));
  // Operations lead: they are the work of the row; delete stays last.
  const links = [...declared, ...builtIn];
  const shown = links.length > ROW_LINKS_SHOWN ? links.slice(0, ROW_LINKS_SHOWN - 1) : links;
  const more = links.slice(shown.length);
  const link = (item: RowLinkItem): ReactNode => (
    <RowLink onRun={item.run} confirm={item.confirm} danger={item.danger}>
      {item.label}
    </RowLink>
  );
  return (
    <>
      {shown.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 && <RowLinkSeparator />}
          {link(item)}
        </Fragment>
      ))}
      {more.length > 0 && (
        <>
          <RowLinkSeparator />
          <Dropdown
            menu={{
              items: more.map((item) => ({
                key: item.key,
                danger: !!item.danger,
                label: item.confirm ? link(item) : item.label,
              })),
              onClick: ({ key }) => more.find((item) => item.key === key && !item.confirm)?.run(),
            }}
          >
            <a className="anze-row-link">
              {OPERATION_TEXTS.moreActions} <DownOutlined />
            </a>
          </Dropdown>
        </>
      )}
    </>
  );
}
