// /test/home, public: the platform's landing page — its title and what it is for, the public entries
// (the two public big screens and 保险查询) and the way in (登录). It reads nothing from the server:
// whatever figures a visitor may see are on the public screens themselves.
import {
  ArrowRightOutlined,
  BarChartOutlined,
  FileSearchOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LANDING_TEXTS } from '../../../shared/analysis-screen-texts';
import { LOGIN_FOOTER, platformTitleForHost } from '../../../shared/platform';
import { PATHS } from '../../router/paths';
import './landing.css';

const ENTRIES: { path: string; title: string; text: string; icon: ReactNode }[] = [
  { path: PATHS.insuredScreen, ...LANDING_TEXTS.insuredScreen, icon: <SafetyCertificateOutlined /> },
  { path: PATHS.dangerScreen, ...LANDING_TEXTS.dangerScreen, icon: <BarChartOutlined /> },
  { path: PATHS.companyList, ...LANDING_TEXTS.companyList, icon: <FileSearchOutlined /> },
];

export default function TestHomePage() {
  const title = platformTitleForHost(window.location.hostname);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="anze-landing">
      <section className="anze-landing-hero">
        <h1>{title}</h1>
        <p>{LANDING_TEXTS.description}</p>
        <Link className="anze-landing-login" to={PATHS.login}>
          {LANDING_TEXTS.login} <ArrowRightOutlined />
        </Link>
        <small>{LANDING_TEXTS.loginHint}</small>
      </section>
      <section className="anze-landing-entries" aria-label={LANDING_TEXTS.publicEntries}>
        <h2>{LANDING_TEXTS.publicEntries}</h2>
        <nav>
          {ENTRIES.map((entry) => (
            <Link key={entry.path} className="anze-landing-card" to={entry.path}>
              <span className="anze-landing-icon">{entry.icon}</span>
              <strong>{entry.title}</strong>
              <span>{entry.text}</span>
            </Link>
          ))}
        </nav>
      </section>
      <footer className="anze-landing-footer">
        {LOGIN_FOOTER.company} · {LOGIN_FOOTER.icp}
      </footer>
    </main>
  );
}
