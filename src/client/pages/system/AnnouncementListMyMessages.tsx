// 我的消息 (menu account/Messages, the bell's 查看更多): every announcement sent to me, read or not;
// 查看 marks it read and opens the notice-detail dialog; 全部标注已读 marks all.
import { Button, Card, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  ANNOUNCEMENT_PATHS,
  ANNOUNCEMENT_TEXTS as T,
  READ_FLAG_TEXTS,
} from '../../../shared/announcements/announcements';
import type { MyAnnouncementSend } from '../../../shared/announcements/announcements';
import { API_PATHS } from '../../../shared/api-paths';
import type { Announcement } from '../../../shared/api-types';
import { PAGINATION } from '../../../shared/limits';
import { LIST_TEXTS } from '../../../shared/texts';
import { feedback } from '../../api/feedback';
import { putAction } from '../../api/http';
import { NoticeDetailModal } from '../../layouts/header/NoticeDetailModal';
import type { PageProps } from '../pageTypes';
import { announcementApi } from './AnnouncementListApi';
import { announcementLeadColumns } from './AnnouncementListColumns';

type Priority = Announcement['priority'];

function asAnnouncement(row: MyAnnouncementSend): Announcement {
  return {
    ...row,
    id: row.anntId,
    priority: row.priority as Priority,
    msgCategory: row.msgCategory as Announcement['msgCategory'],
    msgType: 'USER',
    sendStatus: '1',
    createTime: null,
    busType: null,
    msgAbstract: null,
  };
}

export default function AnnouncementListMyMessages({ title }: PageProps) {
  const { mutate: mutateAny } = useSWRConfig();
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGINATION.defaultPageSize,
  });
  const [viewing, setViewing] = useState<Announcement | null>(null);
  const { data, isLoading, mutate } = useSWR(
    [ANNOUNCEMENT_PATHS.mySends, page],
    async () => {
      const response = await announcementApi.mine(page);
      return response?.success ? response.result : { records: [], total: 0 };
    },
    { revalidateOnFocus: false, keepPreviousData: true, shouldRetryOnError: false },
  );
  // The bell shares these marks: reload it with the list.
  const reloadAll = () => Promise.all([mutate(), mutateAny(API_PATHS.announcementsByUser)]);

  const view = async (row: MyAnnouncementSend) => {
    setViewing(asAnnouncement(row));
    if (row.readFlag === '0') {
      await putAction(API_PATHS.markAnnouncementRead, { anntId: row.anntId }).catch(() => null);
      await reloadAll();
    }
  };

  const readAll = async () => {
    const response = await announcementApi.readAll().catch(() => null);
    if (response?.success) void feedback.message.success(response.message);
    await reloadAll();
  };

  const columns: TableColumnsType<MyAnnouncementSend> = [
    ...announcementLeadColumns<MyAnnouncementSend>(),
    { title: T.senderLabel, dataIndex: 'sender', width: 110 },
    { title: T.sendTimeLabel, dataIndex: 'sendTime', width: 170 },
    {
      title: T.readFlagLabel,
      dataIndex: 'readFlag',
      width: 90,
      render: (v: string) => READ_FLAG_TEXTS[v] ?? v,
    },
    {
      title: T.actionLabel,
      key: 'action',
      width: 90,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => void view(row)}>
          {T.view}
        </Button>
      ),
    },
  ];

  return (
    <Card title={title || T.myMessagesTitle} variant="borderless">
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => void readAll()}>{T.markAllRead}</Button>
      </Space>
      <Table<MyAnnouncementSend>
        rowKey="id"
        size="middle"
        bordered
        loading={isLoading}
        columns={columns}
        dataSource={data?.records ?? []}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showTotal: (total, range) => LIST_TEXTS.range(range[0], range[1], total),
          showSizeChanger: true,
          pageSizeOptions: PAGINATION.pageSizeOptions.map(String),
        }}
        onChange={(p) => setPage({ pageNo: p.current ?? 1, pageSize: p.pageSize ?? page.pageSize })}
      />
      <NoticeDetailModal notice={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
