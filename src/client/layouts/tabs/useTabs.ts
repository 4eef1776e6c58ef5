// Controller of the multi-tab bar: follows the route (add or update a tab), closes tabs under the
// rules of tabsModel with the spec's warnings, and refreshes the current page on demand.
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TAB_TEXTS } from '../../../shared/texts';
import { closeLeft, closeOthers, closePage, closeRight, openPage } from './tabsModel';
import type { CloseOutcome, TabPage } from './tabsModel';

export type TabAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

export interface TabsController {
  pages: TabPage[];
  activeKey: string;
  /** Changes when the current page must re-mount (刷新). */
  refreshKey: number;
  select: (key: string) => void;
  close: (key: string) => void;
  act: (action: TabAction, key: string) => void;
}

interface Options {
  current: TabPage;
  home: TabPage;
  multipage: boolean;
}

export function useTabs({ current, home, multipage }: Options): TabsController {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [pages, setPages] = useState<TabPage[]>(() => openPage([], current, multipage, home));
  const [seen, setSeen] = useState({ ...current, multipage });
  const [refreshKey, setRefreshKey] = useState(0);

  // Route changed: add the page if new, else update it (derived state, no effect needed).
  if (
    seen.key !== current.key ||
    seen.path !== current.path ||
    seen.title !== current.title ||
    seen.multipage !== multipage
  ) {
    setSeen({ ...current, multipage });
    setPages(openPage(multipage ? pages : [], current, multipage, home));
  }

  /** Where a tab leads: the full path it last showed. */
  const pathOf = (list: TabPage[], key: string) => list.find((page) => page.key === key)?.path ?? key;

  const apply = (outcome: CloseOutcome) => {
    if (outcome.refused === 'lastPage') {
      void message.warning(TAB_TEXTS.lastPage);
      return;
    }
    if (outcome.refused === 'home') {
      void message.warning(TAB_TEXTS.homeNotClosable);
      return;
    }
    setPages(outcome.pages);
    if (outcome.next && outcome.next !== current.key) void navigate(pathOf(outcome.pages, outcome.next));
  };

  return {
    pages,
    activeKey: current.key,
    refreshKey,
    select: (key) => {
      if (key !== current.key) void navigate(pathOf(pages, key));
    },
    close: (key) => apply(closePage(pages, key, current.key, home.key)),
    act: (action, key) => {
      switch (action) {
        case 'refresh':
          if (key !== current.key) void navigate(pathOf(pages, key));
          setRefreshKey((value) => value + 1);
          break;
        case 'closeLeft':
          apply(closeLeft(pages, key, current.key, home.key));
          break;
        case 'closeRight':
          apply(closeRight(pages, key, current.key, home.key));
          break;
        case 'closeOthers':
          apply(closeOthers(pages, key, current.key, home.key));
          break;
      }
    },
  };
}
