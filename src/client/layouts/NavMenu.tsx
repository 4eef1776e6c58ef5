// The navigation menu from the visible menu tree: inline in the sidebar / drawer, horizontal in
// top-menu mode. External items open a new window (meta.url ?? path) instead of routing.
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { browser } from '../api/browser';
import type { MenuEntry } from '../router/menuModel';
import { stripQuery } from '../router/menuModel';
import type { MenuTheme } from '../settings/layoutSettings';
import { menuIcon } from './menuIcons';

type Items = NonNullable<MenuProps['items']>;

function toItems(entries: MenuEntry[]): Items {
  return entries.map((entry) => ({
    key: entry.key,
    icon: menuIcon(entry.icon),
    label: entry.title,
    ...(entry.children ? { children: toItems(entry.children) } : {}),
  }));
}

/** Keys from the root to the entry of the current page (exact path + query first, then the path). */
export function selectedTrail(entries: MenuEntry[], pathname: string, search: string): string[] {
  const find = (list: MenuEntry[], match: (entry: MenuEntry) => boolean): string[] | null => {
    for (const entry of list) {
      if (!entry.children && match(entry)) return [entry.key];
      const nested = entry.children ? find(entry.children, match) : null;
      if (nested) return [entry.key, ...nested];
    }
    return null;
  };
  return (
    (search ? find(entries, (entry) => entry.path === `${pathname}${search}`) : null) ??
    find(
      entries,
      (entry) => !entry.external && !entry.path.includes('?') && stripQuery(entry.path) === pathname,
    ) ??
    []
  );
}

function indexEntries(entries: MenuEntry[], index = new Map<string, MenuEntry>()): Map<string, MenuEntry> {
  entries.forEach((entry) => {
    index.set(entry.key, entry);
    if (entry.children) indexEntries(entry.children, index);
  });
  return index;
}

interface Props {
  entries: MenuEntry[];
  mode: 'inline' | 'horizontal';
  theme: MenuTheme;
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function NavMenu({ entries, mode, theme, collapsed = false, onNavigate }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => toItems(entries), [entries]);
  const byKey = useMemo(() => indexEntries(entries), [entries]);
  const trail = useMemo(
    () => selectedTrail(entries, location.pathname, location.search),
    [entries, location.pathname, location.search],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1));
  const [seenTrail, setSeenTrail] = useState(trail);
  if (seenTrail !== trail) {
    setSeenTrail(trail);
    const parents = trail.slice(0, -1).filter((key) => !openKeys.includes(key));
    if (parents.length > 0) setOpenKeys([...openKeys, ...parents]);
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = byKey.get(key);
    if (!entry) return;
    if (entry.external) browser.openWindow(entry.url);
    else void navigate(entry.path);
    onNavigate?.();
  };

  const inlineOpen = mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {};
  return (
    <Menu
      className="anze-nav-menu"
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={trail.slice(-1)}
      onClick={onClick}
      {...inlineOpen}
    />
  );
}
