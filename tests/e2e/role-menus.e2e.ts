// Issue 4's permission scenario as an administrator and a new user live it: a role granted two
// menus (职务管理 with its 查询 and 添加 buttons, 数据字典 with 查询 only), a user holding that role,
// and what that user then sees — only those menus, and on each page only the granted buttons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminPassword, newBrowser, screenshot, submitLogin, url } from './support';

const ROLE = 'E2E两菜单角色';
const ROLE_CODE = 'e2e_two_menus';
const USERNAME = 'e2e_limited';
const PASSWORD = 'E2e-limit-1234';

let admin: BrowserContext;
let page: Page;

beforeAll(async () => {
  admin = await newBrowser();
  page = await admin.newPage();
  await page.goto(url('/isystem/role'));
  await submitLogin(page, 'admin', adminPassword());
});
afterAll(() => admin.close());

const OK = /确\s*定|OK/;

/** Checks the tree node at this path of titles (each a child of the one before). */
async function checkNode(tree: ReturnType<Page['locator']>, path: readonly string[]): Promise<void> {
  const nodes = tree.locator('.ant-tree-treenode:not([aria-hidden])');
  const outline = await nodes.evaluateAll((elements) =>
    elements.map((el) => ({
      title: el.querySelector('.ant-tree-title')?.textContent ?? '',
      level: el.querySelectorAll('.ant-tree-indent-unit').length,
    })),
  );
  let index = -1;
  let level = -1;
  for (const title of path) {
    const from = index + 1;
    const found = outline.findIndex((n, i) => i >= from && n.title === title && n.level === level + 1);
    const leftParent = outline.findIndex((n, i) => i >= from && n.level <= level);
    if (found < 0 || (leftParent >= 0 && leftParent < found))
      throw new Error(`no tree node ${path.join(' > ')}`);
    index = found;
    level += 1;
  }
  await nodes.nth(index).locator('.ant-tree-checkbox').click();
}

describe('a role limited to two menus', () => {
  it('is created and granted 职务管理 (查询, 添加) and 数据字典 (查询)', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByRole('dialog').getByLabel('角色名称').fill(ROLE);
    await page.getByRole('dialog').getByLabel('角色编码').fill(ROLE_CODE);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.getByRole('button', { name: `授权 ${ROLE}` }).click();
    const tree = page.getByRole('region', { name: '所拥有的权限' });
    await tree.locator('.ant-tree-treenode:not([aria-hidden])').first().waitFor();
    for (const path of [
      ['系统管理'],
      ['系统管理', '职务管理'],
      ['系统管理', '职务管理', '查询'],
      ['系统管理', '职务管理', '添加'],
      ['系统管理', '数据字典'],
      ['系统管理', '数据字典', '查询'],
    ]) {
      await checkNode(tree, path);
    }
    await screenshot(page, 'role-menus-01-grant');
    await page
      .locator('.ant-drawer')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.getByText('保存成功！').waitFor();
  });

  it('is given to a new user', async () => {
    await page.goto(url('/isystem/user'));
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('用户账号').fill(USERNAME);
    await form.getByLabel('用户姓名').fill('受限用户');
    await form.getByLabel('登录密码').fill(PASSWORD);
    await form.getByLabel('确认密码').fill(PASSWORD);
    await form.getByLabel('所属部门').click();
    await page.locator('.ant-select-tree').getByText('安责险风控平台').click();
    await form.getByLabel('角色分配').click();
    await page.locator('.ant-select-item-option').filter({ hasText: ROLE }).click();
    await form.getByRole('button', { name: OK }).click();
    await page.getByText('添加成功！').waitFor();
  });

  it('lets that user see only the two menus, and only the granted buttons on their pages', async () => {
    const limited = await newBrowser();
    try {
      const own = await limited.newPage();
      await own.goto(url('/isystem/position'));
      await submitLogin(own, USERNAME, PASSWORD);
      await own.waitForURL((u) => u.pathname === '/isystem/position');
      const sider = own.locator('.ant-layout-sider');
      await sider.getByRole('menuitem', { name: '系统管理' }).first().waitFor();
      const group = sider.getByRole('menuitem', { name: '系统管理' }).first();
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await sider.getByRole('menuitem', { name: '数据字典', exact: true }).waitFor();
      const titles = (await sider.getByRole('menuitem').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
      expect(titles.filter((t) => t !== '首页').sort()).toEqual(['数据字典', '系统管理', '职务管理'].sort());

      await own.getByTestId('entity-list-table').waitFor();
      await own
        .getByRole('button', { name: /新\s*增|添\s*加/ })
        .first()
        .waitFor();
      expect(await own.getByRole('button', { name: /导\s*出/ }).count()).toBe(0);
      await screenshot(own, 'role-menus-02-position');

      await sider.getByRole('menuitem', { name: '数据字典', exact: true }).click();
      await own.waitForURL((u) => u.pathname === '/isystem/dict');
      // The position page stays mounted in its tab: wait for the dictionary page itself, not any list.
      await own.getByRole('columnheader', { name: '字典名称' }).waitFor();
      await expect.poll(() => own.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
      expect(await own.getByRole('button', { name: /新\s*增|添\s*加/ }).count()).toBe(0);
      expect(await own.locator('tr.ant-table-row').first().getByText('编辑').count()).toBe(0);
      await screenshot(own, 'role-menus-03-dict');

      // The server holds the same line: a direct call to a menu the role lacks is refused.
      const storage = (await own.context().storageState()).origins.flatMap((o) => o.localStorage);
      const stored = storage.find((item) => item.name === 'pro__Access-Token')?.value;
      const token = stored ? (JSON.parse(stored) as { value: string }).value : '';
      const refused = await own.request.get(url('/api/nanli/enterprise/list'), {
        headers: { 'X-Access-Token': token },
      });
      expect(((await refused.json()) as { code: number }).code).toBe(510);
    } finally {
      await limited.close();
    }
  });
});
