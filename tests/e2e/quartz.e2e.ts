// 定时任务 as a person uses it: add a job, picking "every 2 seconds" in the cron editor, start it,
// and watch a successful run appear in its history; then stop and delete it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminPassword, newBrowser, screenshot, submitLogin, tick, url } from './support';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await newBrowser();
  page = await browser.newPage();
  await page.goto(url('/monitor/quartz'));
  await submitLogin(page, 'admin', adminPassword());
  await page.getByRole('button', { name: /新\s*增/ }).waitFor();
});
afterAll(() => browser.close());

const dialogTitled = (title: string) => page.getByRole('dialog').filter({ hasText: title });
const jobRow = () => page.locator('tr.ant-table-row').filter({ hasText: 'sampleJob' });

describe('scheduled jobs', () => {
  it('creates a job with the cron editor, starts it and sees it run', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialogTitled('新增定时任务');
    // antd draws the select over its search input: click the select itself.
    await form.locator('.ant-select-selector').first().click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'sampleJob' })
      .click();
    await form.getByRole('button', { name: /选\s*择/ }).click();

    const editor = dialogTitled('最近运行时间');
    // The editor fills itself from the form's expression once it has loaded: choose after that, as
    // a person does once the dialog shows its expression.
    await editor.getByTestId('cron-expression').waitFor();
    await expect.poll(() => editor.getByTestId('cron-expression').textContent()).not.toBe('');
    await tick(editor.getByRole('radio', { name: /每隔/ }).first());
    const interval = editor.getByRole('spinbutton', { name: '秒间隔' });
    await interval.fill('2');
    await interval.press('Tab');
    await expect.poll(() => editor.getByTestId('cron-expression').textContent()).toBe('0/2 * * * * ? *');
    await expect.poll(() => editor.getByTestId('cron-next-runs').locator('li').count()).toBe(5);
    await screenshot(page, 'quartz-cron-editor');
    await editor.getByRole('button', { name: /确\s*定/ }).click();

    await expect.poll(() => form.getByLabel('Cron表达式').inputValue()).toBe('0/2 * * * * ? *');
    await tick(form.getByLabel('停止'));
    await form.getByLabel('参数').fill('e2e');
    await screenshot(page, 'quartz-job-form');
    await form.getByRole('button', { name: /确\s*定|OK/ }).click();
    await jobRow().waitFor();
    await expect.poll(() => jobRow().locator('.ant-tag').textContent()).toBe('停止');

    await jobRow().getByText('启动').click();
    await expect.poll(() => jobRow().locator('.ant-tag').textContent()).toBe('正常');
    await screenshot(page, 'quartz-job-list');

    await jobRow().getByText('执行记录').click();
    const drawer = page.locator('.ant-drawer-content');
    await expect
      .poll(
        async () => {
          await drawer.getByRole('button', { name: /刷\s*新/ }).click();
          return drawer.locator('.ant-tag').filter({ hasText: '成功' }).count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await expect.poll(() => drawer.getByText('示例任务已执行，参数：e2e').first().isVisible()).toBe(true);
    // The success toasts would cover the drawer's title in the picture.
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
    await screenshot(page, 'quartz-run-history');
    await drawer.locator('.ant-drawer-close').click();

    // Leaves the shared e2e server without a job firing every 2 seconds.
    await jobRow().getByText('停止').click();
    await expect.poll(() => jobRow().locator('.ant-tag').textContent()).toBe('停止');
    await jobRow().getByText('删除').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect.poll(() => jobRow().count()).toBe(0);
  });
});
