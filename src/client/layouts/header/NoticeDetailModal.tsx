// Announcement detail (spec §2): 通知消息, 60% wide, full-screen toggle; sender, publish time, title,
// content; 关闭 and, for openType 'url', 去处理 (close and go to openPage).
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Announcement } from '../../../shared/api-types';
import { MODAL_WIDTHS } from '../../../shared/limits';
import { HEADER_TEXTS, NOTICE_TEXTS } from '../../../shared/texts';
import { RichTextView } from '../../widgets/richText/RichTextView';

export function NoticeDetailModal({ notice, onClose }: { notice: Announcement | null; onClose: () => void }) {
  const navigate = useNavigate();
  const [fullscreen, setFullscreen] = useState(false);
  const canHandle = notice?.openType === 'url' && Boolean(notice.openPage);

  return (
    <Modal
      open={notice !== null}
      onCancel={onClose}
      width={fullscreen ? '100%' : MODAL_WIDTHS.noticeDetail}
      className={fullscreen ? 'anze-modal-fullscreen' : undefined}
      title={
        <div className="anze-modal-title">
          <span>{NOTICE_TEXTS.detailTitle}</span>
          <Button
            type="text"
            size="small"
            aria-label={fullscreen ? HEADER_TEXTS.exitFullscreen : HEADER_TEXTS.fullscreen}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={() => setFullscreen(!fullscreen)}
          />
        </div>
      }
      footer={[
        <Button key="close" onClick={onClose}>
          {NOTICE_TEXTS.close}
        </Button>,
        canHandle ? (
          <Button
            key="handle"
            type="primary"
            onClick={() => {
              onClose();
              void navigate(notice?.openPage ?? '/');
            }}
          >
            {NOTICE_TEXTS.handle}
          </Button>
        ) : null,
      ]}
    >
      {notice && (
        <>
          <h3 className="anze-notice-title">{notice.titile}</h3>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={HEADER_TEXTS.noticeSender}>{notice.sender ?? ''}</Descriptions.Item>
            <Descriptions.Item label={HEADER_TEXTS.noticeSendTime}>{notice.sendTime ?? ''}</Descriptions.Item>
          </Descriptions>
          <RichTextView className="anze-notice-content" html={notice.msgContent ?? ''} />
        </>
      )}
    </Modal>
  );
}
