// 网关路由 (menu component system/GatewayRouteList): every route with its conditions and filters,
// add and edit in a drawer, delete. Buttons follow the user's gatewayRoute:* codes.
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  GATEWAY_CODES,
  GATEWAY_PATHS,
  GATEWAY_ROUTE_STATUS,
  GATEWAY_TEXTS,
} from '../../../shared/tenants/gateway-texts';
import type { GatewayRoute } from '../../../shared/tenants/gateway-types';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { feedback } from '../../api/feedback';
import { deleteAction } from '../../api/http';
import { useListData } from '../../engine/list/useListData';
import type { PageProps } from '../pageTypes';
import { GatewayRouteForm } from './GatewayRouteForm';
import { useButtonCodes } from '../../session/useButtonCodes';

const NO_PARAMS = {};

const itemTags = (items: { name: string; args: unknown[] }[]) =>
  items.map((item, i) => (
    <Tag key={i}>
      {item.name}=
      {item.args
        .map((a) => (typeof a === 'object' && a ? (a as { value: string }).value : String(a)))
        .join(',')}
    </Tag>
  ));

export default function GatewayRouteList({ title }: PageProps) {
  const may = useButtonCodes(GATEWAY_CODES);
  const [editing, setEditing] = useState<{ route: GatewayRoute | null } | null>(null);
  // The engine's list loader accepts the unpaged array this endpoint answers.
  const { page, loading, reload } = useListData(GATEWAY_PATHS.list, NO_PARAMS);
  const routes = page.records as unknown as GatewayRoute[];

  const remove = async (route: GatewayRoute) => {
    const reply = await deleteAction(GATEWAY_PATHS.delete, { id: route.id });
    if (!reply.success) return void feedback.message.warning(reply.message);
    void feedback.message.success(reply.message);
    await reload();
  };

  const columns: TableColumnsType<GatewayRoute> = [
    { title: GATEWAY_TEXTS.routerId, dataIndex: 'routerId', width: 160 },
    { title: GATEWAY_TEXTS.name, dataIndex: 'name', width: 160 },
    { title: GATEWAY_TEXTS.uri, dataIndex: 'uri' },
    { title: GATEWAY_TEXTS.predicates, dataIndex: 'predicates', render: itemTags },
    { title: GATEWAY_TEXTS.filters, dataIndex: 'filters', render: itemTags },
    {
      title: GATEWAY_TEXTS.status,
      dataIndex: 'status',
      width: 90,
      render: (status: number) =>
        status === GATEWAY_ROUTE_STATUS.enabled ? (
          <Tag color="green">{GATEWAY_TEXTS.enabled}</Tag>
        ) : (
          <Tag>{GATEWAY_TEXTS.disabled}</Tag>
        ),
    },
    {
      title: ENGINE_LIST_TEXTS.actions,
      key: 'actions',
      width: 130,
      render: (_, route) => (
        <Space size="small">
          {may.edit && <a onClick={() => setEditing({ route })}>{ENGINE_LIST_TEXTS.edit}</a>}
          {may.delete && (
            <Popconfirm title={ENGINE_LIST_TEXTS.deleteConfirm} onConfirm={() => remove(route)}>
              <a>{ENGINE_LIST_TEXTS.delete}</a>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={title}
      extra={
        may.add && (
          <Button type="primary" onClick={() => setEditing({ route: null })}>
            {ENGINE_LIST_TEXTS.add}
          </Button>
        )
      }
    >
      <Table<GatewayRoute>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={routes}
        pagination={false}
      />
      <GatewayRouteForm
        open={!!editing}
        route={editing?.route ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
    </Card>
  );
}
