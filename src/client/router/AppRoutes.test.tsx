import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { platformTitleForHost } from '../../shared/platform';
import { LANDING_TEXTS } from '../../shared/analysis-screen-texts';
import { EXCEPTION_TEXTS, LOGIN_FORM_TEXTS, PERMISSION_TEXTS } from '../../shared/texts';
import { getToken } from '../session/sessionState';
import { NANLICUSTOM_AUTH, menuItem, sampleMenu, signIn } from '../test/fixtures';
import { serveCaptcha, serveSession, setViewportWidth } from '../test/handlers';
import { http, HttpResponse } from 'msw';
import { renderWithApp } from '../test/render';
import { api, server } from '../test/server';
import { AppRoutes } from './AppRoutes';
import { ACCOUNT_TEXTS } from '../../shared/account/account-texts';
import { MAP_TEXTS } from '../pages/maps/mapTexts';
import { MONITOR_TEXTS } from '../../shared/monitor/monitor-texts';

const location = () => screen.getByTestId('location').textContent;
const platformTitle = platformTitleForHost(window.location.hostname);

beforeEach(() => {
  setViewportWidth(1440);
  serveCaptcha();
});

describe('guard', () => {
  it('sends a visitor without token to the login page with the full wanted path', async () => {
    renderWithApp(<AppRoutes />, { route: '/nanlitask/nanlitasklist?taskType=1' });
    await screen.findByPlaceholderText(LOGIN_FORM_TEXTS.usernameLabel, {}, { timeout: 10_000 });
    expect(location()).toBe('/user/login?redirect=%2Fnanlitask%2Fnanlitasklist%3FtaskType%3D1');
  });

  it('keeps the hash of the wanted path in the redirect', async () => {
    renderWithApp(<AppRoutes />, { route: '/nanlitask/nanlitasklist?taskType=1#history' });
    await screen.findByPlaceholderText(LOGIN_FORM_TEXTS.usernameLabel, {}, { timeout: 10_000 });
    expect(location()).toBe('/user/login?redirect=%2Fnanlitask%2Fnanlitasklist%3FtaskType%3D1%23history');
  });

  it('lets visitors open the public pages', async () => {
    renderWithApp(<AppRoutes />, { route: '/test/home' });
    expect(await screen.findByText(LANDING_TEXTS.description, {}, { timeout: 3_000 })).toBeTruthy();
    expect(location()).toBe('/test/home');
  });

  it('lets visitors open password recovery', async () => {
    renderWithApp(<AppRoutes />, { route: '/user/alteration' });
    expect(await screen.findByText(ACCOUNT_TEXTS.steps[0], {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(LOGIN_FORM_TEXTS.alterationTitle)).toBeTruthy();
  });

  it('sends a logged-in user from the login page home', async () => {
    signIn();
    serveSession();
    renderWithApp(<AppRoutes />, { route: '/user/login' });
    await waitFor(() => expect(location()).toBe('/dashboard/analysis'));
    expect(await screen.findByText(/管理员/, { selector: 'h4' }, { timeout: 3_000 })).toBeTruthy();
  });
});

describe('routes from the menu', () => {
  it("redirects '/' home, where the greeting, department and shortcuts show", async () => {
    signIn();
    const session = serveSession();
    renderWithApp(<AppRoutes />, { route: '/' });
    const greeting = await screen.findByText(/，管理员$/, { selector: 'h4' }, { timeout: 3_000 });
    expect(greeting).toBeTruthy();
    expect(location()).toBe('/dashboard/analysis');
    expect(screen.getByText('南宁市应急管理局')).toBeTruthy();
    const shortcuts = screen.getByText('快捷入口').closest('.ant-card') as HTMLElement;
    expect(within(shortcuts).getByText('任务管理')).toBeTruthy();
    expect(within(shortcuts).queryByText('首页')).toBeNull();
    expect(document.title).toBe(platformTitle);
    expect(session.permissionCalls()).toBe(1);
    // The visit card arrives as its own chunk and draws its 7-day chart (SVG) with a legend.
    const visitCard = (await screen.findByText(MONITOR_TEXTS.visitTitle, {}, { timeout: 10_000 })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(await within(visitCard).findByText(MONITOR_TEXTS.visitSeries)).toBeTruthy();
  });

  it('renders a menu page with its menu title, breadcrumb and document title', async () => {
    signIn();
    serveSession();
    renderWithApp(<AppRoutes />, { route: '/nanlitask/nanlitasklist' });
    expect(await screen.findByTitle('任务派发', {}, { timeout: 3_000 })).toBeTruthy();
    const breadcrumb = document.querySelector('.anze-breadcrumb') as HTMLElement;
    expect(within(breadcrumb).getByText('首页')).toBeTruthy();
    expect(within(breadcrumb).getByText('任务管理')).toBeTruthy();
    expect(within(breadcrumb).getByText('任务派发')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`任务派发 · ${platformTitle}`));
  });

  it('titles the page after the route 0 entry whose query matches', async () => {
    signIn();
    serveSession();
    renderWithApp(<AppRoutes />, { route: '/nanlitask/nanlitasklist?taskType=1' });
    expect(await screen.findByTitle('排查任务', {}, { timeout: 3_000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`排查任务 · ${platformTitle}`));
  });

  it('redirects a layout parent to its first child and loads permissions only once', async () => {
    signIn();
    const session = serveSession();
    renderWithApp(<AppRoutes />, { route: '/nanlitask' });
    await waitFor(() => expect(location()).toBe('/nanlitask/nanlitasklist'), { timeout: 3_000 });
    fireEvent.click(await screen.findByRole('menuitem', { name: /数据分析/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /综合大屏/ }));
    await waitFor(() => expect(location()).toBe('/dataanalysis/BigScreen'));
    expect(session.permissionCalls()).toBe(1);
  });

  it('sends unknown paths and routes without the tag to /404', async () => {
    signIn();
    serveSession();
    renderWithApp(<AppRoutes />, { route: '/nanlicustom/nanlicustomlist' });
    await waitFor(() => expect(location()).toBe('/404'), { timeout: 3_000 });
    expect(await screen.findByText(EXCEPTION_TEXTS.notFound)).toBeTruthy();
  });

  it('opens tagged routes for a user holding the tag', async () => {
    signIn();
    serveSession({ auth: NANLICUSTOM_AUTH });
    server.use(
      http.get(api('/sys/dict/getDictItems/:code'), () =>
        HttpResponse.json({ success: true, code: 200, result: [] }),
      ),
    );
    renderWithApp(<AppRoutes />, { route: '/demo/yhMap' });
    expect(await screen.findByText(MAP_TEXTS.appointmentCount(0), {}, { timeout: 3_000 })).toBeTruthy();
  });

  it('shows the 404 page for a menu component the registry does not know', async () => {
    signIn();
    serveSession({
      menu: [...sampleMenu(), menuItem({ path: '/mystery', title: '神秘', component: 'no/SuchPage' })],
    });
    renderWithApp(<AppRoutes />, { route: '/mystery' });
    expect(await screen.findByText(EXCEPTION_TEXTS.notFound, {}, { timeout: 3_000 })).toBeTruthy();
    expect(location()).toBe('/mystery');
  });

  it('logs out and returns to the login page when the permission list cannot be used', async () => {
    signIn();
    const session = serveSession({ menu: null });
    renderWithApp(<AppRoutes />, { route: '/nanlitask/nanlitasklist?page=3' });
    await waitFor(
      () => expect(location()).toBe('/user/login?redirect=%2Fnanlitask%2Fnanlitasklist%3Fpage%3D3'),
      {
        timeout: 3_000,
      },
    );
    expect(getToken()).toBeNull();
    await waitFor(() => expect(session.logoutCalls()).toBe(1));
    // The reason outlives the logout, which closes the session's notices.
    expect(await screen.findByText(PERMISSION_TEXTS.loadFailed)).toBeTruthy();
  });
});
