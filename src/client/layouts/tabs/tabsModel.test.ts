import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closePage, closeRight, openPage } from './tabsModel';
import type { TabPage } from './tabsModel';

const home: TabPage = { key: '/dashboard/analysis', path: '/dashboard/analysis', title: '首页' };
const page = (key: string, title = key, path = key): TabPage => ({ key, path, title });
const keys = (pages: TabPage[]) => pages.map((entry) => entry.key);

describe('openPage', () => {
  it('starts with home, adds new pages and updates known ones in place', () => {
    let pages = openPage([], page('/a', 'A'), true, home);
    expect(keys(pages)).toEqual(['/dashboard/analysis', '/a']);
    pages = openPage(pages, page('/b'), true, home);
    pages = openPage(pages, page('/a', 'A2'), true, home);
    expect(pages).toEqual([home, { key: '/a', path: '/a', title: 'A2' }, page('/b')]);
  });

  it('keeps one tab per page whose query changes, remembering the latest full path', () => {
    let pages = openPage([], page('/list', '企业', '/list?pageNo=1'), true, home);
    pages = openPage(pages, page('/list', '企业', '/list?pageNo=3&enterpriseName=*化工*'), true, home);
    expect(pages).toEqual([home, page('/list', '企业', '/list?pageNo=3&enterpriseName=*化工*')]);
  });

  it('treats a menu entry with its own query as another page', () => {
    const pages = openPage(openPage([], page('/task'), true, home), page('/task?type=1'), true, home);
    expect(keys(pages)).toEqual(['/dashboard/analysis', '/task', '/task?type=1']);
  });

  it('keeps only the current page in single-page mode', () => {
    expect(openPage([home, page('/a')], page('/b'), false, home)).toEqual([page('/b')]);
  });
});

describe('closing', () => {
  const pages = [home, page('/a'), page('/b'), page('/c')];

  it('never closes the last page, then never home', () => {
    expect(closePage([home], home.key, home.key, home.key).refused).toBe('lastPage');
    expect(closePage([page('/a')], '/a', '/a', home.key).refused).toBe('lastPage');
    expect(closePage(pages, home.key, '/a', home.key).refused).toBe('home');
  });

  it('closing the active page moves to the last remaining one', () => {
    expect(closePage(pages, '/b', '/b', home.key)).toEqual({
      pages: [home, page('/a'), page('/c')],
      next: '/c',
    });
    expect(closePage(pages, '/b', '/a', home.key)).toEqual({ pages: [home, page('/a'), page('/c')] });
  });

  it('close left / right / others keep home and show the target if the active page went away', () => {
    expect(keys(closeLeft(pages, '/b', '/c', home.key).pages)).toEqual([home.key, '/b', '/c']);
    expect(closeLeft(pages, '/b', '/a', home.key).next).toBe('/b');
    expect(keys(closeRight(pages, '/a', '/a', home.key).pages)).toEqual([home.key, '/a']);
    expect(closeRight(pages, '/a', '/c', home.key).next).toBe('/a');
    expect(keys(closeOthers(pages, '/b', '/b', home.key).pages)).toEqual([home.key, '/b']);
    expect(closeOthers(pages, '/b', '/b', home.key).next).toBeUndefined();
  });
});
