// The platform-operation pages as people use them: a file put down and up again on 文件下载
// disappears and reappears for the enterprise user, whose download returns the file's bytes; a
// version on 安装包版本 is refused with the field's message, saved and published.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { choose, confirmStep, dialog, rowOf, rowOperation, tableRows } from './cycle-actions';
import { RUN, enterpriseBody, openFromMenu, scenarioPeople, search } from './operation-support';
import { apiAs, storedToken } from './service-data';
import { adminPassword, screenshot, tick, url } from './support';
import { E2E_USERS } from './users';

const FILE_NAME = `E2E安全生产管理制度${RUN}`;
/** A file that is up from the start: what the enterprise user does see. */
const UP_FILE_NAME = `E2E应急预案模板${RUN}`;
const FILE_BYTES = Buffer.from(`安全生产管理制度 ${RUN}\n第一条 为加强安全生产工作……\n`);
const VERSION = `9.${parseInt(RUN.slice(0, 3), 16)}.${parseInt(RUN.slice(3), 16)}`;

const people = scenarioPeople('platform');
const page = people.page;

/** Uploads a small text file as the holder of `token` and answers its stored path. */
async function uploadText(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('biz', 'jeecg');
  form.append('file', new Blob([`${name}\n`], { type: 'text/plain' }), name);
  const response = await fetch(url('/api/sys/common/upload'), {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  });
  const reply = (await response.json()) as { success: boolean; message: string };
  if (!reply.success) throw new Error(`upload ${name}: ${reply.message}`);
  return reply.message;
}

beforeAll(async () => {
  await people.signIn('admin', 'admin', adminPassword());
  // The enterprise user signs in as staff of an enterprise of their own.
  const token = await storedToken(page('admin'));
  const api = apiAs(token);
  await api.post(
    '/nanli/enterprise/add',
    enterpriseBody(`E2E运营丙贸易有限公司${RUN}`, { user: E2E_USERS.platformOwner, mobile: '13877110002' }),
  );
  await api.post('/nanli/fileDownload/add', {
    fileName: UP_FILE_NAME,
    fileCategory: '5',
    fileUrl: await uploadText(token, `${UP_FILE_NAME}.txt`),
    status: '1',
  });
  await people.signIn('owner', E2E_USERS.platformOwner.username, E2E_USERS.platformOwner.password);
});

/** The text of a row's cell under the column of this title. */
async function cellOf(tab: Page, row: Locator, title: string): Promise<string> {
  const headers = await tab.getByTestId('entity-list-table').locator('thead th').allInnerTexts();
  const cells = await row.locator('td').allInnerTexts();
  return (cells[headers.findIndex((h) => h.trim() === title)] ?? '').trim();
}

describe('文件下载', () => {
  it('the administrator adds a file with its upload, put down (下架)', async () => {
    const admin = page('admin');
    await openFromMenu(admin, '平台运营', '文件下载');
    await admin
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const form = dialog(admin);
    await form.getByLabel('文件名称', { exact: true }).fill(FILE_NAME);
    await choose(admin, form, '文件分类', '制度模板');
    await form.locator('input[type=file]').setInputFiles({
      name: `${FILE_NAME}.txt`,
      mimeType: 'text/plain',
      buffer: FILE_BYTES,
    });
    await form.locator('.ant-upload-list-item-done', { hasText: `${FILE_NAME}.txt` }).waitFor();
    await tick(form.getByLabel('下架', { exact: true }));
    await screenshot(admin, 'ops-07-file-form');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await admin.getByText('添加成功！').first().waitFor();
    await form.waitFor({ state: 'hidden' });
    await search(admin, '文件名称', FILE_NAME);
    await rowOf(admin, FILE_NAME)
      .locator('td')
      .filter({ hasText: /^下架$/ })
      .waitFor();
  });

  it('the enterprise user does not see the file while it is down', async () => {
    const owner = page('owner');
    await openFromMenu(owner, '平台运营', '文件下载');
    await search(owner, '文件名称', RUN);
    await rowOf(owner, UP_FILE_NAME).waitFor();
    // Of this run's files, only the one that is up.
    await expect(tableRows(owner).filter({ hasText: RUN }).allInnerTexts()).resolves.toEqual([
      expect.stringContaining(UP_FILE_NAME),
    ]);
    expect(await tableRows(owner).filter({ hasText: FILE_NAME }).count()).toBe(0);
    await screenshot(owner, 'ops-08-owner-file-down');
  });

  it('the administrator puts it up (上架); the enterprise user sees it and downloads its bytes', async () => {
    const admin = page('admin');
    await rowOperation(admin, rowOf(admin, FILE_NAME), '编辑');
    const form = dialog(admin);
    await tick(form.getByLabel('上架', { exact: true }));
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.waitFor({ state: 'hidden' });
    await admin.getByText('修改成功!').first().waitFor();
    await rowOf(admin, FILE_NAME)
      .locator('td')
      .filter({ hasText: /^上架$/ })
      .waitFor();

    const owner = page('owner');
    await owner
      .locator('.anze-query-form')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    const row = rowOf(owner, FILE_NAME);
    await row.waitFor();
    await screenshot(owner, 'ops-09-owner-file-up');
    const link = row.getByRole('link', { name: `${FILE_NAME}.txt` });
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    // Fetched in the page as the client fetches with the signed-in user's token.
    const token = await storedToken(owner);
    const served = await owner.evaluate(
      async ({ address, accessToken }) => {
        const response = await fetch(address, { headers: { 'X-Access-Token': accessToken } });
        return { status: response.status, bytes: Array.from(new Uint8Array(await response.arrayBuffer())) };
      },
      { address: href!, accessToken: token },
    );
    expect(served.status).toBe(200);
    expect(Buffer.from(served.bytes).equals(FILE_BYTES)).toBe(true);
  });
});

describe('安装包版本', () => {
  it('refuses a version number out of pattern with the field message, saves a good one and publishes it', async () => {
    const admin = page('admin');
    await openFromMenu(admin, '平台运营', '安装包版本');
    await admin
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const form = dialog(admin);
    await tick(form.getByLabel('企业端', { exact: true }));
    await form.getByLabel('版本号', { exact: true }).fill('1.2');
    await form.getByLabel('版本代码', { exact: true }).fill('90001');
    await form.getByLabel('更新内容', { exact: true }).fill(`修复已知问题（${RUN}）`);
    await form
      .getByLabel('安装包下载地址', { exact: true })
      .fill(`https://download.example.com/anze-${VERSION}.apk`);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form
      .locator('.ant-formily-item-help', { hasText: '版本号格式应为“主版本.次版本.修订号”，如 1.2.3' })
      .waitFor();
    await screenshot(admin, 'ops-10-apk-bad-version');
    await form.getByLabel('版本号', { exact: true }).fill(VERSION);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await admin.getByText('添加成功！').first().waitFor();
    await form.waitFor({ state: 'hidden' });

    await search(admin, '版本号', VERSION);
    const row = rowOf(admin, VERSION);
    await row
      .locator('td')
      .filter({ hasText: /^草稿$/ })
      .waitFor();
    expect(await cellOf(admin, row, '发布时间')).toBe('');
    await rowOperation(admin, row, '发布');
    await admin.getByText('发布后应用将提示用户更新，确定发布吗？').waitFor();
    await confirmStep(admin);
    await row
      .locator('td')
      .filter({ hasText: /^已发布$/ })
      .waitFor();
    expect(await cellOf(admin, row, '发布时间')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Published, the version is locked: it can only be taken offline or viewed.
    await expect(row.locator('.anze-row-link').allInnerTexts()).resolves.toEqual(['下线', '详情']);
    await screenshot(admin, 'ops-11-apk-published');
  });
});
