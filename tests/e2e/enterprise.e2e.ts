// The schema engine as a person uses it on 企业用户管理: add an enterprise with two staff rows
// (seeing the validation messages first), search, edit, save and load an advanced query, export,
// delete and import the exported file back, then delete for good.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { creditCodeCheckChar, idCardCheckChar } from '../../src/shared/validation/check-digits';
import { adminPassword, newBrowser, screenshot, SCREENSHOT_DIR, submitLogin, url } from './support';

const NAME = '南宁E2E测试化工有限公司';
const LICENCE = '营业执照 (副本).pdf';
const CREDIT_CODE = (() => {
  const first17 = '91450103MA5E2E0T1';
  return first17 + creditCodeCheckChar(first17);
})();
const idCard = (first17: string) => first17 + idCardCheckChar(first17);

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await newBrowser();
  page = await browser.newPage();
  await page.goto(url('/nanlicustom/nanlicustomlist'));
  await submitLogin(page, 'admin', adminPassword());
  await page.getByTestId('entity-list-table').waitFor();
});
afterAll(() => browser.close());

const dialog = () => page.getByRole('dialog');
/** A validation message under a form field (not a placeholder of the same words). */
const fieldError = (scope: Locator, text: string) =>
  scope.locator('.ant-formily-item-help', { hasText: text }).first();
const tableRows = () => page.getByTestId('entity-list-table').locator('tr.ant-table-row');
const rowOf = (name: string) => tableRows().filter({ hasText: name });

async function choose(scope: Locator, label: string, option: string): Promise<void> {
  // antd puts the label on the select and on its search input: either opens it.
  await scope.getByLabel(label, { exact: true }).first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

const queryForm = () => page.locator('.anze-query-form');
const toolbar = () => page.locator('.anze-list-toolbar');

async function search(name: string): Promise<void> {
  await queryForm().getByLabel('企业名称', { exact: true }).fill(name);
  await queryForm()
    .getByRole('button', { name: /查\s*询/ })
    .click();
}

async function fillEnterprise(form: Locator): Promise<void> {
  await form.getByLabel('企业名称', { exact: true }).fill(NAME);
  await choose(form, '所属区县', '青秀区');
  await choose(form, '行业领域', '危险化学品');
  await choose(form, '国民经济行业', '制造业');
  await choose(form, '企业规模', '小型');
  for (const [label, value] of [
    ['法定代表人', '韦建国'],
    ['主要负责人', '覃明'],
    ['主要负责人手机', '13877112233'],
    ['联系人', '黄小燕'],
    ['联系电话', '13977114455'],
    ['详细地址', '南宁市青秀区民族大道100号'],
    ['从业人员数', '86'],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

async function fillStaff(row: Locator, name: string, sex: string, id: string, mobile: string): Promise<void> {
  await row.getByLabel('姓名', { exact: true }).fill(name);
  await choose(row, '性别', sex);
  await row.getByLabel('身份证号', { exact: true }).fill(id);
  await row.getByLabel('手机号', { exact: true }).fill(mobile);
  await choose(row, '人员类别', '安全生产管理人员');
}

describe('企业用户管理', () => {
  it('refuses an incomplete enterprise with the rule messages, then saves it with two staff rows', async () => {
    await toolbar()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = dialog();
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await fieldError(form, '请输入企业名称').waitFor();
    await fieldError(form, '请选择所属区县').waitFor();
    await form.getByLabel('统一社会信用代码', { exact: true }).fill('91450103MA5E2E0T1X');
    await form.getByLabel('主要负责人手机', { exact: true }).fill('12345');
    await form.getByLabel('统一社会信用代码', { exact: true }).blur();
    await fieldError(form, '统一社会信用代码格式不正确').waitFor();
    await fieldError(form, '请输入正确手机号').waitFor();
    await screenshot(page, '10-enterprise-validation');

    await form.getByLabel('统一社会信用代码', { exact: true }).fill(CREDIT_CODE);
    await fillEnterprise(form);
    await form.getByRole('tab', { name: '企业人员' }).click();
    const addRow = form.getByRole('tabpanel').getByRole('button', { name: /新\s*增/ });
    await addRow.click();
    await addRow.click();
    const staff = form.locator('tr.ant-table-row');
    await fillStaff(staff.nth(0), '陆安全', '男', idCard('45010319850301001'), '13600001111');
    await fillStaff(staff.nth(1), '蒙晓梅', '女', idCard('45010219900512002'), '13600002222');
    await screenshot(page, '11-enterprise-with-staff');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('添加成功！').waitFor();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('finds the new enterprise by name and shows its dictionary texts', async () => {
    // Every filter's control stands beside its whole label: text inputs once went under theirs, and
    // a long label was then cut.
    const below = await queryForm()
      .locator('.anze-query-field .ant-form-item-row')
      .evaluateAll((rows) =>
        rows
          .filter((row) => {
            const label = row.querySelector('.ant-form-item-label')?.getBoundingClientRect();
            const control = row.querySelector('.ant-form-item-control')?.getBoundingClientRect();
            const text = row.querySelector('.ant-form-item-label label');
            const cut = text !== null && text.scrollWidth > text.clientWidth;
            return label && control && label.width > 0 && (control.top >= label.bottom || cut);
          })
          .map((row) => row.textContent),
      );
    expect(below).toEqual([]);
    await search('E2E测试');
    await expect(rowOf(NAME).count()).resolves.toBe(1);
    await expect(rowOf(NAME).innerText()).resolves.toContain('青秀区');
    await page.getByText(/1-1 共1条/).waitFor();
    await screenshot(page, '12-search');
  });

  it('edits the contact and keeps the two staff rows', async () => {
    await rowOf(NAME).getByText('编辑').click();
    const form = dialog();
    await form.getByLabel('联系人', { exact: true }).fill('黄小燕二');
    await form.getByRole('tab', { name: '企业人员' }).click();
    await expect(form.locator('tr.ant-table-row').count()).resolves.toBe(2);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('修改成功!').waitFor();
    await rowOf(NAME).getByText('黄小燕二').waitFor();
  });

  it('attaches a business licence PDF and shows it by its own name in the detail', async () => {
    await rowOf(NAME).getByText('编辑').click();
    const form = dialog();
    await form.locator('input[type=file]').setInputFiles({
      name: LICENCE,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%e2e licence\n'),
    });
    await form.locator('.ant-upload-list-item-done', { hasText: LICENCE }).waitFor();
    await form.getByRole('button', { name: /保\s*存/ }).click();
    // Only a save that succeeded closes the form. The toast of the edit before may still be showing
    // beside this one's (a CI run saw both), so any 修改成功! will do once the form has closed.
    await dialog().waitFor({ state: 'hidden' });
    await page.getByText('修改成功!').first().waitFor();

    await rowOf(NAME).getByText('详情').click();
    const link = dialog().getByRole('link', { name: LICENCE });
    await link.waitFor();
    await screenshot(page, '12b-enterprise-attachment');
    const served = await page.request.get((await link.getAttribute('href'))!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    // Escape closes the dialog once it holds the focus: on a busy machine the opening animation may
    // still be running (a run failed with the key pressed before that). A selector, not a string to
    // evaluate: polling one needs eval, which the page's Content-Security-Policy refuses.
    await page.locator('[role="dialog"]:focus-within').waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
  });

  it('saves an advanced query on the server and loads it back', async () => {
    await queryForm()
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await toolbar().getByRole('button', { name: '高级查询' }).click();
    const builder = page.getByRole('dialog', { name: '高级查询构造器' });
    const searchButton = builder.getByRole('button', { name: /^查\s*询$/ });
    // The builder is a lazy chunk: query once its first condition row is there, as a person would.
    await builder.getByLabel('选择查询字段', { exact: true }).first().waitFor();
    await searchButton.click();
    await page.getByText('不能查询空条件').waitFor();
    await choose(builder, '选择查询字段', '企业名称');
    await choose(builder, '匹配规则', '包含');
    await builder.getByPlaceholder('请输入值').fill('E2E测试');
    await builder.getByRole('button', { name: '保存查询条件' }).click();
    const naming = page.getByRole('dialog', { name: '请输入保存的名称' });
    await naming.getByLabel('请输入保存的名称').fill('E2E企业');
    await naming.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('保存成功').waitFor();
    await builder.getByText('E2E企业').waitFor();
    await screenshot(page, '13-advanced-query');

    await builder.getByRole('button', { name: /^重\s*置$/ }).click();
    await builder.getByText('E2E企业').click();
    await expect(builder.getByPlaceholder('请输入值').inputValue()).resolves.toBe('E2E测试');
    await searchButton.click();
    await builder.waitFor({ state: 'hidden' });
    await page.getByText(/1-1 共1条/).waitFor();
    await expect(rowOf(NAME).count()).resolves.toBe(1);
  });

  it('exports the enterprise, deletes it and imports the file back', async () => {
    const downloading = page.waitForEvent('download');
    await toolbar()
      .getByRole('button', { name: /导\s*出/ })
      .click();
    const download = await downloading;
    const file = path.join(SCREENSHOT_DIR, 'export.xlsx');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');

    await rowOf(NAME).getByText('删除').click();
    await page
      .getByRole('button', { name: /确\s*定/ })
      .last()
      .click();
    await page.getByText('删除成功!').first().waitFor();
    await rowOf(NAME).waitFor({ state: 'detached' });

    await toolbar()
      .getByRole('button', { name: /导\s*入/ })
      .click();
    const importer = dialog();
    await importer.locator('input[type=file]').setInputFiles(file);
    await importer.getByRole('button', { name: /^导\s*入$/ }).click();
    await page.getByText('共1行数据全部导入成功！').waitFor();
    await screenshot(page, '14-imported');
    await search(NAME);
    await rowOf(NAME).waitFor();
  });

  it('deletes the enterprise after confirming', async () => {
    await rowOf(NAME).getByText('删除').click();
    await page
      .getByRole('button', { name: /确\s*定/ })
      .last()
      .click();
    await page.getByText('删除成功!').first().waitFor();
    await rowOf(NAME).waitFor({ state: 'detached' });
    await screenshot(page, '15-deleted');
  });
});
