// 注册结果 (/user/register-result): names the new account and leads back to the login page.
import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { PATHS } from '../../router/paths';

export default function RegisterResultPage() {
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  return (
    <Result
      status="success"
      title={ACCOUNT_TEXTS.registerResult(username)}
      subTitle={ACCOUNT_TEXTS.registerResultHint}
      extra={
        <Link to={PATHS.login}>
          <Button type="primary" size="large">
            {ACCOUNT_TEXTS.backToLogin}
          </Button>
        </Link>
      }
    />
  );
}
