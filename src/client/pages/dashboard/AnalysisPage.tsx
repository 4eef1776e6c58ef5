// Home page ('dashboard/Analysis'): a greeting with the user's name and department, the platform
// title, the business KPIs and trends of the user's scope, and a shortcut card for each top-level
// menu the user can open.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Empty, Row, Typography, theme } from 'antd';
import { Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { platformTitleForHost } from '../../../shared/platform';
import { HOME_TEXTS } from '../../../shared/texts';
import { browser } from '../../api/browser';
import { staticFileUrl } from '../../api/staticUrl';
import { menuIcon } from '../../layouts/menuIcons';
import { buildMenu, entryTarget, heldTags } from '../../router/menuModel';
import type { MenuEntry } from '../../router/menuModel';
import { PATHS } from '../../router/paths';
import { greetingNow } from '../../session/greeting';
import { useSession } from '../../session/useSession';
import { lazyWithTimeout } from '../../router/lazyWithTimeout';
import { KpiOverviewSection } from './KpiOverviewSection';

// Visit statistics and their chart load as a chunk of their own (ECharts stays out of this one).
const VisitCard = lazyWithTimeout(() => import('../monitor/VisitCard'));

export default function AnalysisPage() {
  const navigate = useNavigate();
  const { userInfo, permissions } = useSession();
  const shortcuts = useMemo(
    () =>
      buildMenu(permissions?.menu ?? [], heldTags(permissions?.auth ?? [])).filter(
        (entry) => entry.path !== PATHS.home,
      ),
    [permissions],
  );
  const name = userInfo?.realname || userInfo?.username || '';
  const { token } = theme.useToken();

  const openShortcut = (entry: MenuEntry) => {
    const target = entryTarget(entry);
    if (target.external) browser.openWindow(target.url);
    else void navigate(target.path);
  };

  return (
    <div className="anze-home">
      <Card variant="borderless" className="anze-home-greeting">
        <div className="anze-home-greeting-body">
          <Avatar size={64} src={staticFileUrl(userInfo?.avatar)} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {greetingNow()}，{name}
            </Typography.Title>
            <Typography.Text type="secondary">
              {userInfo?.orgCodeTxt || HOME_TEXTS.noDepartment}
            </Typography.Text>
            <div className="anze-home-platform">{platformTitleForHost(window.location.hostname)}</div>
          </div>
        </div>
      </Card>
      <KpiOverviewSection />
      <Card variant="borderless" title={HOME_TEXTS.shortcuts}>
        {shortcuts.length === 0 ? (
          <Empty description={HOME_TEXTS.noShortcuts} />
        ) : (
          <Row gutter={[16, 16]}>
            {shortcuts.map((entry) => (
              <Col key={entry.key} xs={12} sm={8} md={6} xl={4}>
                <Card
                  hoverable
                  size="small"
                  className="anze-home-shortcut"
                  onClick={() => openShortcut(entry)}
                >
                  <span className="anze-home-shortcut-icon" style={{ color: token.colorPrimary }}>
                    {menuIcon(entry.icon)}
                  </span>
                  <span>{entry.title}</span>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Card>
      <Suspense fallback={null}>
        <VisitCard />
      </Suspense>
    </div>
  );
}
