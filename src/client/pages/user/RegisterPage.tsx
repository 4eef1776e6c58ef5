// 注册账号 (/user/register): username, password twice, phone with its SMS code (smsmode 1), optional
// email. Success goes to the register result page; a refusal shows the server's message.
import { MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SMS_MODES } from '../../../shared/account/account-api';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { LOGIN_FORM_TEXTS } from '../../../shared/texts';
import { PATHS } from '../../router/paths';
import { registerAccount } from './accountFlowApi';
import { emailRules, mobileRules, usernameRules } from './fieldRules';
import { NewPasswordFields } from './NewPasswordFields';
import { SmsCodeField } from './SmsCodeField';
import { ACCOUNT_PAGE_STYLES } from './accountPageStyles';

interface Values {
  username: string;
  password: string;
  confirm: string;
  phone: string;
  smscode: string;
  email?: string;
}

export default function RegisterPage() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      const username = values.username.trim();
      const response = await registerAccount({
        username,
        password: values.password,
        phone: values.phone.trim(),
        smscode: values.smscode.trim(),
        ...(values.email?.trim() ? { email: values.email.trim() } : {}),
      });
      if (response?.success) {
        void navigate(`${PATHS.registerResult}?username=${encodeURIComponent(username)}`, { replace: true });
      } else if (response?.message) {
        void message.warning(response.message);
      }
    } catch {
      // The http client already showed the transport error.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="anze-login">
      <h3 style={ACCOUNT_PAGE_STYLES.title}>{LOGIN_FORM_TEXTS.registerTitle}</h3>
      <Form form={form} size="large" onFinish={onFinish} aria-label={LOGIN_FORM_TEXTS.registerTitle}>
        <Form.Item name="username" rules={usernameRules}>
          <Input
            prefix={<UserOutlined />}
            placeholder={ACCOUNT_TEXTS.usernameLabel}
            aria-label={ACCOUNT_TEXTS.usernameLabel}
            autoComplete="username"
          />
        </Form.Item>
        <NewPasswordFields />
        <Form.Item name="phone" rules={mobileRules}>
          <Input
            prefix={<MobileOutlined />}
            placeholder={ACCOUNT_TEXTS.mobileLabel}
            aria-label={ACCOUNT_TEXTS.mobileLabel}
            maxLength={11}
            autoComplete="tel"
          />
        </Form.Item>
        <Form.Item>
          <SmsCodeField phoneField="phone" smsmode={SMS_MODES.register} />
        </Form.Item>
        <Form.Item name="email" rules={emailRules}>
          <Input
            prefix={<MailOutlined />}
            placeholder={ACCOUNT_TEXTS.emailLabel}
            aria-label={ACCOUNT_TEXTS.emailLabel}
            autoComplete="email"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={saving}>
            {ACCOUNT_TEXTS.registerSubmit}
          </Button>
        </Form.Item>
        <div className="anze-login-links">
          <Link to={PATHS.login}>{ACCOUNT_TEXTS.loginWithAccount}</Link>
        </div>
      </Form>
    </div>
  );
}
