// The columns every announcement table starts with (通告管理 and 我的消息): title, category and the
// priority as its coloured tag.
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { ANNOUNCEMENT_TEXTS as T, CATEGORY_TEXTS } from '../../../shared/announcements/announcements';
import type { Announcement } from '../../../shared/api-types';
import { PRIORITY_COLORS } from '../../../shared/limits';
import { PRIORITY_TEXTS } from '../../../shared/texts';

type Priority = Announcement['priority'];

export function announcementLeadColumns<
  Row extends { titile: string; msgCategory: string },
>(): TableColumnsType<Row> {
  return [
    { title: T.titleLabel, dataIndex: 'titile', ellipsis: true },
    {
      title: T.categoryLabel,
      dataIndex: 'msgCategory',
      width: 100,
      render: (v: string) => CATEGORY_TEXTS[v] ?? v,
    },
    {
      title: T.priorityLabel,
      dataIndex: 'priority',
      width: 100,
      render: (v: Priority) => <Tag color={PRIORITY_COLORS[v]}>{PRIORITY_TEXTS[v]}</Tag>,
    },
  ];
}
