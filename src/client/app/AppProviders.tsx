// antd configuration (zh_CN locale, theme from the layout settings and the reduced-motion
// preference), antd <App> for feedback
// and the colour-weak filter. Wraps the router in main.tsx and every component test.
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { themeConfigFor } from '../settings/themeConfig';
import { useLayoutSettings } from '../settings/useLayoutSettings';
import { useReducedMotion } from '../settings/useReducedMotion';
import { FeedbackBinder } from './FeedbackBinder';

const COLOR_WEAK_FILTER = 'invert(80%)';
/** Below the 64 px header, so toasts never cover the user menu. */
const NOTIFICATION_CONFIG = { top: 72 };

export function AppProviders({ children }: { children: ReactNode }) {
  const settings = useLayoutSettings();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeConfigFor(settings, reducedMotion), [settings, reducedMotion]);

  useEffect(() => {
    document.body.style.filter = settings.colorWeak ? COLOR_WEAK_FILTER : '';
  }, [settings.colorWeak]);

  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp notification={NOTIFICATION_CONFIG}>
        <FeedbackBinder />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
