// The login page (spec §2): tabs for account + password, phone + SMS code and enterprise login,
// links to password recovery and registration, then the tenant/department choice when needed.
import { Tabs } from 'antd';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { LOGIN_FORM_TEXTS } from '../../../shared/texts';
import { PATHS } from '../../router/paths';
import { AccountLoginForm } from './AccountLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { useLoginController } from './useLoginController';

// Only users with several tenants or departments need the select dialog: load it on demand.
const LoginSelectModal = lazy(() => import('./LoginSelectModal'));

export default function LoginPage() {
  const controller = useLoginController();
  const { submitting } = controller;

  return (
    <div className="anze-login">
      <Tabs
        centered
        destroyOnHidden
        items={[
          {
            key: 'account',
            label: ACCOUNT_TEXTS.tabAccount,
            children: <AccountLoginForm submitting={submitting} onSubmit={controller.submit} />,
          },
          {
            key: 'phone',
            label: ACCOUNT_TEXTS.tabPhone,
            children: <PhoneLoginForm submitting={submitting} onSubmit={controller.submitPhone} />,
          },
          {
            key: 'enterprise',
            label: ACCOUNT_TEXTS.tabEnterprise,
            children: (
              <AccountLoginForm enterprise submitting={submitting} onSubmit={controller.submitEnterprise} />
            ),
          },
        ]}
      />
      <div className="anze-login-links">
        <Link to={PATHS.alteration}>{LOGIN_FORM_TEXTS.alterationTitle}</Link>
        <Link to={PATHS.register}>{LOGIN_FORM_TEXTS.registerTitle}</Link>
      </div>
      {controller.choice && (
        <Suspense fallback={null}>
          <LoginSelectModal choice={controller.choice} onConfirm={controller.confirmChoice} />
        </Suspense>
      )}
    </div>
  );
}
