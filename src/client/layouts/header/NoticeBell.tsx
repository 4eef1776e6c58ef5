// Notice bell (spec §2, contract §10): badge = unread announcements + system messages; a 300 px
// panel with tabs 通知(n) / 系统消息(n); clicking an item marks it read, reloads and shows it.
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, List, Popover, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Announcement } from '../../../shared/api-types';
import { LAYOUT, PRIORITY_COLORS } from '../../../shared/limits';
import { HEADER_TEXTS, NOTICE_TEXTS, PRIORITY_TEXTS } from '../../../shared/texts';
import { useNoticeSocket } from '../../realtime/useNoticeSocket';
import { PATHS } from '../../router/paths';
import { NoticeDetailModal } from './NoticeDetailModal';
import { useNotices } from './useNotices';

function NoticeList({ items, onPick }: { items: Announcement[]; onPick: (item: Announcement) => void }) {
  return (
    <List
      size="small"
      dataSource={items}
      locale={{ emptyText: NOTICE_TEXTS.empty }}
      renderItem={(item) => (
        <List.Item className="anze-notice-item" onClick={() => onPick(item)}>
          <List.Item.Meta
            title={
              <span>
                <Tag color={PRIORITY_COLORS[item.priority] ?? PRIORITY_COLORS.L}>
                  {PRIORITY_TEXTS[item.priority] ?? PRIORITY_TEXTS.L}
                </Tag>
                {item.titile}
              </span>
            }
            description={item.sendTime}
          />
        </List.Item>
      )}
    />
  );
}

export function NoticeBell() {
  const navigate = useNavigate();
  const { notices, total, markRead, reload } = useNotices();
  // A publish or revoke for this user arrives as a socket command: reload the bell at once.
  useNoticeSocket(() => void reload());
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Announcement | null>(null);

  const pick = (item: Announcement) => {
    setOpen(false);
    setDetail(item);
    void markRead(item);
  };

  const content = (
    <div style={{ width: LAYOUT.noticePanelWidth }}>
      <Tabs
        size="small"
        centered
        items={[
          {
            key: 'announcements',
            label: `${NOTICE_TEXTS.announcementsTab}(${notices.anntMsgTotal})`,
            children: <NoticeList items={notices.anntMsgList} onPick={pick} />,
          },
          {
            key: 'system',
            label: `${NOTICE_TEXTS.systemMessagesTab}(${notices.sysMsgTotal})`,
            children: <NoticeList items={notices.sysMsgList} onPick={pick} />,
          },
        ]}
      />
      <div className="anze-notice-more">
        <Button
          type="link"
          onClick={() => {
            setOpen(false);
            void navigate(PATHS.messages);
          }}
        >
          {NOTICE_TEXTS.viewMore}
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) void reload();
        }}
        content={content}
        arrow={false}
      >
        <Button type="text" className="anze-header-action" aria-label={HEADER_TEXTS.notices}>
          <Badge count={total} size="small" offset={[4, -2]}>
            <BellOutlined className="anze-header-icon" />
          </Badge>
        </Button>
      </Popover>
      <NoticeDetailModal notice={detail} onClose={() => setDetail(null)} />
    </>
  );
}
