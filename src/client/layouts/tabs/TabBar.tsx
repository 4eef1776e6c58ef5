// The multi-tab bar (spec §2): antd editable-card tabs, each with a right-click menu
// 刷新 / 关闭左侧 / 关闭右侧 / 关闭其他.
import { Dropdown, Tabs } from 'antd';
import type { MenuProps } from 'antd';
import { TAB_TEXTS } from '../../../shared/texts';
import type { TabAction, TabsController } from './useTabs';

const CONTEXT_ITEMS: MenuProps['items'] = [
  { key: 'refresh', label: TAB_TEXTS.refresh },
  { key: 'closeLeft', label: TAB_TEXTS.closeLeft },
  { key: 'closeRight', label: TAB_TEXTS.closeRight },
  { key: 'closeOthers', label: TAB_TEXTS.closeOthers },
];

export function TabBar({ tabs }: { tabs: TabsController }) {
  return (
    <Tabs
      className="anze-tab-bar"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={tabs.activeKey}
      onChange={tabs.select}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') tabs.close(key);
      }}
      items={tabs.pages.map((page) => ({
        key: page.key,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{ items: CONTEXT_ITEMS, onClick: ({ key }) => tabs.act(key as TabAction, page.key) }}
          >
            <span className="anze-tab-title">{page.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
