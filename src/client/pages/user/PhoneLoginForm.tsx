// 手机号登录: mobile number and the SMS code sent for login (smsmode 0).
import { MobileOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { SMS_MODES } from '../../../shared/account/account-api';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { LOGIN_TEXTS } from '../../../shared/texts';
import { mobileRules } from './fieldRules';
import { SmsCodeField } from './SmsCodeField';

interface Values {
  mobile: string;
  smscode: string;
}

interface Props {
  submitting: boolean;
  onSubmit: (values: Values) => Promise<boolean>;
}

export default function PhoneLoginForm({ submitting, onSubmit }: Props) {
  const [form] = Form.useForm<Values>();
  return (
    <Form
      form={form}
      size="large"
      onFinish={(values) => void onSubmit(values)}
      aria-label={ACCOUNT_TEXTS.tabPhone}
    >
      <Form.Item name="mobile" rules={mobileRules}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={ACCOUNT_TEXTS.mobileLabel}
          aria-label={ACCOUNT_TEXTS.mobileLabel}
          maxLength={11}
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item>
        <SmsCodeField phoneField="mobile" smsmode={SMS_MODES.login} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {LOGIN_TEXTS.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
