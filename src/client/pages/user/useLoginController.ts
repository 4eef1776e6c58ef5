// Login flow (spec §4, contract §5.2): log in (password, phone + SMS code or enterprise), warn when the user has no department, keep the only
// tenant or let the user pick tenant / department, greet by hour, then go to the redirect or home.
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_PATHS } from '../../../shared/account/account-api';
import type { Depart, LoginResult, Tenant } from '../../../shared/api-types';
import { LOGIN_FORM_TEXTS, SESSION_TEXTS } from '../../../shared/texts';
import { PATHS, safeRedirect } from '../../router/paths';
import { selectDepart } from '../../session/accountActions';
import { UI_DURATIONS_MS } from '../../../shared/limits';
import { greetingNow } from '../../session/greeting';
import { LoginError, login } from '../../session/login';
import { saveTenantId } from '../../session/sessionState';

/** One failure notification at a time, removed once the login succeeds. */
const LOGIN_FAILED_KEY = 'login-failed';

export interface LoginFormValues {
  username: string;
  password: string;
  captcha: string;
  slider?: boolean;
}

export interface LoginChoice {
  username: string;
  departs: Depart[];
  tenants: Tenant[];
}

export interface ChoiceValues {
  orgCode?: string;
  tenantId?: number;
}

export function useLoginController() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { message, notification } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const [choice, setChoice] = useState<LoginChoice | null>(null);

  const finish = () => {
    notification.destroy(LOGIN_FAILED_KEY);
    notification.success({
      message: LOGIN_FORM_TEXTS.welcome,
      description: LOGIN_FORM_TEXTS.greeting(greetingNow()),
      duration: UI_DURATIONS_MS.notification / 1000,
    });
    void navigate(safeRedirect(searchParams.get('redirect')) ?? PATHS.home, { replace: true });
  };

  /** Runs one way of logging in; resolves true when logged in, false after a failure (shown). */
  const handle = async (run: () => Promise<LoginResult>): Promise<boolean> => {
    setSubmitting(true);
    try {
      const result = await run();
      const username = result.userInfo.username;
      if (result.multi_depart === 0) void message.warning(SESSION_TEXTS.noDepartmentsAtLogin);
      const tenants = result.tenantList ?? [];
      if (tenants.length === 1 && tenants[0]) saveTenantId(tenants[0].id);
      const departs = result.multi_depart === 2 ? (result.departs ?? []) : [];
      if (tenants.length > 1 || departs.length > 1) {
        setChoice({
          username,
          departs: departs.length > 1 ? departs : [],
          tenants: tenants.length > 1 ? tenants : [],
        });
      } else {
        finish();
      }
      return true;
    } catch (error) {
      // Transport and status errors were already shown by the http client.
      if (error instanceof LoginError) {
        notification.error({
          key: LOGIN_FAILED_KEY,
          message: LOGIN_FORM_TEXTS.loginFailed,
          description: error.message,
        });
      }
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (values: LoginFormValues, checkKey: number) =>
    handle(() =>
      login({
        username: values.username.trim(),
        password: values.password,
        captcha: values.captcha,
        checkKey,
      }),
    );
  const submitEnterprise = (values: LoginFormValues & { creditCode: string }, checkKey: number) =>
    handle(() =>
      login(
        {
          creditCode: values.creditCode.trim(),
          username: values.username.trim(),
          password: values.password,
          captcha: values.captcha,
          checkKey,
        },
        ACCOUNT_PATHS.enterpriseLogin,
      ),
    );
  const submitPhone = (values: { mobile: string; smscode: string }) =>
    handle(() =>
      login({ mobile: values.mobile.trim(), captcha: values.smscode.trim() }, ACCOUNT_PATHS.phoneLogin),
    );

  const confirmChoice = async (values: ChoiceValues) => {
    if (!choice) return;
    if (values.tenantId !== undefined) saveTenantId(values.tenantId);
    if (values.orgCode) {
      const response = await selectDepart(values.orgCode, choice.username).catch(() => null);
      if (!response?.success) {
        if (response?.message) void message.warning(response.message);
        return;
      }
    }
    setChoice(null);
    finish();
  };

  return { submitting, submit, submitEnterprise, submitPhone, choice, confirmChoice };
}
