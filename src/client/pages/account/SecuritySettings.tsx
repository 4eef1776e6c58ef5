// 安全设置: change the password (the header's dialog) and the bound phone (new number + SMS code).
import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, List, Modal } from 'antd';
import { useState } from 'react';
import { SMS_MODES } from '../../../shared/account/account-api';
import type { ChangePhoneRequest } from '../../../shared/account/account-api';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import type { UserInfo } from '../../../shared/api-types';
import { ChangePasswordModal } from '../../layouts/header/ChangePasswordModal';
import { useModalSave } from '../../widgets/useModalSave';
import { changeOwnPhone } from '../user/accountFlowApi';
import { mobileRules } from '../user/fieldRules';
import { SmsCodeField } from '../user/SmsCodeField';

function ChangePhoneModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePhoneRequest>();
  const { saving, save } = useModalSave(
    form,
    (values) => changeOwnPhone({ phone: values.phone.trim(), smscode: values.smscode.trim() }),
    { successMessage: (response) => response.message, onDone: onClose },
  );
  return (
    <Modal
      open={open}
      title={ACCOUNT_TEXTS.changePhoneTitle}
      onOk={save}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} preserve={false}>
        <Form.Item name="phone" rules={mobileRules}>
          <Input
            prefix={<MobileOutlined />}
            placeholder={ACCOUNT_TEXTS.mobileLabel}
            aria-label={ACCOUNT_TEXTS.mobileLabel}
            maxLength={11}
          />
        </Form.Item>
        <Form.Item>
          <SmsCodeField phoneField="phone" smsmode={SMS_MODES.bindPhone} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function SecuritySettings({ user }: { user: UserInfo }) {
  const [open, setOpen] = useState<'password' | 'phone' | null>(null);
  const close = () => setOpen(null);
  const items = [
    {
      key: 'password' as const,
      title: ACCOUNT_TEXTS.accountPassword,
      description: ACCOUNT_TEXTS.accountPasswordHint,
    },
    {
      key: 'phone' as const,
      title: ACCOUNT_TEXTS.boundPhone,
      description: ACCOUNT_TEXTS.boundPhoneHint(user.phone),
    },
  ];
  return (
    <>
      <List
        itemLayout="horizontal"
        dataSource={items}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                type="link"
                key="modify"
                onClick={() => setOpen(item.key)}
                aria-label={`${ACCOUNT_TEXTS.modify}${item.title}`}
              >
                {ACCOUNT_TEXTS.modify}
              </Button>,
            ]}
          >
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
      <ChangePasswordModal open={open === 'password'} username={user.username} onClose={close} />
      <ChangePhoneModal open={open === 'phone'} onClose={close} />
    </>
  );
}
