// Breadcrumb (spec §2): 首页 first, then the titles of the matched menu items.
import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../shared/api-types';
import { HEADER_TEXTS } from '../../shared/texts';
import { PATHS } from '../router/paths';

export function PageBreadcrumb({ trail, isHome }: { trail: MenuItem[]; isHome: boolean }) {
  const rest = isHome ? [] : trail.filter((item) => item.path !== PATHS.home);
  const items = [
    {
      key: 'home',
      title: rest.length > 0 ? <Link to={PATHS.home}>{HEADER_TEXTS.home}</Link> : HEADER_TEXTS.home,
    },
    ...rest.map((item) => ({ key: item.id || item.path, title: item.meta?.title ?? item.name })),
  ];
  return <Breadcrumb className="anze-breadcrumb" items={items} />;
}
