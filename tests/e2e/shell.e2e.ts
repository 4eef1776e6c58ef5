// The foundation as a person meets it: the login guard, a failed and a good login, the server's
// menu, pages as tabs, the tab context menu, changing the password and logging out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PLATFORM_TITLE } from '../../src/shared/platform';
import { E2E_USERS } from './users';
import { adminPassword, chooseFromContextMenu, newBrowser, screenshot, submitLogin, url } from './support';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await newBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

const sider = () => page.locator('.ant-layout-sider');
const tabTitles = () => page.locator('.anze-tab-bar .anze-tab-title').allInnerTexts();
const openMenu = async (group: string, item: string) => {
  const groupEntry = sider().getByRole('menuitem', { name: group });
  if ((await groupEntry.getAttribute('aria-expanded')) !== 'true') await groupEntry.click();
  await sider().getByRole('menuitem', { name: item, exact: true }).click();
};

describe('signing in', () => {
  it('sends a visitor of a protected page to the login page with the redirect', async () => {
    await page.goto(url('/nanlicustom/nanlicustomlist?keyword=化工'));
    await page.waitForURL(/\/user\/login/);
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(decodeURIComponent(redirect)).toBe('/nanlicustom/nanlicustomlist?keyword=化工');
    await page.getByRole('img', { name: /验证码/ }).waitFor();
    await expect(page.title()).resolves.toBe(PLATFORM_TITLE);
    await screenshot(page, '01-login');
  });

  it('shows the server message when the password is wrong', async () => {
    await submitLogin(page, 'admin', 'not-the-password');
    await page.getByText('用户名或密码错误，还可尝试4次').waitFor();
    await screenshot(page, '02-login-failed');
  });

  it('lands on the redirect target with the menu from the server', async () => {
    // The greeting shows for 4 s right after the sign-in: watched from the start, so a slow page load
    // after it cannot make the test miss it.
    const greeted = page.getByText(/^(早上好|上午好|中午好|下午好|晚上好)，/).waitFor();
    await submitLogin(page, 'admin', adminPassword());
    await page.waitForURL((u) => u.pathname === '/nanlicustom/nanlicustomlist');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('化工');
    for (const title of ['首页', '服务清单管理', '基础服务', '任务管理', '系统管理', '系统监控']) {
      await sider().getByRole('menuitem', { name: title }).first().waitFor();
    }
    await page.getByTestId('entity-list-table').waitFor();
    await expect(page.title()).resolves.toBe(`企业用户管理 · ${PLATFORM_TITLE}`);
    await greeted;
    await screenshot(page, '03-after-login');
    // The greeting would cover the tab bar's context menu in the next tests; a user closes it too.
    const close = page.locator('.ant-notification-notice-close');
    if (await close.isVisible()) await close.click();
    await page.locator('.ant-notification-notice').waitFor({ state: 'detached' });
  });
});

describe('pages as tabs', () => {
  it('opens three pages as tabs beside home', async () => {
    await openMenu('系统管理', '用户管理');
    await page.waitForURL((u) => u.pathname === '/isystem/user');
    await openMenu('报告管理', '生成报告');
    await page.waitForURL((u) => u.pathname === '/reportmanage/generatereport');
    await sider().getByRole('menuitem', { name: '首页' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/analysis');
    expect(await tabTitles()).toEqual(['首页', '企业用户管理', '用户管理', '生成报告']);
    // The title follows the route in an effect, a moment after the URL changed.
    await expect.poll(() => page.title()).toBe(PLATFORM_TITLE);
    await screenshot(page, '04-tabs');
  });

  it('closes the other tabs from the context menu, keeping home', async () => {
    const userTab = page.locator('.anze-tab-title').getByText('用户管理', { exact: true });
    await chooseFromContextMenu(page, userTab, '关闭其他');
    await page.waitForURL((u) => u.pathname === '/isystem/user');
    expect(await tabTitles()).toEqual(['首页', '用户管理']);
    await screenshot(page, '05-close-others');
  });

  it('refuses to close the home tab', async () => {
    await page.locator('.ant-tabs-tab', { hasText: '首页' }).locator('.ant-tabs-tab-remove').click();
    await page.getByText('首页不能关闭!').waitFor();
    expect(await tabTitles()).toEqual(['首页', '用户管理']);
  });
});

describe('account', () => {
  it('logs out after the confirmation', async () => {
    await page.locator('.anze-user-trigger').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByText('真的要注销登录吗 ?').waitFor();
    await screenshot(page, '06-logout-confirm');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/user\/login/);
    await page.goto(url('/isystem/user'));
    await page.waitForURL(/\/user\/login\?redirect=%2Fisystem%2Fuser/);
  });

  it('changes the password from the user menu, then signs in with the new one', async () => {
    const user = E2E_USERS.passwordChanger;
    await page.goto(url('/user/login'));
    await submitLogin(page, user.username, user.password);
    await page.waitForURL((u) => u.pathname === '/dashboard/analysis');
    await page.locator('.anze-user-trigger').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('请输入旧密码!').waitFor();
    await dialog.getByLabel('旧密码').fill(user.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('Changed-pass-456');
    await dialog.getByLabel('确认新密码').fill('Different-789');
    await dialog.getByText('两次输入的密码不一样！').waitFor();
    await screenshot(page, '07-change-password-validation');
    await dialog.getByLabel('确认新密码').fill('Changed-pass-456');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('密码重置成功!').waitFor();

    await page.locator('.anze-user-trigger').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, user.username, user.password);
    await page.getByText(/用户名或密码错误/).waitFor();
    await submitLogin(page, user.username, 'Changed-pass-456');
    await page.waitForURL((u) => u.pathname === '/dashboard/analysis');
    await screenshot(page, '08-signed-in-with-new-password');
  });
});
