import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/limits';
import { platformTitleForHost } from '../../../shared/platform';
import { TAB_TEXTS } from '../../../shared/texts';
import { AppRoutes } from '../../router/AppRoutes';
import { updateSettings } from '../../settings/layoutSettings';
import { setItem } from '../../storage/localStore';
import { signIn } from '../../test/fixtures';
import { serveSession, setViewportWidth } from '../../test/handlers';
import { renderWithApp } from '../../test/render';

const location = () => screen.getByTestId('location').textContent;
const tabButtons = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.anze-tab-bar .ant-tabs-nav-list .ant-tabs-tab-btn'));
const tabTitles = () => tabButtons().map((tab) => tab.textContent);
const tabWrapper = (title: string) =>
  tabButtons()
    .find((tab) => tab.textContent === title)!
    .closest('.ant-tabs-tab') as HTMLElement;
// rc-tabs gives the close button role "tab" and the label 'remove'.
const closeTab = (title: string) =>
  fireEvent.click(within(tabWrapper(title)).getByRole('tab', { name: 'remove' }));

async function contextAction(title: string, action: string) {
  fireEvent.contextMenu(within(tabWrapper(title)).getByText(title));
  fireEvent.click(await screen.findByText(action));
}

async function open(route: string) {
  renderWithApp(<AppRoutes />, { route });
  await waitFor(() => expect(tabButtons().length).toBeGreaterThan(0), { timeout: 3_000 });
}

async function openViaMenu(...names: string[]) {
  for (const name of names) fireEvent.click(await screen.findByRole('menuitem', { name: new RegExp(name) }));
}

beforeEach(() => {
  setViewportWidth(1440);
  signIn();
  serveSession();
});

describe('tab bar', () => {
  it('adds a tab per new page and keeps home first', async () => {
    await open('/nanlitask/nanlitasklist');
    expect(tabTitles()).toEqual(['首页', '任务派发']);
    await openViaMenu('数据分析', '综合大屏');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '任务派发', '综合大屏']));
    fireEvent.click(within(tabWrapper('任务派发')).getByText('任务派发'));
    await waitFor(() => expect(location()).toBe('/nanlitask/nanlitasklist'));
    expect(tabTitles()).toEqual(['首页', '任务派发', '综合大屏']);
  });

  it("keeps one tab while a page's query changes and returns to its latest query", async () => {
    await open('/nanlitask/nanlitasklist?pageNo=1');
    await openViaMenu('任务派发'); // its group is open: the current page is in it
    await waitFor(() => expect(location()).toBe('/nanlitask/nanlitasklist'));
    expect(tabTitles()).toEqual(['首页', '任务派发']);
    await openViaMenu('排查任务');
    await waitFor(() => expect(location()).toBe('/nanlitask/nanlitasklist?taskType=1'));
    await openViaMenu('数据分析', '综合大屏');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '任务派发', '排查任务', '综合大屏']));
    fireEvent.click(within(tabWrapper('任务派发')).getByText('任务派发'));
    await waitFor(() => expect(location()).toBe('/nanlitask/nanlitasklist'));
    expect(tabTitles()).toEqual(['首页', '任务派发', '排查任务', '综合大屏']);
  });

  it('refuses to close home, and the last page', async () => {
    await open('/dashboard/analysis');
    expect(tabTitles()).toEqual(['首页']);
    closeTab('首页');
    expect(await screen.findByText(TAB_TEXTS.lastPage)).toBeTruthy();
    await openViaMenu('任务管理', '任务派发');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '任务派发']));
    closeTab('首页');
    expect(await screen.findByText(TAB_TEXTS.homeNotClosable)).toBeTruthy();
    expect(tabTitles()).toEqual(['首页', '任务派发']);
  });

  it('closing the current tab shows the last remaining one', async () => {
    await open('/nanlitask/nanlitasklist');
    await openViaMenu('数据分析', '综合大屏');
    await waitFor(() => expect(location()).toBe('/dataanalysis/BigScreen'));
    closeTab('综合大屏');
    await waitFor(() => expect(location()).toBe('/nanlitask/nanlitasklist'));
    expect(tabTitles()).toEqual(['首页', '任务派发']);
  });

  it('offers 刷新 / 关闭左侧 / 关闭右侧 / 关闭其他 on right click', async () => {
    await open('/nanlitask/nanlitasklist');
    await openViaMenu('数据分析', '综合大屏');
    await openViaMenu('报告管理');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '任务派发', '综合大屏', '报告管理']));

    await contextAction('综合大屏', TAB_TEXTS.closeRight);
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '任务派发', '综合大屏']));
    expect(location()).toBe('/dataanalysis/BigScreen');

    await contextAction('综合大屏', TAB_TEXTS.closeLeft);
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '综合大屏']));

    await openViaMenu('任务派发'); // its submenu is still open
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '综合大屏', '任务派发']));
    await contextAction('综合大屏', TAB_TEXTS.closeOthers);
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '综合大屏']));
    expect(location()).toBe('/dataanalysis/BigScreen');
  });

  it('刷新 re-mounts the page', async () => {
    await open('/nanlitask/nanlitasklist');
    const before = await screen.findByTitle('任务派发');
    await contextAction('任务派发', TAB_TEXTS.refresh);
    await waitFor(() => expect(before.isConnected).toBe(false));
    expect(screen.getByTitle('任务派发')).toBeTruthy();
  });

  it('restores a title stored under route:title:{fullPath}', async () => {
    setItem(STORAGE_KEYS.routeTitle('/dataanalysis/BigScreen'), '全市综合态势');
    await open('/dataanalysis/BigScreen');
    expect(tabTitles()).toEqual(['首页', '全市综合态势']);
    await waitFor(() =>
      expect(document.title).toBe(`全市综合态势 · ${platformTitleForHost(window.location.hostname)}`),
    );
  });

  it('shows no tab bar in single-page mode or on mobile', async () => {
    updateSettings({ multipage: false });
    renderWithApp(<AppRoutes />, { route: '/nanlitask/nanlitasklist' });
    await screen.findByTitle('任务派发', {}, { timeout: 3_000 });
    expect(document.querySelector('.anze-tab-bar')).toBeNull();
  });
});
