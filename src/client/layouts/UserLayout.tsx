// Layout of the login, register and password recovery pages (spec §2): platform title, the page,
// and the login footer (ICP filing and company, spec §9).
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LOGIN_FOOTER, platformTitleForHost } from '../../shared/platform';
import { LOGIN_TEXTS } from '../../shared/texts';
import { AppLogo } from '../widgets/AppLogo';

export default function UserLayout() {
  const title = platformTitleForHost(window.location.hostname);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="anze-user-layout">
      <div className="anze-user-content">
        <header className="anze-user-top">
          <div className="anze-user-brand">
            <AppLogo size={40} />
            <h1 className="anze-user-title">{title}</h1>
          </div>
          <p className="anze-user-desc">{LOGIN_TEXTS.welcomeBack}</p>
        </header>
        <main className="anze-user-main">
          <Outlet />
        </main>
      </div>
      <footer className="anze-login-footer">
        <div>{LOGIN_FOOTER.copyright}</div>
        <div>
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
            {LOGIN_FOOTER.icp}
          </a>
          <span className="anze-login-footer-company">{LOGIN_FOOTER.company}</span>
        </div>
      </footer>
    </div>
  );
}
