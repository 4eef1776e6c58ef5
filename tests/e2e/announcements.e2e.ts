// Announcements end to end: the admin writes and publishes a notice in the browser; another user,
// signed in in a second browser, sees the bell count rise without reloading (notification socket),
// opens the notice and reads it in the 通知消息 dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_USERS } from './users';
import { adminPassword, newBrowser, screenshot, submitLogin, url } from './support';

const TITLE = '安全生产月活动通知';
let adminBrowser: BrowserContext;
let readerBrowser: BrowserContext;
let admin: Page;
let reader: Page;

beforeAll(async () => {
  [adminBrowser, readerBrowser] = await Promise.all([newBrowser(), newBrowser()]);
  [admin, reader] = await Promise.all([adminBrowser.newPage(), readerBrowser.newPage()]);
});
afterAll(() => Promise.all([adminBrowser.close(), readerBrowser.close()]));

const bell = (page: Page) => page.getByRole('button', { name: '消息通知' });
const bellCount = (page: Page) =>
  bell(page)
    .locator('.ant-badge-count')
    .textContent({ timeout: 1000 })
    .catch(() => '0');

async function signIn(page: Page, username: string, password: string, path: string) {
  await page.goto(url(path));
  await page.waitForURL(/\/user\/login/);
  await submitLogin(page, username, password);
  await page.waitForURL((u) => u.pathname === path);
  // The greeting would cover the header; a user closes it too.
  await page.locator('.ant-notification-notice-close').click();
}

describe('publishing an announcement', () => {
  it('signs the reader in with an empty bell', async () => {
    const { username, password } = E2E_USERS.noticeReader;
    await signIn(reader, username, password, '/dashboard/analysis');
    await bell(reader).waitFor();
    expect(await bellCount(reader)).toBe('0');
  });

  it('lets the admin write a notice in the rich-text editor', async () => {
    await signIn(admin, 'admin', adminPassword(), '/isystem/annountCement');
    await admin.getByRole('button', { name: /^新\s?增$/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('标题', { exact: true }).fill(TITLE);
    await dialog.getByText('紧急消息').click();
    const editor = dialog.locator('.ProseMirror');
    await editor.click();
    await admin.keyboard.type('本月开展安全生产月活动，');
    await dialog.getByRole('button', { name: '加粗' }).click();
    await admin.keyboard.type('请各企业按时参加');
    await screenshot(admin, 'annt-01-editor');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await admin.getByText('添加成功！').waitFor();
    await admin.getByRole('cell', { name: TITLE }).waitFor();
  });

  it('publishes it, and the reader’s bell counts it without a reload', async () => {
    const row = admin.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByRole('button', { name: /^发\s?布$/ }).click();
    await admin
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await admin.getByText('该系统通知发布成功').waitFor();
    await row.getByText('已发布').waitFor();
    await screenshot(admin, 'annt-02-published');

    await expect.poll(() => bellCount(reader), { timeout: 15_000 }).toBe('1');
    await screenshot(reader, 'annt-03-bell-live');
  });

  it('shows the notice in the 通知消息 dialog and marks it read', async () => {
    await bell(reader).click();
    await reader.locator('.anze-notice-item').filter({ hasText: TITLE }).click();
    const dialog = reader.getByRole('dialog');
    await dialog.getByText('通知消息').waitFor();
    await dialog.getByText(TITLE).waitFor();
    expect(await dialog.locator('.anze-notice-content strong').textContent()).toBe('请各企业按时参加');
    await screenshot(reader, 'annt-04-detail');
    await dialog
      .getByRole('button', { name: /^关\s?闭$/ })
      .first()
      .click();
    await expect.poll(() => bellCount(reader), { timeout: 10_000 }).toBe('0');
  });
});
