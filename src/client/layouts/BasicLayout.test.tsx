import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_TEXTS } from '../../shared/texts';
import { browser } from '../api/browser';
import { AppRoutes } from '../router/AppRoutes';
import { updateSettings } from '../settings/layoutSettings';
import { signIn } from '../test/fixtures';
import { serveSession, setViewportWidth } from '../test/handlers';
import { renderWithApp } from '../test/render';

const location = () => screen.getByTestId('location').textContent;

async function openApp(route = '/nanlitask/nanlitasklist') {
  renderWithApp(<AppRoutes />, { route });
  // The menu's pages here are frames (test/serverData.ts): the page has opened once its frame is there.
  await waitFor(() => expect(document.querySelector('.anze-iframe-page')).not.toBeNull(), { timeout: 3_000 });
}

beforeEach(() => {
  signIn();
  serveSession();
});

describe('basic layout', () => {
  it('on desktop shows the sidebar, which collapses to 80 px and back', async () => {
    setViewportWidth(1440);
    await openApp();
    const sider = document.querySelector('.anze-sider') as HTMLElement;
    expect(sider.style.width).toBe('200px');
    fireEvent.click(screen.getByRole('button', { name: HEADER_TEXTS.collapseMenu }));
    await waitFor(() => expect(sider.style.width).toBe('80px'));
    fireEvent.click(screen.getByRole('button', { name: HEADER_TEXTS.expandMenu }));
    await waitFor(() => expect(sider.style.width).toBe('200px'));
  });

  it('under 1088 px puts the menu in a closed drawer and hides the tabs', async () => {
    setViewportWidth(1000);
    await openApp();
    expect(document.querySelector('.anze-sider')).toBeNull();
    expect(document.querySelector('.anze-tab-bar')).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /综合大屏/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: HEADER_TEXTS.expandMenu }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /数据分析/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /综合大屏/ }));
    await waitFor(() => expect(location()).toBe('/dataanalysis/BigScreen'));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('opens external menu items in a new window instead of routing', async () => {
    setViewportWidth(1440);
    const open = vi.spyOn(browser, 'openWindow').mockImplementation(() => undefined);
    await openApp();
    fireEvent.click(await screen.findByRole('menuitem', { name: /数据分析/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /参保企业大屏/ }));
    expect(open).toHaveBeenCalledWith('/dataanalysis/InsuredScreen');
    expect(location()).toBe('/nanlitask/nanlitasklist');
  });

  it('highlights the route 0 entry whose query matches', async () => {
    setViewportWidth(1440);
    await openApp('/nanlitask/nanlitasklist?taskType=1');
    const selected = document.querySelector('.anze-sider .ant-menu-item-selected');
    expect(selected?.textContent).toBe('排查任务');
  });

  it('in top-menu mode puts the menu in the header and drops the sidebar', async () => {
    setViewportWidth(1440);
    updateSettings({ layout: 'topmenu', fixedHeader: true });
    await openApp();
    expect(document.querySelector('.anze-sider')).toBeNull();
    expect(document.querySelector('.anze-header .ant-menu-horizontal')).not.toBeNull();
    expect(document.querySelector('.anze-header')?.className).toContain('anze-header-fixed');
  });
});
