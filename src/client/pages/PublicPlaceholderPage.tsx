// Full-page placeholder for the public screens (big screens, company list) that are not built yet.
import { Button } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { platformTitleForHost } from '../../shared/platform';
import { EXCEPTION_TEXTS } from '../../shared/texts';
import { PATHS } from '../router/paths';
import { UnderConstructionResult } from './UnderConstructionResult';
import type { UnderConstructionProps } from './UnderConstructionResult';

export default function PublicPlaceholderPage({ title, capability }: UnderConstructionProps) {
  const platformTitle = platformTitleForHost(window.location.hostname);
  useEffect(() => {
    document.title = `${title} · ${platformTitle}`;
  }, [title, platformTitle]);
  return (
    <main className="anze-public-page">
      <p className="anze-public-platform">{platformTitle}</p>
      <UnderConstructionResult
        title={title}
        capability={capability}
        extra={
          <Link to={PATHS.home}>
            <Button type="primary">{EXCEPTION_TEXTS.backHome}</Button>
          </Link>
        }
      />
    </main>
  );
}
