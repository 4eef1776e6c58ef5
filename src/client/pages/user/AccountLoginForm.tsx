// 账号密码登录 and 企业登录 (spec §2): 账号, 密码, image captcha (click to refresh), drag-slider
// verification; the enterprise variant adds the unified social credit code. A failed login shows
// the server's message and refreshes the captcha. Plain controlled inputs rather than antd Form keep
// the login route small (docs/perf.md budget); the look and the messages are antd Form's.
import { BankOutlined, LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// Direct imports keep TextArea, OTP and Search out of the login chunk.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { FormEvent } from 'react';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { LOGIN_FORM_TEXTS, LOGIN_TEXTS } from '../../../shared/texts';
import { SliderVerify } from '../../widgets/SliderVerify';
import { LoginField } from './LoginField';
import { useCaptcha } from './useCaptcha';
import { filledIn, useCheckedFields } from './useCheckedFields';
import type { FieldChecks } from './useCheckedFields';
import type { LoginFormValues } from './useLoginController';

type Values = LoginFormValues & { creditCode: string };

interface Props {
  enterprise?: boolean;
  submitting: boolean;
  onSubmit: (values: Values, checkKey: number) => Promise<boolean>;
}

const EMPTY: Values = { creditCode: '', username: '', password: '', captcha: '', slider: false };

const CHECKS: FieldChecks<Values> = {
  username: filledIn(LOGIN_TEXTS.usernameRequired),
  password: (value) => (value ? null : LOGIN_TEXTS.passwordRequired),
  captcha: filledIn(LOGIN_TEXTS.captchaRequired),
  slider: (verified) => (verified ? null : LOGIN_TEXTS.sliderRequired),
};
const ENTERPRISE_CHECKS: FieldChecks<Values> = {
  creditCode: filledIn(ACCOUNT_TEXTS.creditCodeRequired),
  ...CHECKS,
};

export function AccountLoginForm({ enterprise = false, submitting, onSubmit }: Props) {
  const fields = useCheckedFields(EMPTY, enterprise ? ENTERPRISE_CHECKS : CHECKS);
  const { values, errors, change } = fields;
  const captcha = useCaptcha();
  const status = (name: keyof Values) => (errors[name] ? 'error' : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = fields.validate();
    if (!checked) return;
    const ok = await onSubmit(checked, captcha.checkKey);
    if (!ok) {
      captcha.refresh();
      fields.set('captcha', '');
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      autoComplete="on"
      aria-label={LOGIN_TEXTS.submit}
      noValidate
    >
      {enterprise && (
        <LoginField error={errors.creditCode}>
          <Input
            size="large"
            status={status('creditCode')}
            prefix={<BankOutlined />}
            placeholder={ACCOUNT_TEXTS.creditCodeLabel}
            aria-label={ACCOUNT_TEXTS.creditCodeLabel}
            maxLength={18}
            value={values.creditCode}
            onChange={(event) => change('creditCode', event.target.value)}
          />
        </LoginField>
      )}
      <LoginField error={errors.username}>
        <Input
          size="large"
          status={status('username')}
          prefix={<UserOutlined />}
          placeholder={LOGIN_FORM_TEXTS.usernameLabel}
          aria-label={LOGIN_FORM_TEXTS.usernameLabel}
          autoComplete="username"
          value={values.username}
          onChange={(event) => change('username', event.target.value)}
        />
      </LoginField>
      <LoginField error={errors.password}>
        <Password
          size="large"
          status={status('password')}
          prefix={<LockOutlined />}
          placeholder={LOGIN_FORM_TEXTS.passwordLabel}
          aria-label={LOGIN_FORM_TEXTS.passwordLabel}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
        />
      </LoginField>
      <div className="anze-login-captcha">
        <LoginField error={errors.captcha}>
          <Input
            size="large"
            status={status('captcha')}
            prefix={<SafetyCertificateOutlined />}
            placeholder={LOGIN_FORM_TEXTS.captchaLabel}
            aria-label={LOGIN_FORM_TEXTS.captchaLabel}
            autoComplete="off"
            maxLength={8}
            value={values.captcha}
            onChange={(event) => change('captcha', event.target.value)}
          />
        </LoginField>
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
      <LoginField error={errors.slider}>
        <SliderVerify value={values.slider} onChange={(verified) => change('slider', verified)} />
      </LoginField>
      <LoginField>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {LOGIN_TEXTS.submit}
        </Button>
      </LoginField>
    </form>
  );
}
