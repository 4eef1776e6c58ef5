// The login page (spec §2): 账号, 密码, image captcha (click to refresh), drag-slider verification,
// submit. A failed login shows the server's message and refreshes the captcha.
import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
// Direct imports keep TextArea, OTP and Search out of the login chunk.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { LOGIN_FORM_TEXTS, LOGIN_TEXTS } from '../../../shared/texts';
import { PATHS } from '../../router/paths';
import { SliderVerify } from '../../widgets/SliderVerify';
import { useCaptcha } from './useCaptcha';
import { useLoginController } from './useLoginController';
import type { LoginFormValues } from './useLoginController';

// Only users with several tenants or departments need the select dialog: load it on demand.
const LoginSelectModal = lazy(() => import('./LoginSelectModal'));

export default function LoginPage() {
  const [form] = Form.useForm<LoginFormValues>();
  const captcha = useCaptcha();
  const controller = useLoginController(captcha.checkKey);

  const onFinish = async (values: LoginFormValues) => {
    const ok = await controller.submit(values);
    if (!ok) {
      captcha.refresh();
      form.setFieldValue('captcha', '');
    }
  };

  return (
    <div className="anze-login">
      <Form form={form} size="large" onFinish={onFinish} autoComplete="on" aria-label={LOGIN_TEXTS.submit}>
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
          <Button type="primary" htmlType="submit" block loading={controller.submitting}>
            {LOGIN_TEXTS.submit}
          </Button>
        </Form.Item>
        <div className="anze-login-links">
          <Link to={PATHS.alteration}>{LOGIN_FORM_TEXTS.alterationTitle}</Link>
          <Link to={PATHS.register}>{LOGIN_FORM_TEXTS.registerTitle}</Link>
        </div>
      </Form>
      {controller.choice && (
        <Suspense fallback={null}>
          <LoginSelectModal choice={controller.choice} onConfirm={controller.confirmChoice} />
        </Suspense>
      )}
    </div>
  );
}
