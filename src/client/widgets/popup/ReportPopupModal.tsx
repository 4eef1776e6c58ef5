// The popup selector's dialog (JPopupOnlReport): the report's query form, a paged table with
// dictionary texts and one or several selectable rows; 确定 hands the chosen rows over.
import { Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import type { DictItem } from '../../../shared/api-types';
import { MODAL_WIDTHS } from '../../../shared/limits';
import { ENGINE_LIST_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';
import { feedback } from '../../api/feedback';
import { LIST_PAGING } from '../../engine/list/pagingControls';
import { useReportPopup } from './useReportPopup';
import type { ReportQueryItem } from './reportApi';

type Row = Record<string, unknown>;

export interface ReportPopupModalProps {
  code: string;
  open: boolean;
  multi?: boolean;
  /** Report SQL parameters (sent as self_<name>). */
  param?: Record<string, string>;
  /** Popups of one group share answers for 30 s. */
  groupId?: string;
  onPick: (rows: Row[]) => void;
  onClose: () => void;
}

/** Rows need no id: their identity is all their values, id first (contract §11.4). */
export const rowKeyOf = (row: Row) =>
  [
    row.id,
    ...Object.entries(row)
      .filter(([k]) => k !== 'id')
      .map(([, v]) => v),
  ]
    .map(String)
    .join('|');

const toggled = (rows: Row[], row: Row) => {
  const key = rowKeyOf(row);
  return rows.some((r) => rowKeyOf(r) === key) ? rows.filter((r) => rowKeyOf(r) !== key) : [...rows, row];
};

function dictText(items: DictItem[] | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .split(',')
    .map((v) => items?.find((item) => item.value === v)?.text ?? v)
    .join(',');
}

/** One query-form control; Form.Item hands it value and onChange. */
function QueryControl({
  item,
  options,
  ...control
}: {
  item: ReportQueryItem;
  options?: DictItem[];
  value?: string;
  onChange?: (value: unknown) => void;
}) {
  if (item.view === 'list') {
    return (
      <Select
        {...control}
        allowClear
        style={{ width: 160 }}
        aria-label={item.label}
        placeholder={ENGINE_LIST_TEXTS.selectPlaceholder(item.label)}
        options={(options ?? []).map((o) => ({ value: o.value, label: o.text }))}
      />
    );
  }
  return (
    <Input
      {...control}
      allowClear
      aria-label={item.label}
      placeholder={ENGINE_LIST_TEXTS.inputPlaceholder(item.label)}
    />
  );
}

const EMPTY_PARAM: Record<string, string> = {};

export function ReportPopupModal({
  code,
  open,
  multi,
  param = EMPTY_PARAM,
  groupId = code,
  onPick,
  onClose,
}: ReportPopupModalProps) {
  const { meta, error, page, paging, setPaging, loading, search } = useReportPopup(
    code,
    open,
    param,
    groupId,
  );
  const [selected, setSelected] = useState<Row[]>([]);
  const [form] = Form.useForm<Record<string, string>>();

  const columns = useMemo<TableProps<Row>['columns']>(
    () =>
      meta?.columns.map((col) => ({
        title: col.title,
        dataIndex: col.dataIndex,
        sorter: col.sorter === 'true',
        render: col.customRender
          ? (value: unknown) => dictText(meta.dictOptions[col.customRender!], value)
          : undefined,
      })),
    [meta],
  );

  const confirm = () => {
    if (selected.length === 0) {
      feedback.message.warning(WIDGET_TEXTS.popupSelectOne);
      return;
    }
    onPick(selected);
    setSelected([]);
  };

  return (
    <Modal
      open={open}
      title={meta?.name ?? ''}
      width={MODAL_WIDTHS.popup}
      onOk={confirm}
      onCancel={onClose}
      destroyOnClose
    >
      {error ? <p role="alert">{error}</p> : null}
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 12 }}>
        {meta?.queryItems.map((item) =>
          item.mode === 'group' ? (
            <Form.Item key={item.field} label={item.label}>
              <Space.Compact>
                <Form.Item name={`${item.field}_begin`} noStyle>
                  <Input
                    aria-label={`${item.label}${ENGINE_LIST_TEXTS.rangeStart}`}
                    placeholder={ENGINE_LIST_TEXTS.rangeStart}
                    style={{ width: 90 }}
                  />
                </Form.Item>
                <Form.Item name={`${item.field}_end`} noStyle>
                  <Input
                    aria-label={`${item.label}${ENGINE_LIST_TEXTS.rangeEnd}`}
                    placeholder={ENGINE_LIST_TEXTS.rangeEnd}
                    style={{ width: 90 }}
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          ) : (
            <Form.Item key={item.field} name={item.field} label={item.label}>
              <QueryControl item={item} options={meta.dictOptions[item.field]} />
            </Form.Item>
          ),
        )}
        <Space>
          <Button type="primary" htmlType="submit">
            {ENGINE_LIST_TEXTS.search}
          </Button>
          <Button onClick={() => (form.resetFields(), search({}))}>{ENGINE_LIST_TEXTS.reset}</Button>
        </Space>
      </Form>
      <Table<Row>
        size="small"
        rowKey={rowKeyOf}
        loading={loading}
        columns={columns}
        dataSource={page.records}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map(rowKeyOf),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        onRow={(row) => ({ onClick: () => setSelected(multi ? toggled(selected, row) : [row]) })}
        onChange={(pagination, _filters, sorter) => {
          const sort = Array.isArray(sorter) ? sorter[0] : sorter;
          setPaging({
            pageNo: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? paging.pageSize,
            column: sort?.order ? String(sort.field) : undefined,
            order: sort?.order === 'descend' ? 'desc' : sort?.order === 'ascend' ? 'asc' : undefined,
          });
        }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: page.total,
          // A report page holds 10 rows at first, as a list page does: the list pages' sizes.
          ...LIST_PAGING,
        }}
      />
    </Modal>
  );
}
