// Layout settings -> antd ConfigProvider theme (applied live by the settings drawer); motion off
// when the system asks for reduced motion.
import type { ThemeConfig } from 'antd';
import type { LayoutSettings } from './layoutSettings';

export function themeConfigFor(settings: LayoutSettings, reducedMotion = false): ThemeConfig {
  return {
    token: { colorPrimary: settings.primaryColor, borderRadius: 4, motion: !reducedMotion },
    components: {
      Layout: {
        headerBg: settings.layout === 'topmenu' && settings.theme === 'dark' ? '#001529' : '#ffffff',
        headerPadding: '0 16px',
        siderBg: settings.theme === 'dark' ? '#001529' : '#ffffff',
      },
    },
  };
}
