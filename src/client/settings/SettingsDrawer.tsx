// Layout settings drawer (spec §2, development builds only): every option applies at once through
// the settings store (ConfigProvider theme tokens, layout props) and is persisted.
import { CheckOutlined } from '@ant-design/icons';
import { App, Divider, Drawer, List, Radio, Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { THEME, UI_DURATIONS_MS } from '../../shared/limits';
import { LAYOUT_TEXTS, SETTINGS_TEXTS } from '../../shared/texts';
import { updateSettings } from './layoutSettings';
import type { ContentWidth, MenuTheme, NavigationMode } from './layoutSettings';
import { useLayoutSettings } from './useLayoutSettings';

function Row({ title, action, hint }: { title: string; action: ReactNode; hint?: string }) {
  return (
    <List.Item
      actions={[
        hint ? (
          <Tooltip key="a" title={hint} placement="left">
            {action}
          </Tooltip>
        ) : (
          action
        ),
      ]}
    >
      {title}
    </List.Item>
  );
}

export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const settings = useLayoutSettings();
  const top = settings.layout === 'topmenu';

  const pickColor = (color: string) => {
    if (color === settings.primaryColor) return;
    void message.loading(LAYOUT_TEXTS.themeCompiling, UI_DURATIONS_MS.themeCompiling / 1000);
    updateSettings({ primaryColor: color });
  };

  return (
    <Drawer open={open} onClose={onClose} title={SETTINGS_TEXTS.title} width={300}>
      <h4>{SETTINGS_TEXTS.menuTheme}</h4>
      <Radio.Group
        value={settings.theme}
        onChange={(event) => updateSettings({ theme: event.target.value as MenuTheme })}
        options={[
          { value: 'dark', label: SETTINGS_TEXTS.themeDark },
          { value: 'light', label: SETTINGS_TEXTS.themeLight },
        ]}
      />
      <h4 className="anze-settings-heading">{SETTINGS_TEXTS.primaryColor}</h4>
      <div className="anze-color-presets">
        {THEME.primaryPresets.map((color, index) => (
          <Tooltip key={color} title={SETTINGS_TEXTS.presetNames[index]}>
            <button
              type="button"
              className="anze-color-swatch"
              style={{ background: color }}
              aria-label={SETTINGS_TEXTS.presetNames[index]}
              aria-pressed={color === settings.primaryColor}
              onClick={() => pickColor(color)}
            >
              {color === settings.primaryColor && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider />
      <h4>{SETTINGS_TEXTS.navigationMode}</h4>
      <Radio.Group
        value={settings.layout}
        onChange={(event) => updateSettings({ layout: event.target.value as NavigationMode })}
        options={[
          { value: 'sidemenu', label: SETTINGS_TEXTS.sideMenu },
          { value: 'topmenu', label: SETTINGS_TEXTS.topMenu },
        ]}
      />
      <List split={false}>
        <Row
          title={SETTINGS_TEXTS.contentWidth}
          hint={top ? undefined : SETTINGS_TEXTS.fluidOnlyTopMenu}
          action={
            <Select
              size="small"
              style={{ width: 80 }}
              value={settings.contentWidth}
              onChange={(value: ContentWidth) => updateSettings({ contentWidth: value })}
              options={[
                { value: 'Fixed', label: SETTINGS_TEXTS.contentFixed },
                ...(top ? [{ value: 'Fluid', label: SETTINGS_TEXTS.contentFluid }] : []),
              ]}
            />
          }
        />
        <Row
          title={SETTINGS_TEXTS.fixedHeader}
          action={
            <Switch
              size="small"
              checked={settings.fixedHeader}
              onChange={(fixedHeader) => updateSettings({ fixedHeader })}
            />
          }
        />
        <Row
          title={SETTINGS_TEXTS.autoHideHeader}
          hint={settings.fixedHeader ? undefined : SETTINGS_TEXTS.autoHideNeedsFixed}
          action={
            <Switch
              size="small"
              disabled={!settings.fixedHeader}
              checked={settings.autoHideHeader}
              onChange={(autoHideHeader) => updateSettings({ autoHideHeader })}
            />
          }
        />
        <Row
          title={SETTINGS_TEXTS.fixedSider}
          hint={top ? SETTINGS_TEXTS.fixedSiderSideOnly : undefined}
          action={
            <Switch
              size="small"
              disabled={top}
              checked={settings.fixSiderbar}
              onChange={(fixSiderbar) => updateSettings({ fixSiderbar })}
            />
          }
        />
      </List>
      <Divider />
      <h4>{SETTINGS_TEXTS.other}</h4>
      <List split={false}>
        <Row
          title={SETTINGS_TEXTS.colorWeak}
          action={
            <Switch
              size="small"
              checked={settings.colorWeak}
              onChange={(colorWeak) => updateSettings({ colorWeak })}
            />
          }
        />
        <Row
          title={SETTINGS_TEXTS.multipage}
          action={
            <Switch
              size="small"
              checked={settings.multipage}
              onChange={(multipage) => updateSettings({ multipage })}
            />
          }
        />
      </List>
    </Drawer>
  );
}
