// Register / register result / password recovery inside the user layout, until they are built.
import { Link } from 'react-router-dom';
import { LOGIN_FORM_TEXTS } from '../../../shared/texts';
import { PATHS } from '../../router/paths';
import { UnderConstructionResult } from '../UnderConstructionResult';
import type { UnderConstructionProps } from '../UnderConstructionResult';

export default function UserPlaceholderPage(props: UnderConstructionProps) {
  return (
    <UnderConstructionResult
      {...props}
      extra={<Link to={PATHS.login}>{LOGIN_FORM_TEXTS.backToLogin}</Link>}
    />
  );
}
