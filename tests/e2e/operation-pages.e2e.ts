// The schema pages of training and platform operation as people use them: the administrator adds a
// safety training with two attendees and takes it through its steps; the enterprise user of another
// enterprise never sees it; a file put down and up again on 文件下载 disappears and reappears for the
// enterprise user, whose download returns the file's bytes; a version on 安装包版本 is refused with
// the field's message, saved and published.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { formatDate } from '../../src/shared/date-format';
import { creditCodeCheckChar } from '../../src/shared/validation/check-digits';
import {
  choose,
  confirmStep,
  dialog,
  rowOf,
  rowOperation,
  submitDialog,
  tableRows,
  uploadPhoto,
} from './cycle-actions';
import { apiAs, storedToken } from './service-data';
import { adminPassword, newBrowser, screenshot, submitLogin, url } from './support';
import { E2E_USERS } from './users';

/** What makes this run's records unique: demo rows for these pages may be added at any time. */
const RUN = randomBytes(3).toString('hex').toUpperCase();
const TOPIC = `E2E有限空间培训${RUN}`;
const OTHER_TOPIC = `E2E乙企业培训${RUN}`;
const ENTERPRISE = `E2E培训甲化工有限公司${RUN}`;
const OTHER_ENTERPRISE = `E2E培训乙机械有限公司${RUN}`;
const FILE_NAME = `E2E安全生产管理制度${RUN}`;
/** A file that is up from the start: what the enterprise user does see. */
const UP_FILE_NAME = `E2E应急预案模板${RUN}`;
const FILE_BYTES = Buffer.from(`安全生产管理制度 ${RUN}\n第一条 为加强安全生产工作……\n`);
const VERSION = `9.${parseInt(RUN.slice(0, 3), 16)}.${parseInt(RUN.slice(3), 16)}`;
const TODAY = formatDate();

const people: Record<'admin' | 'owner', { browser?: BrowserContext; page?: Page }> = { admin: {}, owner: {} };
const page = (who: keyof typeof people) => people[who].page!;

async function signIn(who: keyof typeof people, username: string, password: string): Promise<void> {
  const browser = await newBrowser();
  const tab = await browser.newPage();
  await tab.goto(url('/dashboard/analysis'));
  await submitLogin(tab, username, password);
  await tab.locator('.ant-layout-sider').getByRole('menuitem').first().waitFor();
  people[who] = { browser, page: tab };
}

/** A credit code no other run uses: ten random digits after 9145010, and the check character. */
function creditCode(): string {
  const first17 = `9145010${String(randomBytes(5).readUIntBE(0, 5)).padStart(10, '0').slice(-10)}`;
  return first17 + creditCodeCheckChar(first17);
}

const enterpriseBody = (name: string, staff: Record<string, unknown>[] = []) => ({
  enterpriseName: name,
  creditCode: creditCode(),
  districtCode: '450103',
  highRiskSector: '03',
  industryCode: 'C',
  enterpriseScale: '3',
  legalPerson: '韦建国',
  principalName: '覃明',
  principalPhone: '13877112233',
  contactName: '黄小燕',
  contactPhone: '13977114455',
  address: '南宁市青秀区民族大道100号',
  employeeCount: 86,
  status: '1',
  enterpriseStaffList: staff,
});

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
  await signIn('admin', 'admin', adminPassword());
  // The two enterprises, as the administrator keeps them on 企业用户管理: the second one's staff
  // member signs in as the enterprise user of this scenario.
  const api = apiAs(await storedToken(page('admin')));
  await api.post('/nanli/enterprise/add', enterpriseBody(ENTERPRISE));
  const other = await api.post(
    '/nanli/enterprise/add',
    enterpriseBody(OTHER_ENTERPRISE, [
      {
        name: E2E_USERS.operationsOwner.realname,
        sex: '1',
        mobile: '13877110001',
        staffType: '1',
        isSpecialOperator: 'N',
        status: '1',
        userName: E2E_USERS.operationsOwner.username,
      },
    ]),
  );
  // A training of the enterprise user's own enterprise: what they do see.
  await api.post('/nanli/safetyTraining/add', {
    enterpriseId: other.id,
    topic: OTHER_TOPIC,
    trainingType: '8',
    trainingForm: '1',
    targetStaffTypes: '4',
    lecturerName: '赵工',
    startTime: `${TODAY} 09:00:00`,
    endTime: `${TODAY} 11:00:00`,
    hours: 2,
    location: '乙企业会议室',
    hasExam: 'N',
  });
  await api.post('/nanli/fileDownload/add', {
    fileName: UP_FILE_NAME,
    fileCategory: '5',
    fileUrl: await uploadText(await storedToken(page('admin')), `${UP_FILE_NAME}.txt`),
    status: '1',
  });
  await signIn('owner', E2E_USERS.operationsOwner.username, E2E_USERS.operationsOwner.password);
});
// On a failure, what each person saw: test-results/e2e/failed-ops-<step>-<who>.png.
let step = 0;
beforeEach(({ onTestFailed }) => {
  step += 1;
  onTestFailed(async () => {
    for (const [who, person] of Object.entries(people))
      if (person.page) await screenshot(person.page, `failed-ops-${step}-${who}`).catch(() => undefined);
  });
});
afterAll(async () => {
  for (const who of Object.values(people)) await who.browser?.close();
});

const sider = (tab: Page) => tab.locator('.ant-layout-sider');

/** Opens a page from the side menu (its group first, when closed) and waits for its list. */
async function openFromMenu(tab: Page, group: string, item: string): Promise<void> {
  const groupEntry = sider(tab).getByRole('menuitem', { name: group });
  if ((await groupEntry.getAttribute('aria-expanded')) !== 'true') await groupEntry.click();
  await sider(tab).getByRole('menuitem', { name: item, exact: true }).click();
  await tab.getByTestId('entity-list-table').waitFor();
}

/** Fills a basic filter of the query form and searches. */
async function search(tab: Page, label: string, text: string): Promise<void> {
  const form = tab.locator('.anze-query-form');
  await form.getByLabel(label, { exact: true }).fill(text);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

/** Picks a date-time in a form's date box by typing it, as the service-cycle scenario does. */
async function typeDateTime(scope: Locator, label: string, value: string): Promise<void> {
  const box = scope.getByLabel(label, { exact: true }).first();
  await box.click();
  await box.fill(value);
  await box.press('Enter');
}

/** One 参训人员 row: of the training's enterprise, with their name, category, score and result. */
async function fillAttendee(
  tab: Page,
  row: Locator,
  [name, staffType, score, result]: readonly [string, string, string, string],
): Promise<void> {
  await choose(tab, row, '所属企业', ENTERPRISE, RUN);
  await row.getByLabel('姓名', { exact: true }).fill(name);
  await choose(tab, row, '人员类别', staffType);
  await row.getByLabel('考核成绩', { exact: true }).fill(score);
  await choose(tab, row, '考核结果', result);
}

/** The values shown beside these labels in a detail's descriptions. */
async function detailValues(scope: Locator, labels: readonly string[]): Promise<string[]> {
  const values: string[] = [];
  for (const label of labels) {
    const cell = scope
      .locator('th.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::td[1]');
    values.push((await cell.innerText()).trim());
  }
  return values;
}

/** The text of a row's cell under the column of this title. */
async function cellOf(tab: Page, row: Locator, title: string): Promise<string> {
  const headers = await tab.getByTestId('entity-list-table').locator('thead th').allInnerTexts();
  const cells = await row.locator('td').allInnerTexts();
  return (cells[headers.findIndex((h) => h.trim() === title)] ?? '').trim();
}

const BUILT_IN_LINKS = ['编辑', '详情', '删除'];

/** The declared steps a row offers, in its 操作 cell and under its 更多 menu (the built-in links left out). */
async function stepsOffered(tab: Page, row: Locator): Promise<string[]> {
  const links = (await row.locator('.anze-row-link').allInnerTexts()).map((t) => t.trim());
  const offered = links.filter((t) => !t.startsWith('更多'));
  if (links.some((t) => t.startsWith('更多'))) {
    await row.getByText('更多').hover();
    const menu = tab.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await menu.getByRole('menuitem').first().waitFor();
    offered.push(...(await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim()));
    await tab.mouse.move(0, 0);
    await menu.waitFor({ state: 'hidden' });
  }
  return offered.filter((t) => !BUILT_IN_LINKS.includes(t));
}

describe('安全培训', () => {
  it('the administrator adds a training with two attendees from the menu', async () => {
    const admin = page('admin');
    await openFromMenu(admin, '基础服务', '安全培训');
    await admin
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const form = dialog(admin);
    await choose(admin, form, '企业', ENTERPRISE, RUN);
    await form.getByLabel('培训主题', { exact: true }).fill(TOPIC);
    await choose(admin, form, '培训类型', '专项培训(有限空间/危化品/粉尘等)');
    await choose(admin, form, '培训形式', '集中面授');
    await form.getByLabel('安全生产管理人员', { exact: true }).check();
    await form.getByLabel('特种作业人员', { exact: true }).check();
    await form.getByLabel('讲师', { exact: true }).fill('赵工');
    await typeDateTime(form, '开始时间', `${TODAY} 09:00:00`);
    await typeDateTime(form, '结束时间', `${TODAY} 17:00:00`);
    await form.getByLabel('学时', { exact: true }).fill('8');
    await form.getByLabel('地点/平台', { exact: true }).fill('企业三楼会议室');
    await form.getByLabel('是', { exact: true }).check();

    await form.getByRole('tab', { name: '参训人员' }).click();
    const grid = form.getByRole('tabpanel');
    const addRow = grid.getByRole('button', { name: /新\s*增/ });
    await addRow.click();
    await addRow.click();
    const rows = grid.locator('tr.ant-table-row');
    await fillAttendee(admin, rows.nth(0), ['陆安全', '安全生产管理人员', '92', '合格']);
    await fillAttendee(admin, rows.nth(1), ['蒙晓梅', '特种作业人员', '55', '不合格']);
    await rows.nth(0).getByLabel('姓名', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(admin, 'ops-01-training-attendees');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await admin.getByText('添加成功！').first().waitFor();
    await form.waitFor({ state: 'hidden' });
  });

  it('finds the training by its topic and shows 2 attendees, 1 passed in its detail', async () => {
    const admin = page('admin');
    await search(admin, '培训主题', TOPIC);
    const row = rowOf(admin, TOPIC);
    await row.getByText('计划', { exact: true }).waitFor();
    await rowOperation(admin, row, '详情');
    const detail = dialog(admin);
    await detail.getByText(TOPIC).first().waitFor();
    expect(
      await detailValues(detail, ['状态', '企业', '培训主题', '参训人数', '合格人数', '是否考核']),
    ).toEqual(['计划', ENTERPRISE, TOPIC, '2', '1', '是']);
    const attendees = detail.getByRole('tabpanel').locator('tr.ant-table-row');
    await expect(attendees.allInnerTexts()).resolves.toEqual([
      expect.stringContaining('陆安全'),
      expect.stringContaining('蒙晓梅'),
    ]);
    await screenshot(admin, 'ops-02-training-detail');
    await detail.getByRole('button', { name: '关闭', exact: true }).click();
    await detail.waitFor({ state: 'hidden' });
  });

  it('moves the training 计划 → 进行中 → 已完成 (with a site photo) → 已归档, offering only the steps of its state', async () => {
    const admin = page('admin');
    const row = rowOf(admin, TOPIC);
    const status = (text: string) => row.locator('td').filter({ hasText: new RegExp(`^${text}$`) });
    expect(await stepsOffered(admin, row)).toEqual(['开始培训', '取消']);
    await rowOperation(admin, row, '开始培训');
    await admin.getByText('开始培训后开放签到，确定开始吗？').waitFor();
    await confirmStep(admin);
    await status('进行中').waitFor();
    expect(await stepsOffered(admin, row)).toEqual(['完成培训', '取消']);

    await rowOperation(admin, row, '完成培训');
    const step = dialog(admin);
    await step.getByRole('button', { name: /确\s*定/ }).click();
    await step.locator('.ant-formily-item-help', { hasText: '现场照片' }).first().waitFor();
    await screenshot(admin, 'ops-03-complete-needs-photo');
    await uploadPhoto(step, '现场照片', `培训现场${RUN}.png`);
    await step.getByLabel('培训总结', { exact: true }).fill('两人参训，一人考核合格');
    await screenshot(admin, 'ops-04-complete-with-photo');
    await submitDialog(admin, '完成培训成功');
    await status('已完成').waitFor();
    expect(await stepsOffered(admin, row)).toEqual(['归档']);

    await rowOperation(admin, row, '归档');
    await confirmStep(admin);
    await status('已归档').waitFor();
    // Archived, it is locked: only its detail is left.
    await expect(row.locator('.anze-row-link').allInnerTexts()).resolves.toEqual(['详情']);
    await screenshot(admin, 'ops-05-training-archived');
  });

  it("is not in the list of another enterprise's user, who sees their own enterprise's training", async () => {
    const owner = page('owner');
    await openFromMenu(owner, '基础服务', '安全培训');
    await search(owner, '培训主题', RUN);
    await rowOf(owner, OTHER_TOPIC).waitFor();
    // Of this run's trainings, only the one of their own enterprise.
    await expect(tableRows(owner).filter({ hasText: RUN }).allInnerTexts()).resolves.toEqual([
      expect.stringContaining(OTHER_ENTERPRISE),
    ]);
    expect(await tableRows(owner).filter({ hasText: TOPIC }).count()).toBe(0);
    await screenshot(owner, 'ops-06-owner-trainings');
  });
});

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
    await form.getByLabel('下架', { exact: true }).check();
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
    await form.getByLabel('上架', { exact: true }).check();
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
    await form.getByLabel('企业端', { exact: true }).check();
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
