// Multi-tab bar rules (spec §2, §4, §8), as pure functions over the list of open pages.
// A page is keyed by its route (the path, or a menu entry's own path-with-query) and remembers the
// full path it last showed, so a list's filters in the query change the tab instead of opening
// another. Home is never closed; the last page is never closed.
import { STORAGE_KEYS } from '../../../shared/limits';
import { getItem } from '../../storage/localStore';

export interface TabPage {
  /** Identity of the page: its pathname, or the path-with-query of a menu entry (route '0'). */
  key: string;
  /** The full path (pathname + search) it last showed; selecting the tab goes back there. */
  path: string;
  title: string;
}

export type CloseRefusal = 'lastPage' | 'home';

export interface CloseOutcome {
  pages: TabPage[];
  /** The tab to show when the active one was closed. */
  next?: string;
  refused?: CloseRefusal;
}

/** A title set for a full path by a page (localStorage route:title:{fullPath}) wins over the menu title. */
export function storedTabTitle(fullPath: string): string | null {
  return getItem<string>(STORAGE_KEYS.routeTitle(fullPath));
}

/** Add the page if new, else update it in place; single-page mode keeps only the current page. */
export function openPage(pages: TabPage[], page: TabPage, multipage: boolean, home?: TabPage): TabPage[] {
  if (!multipage) return [page];
  const base = pages.length === 0 && home && home.key !== page.key ? [home] : pages;
  const index = base.findIndex((entry) => entry.key === page.key);
  if (index < 0) return [...base, page];
  const next = [...base];
  next[index] = page;
  return next;
}

function afterRemoval(pages: TabPage[], remaining: TabPage[], activeKey: string): CloseOutcome {
  if (remaining.some((entry) => entry.key === activeKey)) return { pages: remaining };
  return { pages: remaining, next: remaining[remaining.length - 1]?.key ?? pages[0]?.key };
}

export function closePage(pages: TabPage[], key: string, activeKey: string, homeKey: string): CloseOutcome {
  if (pages.length <= 1) return { pages, refused: 'lastPage' };
  if (key === homeKey) return { pages, refused: 'home' };
  return afterRemoval(
    pages,
    pages.filter((entry) => entry.key !== key),
    activeKey,
  );
}

function keep(
  pages: TabPage[],
  key: string,
  activeKey: string,
  homeKey: string,
  predicate: (index: number, target: number) => boolean,
): CloseOutcome {
  const target = pages.findIndex((entry) => entry.key === key);
  if (target < 0) return { pages };
  const remaining = pages.filter((entry, index) => entry.key === homeKey || predicate(index, target));
  const outcome = afterRemoval(pages, remaining, activeKey);
  return outcome.next === undefined ? outcome : { ...outcome, next: key };
}

export const closeLeft = (pages: TabPage[], key: string, activeKey: string, homeKey: string) =>
  keep(pages, key, activeKey, homeKey, (index, target) => index >= target);

export const closeRight = (pages: TabPage[], key: string, activeKey: string, homeKey: string) =>
  keep(pages, key, activeKey, homeKey, (index, target) => index <= target);

export const closeOthers = (pages: TabPage[], key: string, activeKey: string, homeKey: string) =>
  keep(pages, key, activeKey, homeKey, (index, target) => index === target);
