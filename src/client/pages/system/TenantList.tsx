// 租户管理 (menu component system/TenantList): query by name and status, add, edit, freeze or
// unfreeze, delete one or the selected tenants. Buttons follow the user's tenant:* codes.
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { Tenant } from '../../../shared/api-types';
import { PAGINATION } from '../../../shared/limits';
import { ENGINE_LIST_TEXTS, LIST_TEXTS } from '../../../shared/texts';
import {
  TENANT_CODES,
  TENANT_PATHS,
  TENANT_STATUS,
  TENANT_TEXTS,
} from '../../../shared/tenants/tenant-texts';
import { feedback } from '../../api/feedback';
import { deleteAction, putAction } from '../../api/http';
import { useListData } from '../../engine/list/useListData';
import type { PageProps } from '../pageTypes';
import { TenantFormModal } from './TenantFormModal';
import { useButtonCodes } from '../../session/useButtonCodes';

interface Filters {
  name?: string;
  status?: number;
}

const statusTag = (status: number) =>
  status === TENANT_STATUS.normal ? (
    <Tag color="green">{TENANT_TEXTS.normal}</Tag>
  ) : (
    <Tag color="red">{TENANT_TEXTS.frozen}</Tag>
  );

export default function TenantList({ title }: PageProps) {
  const may = useButtonCodes(TENANT_CODES);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGINATION.defaultPageSize,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ tenant: Tenant | null } | null>(null);
  const params = useMemo(
    () => ({
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      ...(filters.name ? { name: filters.name } : {}),
      ...(filters.status === undefined ? {} : { status: filters.status }),
    }),
    [filters, paging],
  );
  // The engine's list loader: keeps the previous page on screen and warns with a refusal's message.
  const { page, loading, reload } = useListData(TENANT_PATHS.list, params);
  const records = page.records as unknown as Tenant[];

  /** Runs a write, tells its message and reloads the page on success. */
  const act = async (call: Promise<{ success: boolean; message: string }>) => {
    const reply = await call;
    if (!reply.success) return void feedback.message.warning(reply.message);
    void feedback.message.success(reply.message);
    setSelected([]);
    await reload();
  };
  const freeze = (ids: number[], status: number) =>
    act(putAction(TENANT_PATHS.frozenBatch, { ids: ids.join(','), status }));

  const columns: TableColumnsType<Tenant> = [
    { title: TENANT_TEXTS.id, dataIndex: 'id', width: 120 },
    { title: TENANT_TEXTS.name, dataIndex: 'name' },
    { title: TENANT_TEXTS.beginDate, dataIndex: 'beginDate', width: 190 },
    { title: TENANT_TEXTS.endDate, dataIndex: 'endDate', width: 190 },
    { title: TENANT_TEXTS.status, dataIndex: 'status', width: 100, render: statusTag },
    { title: TENANT_TEXTS.createTime, dataIndex: 'createTime', width: 190 },
    {
      title: ENGINE_LIST_TEXTS.actions,
      key: 'actions',
      width: 200,
      render: (_, tenant) => (
        <Space size="small">
          {may.edit && <a onClick={() => setEditing({ tenant })}>{ENGINE_LIST_TEXTS.edit}</a>}
          {may.frozen &&
            (tenant.status === TENANT_STATUS.normal ? (
              <Popconfirm
                title={TENANT_TEXTS.confirmFreeze}
                onConfirm={() => freeze([tenant.id], TENANT_STATUS.frozen)}
              >
                <a>{TENANT_TEXTS.frozen}</a>
              </Popconfirm>
            ) : (
              <a onClick={() => void freeze([tenant.id], TENANT_STATUS.normal)}>{TENANT_TEXTS.unfrozen}</a>
            ))}
          {may.delete && (
            <Popconfirm
              title={ENGINE_LIST_TEXTS.deleteConfirm}
              onConfirm={() => act(deleteAction(TENANT_PATHS.delete, { id: tenant.id }))}
            >
              <a>{ENGINE_LIST_TEXTS.delete}</a>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={title}>
      <Form<Filters>
        layout="inline"
        onFinish={(values) => {
          setFilters(values);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
        onReset={() => {
          setFilters({});
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="name" label={TENANT_TEXTS.name}>
          <Input placeholder={ENGINE_LIST_TEXTS.inputPlaceholder(TENANT_TEXTS.name)} allowClear />
        </Form.Item>
        <Form.Item name="status" label={TENANT_TEXTS.status}>
          <Select
            style={{ width: 120 }}
            allowClear
            placeholder={ENGINE_LIST_TEXTS.selectPlaceholder(TENANT_TEXTS.status)}
            options={[
              { value: TENANT_STATUS.normal, label: TENANT_TEXTS.normal },
              { value: TENANT_STATUS.frozen, label: TENANT_TEXTS.frozen },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {ENGINE_LIST_TEXTS.search}
          </Button>
          <Button htmlType="reset">{ENGINE_LIST_TEXTS.reset}</Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        {may.add && (
          <Button type="primary" onClick={() => setEditing({ tenant: null })}>
            {ENGINE_LIST_TEXTS.add}
          </Button>
        )}
        {selected.length > 0 && may.frozen && (
          <Button onClick={() => void freeze(selected, TENANT_STATUS.frozen)}>{TENANT_TEXTS.frozen}</Button>
        )}
        {selected.length > 0 && may.frozen && (
          <Button onClick={() => void freeze(selected, TENANT_STATUS.normal)}>{TENANT_TEXTS.unfrozen}</Button>
        )}
        {selected.length > 0 && may.deleteBatch && (
          <Popconfirm
            title={ENGINE_LIST_TEXTS.batchDeleteConfirm}
            onConfirm={() => act(deleteAction(TENANT_PATHS.deleteBatch, { ids: selected.join(',') }))}
          >
            <Button danger>{ENGINE_LIST_TEXTS.batchDelete}</Button>
          </Popconfirm>
        )}
        {selected.length > 0 && <span>{ENGINE_LIST_TEXTS.selected(selected.length)}</span>}
      </Space>
      <Table<Tenant>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={records}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: page.total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGINATION.pageSizeOptions.map(String),
          showTotal: (total, range) => LIST_TEXTS.range(range[0], range[1], total),
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
      <TenantFormModal
        open={!!editing}
        tenant={editing?.tenant ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
    </Card>
  );
}
