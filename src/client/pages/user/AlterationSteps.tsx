// The four steps of the password recovery page (see AlterationPage).
import { MobileOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Result, Space } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SMS_MODES } from '../../../shared/account/account-api';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { PATHS } from '../../router/paths';
import { changeForgottenPassword, verifyPhone } from './accountFlowApi';
import type { AlterationState } from './AlterationPage';
import { mobileRules, usernameRules } from './fieldRules';
import { NewPasswordFields } from './NewPasswordFields';
import { SmsCodeField } from './SmsCodeField';

/** Seconds the done step waits before going back to the login page. */
export const ALTERATION_REDIRECT_SECONDS = 5;

/** Runs a server call, shows its refusal and resolves the answer only on success. */
function useServerStep() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async <T,>(call: () => Promise<{ success: boolean; message: string; result: T } | null>) => {
    setBusy(true);
    try {
      const response = await call();
      if (response?.success) return response;
      if (response?.message) void message.warning(response.message);
      return null;
    } catch {
      return null; // the http client already showed the transport error
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function AlterationAccountStep({
  state,
  onNext,
}: {
  state: AlterationState;
  onNext: (username: string) => void;
}) {
  return (
    <Form
      size="large"
      initialValues={{ username: state.username }}
      onFinish={(v: { username: string }) => onNext(v.username.trim())}
    >
      <Form.Item name="username" rules={usernameRules}>
        <Input
          prefix={<UserOutlined />}
          placeholder={ACCOUNT_TEXTS.usernameLabel}
          aria-label={ACCOUNT_TEXTS.usernameLabel}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {ACCOUNT_TEXTS.next}
      </Button>
      <div className="anze-login-links">
        <Link to={PATHS.login}>{ACCOUNT_TEXTS.backToLogin}</Link>
      </div>
    </Form>
  );
}

export function AlterationPhoneStep({
  state,
  onBack,
  onNext,
}: {
  state: AlterationState;
  onBack: () => void;
  onNext: (phone: string, ticket: string) => void;
}) {
  const { message } = App.useApp();
  const { busy, run } = useServerStep();
  const onFinish = async (values: { phone: string; smscode: string }) => {
    const phone = values.phone.trim();
    const response = await run(() => verifyPhone({ phone, smscode: values.smscode.trim() }));
    if (!response) return;
    // The number must belong to the account named in step 1.
    if (response.result.username !== state.username) {
      void message.warning(ACCOUNT_TEXTS.usernameMismatch);
      return;
    }
    onNext(phone, response.result.smscode);
  };
  return (
    <Form size="large" initialValues={{ phone: state.phone }} onFinish={onFinish}>
      <Form.Item name="phone" rules={mobileRules}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={ACCOUNT_TEXTS.mobileLabel}
          aria-label={ACCOUNT_TEXTS.mobileLabel}
          maxLength={11}
        />
      </Form.Item>
      <Form.Item>
        <SmsCodeField phoneField="phone" smsmode={SMS_MODES.forgot} />
      </Form.Item>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{ACCOUNT_TEXTS.previous}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {ACCOUNT_TEXTS.next}
        </Button>
      </Space>
    </Form>
  );
}

export function AlterationPasswordStep({
  state,
  onBack,
  onNext,
}: {
  state: AlterationState;
  onBack: () => void;
  onNext: () => void;
}) {
  const { busy, run } = useServerStep();
  const onFinish = async (values: { password: string }) => {
    const response = await run(() =>
      changeForgottenPassword({
        username: state.username,
        password: values.password,
        phone: state.phone,
        smscode: state.ticket,
      }),
    );
    if (response) onNext();
  };
  return (
    <Form size="large" onFinish={onFinish}>
      <NewPasswordFields />
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{ACCOUNT_TEXTS.previous}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {ACCOUNT_TEXTS.next}
        </Button>
      </Space>
    </Form>
  );
}

export function AlterationDoneStep() {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(ALTERATION_REDIRECT_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      void navigate(PATHS.login, { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);
  return (
    <Result
      status="success"
      title={ACCOUNT_TEXTS.alterationDone}
      subTitle={ACCOUNT_TEXTS.alterationDoneHint(seconds)}
      extra={
        <Link to={PATHS.login}>
          <Button type="primary">{ACCOUNT_TEXTS.backToLogin}</Button>
        </Link>
      }
    />
  );
}
