// 修改密码 (spec §2, §5, contract §5.7): old / new / confirm, the spec's messages, PUT
// /sys/user/updatePassword; the server's message on failure, a success message and close otherwise.
import { Form, Input, Modal } from 'antd';
import { LAYOUT_TEXTS, HEADER_TEXTS, PASSWORD_TEXTS } from '../../../shared/texts';
import { updatePassword } from '../../session/accountActions';
import { useModalSave } from '../../widgets/useModalSave';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export function ChangePasswordModal({
  open,
  username,
  onClose,
}: {
  open: boolean;
  username: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useModalSave(form, (values) => updatePassword({ username, ...values }), {
    successMessage: (response) => response.message || HEADER_TEXTS.passwordChanged,
    onDone: onClose,
  });

  return (
    <Modal
      open={open}
      title={LAYOUT_TEXTS.changePassword}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="oldpassword"
          label={HEADER_TEXTS.oldPassword}
          rules={[{ required: true, message: PASSWORD_TEXTS.oldRequired }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={HEADER_TEXTS.newPassword}
          rules={[{ required: true, message: PASSWORD_TEXTS.newRequired }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={HEADER_TEXTS.confirmPassword}
          dependencies={['password']}
          rules={[
            { required: true, message: PASSWORD_TEXTS.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_TEXTS.mismatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
