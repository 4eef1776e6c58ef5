// The toolbar above the table (spec §2): 新增, the collection operations (生成年度任务: no selection
// needed), 导出, 导入, 高级查询 and the 批量操作 dropdown (the batch operations and 批量删除, with the
// selection count), each only when declared and allowed; column settings on the right.
import {
  DeleteOutlined,
  DownOutlined,
  ExportOutlined,
  ImportOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Badge, Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import type { ToolbarAction } from '../../../shared/schema-language/entity-vocabulary';
import type { OperationDefinition } from '../../../shared/schema-language/entity';

export interface ListToolbarProps {
  actions: ReadonlySet<ToolbarAction>;
  /** Declared operations offered for the selected rows (batch: true), in the 批量操作 menu. */
  batchOperations?: readonly OperationDefinition[];
  /** Declared operations on the collection (target: collection), as buttons of their own. */
  collectionOperations?: readonly OperationDefinition[];
  /** A batch or collection operation chosen. */
  onOperation?: (operation: OperationDefinition) => void;
  selectedCount: number;
  exporting: boolean;
  superQueryActive: boolean;
  onAction: (action: ToolbarAction) => void;
  /** Right-hand tools (column settings). */
  extra?: ReactNode;
}

export function ListToolbar({
  actions,
  selectedCount,
  exporting,
  superQueryActive,
  onAction,
  extra,
  batchOperations = [],
  collectionOperations = [],
  onOperation,
}: ListToolbarProps) {
  const batchItems = [
    ...batchOperations.map((operation) => ({ key: `op:${operation.name}`, label: operation.label })),
    ...(actions.has('deleteBatch')
      ? [{ key: 'deleteBatch', icon: <DeleteOutlined />, label: ENGINE_LIST_TEXTS.batchDelete }]
      : []),
  ];
  const onBatch = (key: string) => {
    if (key === 'deleteBatch') onAction('deleteBatch');
    else onOperation?.(batchOperations.find((op) => `op:${op.name}` === key)!);
  };
  return (
    <div
      className="anze-list-toolbar"
      style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12, marginBottom: 12 }}
    >
      <Space wrap>
        {actions.has('add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onAction('add')}>
            {ENGINE_LIST_TEXTS.add}
          </Button>
        )}
        {collectionOperations.map((operation) => (
          <Button key={operation.name} danger={!!operation.danger} onClick={() => onOperation?.(operation)}>
            {operation.label}
          </Button>
        ))}
        {actions.has('exportXls') && (
          <Button icon={<ExportOutlined />} loading={exporting} onClick={() => onAction('exportXls')}>
            {ENGINE_LIST_TEXTS.exportXls}
          </Button>
        )}
        {actions.has('importExcel') && (
          <Button icon={<ImportOutlined />} onClick={() => onAction('importExcel')}>
            {ENGINE_LIST_TEXTS.importExcel}
          </Button>
        )}
        {actions.has('superQuery') && (
          <Badge
            dot={superQueryActive}
            title={superQueryActive ? ENGINE_LIST_TEXTS.superQueryActive : undefined}
          >
            <Button
              type={superQueryActive ? 'primary' : 'default'}
              ghost={superQueryActive}
              aria-pressed={superQueryActive}
              onClick={() => onAction('superQuery')}
            >
              {ENGINE_LIST_TEXTS.superQuery}
            </Button>
          </Badge>
        )}
        {batchItems.length > 0 && (
          <Dropdown menu={{ items: batchItems, onClick: ({ key }) => onBatch(key) }}>
            <Button>
              {ENGINE_LIST_TEXTS.batchActions}
              {selectedCount > 0 && <Badge count={selectedCount} size="small" style={{ marginLeft: 4 }} />}
              <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </Space>
      {extra}
    </div>
  );
}
