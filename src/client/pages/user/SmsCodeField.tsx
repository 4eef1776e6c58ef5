// 验证码 input with a 获取验证码 button: validates the phone field first, asks the server for a code
// of the given purpose and counts down before another may be requested.
import { MailOutlined } from '@ant-design/icons';
import { App, Button, Form, Space } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useState } from 'react';
import { SMS_CODE } from '../../../shared/account/account-api';
import type { SmsMode } from '../../../shared/account/account-api';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { sendSmsCode } from './accountFlowApi';

interface Props {
  /** Name of the form field that holds the phone number. */
  phoneField: string;
  smsmode: SmsMode;
  name?: string;
}

export function SmsCodeField({ phoneField, smsmode, name = 'smscode' }: Props) {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const values = await form.validateFields([phoneField]).catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      const response = await sendSmsCode(String(form.getFieldValue(phoneField)).trim(), smsmode);
      if (response?.success) {
        void message.success(response.message);
        setSecondsLeft(SMS_CODE.resendSeconds);
      } else if (response?.message) {
        void message.warning(response.message);
      }
    } catch {
      // The http client already showed the transport error.
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item
        name={name}
        noStyle
        rules={[{ required: true, whitespace: true, message: ACCOUNT_TEXTS.smsCodeRequired }]}
      >
        <Input
          prefix={<MailOutlined />}
          placeholder={ACCOUNT_TEXTS.smsCodeLabel}
          aria-label={ACCOUNT_TEXTS.smsCodeLabel}
          maxLength={SMS_CODE.length}
          autoComplete="one-time-code"
        />
      </Form.Item>
      <Button onClick={() => void send()} loading={sending} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? ACCOUNT_TEXTS.resendIn(secondsLeft) : ACCOUNT_TEXTS.sendCode}
      </Button>
    </Space.Compact>
  );
}
