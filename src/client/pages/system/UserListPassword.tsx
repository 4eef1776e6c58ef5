// 修改密码 of another user (administrator reset, contract §5.7: PUT /sys/user/changePassword).
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { USER_TEXTS } from '../../../shared/users/texts';
import { useModalSave } from '../../widgets/useModalSave';
import { confirmRules } from '../user/fieldRules';
import { userApi } from './UserListApi';

interface PasswordValues {
  password: string;
  confirmpassword: string;
}

export interface UserListPasswordProps {
  username: string | null;
  onClose: () => void;
}

export function UserListPassword({ username, onClose }: UserListPasswordProps) {
  const [form] = Form.useForm<PasswordValues>();
  useEffect(() => {
    if (username) form.resetFields();
  }, [username, form]);
  const { saving, save } = useModalSave(
    form,
    (values) => userApi.changePassword({ username: username!, ...values }),
    {
      successMessage: (response) => response.message,
      onDone: onClose,
    },
  );
  return (
    <Modal
      open={username !== null}
      title={USER_TEXTS.resetPasswordTitle}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} layout="vertical" name="user-password">
        <Form.Item label="用户账号">
          <Input value={username ?? ''} disabled />
        </Form.Item>
        <Form.Item
          name="password"
          label="登录密码"
          rules={[{ required: true, message: USER_TEXTS.passwordRequired }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认密码"
          dependencies={['password']}
          rules={confirmRules('password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
