// A hazard-investigation report in real browsers, on the demo data: the administrator generates the
// report of an investigation of the demo enterprise on 生成报告, finds it in the report list, waits
// for its PDF and previews it in the page, submits, approves and publishes it; the enterprise's own
// user (the demo account zhaoqiang) then sees it in their list and confirms it. An emergency drill's
// report is made on the same page by choosing its kind. No console errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { confirmStep, dialog, openList, rowOf, rowOperation, submitDialog } from './cycle-actions';
import { apiAs, storedToken } from './service-data';
import { adminPassword, newBrowser, screenshot, submitLogin, tick, url, watchedPage } from './support';

/** The demo account that is staff of the first demo enterprise (system-demo-data.ts). */
const OWNER = { username: 'zhaoqiang', password: 'Report-owner-123' };
const REPORT_LIST = '/reportmanage/NanliReportList';

type Who = 'admin' | 'owner';
const people = {} as Record<Who, { browser: BrowserContext; page: Page; errors: string[] }>;
let enterpriseName = '';
let investigationNo = '';

async function signIn(who: Who, username: string, password: string, path: string): Promise<void> {
  const browser = await newBrowser();
  const { page, errors } = await watchedPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url(path));
  await submitLogin(page, username, password);
  await page.getByTestId('entity-list-table').waitFor();
  people[who] = { browser, page, errors };
}

beforeAll(async () => {
  await signIn('admin', 'admin', adminPassword(), REPORT_LIST);
  const admin = apiAs(await storedToken(people.admin.page));
  await admin.put('/sys/user/changePassword', {
    username: OWNER.username,
    password: OWNER.password,
    confirmpassword: OWNER.password,
  });
  await signIn('owner', OWNER.username, OWNER.password, REPORT_LIST);
  // The owner's enterprise, and one of its investigations a report can be made of.
  const owner = apiAs(await storedToken(people.owner.page));
  const enterprises = (await owner.get('/nanli/enterprise/list')) as unknown as {
    records: Record<string, string>[];
  };
  enterpriseName = enterprises.records[0]!.enterpriseName!;
  const investigations = (await admin.get(
    `/nanli/investigation/list?status_MultiString=2,3&enterpriseId=${enterprises.records[0]!.id}`,
  )) as unknown as { records: Record<string, string>[] };
  investigationNo = investigations.records[0]!.investigationNo!;
});
let step = 0;
beforeEach(({ onTestFailed }) => {
  step += 1;
  onTestFailed(async () => {
    for (const [who, person] of Object.entries(people))
      await screenshot(person.page, `failed-report-${step}-${who}`).catch(() => undefined);
  });
});
afterAll(async () => {
  for (const person of Object.values(people)) await person.browser.close();
});

function expectNoConsoleErrors(who: Who): void {
  expect(people[who].errors.splice(0), `console errors of ${who}`).toEqual([]);
}

describe('a hazard-investigation report', () => {
  it('is generated from an investigation on 生成报告 and opens in the report list', async () => {
    const { page } = people.admin;
    await page.goto(url('/reportmanage/generatereport'));
    const enterprise = page
      .locator('.ant-form-item')
      .filter({ hasText: '企业' })
      .locator('.ant-select')
      .first();
    await enterprise.click();
    await page.keyboard.type(enterpriseName.slice(0, 6));
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: enterpriseName })
      .first()
      .click();
    const row = page.locator('tr.ant-table-row').filter({ hasText: investigationNo });
    await tick(row.locator('input[type=checkbox]'));
    await screenshot(page, 'report-generate');
    await page.getByRole('button', { name: /生成所选报告/ }).click();
    await page.getByTestId('entity-list-table').waitFor();
    expect(page.url()).toContain(REPORT_LIST);
    await rowOf(page, investigationNo).waitFor();
    expect(await rowOf(page, investigationNo).textContent()).toContain('草稿');
    expectNoConsoleErrors('admin');
  });

  it('gets its PDF, previewed in the page', async () => {
    const { page } = people.admin;
    // The PDF is made in the background: the list shows its state; reload until it is made.
    for (let i = 0; i < 60 && !(await rowOf(page, investigationNo).textContent())?.includes('已生成'); i++) {
      await page.waitForTimeout(1000);
      await openList(page, REPORT_LIST);
    }
    await rowOperation(page, rowOf(page, investigationNo), '详情');
    const detail = dialog(page);
    await detail.getByText('预览').first().click();
    const frame = page.frameLocator('iframe[title="PDF预览"]');
    await frame.locator('body').waitFor();
    const pdfSource = await frame.locator('iframe, embed, object').first().getAttribute('src');
    expect(pdfSource ?? (await frame.locator('object').first().getAttribute('data'))).toMatch(/\.pdf/);
    const response = await page.request.get(new URL(pdfSource!, url('/')).toString());
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Chromium's own viewer draws the PDF a moment after the frame loads.
    await page.waitForTimeout(2000);
    await screenshot(page, 'report-preview');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expectNoConsoleErrors('admin');
  });

  it('is submitted, approved and published by the administrator', async () => {
    const { page } = people.admin;
    await openList(page, REPORT_LIST);
    await rowOperation(page, rowOf(page, investigationNo), '提交审核');
    await submitDialog(page, '提交审核成功');
    await rowOperation(page, rowOf(page, investigationNo), '审核通过');
    await dialog(page).getByRole('textbox').first().fill('内容完整，同意发布');
    await submitDialog(page, '审核通过成功');
    await rowOperation(page, rowOf(page, investigationNo), '签章发布');
    await confirmStep(page);
    await page.getByText('签章发布成功').first().waitFor();
    await openList(page, REPORT_LIST);
    expect(await rowOf(page, investigationNo).textContent()).toContain('已签章发布');
    // Published, it is locked: no 删除 on its row.
    expect(await rowOf(page, investigationNo).getByText('删除', { exact: true }).count()).toBe(0);
    expectNoConsoleErrors('admin');
  });

  it('is then seen and confirmed by the enterprise user', async () => {
    const { page } = people.owner;
    await openList(page, REPORT_LIST);
    await rowOperation(page, rowOf(page, investigationNo), '企业确认');
    await submitDialog(page, '企业确认成功');
    await openList(page, REPORT_LIST);
    expect(await rowOf(page, investigationNo).textContent()).toContain('企业已确认');
    await screenshot(page, 'report-owner');
    expectNoConsoleErrors('owner');
  });
});

describe('an emergency-drill report', () => {
  it('is generated on 生成报告 once the kind 应急演练 is chosen, and opens in the report list', async () => {
    const { page } = people.admin;
    const admin = apiAs(await storedToken(page));
    // The page lists reportable drills latest first: the first of that list is on its first page.
    const drills = (await admin.get(
      '/nanli/emergencyDrill/list?status_MultiString=1,2,3&column=drillTime&order=desc&pageSize=1',
    )) as unknown as { records: Record<string, string>[] };
    const drillNo = drills.records[0]!.drillNo!;
    await page.goto(url('/reportmanage/generatereport'));
    await page
      .locator('.ant-form-item')
      .filter({ hasText: '报告类型' })
      .locator('.ant-select')
      .first()
      .click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '应急演练' })
      .click();
    // The kind's templates are loaded: the demo's default one is chosen (the built-in one is offered too).
    await page.getByText('应急演练报告标准模板').waitFor();
    const row = page.locator('tr.ant-table-row').filter({ hasText: drillNo });
    await tick(row.locator('input[type=checkbox]'));
    await screenshot(page, 'report-generate-drill');
    await page.getByRole('button', { name: /生成所选报告/ }).click();
    await page.getByTestId('entity-list-table').waitFor();
    await rowOf(page, drillNo).waitFor();
    expect(await rowOf(page, drillNo).textContent()).toContain('应急演练报告');
    expectNoConsoleErrors('admin');
  });
});
