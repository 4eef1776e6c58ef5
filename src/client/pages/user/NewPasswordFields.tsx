// The new password and its confirmation, as register and forgot-password step 3 ask for them
// (fields `password` and `confirm`, the password rules of the spec).
import { LockOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import Password from 'antd/es/input/Password';
import { PASSWORD_LENGTH } from '../../../shared/account/account-api';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { confirmRules, newPasswordRules } from './fieldRules';

export function NewPasswordFields() {
  return (
    <>
      <Form.Item name="password" rules={newPasswordRules}>
        <Password
          prefix={<LockOutlined />}
          placeholder={ACCOUNT_TEXTS.passwordHint(PASSWORD_LENGTH.min, PASSWORD_LENGTH.max)}
          aria-label={ACCOUNT_TEXTS.passwordLabel}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={confirmRules('password')}>
        <Password
          prefix={<LockOutlined />}
          placeholder={ACCOUNT_TEXTS.confirmPasswordLabel}
          aria-label={ACCOUNT_TEXTS.confirmPasswordLabel}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
