// A picker dialog: a search box, a paged table (5 per page, the list pages' controls) with one or several chosen rows kept
// across pages, and an optional panel beside it (the user picker's department tree).
import { Col, Input, Modal, Row, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ENGINE_LIST_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';
import { feedback } from '../../api/feedback';
import { PICKER_PAGING } from '../../engine/list/pagingControls';
import { useTablePicker } from './useTablePicker';
import type { PickerRow, TablePickerSource } from './useTablePicker';

export interface TablePickerModalProps {
  title: string;
  width: number;
  source: TablePickerSource;
  columns: TableColumnsType<PickerRow>;
  /** Row field the value stores. */
  storeField: string;
  multi?: boolean;
  /** Stored values chosen when the dialog opens. */
  initial: readonly string[];
  searchPlaceholder: string;
  aside?: ReactNode;
  onOk: (rows: PickerRow[], keys: string[]) => void;
  onCancel: () => void;
}

export function TablePickerModal(props: TablePickerModalProps) {
  const {
    title,
    width,
    source,
    columns,
    storeField,
    multi,
    initial,
    searchPlaceholder,
    aside,
    onOk,
    onCancel,
  } = props;
  const table = useTablePicker(source, true);
  const [keys, setKeys] = useState<string[]>([...initial]);
  const [known, setKnown] = useState<Map<string, PickerRow>>(new Map());
  const keyOf = (row: PickerRow) => String(row[storeField] ?? row.id);

  const choose = (chosenKeys: string[], rowsOnPage: PickerRow[]) => {
    const next = new Map(known);
    for (const row of rowsOnPage) next.set(keyOf(row), row);
    setKnown(next);
    setKeys(multi ? chosenKeys : chosenKeys.slice(-1));
  };
  const confirm = () => {
    if (keys.length === 0) {
      feedback.message.warning(WIDGET_TEXTS.popupSelectOne);
      return;
    }
    onOk(
      keys.map((key) => known.get(key)).filter((row): row is PickerRow => !!row),
      keys,
    );
  };

  const body = (
    <>
      <Input.Search
        allowClear
        aria-label={searchPlaceholder}
        placeholder={searchPlaceholder}
        enterButton={ENGINE_LIST_TEXTS.search}
        onSearch={table.search}
        style={{ marginBottom: 12, maxWidth: 360 }}
      />
      <Table<PickerRow>
        size="small"
        rowKey={keyOf}
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          selectedRowKeys: keys,
          preserveSelectedRowKeys: true,
          onChange: (selected, rows) => choose(selected.map(String), rows.filter(Boolean)),
        }}
        onRow={(row) => ({
          onClick: () => {
            const key = keyOf(row);
            choose(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key], [row]);
          },
        })}
        pagination={{
          current: table.pageNo,
          pageSize: table.pageSize,
          total: table.total,
          ...PICKER_PAGING,
          onChange: table.turn,
        }}
      />
    </>
  );
  return (
    <Modal open title={title} width={width} onOk={confirm} onCancel={onCancel} destroyOnClose>
      {aside ? (
        <Row gutter={16}>
          <Col span={6}>{aside}</Col>
          <Col span={18}>{body}</Col>
        </Row>
      ) : (
        body
      )}
    </Modal>
  );
}
