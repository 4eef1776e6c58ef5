// The login page (spec §2): account + password, phone + SMS code or enterprise login, links to password
// recovery and registration, then the tenant/department choice when needed. A Segmented switch (not
// Tabs) and a lazy phone form keep the login route small (docs/perf.md budget).
import { Segmented } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { LOGIN_FORM_TEXTS } from '../../../shared/texts';
import { PATHS } from '../../router/paths';
import { AccountLoginForm } from './AccountLoginForm';
import { useLoginController } from './useLoginController';

// Only users with several tenants or departments need the select dialog: load it on demand.
const LoginSelectModal = lazy(() => import('./LoginSelectModal'));
const PhoneLoginForm = lazy(() => import('./PhoneLoginForm'));

type LoginKind = 'account' | 'phone' | 'enterprise';

const KINDS: { value: LoginKind; label: string }[] = [
  { value: 'account', label: ACCOUNT_TEXTS.tabAccount },
  { value: 'phone', label: ACCOUNT_TEXTS.tabPhone },
  { value: 'enterprise', label: ACCOUNT_TEXTS.tabEnterprise },
];

export default function LoginPage() {
  const controller = useLoginController();
  const { submitting } = controller;
  const [kind, setKind] = useState<LoginKind>('account');

  return (
    <div className="anze-login">
      <Segmented<LoginKind>
        block
        options={KINDS}
        value={kind}
        onChange={setKind}
        style={{ marginBottom: 24 }}
      />
      {kind === 'account' && <AccountLoginForm submitting={submitting} onSubmit={controller.submit} />}
      {kind === 'phone' && (
        <Suspense fallback={null}>
          <PhoneLoginForm submitting={submitting} onSubmit={controller.submitPhone} />
        </Suspense>
      )}
      {kind === 'enterprise' && (
        <AccountLoginForm
          key="enterprise"
          enterprise
          submitting={submitting}
          onSubmit={controller.submitEnterprise}
        />
      )}
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
