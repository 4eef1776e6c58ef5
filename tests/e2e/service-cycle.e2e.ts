// The service cycle with three people in three browsers: the administrator creates and dispatches a
// task; the engineer accepts it and proposes an appointment; the enterprise user confirms; the engineer
// investigates — two hazards with photos, both signatures — and submits; the enterprise user
// rectifies both with after-photos; the engineer passes one and fails the other, which goes back to
// rectification; the task is approved and the enterprise's service list shows the new counts; the
// enterprise user edits its own profile, with what the administrator decides shown read-only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatDateTime } from '../../src/shared/date-format';
import {
  choose,
  confirmStep,
  dialog,
  openList,
  pickDate,
  rowOf,
  rowOperation,
  sign,
  submitDialog,
  uploadPhoto,
} from './cycle-actions';
import { YEAR, inDays, prepareServiceData, storedToken } from './service-data';
import type { ServiceFixture } from './service-data';
import { adminPassword, newBrowser, screenshot, submitLogin, url } from './support';
import { E2E_USERS } from './users';

const ENTERPRISE = '南宁E2E服务化工有限公司';
const TASK = 'E2E年度隐患排查';

const people: Record<'admin' | 'engineer' | 'owner', { browser?: BrowserContext; page?: Page }> = {
  admin: {},
  engineer: {},
  owner: {},
};
const page = (who: keyof typeof people) => people[who].page!;

/** The reference data the scenario starts from (see service-data.ts). */
const FIXTURE: ServiceFixture = {
  orgName: 'E2E安全技术服务有限公司',
  orgCredit17: '91450100MA5E2E0X1',
  enterpriseName: ENTERPRISE,
  enterpriseCredit17: '91450103MA5E2E0X2',
  engineer: { name: '赵工程师', mobile: '13900000011', username: E2E_USERS.engineer.username },
  owner: { name: '覃安全', mobile: '13877112233', username: E2E_USERS.owner.username },
  riskType: { code: '9903', name: 'E2E电气安全' },
};

async function signIn(who: keyof typeof people, username: string, password: string, path: string) {
  const browser = await newBrowser();
  const tab = await browser.newPage();
  await tab.setViewportSize({ width: 1440, height: 900 });
  await tab.goto(url(path));
  await submitLogin(tab, username, password);
  await tab.getByTestId('entity-list-table').waitFor();
  people[who] = { browser, page: tab };
}

beforeAll(async () => {
  await signIn('admin', 'admin', adminPassword(), '/nanlitask/nanlitasklist');
  await prepareServiceData(await storedToken(page('admin')), FIXTURE);
  await signIn(
    'engineer',
    E2E_USERS.engineer.username,
    E2E_USERS.engineer.password,
    '/nanlitask/nanlitasklist',
  );
  await signIn('owner', E2E_USERS.owner.username, E2E_USERS.owner.password, '/nanlitask/appointment');
});
// On a failure, what each person saw: test-results/e2e/failed-<step>-<who>.png.
let step = 0;
beforeEach(({ onTestFailed }) => {
  step += 1;
  onTestFailed(async () => {
    for (const [who, person] of Object.entries(people))
      if (person.page) await screenshot(person.page, `failed-${step}-${who}`).catch(() => undefined);
  });
});
afterAll(async () => {
  for (const who of Object.values(people)) await who.browser?.close();
});

describe('the service cycle with three people', () => {
  it('the administrator creates a task and dispatches it to the engineer', async () => {
    const admin = page('admin');
    await openList(admin, '/nanlitask/nanlitasklist');
    await admin.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(admin);
    await form.getByLabel('任务名称', { exact: true }).fill(TASK);
    await choose(admin, form, '服务企业', ENTERPRISE, 'E2E服务');
    await form.getByLabel('服务年度', { exact: true }).fill(YEAR);
    await pickDate(form, '计划结束', inDays(30));
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await admin.getByText('添加成功！').first().waitFor();
    await rowOperation(admin, rowOf(admin, TASK), '派发');
    await choose(admin, dialog(admin), '组长', '赵工程师', '赵');
    await screenshot(admin, '40-dispatch');
    await submitDialog(admin, '派发成功');
    await rowOf(admin, TASK).getByText('已派发').waitFor();
  });

  it('the engineer accepts and proposes an appointment; the enterprise user confirms it', async () => {
    const engineer = page('engineer');
    await openList(engineer, '/nanlitask/nanlitasklist');
    await rowOperation(engineer, rowOf(engineer, TASK), '接收');
    await confirmStep(engineer);
    await rowOf(engineer, TASK).getByText('已接收').waitFor();

    await openList(engineer, '/nanlitask/appointment');
    await engineer.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(engineer);
    await choose(engineer, form, '企业', ENTERPRISE, 'E2E服务');
    await choose(engineer, form, '关联任务', TASK, 'E2E');
    await choose(engineer, form, '服务专家', '赵工程师', '赵');
    await pickDate(form, '预约日期', inDays(2));
    await form.getByLabel('服务地址', { exact: true }).fill('南宁市青秀区民族大道100号');
    await form.getByLabel('现场联系人', { exact: true }).fill('覃安全');
    await form.getByLabel('联系电话', { exact: true }).fill('13877112233');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await engineer.getByText('添加成功！').first().waitFor();

    const owner = page('owner');
    await openList(owner, '/nanlitask/appointment');
    await rowOperation(owner, rowOf(owner, ENTERPRISE), '确认');
    await confirmStep(owner);
    await rowOf(owner, ENTERPRISE).getByText('已确认').waitFor();
    await screenshot(owner, '41-appointment-confirmed');
    await openList(engineer, '/nanlitask/nanlitasklist');
    await rowOf(engineer, TASK).getByText('已预约').waitFor();
  });

  it('the engineer records the investigation with two hazards and both signatures, and submits it', async () => {
    const engineer = page('engineer');
    await rowOperation(engineer, rowOf(engineer, TASK), '开始执行');
    await confirmStep(engineer);
    await rowOf(engineer, TASK).getByText('执行中').waitFor();

    await openList(engineer, '/nanliinvestigation/NanliInvestigation');
    await engineer.getByRole('button', { name: /新\s*增/ }).click();
    let form = dialog(engineer);
    await choose(engineer, form, '被排查企业', ENTERPRISE, 'E2E服务');
    await choose(engineer, form, '关联任务', TASK, 'E2E');
    await choose(engineer, form, '组长', '赵工程师', '赵');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await engineer.getByText('添加成功！').first().waitFor();
    await rowOperation(engineer, rowOf(engineer, ENTERPRISE), '签到');
    await submitDialog(engineer, '签到成功');
    const investigationNo = (await rowOf(engineer, ENTERPRISE).locator('td').nth(1).innerText()).trim();
    expect(investigationNo).toMatch(/^PC-\d{8}-\d{4}$/);

    await openList(engineer, '/safetyinfo/HiddenDangerList');
    for (const [place, description] of [
      ['一号车间配电房', '配电箱门未关闭，线路裸露'],
      ['二号仓库通道', '消防通道堆放杂物'],
    ] as const) {
      await engineer.getByRole('button', { name: /新\s*增/ }).click();
      form = dialog(engineer);
      await choose(engineer, form, '企业', ENTERPRISE, 'E2E服务');
      await choose(engineer, form, '来源排查', investigationNo, 'PC');
      await form.getByLabel('隐患部位', { exact: true }).fill(place);
      await form.getByLabel('隐患类型', { exact: true }).first().click();
      await engineer.locator('.ant-select-tree-node-content-wrapper', { hasText: 'E2E电气安全' }).click();
      await form.getByLabel('隐患描述', { exact: true }).fill(description);
      await form.getByLabel('整改建议', { exact: true }).fill('立即整改');
      await pickDate(form, '整改期限', inDays(7));
      await uploadPhoto(form, '隐患照片', `${place}.png`);
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await engineer.getByText('添加成功！').first().waitFor();
      await form.waitFor({ state: 'hidden' });
    }
    await screenshot(engineer, '42-hazards-registered');

    await openList(engineer, '/nanliinvestigation/NanliInvestigation');
    await rowOperation(engineer, rowOf(engineer, ENTERPRISE), '提交');
    const step = dialog(engineer);
    await step.getByLabel('排查情况综述', { exact: true }).fill('检查配电与消防，发现隐患2处');
    await sign(engineer, step, '检查人员签字');
    await sign(engineer, step, '企业负责人签字');
    await screenshot(engineer, '43-investigation-signed');
    await submitDialog(engineer, '提交成功');
    await rowOf(engineer, ENTERPRISE).getByText('已提交').waitFor();
  });

  it('the enterprise user rectifies both hazards with after-photos', async () => {
    const owner = page('owner');
    await openList(owner, '/safetyinfo/HiddenDangerList');
    for (const place of ['一号车间配电房', '二号仓库通道']) {
      await rowOperation(owner, rowOf(owner, place), '提交整改');
      const step = dialog(owner);
      await step.getByLabel('整改措施', { exact: true }).fill(`已整改：${place}`);
      const finished = step.getByLabel('整改完成时间', { exact: true });
      await finished.click();
      // Now: after the discovery (rules: rectified no earlier than discovered, no later than today).
      await finished.fill(formatDateTime());
      await finished.press('Enter');
      await uploadPhoto(step, '整改后照片', `${place}-整改后.png`);
      await submitDialog(owner, '提交整改成功');
      await rowOf(owner, place).getByText('待复查').waitFor();
    }
    await screenshot(owner, '44-rectified');
  });

  it('the engineer passes one hazard and fails the other, which goes back to rectification', async () => {
    const engineer = page('engineer');
    await openList(engineer, '/safetyinfo/HiddenDangerList');
    await rowOperation(engineer, rowOf(engineer, '一号车间配电房'), '复查通过');
    await submitDialog(engineer, '复查通过成功');
    await rowOf(engineer, '一号车间配电房').getByText('已销号').waitFor();
    await rowOperation(engineer, rowOf(engineer, '二号仓库通道'), '复查不通过');
    await dialog(engineer).getByLabel('意见', { exact: true }).fill('杂物未清理干净');
    await submitDialog(engineer, '复查不通过成功');
    await rowOf(engineer, '二号仓库通道').getByText('复查不通过').waitFor();

    const owner = page('owner');
    await openList(owner, '/safetyinfo/HiddenDangerList');
    await rowOperation(owner, rowOf(owner, '二号仓库通道'), '开始整改');
    await confirmStep(owner);
    await rowOf(owner, '二号仓库通道').getByText('整改中').waitFor();

    await rowOf(owner, '一号车间配电房').getByText('详情').click();
    await dialog(owner).getByRole('tab', { name: '流转记录' }).click();
    const passed = dialog(owner).getByText('复查通过（待复查 → 已销号）');
    await passed.waitFor();
    await passed.scrollIntoViewIfNeeded();
    await screenshot(owner, '45-timeline');
    await owner.keyboard.press('Escape');
  });

  it('the task is approved and the enterprise service list counts it', async () => {
    const engineer = page('engineer');
    await openList(engineer, '/nanlitask/nanlitasklist');
    await rowOperation(engineer, rowOf(engineer, TASK), '提交审核');
    await submitDialog(engineer, '提交审核成功');
    const admin = page('admin');
    await openList(admin, '/nanlitask/nanlitasklist');
    await rowOperation(admin, rowOf(admin, TASK), '审核通过');
    await submitDialog(admin, '审核通过成功');
    await rowOf(admin, TASK).getByText('已完成').waitFor();

    await openList(admin, '/nanlicustom/nanlicustomdetaillist');
    const row = rowOf(admin, ENTERPRISE);
    const cells = await row.locator('td').allInnerTexts();
    const headers = await admin.getByTestId('entity-list-table').locator('thead th').allInnerTexts();
    const cell = (title: string) => cells[headers.indexOf(title)]?.trim();
    expect([cell('已完成服务次数'), cell('隐患总数'), cell('已销号'), cell('未销号')]).toEqual([
      '1',
      '2',
      '1',
      '1',
    ]);
    await screenshot(admin, '46-service-list');
  });

  it('the administrator approves the investigation and records the follow-up call (回访)', async () => {
    const admin = page('admin');
    await openList(admin, '/nanliinvestigation/NanliInvestigation');
    await rowOperation(admin, rowOf(admin, ENTERPRISE), '审核通过');
    await submitDialog(admin, '审核通过成功');
    await rowOperation(admin, rowOf(admin, ENTERPRISE), '回访');
    const form = dialog(admin);
    await form.getByLabel('回访结果').fill('企业对本次排查服务满意，一般隐患已整改');
    // 满意度 is five stars: the fifth is 5.
    await form.getByLabel('满意度').getByRole('radio').nth(4).click();
    await screenshot(admin, '48-follow-up');
    await submitDialog(admin, '回访成功');
    const row = rowOf(admin, ENTERPRISE);
    const cells = await row.locator('td').allInnerTexts();
    const headers = await admin.getByTestId('entity-list-table').locator('thead th').allInnerTexts();
    const stars = row.locator('td').nth(headers.indexOf('满意度')).getByRole('radio');
    await expect
      .poll(() => stars.evaluateAll((all) => all.map((s) => s.ariaChecked)))
      .toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(cells[headers.indexOf('回访时间')]?.trim()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('the enterprise user edits its profile; its engineer, risk level and policies are shown read-only', async () => {
    const owner = page('owner');
    await openList(owner, '/nanlicustom/nanlicustomlist');
    await rowOperation(owner, rowOf(owner, ENTERPRISE), '编辑');
    const form = dialog(owner);
    const contact = form.getByLabel('联系人', { exact: true });
    await contact.waitFor();
    expect(await contact.isEditable()).toBe(true);
    // A select's label names its box and its search input: the input is what is disabled.
    for (const label of ['服务机构', '包保工程师', '风险等级', '年度计划服务次数'])
      expect([label, await form.getByLabel(label, { exact: true }).last().isDisabled()]).toEqual([
        label,
        true,
      ]);
    await form.getByRole('tab', { name: '保单' }).click();
    const policies = form.locator('.ant-tabs-tabpane-active');
    await policies.waitFor();
    expect(await policies.getByRole('button', { name: /新\s*增/ }).count()).toBe(0);
    await form.getByRole('tab', { name: '企业人员' }).click();
    expect(
      await form
        .locator('.ant-tabs-tabpane-active')
        .getByRole('button', { name: /新\s*增/ })
        .count(),
    ).toBe(1);
    await screenshot(owner, '47-owner-edits-own-enterprise');
    await contact.fill('覃联系');
    await submitDialog(owner, '修改成功!');
    await rowOf(owner, ENTERPRISE).waitFor();
  });
});
