// The 操作 cell: 编辑 / 添加下级 / 详情 / 删除 (删除 after 确定删除吗?), only those the user may use.
import { Divider, Popconfirm, Typography } from 'antd';
import { Fragment } from 'react';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import type { RowAction } from '../../../shared/schema-language/entity-vocabulary';
import type { ListRow } from './useListData';

export interface RowActionsProps {
  row: ListRow;
  actions: readonly RowAction[];
  onAction: (action: RowAction, row: ListRow) => void;
}

const LABELS: Record<RowAction, string> = {
  edit: ENGINE_LIST_TEXTS.edit,
  addChild: ENGINE_LIST_TEXTS.addChild,
  detail: ENGINE_LIST_TEXTS.detail,
  delete: ENGINE_LIST_TEXTS.delete,
};

export function RowActions({ row, actions, onAction }: RowActionsProps) {
  return (
    <>
      {actions.map((action, index) => (
        <Fragment key={action}>
          {index > 0 && <Divider type="vertical" />}
          {action === 'delete' ? (
            <Popconfirm title={ENGINE_LIST_TEXTS.deleteConfirm} onConfirm={() => onAction('delete', row)}>
              <Typography.Link>{LABELS.delete}</Typography.Link>
            </Popconfirm>
          ) : (
            <Typography.Link onClick={() => onAction(action, row)}>{LABELS[action]}</Typography.Link>
          )}
        </Fragment>
      ))}
    </>
  );
}
