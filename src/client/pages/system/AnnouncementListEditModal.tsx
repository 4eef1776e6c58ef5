// Add / edit a draft announcement: title, rich-text content (lazy tiptap chunk), priority, category,
// audience (all or chosen users), url target and validity window. The server re-checks and sanitises.
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TEXTS as T,
  CATEGORY_TEXTS,
  MSG_TYPE_TEXTS,
} from '../../../shared/announcements/announcements';
import type { AnnouncementInput, AnnouncementRecord } from '../../../shared/announcements/announcements';
import { PRIORITY_TEXTS } from '../../../shared/texts';
import { DateInput } from '../../engine/controls/DateInput';
import { LazyRichTextEditor } from '../../widgets/richText/LazyRichTextEditor';
import { useModalSave } from '../../widgets/useModalSave';
import { announcementApi } from './AnnouncementListApi';
import { AnnouncementRecipients } from './AnnouncementListRecipients';
import { ANNOUNCEMENT_UI, EDITOR_AREA_LABEL } from './AnnouncementListTexts';

interface FormValues extends Omit<AnnouncementInput, 'userIds'> {
  userIds?: string[];
}

const EMPTY: FormValues = {
  titile: '',
  msgContent: '',
  priority: 'L',
  msgCategory: '1',
  msgType: 'ALL',
  openType: '',
};
const splitIds = (ids: string | null) => (ids ?? '').split(',').filter(Boolean);

export interface EditModalProps {
  /** null: closed; 'new': add; a record: edit. */
  target: AnnouncementRecord | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

export function AnnouncementEditModal({ target, onClose, onSaved }: EditModalProps) {
  const [form] = Form.useForm<FormValues>();
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing ? { ...editing, openType: editing.openType ?? '', userIds: splitIds(editing.userIds) } : EMPTY,
    );
  }, [target, editing, form]);

  const { saving, save } = useModalSave(
    form,
    (values) =>
      announcementApi.save({
        ...values,
        id: editing?.id,
        userIds: values.msgType === 'USER' ? `${(values.userIds ?? []).join(',')},` : null,
      }),
    { successMessage: (response) => response.message, onDone: onSaved },
  );

  return (
    <Modal
      open={target !== null}
      title={editing ? T.edit : T.add}
      width={ANNOUNCEMENT_UI.editModalWidth}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} name="announcement-edit" layout="vertical" initialValues={EMPTY}>
        <Form.Item
          name="titile"
          label={T.titleLabel}
          rules={[{ required: true, whitespace: true, max: ANNOUNCEMENT_LIMITS.titleMax }]}
        >
          <Input maxLength={ANNOUNCEMENT_LIMITS.titleMax} />
        </Form.Item>
        <Form.Item name="msgCategory" label={T.categoryLabel} rules={[{ required: true }]}>
          <Radio.Group options={Object.entries(CATEGORY_TEXTS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="priority" label={T.priorityLabel} rules={[{ required: true }]}>
          <Radio.Group options={Object.entries(PRIORITY_TEXTS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="msgType" label={T.msgTypeLabel} rules={[{ required: true }]}>
          <Radio.Group options={Object.entries(MSG_TYPE_TEXTS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {msgType === 'USER' && (
          <Form.Item
            name="userIds"
            label={T.recipientsLabel}
            rules={[{ required: true, message: T.userIdsRequired }]}
          >
            <AnnouncementRecipients />
          </Form.Item>
        )}
        <Form.Item name="openType" label={T.openTypeLabel}>
          <Select
            allowClear
            options={[
              { value: '', label: '-' },
              { value: 'url', label: 'url' },
            ]}
          />
        </Form.Item>
        {openType === 'url' && (
          <Form.Item
            name="openPage"
            label={T.openPageLabel}
            rules={[{ required: true, message: T.openPageRequired }]}
          >
            <Input maxLength={ANNOUNCEMENT_LIMITS.openPageMax} placeholder="/isystem/user" />
          </Form.Item>
        )}
        <Form.Item name="startTime" label={T.startTimeLabel}>
          <DateInput showTime />
        </Form.Item>
        <Form.Item name="endTime" label={T.endTimeLabel}>
          <DateInput showTime />
        </Form.Item>
        <Form.Item name="msgContent" label={T.contentLabel} rules={[{ required: true }]}>
          <LazyRichTextEditor aria-label={EDITOR_AREA_LABEL} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
