// 新增 / 删除 (with the spec's confirm) / 清空选择 above the grid (spec §9).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { GRID_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';

export interface GridToolbarProps {
  selectedCount: number;
  onAdd: () => void;
  onRemove: () => void;
  onClearSelection: () => void;
}

export function GridToolbar({ selectedCount, onAdd, onRemove, onClearSelection }: GridToolbarProps) {
  return (
    <Space style={{ marginBottom: 8 }} wrap>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {GRID_TEXTS.add}
      </Button>
      <Popconfirm
        title={WIDGET_TEXTS.gridRemoveConfirm(selectedCount)}
        onConfirm={onRemove}
        disabled={!selectedCount}
      >
        <Button icon={<DeleteOutlined />} disabled={!selectedCount}>
          {GRID_TEXTS.remove}
        </Button>
      </Popconfirm>
      <Button onClick={onClearSelection} disabled={!selectedCount}>
        {GRID_TEXTS.clearSelection}
      </Button>
      {selectedCount > 0 && (
        <Typography.Text type="secondary">{GRID_TEXTS.selected(selectedCount)}</Typography.Text>
      )}
    </Space>
  );
}
