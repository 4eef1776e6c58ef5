// Menu search (spec §2): pick any visible leaf entry by title; it opens the route, or a new window
// for external and iframe entries.
import { Select } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { LAYOUT_TEXTS } from '../../../shared/texts';
import { browser } from '../../api/browser';
import { menuLeaves } from '../../router/menuModel';
import type { MenuEntry } from '../../router/menuModel';

export function MenuSearch({ entries }: { entries: MenuEntry[] }) {
  const navigate = useNavigate();
  const leaves = useMemo(() => menuLeaves(entries), [entries]);
  const options = leaves.map(({ entry, trail }) => ({ value: entry.key, label: trail.join(' / '), entry }));

  return (
    <Select
      className="anze-menu-search"
      showSearch
      allowClear
      value={null}
      placeholder={LAYOUT_TEXTS.menuSearchPlaceholder}
      aria-label={LAYOUT_TEXTS.menuSearchPlaceholder}
      optionFilterProp="label"
      popupMatchSelectWidth={240}
      options={options}
      onSelect={(_, option) => {
        const entry = option.entry;
        if (entry.external || entry.iframe) browser.openWindow(entry.url);
        else void navigate(entry.path);
      }}
    />
  );
}
