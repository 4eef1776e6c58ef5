// 通告管理 (menu system/AnnouncementList): search by title and status, the list with priority colours
// L/M/H, add/edit drafts in the editor dialog, publish, revoke, view and delete. Buttons follow the
// user's button codes; the server checks the same codes.
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import {
  ANNOUNCEMENT_CODES,
  ANNOUNCEMENT_PATHS,
  ANNOUNCEMENT_TEXTS as T,
  MSG_TYPE_TEXTS,
  SEND_STATUS,
  SEND_STATUS_TEXTS,
} from '../../../shared/announcements/announcements';
import type { AnnouncementRecord } from '../../../shared/announcements/announcements';
import type { ApiResult } from '../../../shared/api-types';
import { PAGINATION } from '../../../shared/limits';
import { LIST_TEXTS } from '../../../shared/texts';
import type { QueryParams } from '../../api/apiBase';
import { feedback } from '../../api/feedback';
import { useButtonAccess } from '../../session/useButtonCodes';
import { NoticeDetailModal } from '../../layouts/header/NoticeDetailModal';
import type { PageProps } from '../pageTypes';
import { announcementApi } from './AnnouncementListApi';
import { announcementLeadColumns } from './AnnouncementListColumns';
import { AnnouncementEditModal } from './AnnouncementListEditModal';

interface Filters {
  titile?: string;
  sendStatus?: string;
}

async function fetchPage(params: QueryParams) {
  const response = await announcementApi.list(params);
  if (!response?.success) {
    if (response) void feedback.message.warning(response.message);
    return { rows: [], total: 0 };
  }
  return { rows: response.result.records, total: response.result.total };
}

export default function AnnouncementList({ title }: PageProps) {
  const can = useButtonAccess();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGINATION.defaultPageSize,
  });
  const [editing, setEditing] = useState<AnnouncementRecord | 'new' | null>(null);
  const [viewing, setViewing] = useState<AnnouncementRecord | null>(null);
  const { data, isLoading, mutate } = useSWR(
    [ANNOUNCEMENT_PATHS.list, filters, page],
    () => fetchPage({ ...filters, ...page }),
    { revalidateOnFocus: false, keepPreviousData: true, shouldRetryOnError: false },
  );
  const load = () => mutate();

  const act = async (call: Promise<ApiResult<unknown>>) => {
    const response = await call.catch(() => null);
    if (!response) return;
    if (response.success) void feedback.message.success(response.message);
    else void feedback.message.warning(response.message);
    await load();
  };

  const columns: TableColumnsType<AnnouncementRecord> = [
    ...announcementLeadColumns<AnnouncementRecord>(),
    {
      title: T.msgTypeLabel,
      dataIndex: 'msgType',
      width: 100,
      render: (v: string) => MSG_TYPE_TEXTS[v] ?? v,
    },
    { title: T.senderLabel, dataIndex: 'sender', width: 110 },
    {
      title: T.sendStatusLabel,
      dataIndex: 'sendStatus',
      width: 90,
      render: (v: string) => SEND_STATUS_TEXTS[v] ?? v,
    },
    { title: T.sendTimeLabel, dataIndex: 'sendTime', width: 170 },
    {
      title: T.actionLabel,
      key: 'action',
      width: 220,
      render: (_: unknown, row) => {
        const draft = row.sendStatus === SEND_STATUS.draft;
        return (
          <Space size="small">
            {draft && can(ANNOUNCEMENT_CODES.edit) && (
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                {T.edit}
              </Button>
            )}
            {draft && can(ANNOUNCEMENT_CODES.release) && (
              <Popconfirm title={T.releaseConfirm} onConfirm={() => act(announcementApi.release(row.id))}>
                <Button type="link" size="small">
                  {T.release}
                </Button>
              </Popconfirm>
            )}
            {row.sendStatus === SEND_STATUS.published && can(ANNOUNCEMENT_CODES.revoke) && (
              <Popconfirm title={T.revokeConfirm} onConfirm={() => act(announcementApi.revoke(row.id))}>
                <Button type="link" size="small">
                  {T.revoke}
                </Button>
              </Popconfirm>
            )}
            <Button type="link" size="small" onClick={() => setViewing(row)}>
              {T.view}
            </Button>
            {can(ANNOUNCEMENT_CODES.delete) && (
              <Popconfirm title={T.deleteConfirm} onConfirm={() => act(announcementApi.remove(row.id))}>
                <Button type="link" size="small" danger>
                  {T.delete}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={title || T.pageTitle} variant="borderless">
      <Form<Filters>
        name="announcement-search"
        layout="inline"
        onFinish={(values) => {
          setFilters(values);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        onReset={() => setFilters({})}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="titile" label={T.titleLabel}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="sendStatus" label={T.sendStatusLabel}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={Object.entries(SEND_STATUS_TEXTS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {T.search}
          </Button>
          <Button htmlType="reset">{T.reset}</Button>
          {can(ANNOUNCEMENT_CODES.add) && (
            <Button type="primary" onClick={() => setEditing('new')}>
              {T.add}
            </Button>
          )}
        </Space>
      </Form>
      <Table<AnnouncementRecord>
        rowKey="id"
        size="middle"
        bordered
        loading={isLoading}
        columns={columns}
        dataSource={data?.rows ?? []}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showTotal: (total, range) => LIST_TEXTS.range(range[0], range[1], total),
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGINATION.pageSizeOptions.map(String),
        }}
        onChange={(p) => setPage({ pageNo: p.current ?? 1, pageSize: p.pageSize ?? page.pageSize })}
      />
      <AnnouncementEditModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
      <NoticeDetailModal notice={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
