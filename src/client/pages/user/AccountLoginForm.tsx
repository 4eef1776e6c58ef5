// 账号密码登录 and 企业登录 (spec §2): 账号, 密码, image captcha (click to refresh), drag-slider
// verification; the enterprise variant adds the unified social credit code. A failed login shows
// the server's message and refreshes the captcha.
import { BankOutlined, LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
// Direct imports keep TextArea, OTP and Search out of the login chunk.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { LOGIN_FORM_TEXTS, LOGIN_TEXTS } from '../../../shared/texts';
import { SliderVerify } from '../../widgets/SliderVerify';
import { useCaptcha } from './useCaptcha';
import type { LoginFormValues } from './useLoginController';

type Values = LoginFormValues & { creditCode: string };

interface Props {
  enterprise?: boolean;
  submitting: boolean;
  onSubmit: (values: Values, checkKey: number) => Promise<boolean>;
}

export function AccountLoginForm({ enterprise = false, submitting, onSubmit }: Props) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();

  const onFinish = async (values: Values) => {
    const ok = await onSubmit(values, captcha.checkKey);
    if (!ok) {
      captcha.refresh();
      form.setFieldValue('captcha', '');
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} autoComplete="on" aria-label={LOGIN_TEXTS.submit}>
      {enterprise && (
        <Form.Item
          name="creditCode"
          rules={[{ required: true, whitespace: true, message: ACCOUNT_TEXTS.creditCodeRequired }]}
        >
          <Input
            prefix={<BankOutlined />}
            placeholder={ACCOUNT_TEXTS.creditCodeLabel}
            aria-label={ACCOUNT_TEXTS.creditCodeLabel}
            maxLength={18}
          />
        </Form.Item>
      )}
      <Form.Item
        name="username"
        rules={[{ required: true, whitespace: true, message: LOGIN_TEXTS.usernameRequired }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={LOGIN_FORM_TEXTS.usernameLabel}
          aria-label={LOGIN_FORM_TEXTS.usernameLabel}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: LOGIN_TEXTS.passwordRequired }]}>
        <Password
          prefix={<LockOutlined />}
          placeholder={LOGIN_FORM_TEXTS.passwordLabel}
          aria-label={LOGIN_FORM_TEXTS.passwordLabel}
          autoComplete="current-password"
        />
      </Form.Item>
      <div className="anze-login-captcha">
        <Form.Item
          name="captcha"
          rules={[{ required: true, whitespace: true, message: LOGIN_TEXTS.captchaRequired }]}
        >
          <Input
            prefix={<SafetyCertificateOutlined />}
            placeholder={LOGIN_FORM_TEXTS.captchaLabel}
            aria-label={LOGIN_FORM_TEXTS.captchaLabel}
            autoComplete="off"
            maxLength={8}
          />
        </Form.Item>
        <button
          type="button"
          className="anze-login-captcha-image"
          title={LOGIN_FORM_TEXTS.captchaRefreshHint}
          aria-label={LOGIN_FORM_TEXTS.captchaRefreshHint}
          onClick={captcha.refresh}
        >
          {captcha.image ? <img src={captcha.image} alt={LOGIN_FORM_TEXTS.captchaImageAlt} /> : null}
        </button>
      </div>
      <Form.Item
        name="slider"
        valuePropName="value"
        rules={[
          {
            validator: (_, verified: boolean | undefined) =>
              verified ? Promise.resolve() : Promise.reject(new Error(LOGIN_TEXTS.sliderRequired)),
          },
        ]}
      >
        <SliderVerify />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {LOGIN_TEXTS.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
