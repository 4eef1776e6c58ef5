// 部门管理 and 用户管理 as an administrator uses them: add a department under the root, add a user
// in it with a role, find the user through the department tree, freeze them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminPassword, newBrowser, screenshot, submitLogin, url } from './support';

const DEPART = 'E2E质量部';
/** A real 1×1 PNG, so the browser can draw the uploaded avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const USERNAME = 'e2e_user_01';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await newBrowser();
  page = await browser.newPage();
  await page.goto(url('/isystem/depart'));
  await submitLogin(page, 'admin', adminPassword());
});
afterAll(() => browser.close());

const dialog = () => page.getByRole('dialog');

describe('departments and users', () => {
  it('adds a child department with a hierarchical code', async () => {
    await page.getByText('安责险风控平台').first().click();
    await page.getByRole('button', { name: '添加下级' }).click();
    await dialog().getByLabel('机构名称').fill(DEPART);
    await dialog()
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('添加成功！').waitFor();
    await page.locator('.ant-tree').getByText(DEPART).click();
    await expect.poll(() => page.locator('.ant-descriptions').textContent()).toContain('A01A');
    await screenshot(page, 'system-departs');
  });

  it('adds a user in that department and finds them through the tree', async () => {
    await page.goto(url('/isystem/user'));
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog();
    await form.getByLabel('用户账号').fill(USERNAME);
    await form.getByLabel('用户姓名').fill('端到端用户');
    await form.getByLabel('登录密码').fill('E2e-pass-1234');
    await form.getByLabel('确认密码').fill('E2e-pass-1234');
    await form.getByLabel('所属部门').click();
    await page.locator('.ant-select-tree').getByText(DEPART).click();
    await form.getByLabel('角色分配').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '风控工程师' }).click();
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('img[alt=avatar]').waitFor();
    await screenshot(page, 'system-user-form');
    await form.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('添加成功！').waitFor();

    await page.locator('.ant-tree').getByText(DEPART).click();
    const rows = page.locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain(USERNAME);
    expect(await rows.first().textContent()).toContain('风控工程师');
    // The avatar comes back through /sys/common/static and is drawn.
    const avatar = rows.first().locator('.ant-avatar img');
    await expect.poll(() => avatar.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBe(1);
    await screenshot(page, 'system-users');
  });

  it('freezes the user', async () => {
    const row = page.locator('tr.ant-table-row').filter({ hasText: USERNAME });
    await row.getByText('更多').hover();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: '冻结' }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('冻结成功').waitFor();
    await expect.poll(() => row.textContent()).toContain('冻结');
    await screenshot(page, 'system-users-frozen');
  });
});
