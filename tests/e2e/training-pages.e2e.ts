// The 安全培训 page as people use it: the administrator adds a safety training with two attendees
// from the menu, finds it with its counts in the detail, and takes it through its steps, offered only
// those of its state; the enterprise user of another enterprise never sees it, only their own.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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
import { RUN, TODAY, enterpriseBody, openFromMenu, scenarioPeople, search } from './operation-support';
import { apiAs, storedToken } from './service-data';
import { adminPassword, screenshot, tick } from './support';
import { E2E_USERS } from './users';

const TOPIC = `E2E有限空间培训${RUN}`;
const OTHER_TOPIC = `E2E乙企业培训${RUN}`;
const ENTERPRISE = `E2E培训甲化工有限公司${RUN}`;
const OTHER_ENTERPRISE = `E2E培训乙机械有限公司${RUN}`;

const people = scenarioPeople('training');
const page = people.page;

beforeAll(async () => {
  await people.signIn('admin', 'admin', adminPassword());
  // The two enterprises: the second one's staff member signs in as the enterprise user.
  const api = apiAs(await storedToken(page('admin')));
  await api.post('/nanli/enterprise/add', enterpriseBody(ENTERPRISE));
  const other = await api.post(
    '/nanli/enterprise/add',
    enterpriseBody(OTHER_ENTERPRISE, { user: E2E_USERS.operationsOwner, mobile: '13877110001' }),
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
  await people.signIn('owner', E2E_USERS.operationsOwner.username, E2E_USERS.operationsOwner.password);
});

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
    await tick(form.getByLabel('安全生产管理人员', { exact: true }));
    await tick(form.getByLabel('特种作业人员', { exact: true }));
    await form.getByLabel('讲师', { exact: true }).fill('赵工');
    await typeDateTime(form, '开始时间', `${TODAY} 09:00:00`);
    await typeDateTime(form, '结束时间', `${TODAY} 17:00:00`);
    await form.getByLabel('学时', { exact: true }).fill('8');
    // Fewer hours than a new hire's training needs are warned about under 学时, until the type changes.
    await choose(admin, form, '培训类型', '新员工三级安全教育');
    const hoursWarning = form.getByText(/^低于规定学时：(高危行业)?新上岗从业人员.*不少于(24|72)学时$/);
    await hoursWarning.waitFor();
    await screenshot(admin, 'ops-01a-training-hours-warning');
    await choose(admin, form, '培训类型', '专项培训(有限空间/危化品/粉尘等)');
    await hoursWarning.waitFor({ state: 'hidden' });
    await form.getByLabel('地点/平台', { exact: true }).fill('企业三楼会议室');
    await tick(form.getByLabel('是', { exact: true }));

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

  it('finds the training by its topic and shows 2 attendees, 1 passed (50.0%) in its detail', async () => {
    const admin = page('admin');
    await search(admin, '培训主题', TOPIC);
    const row = rowOf(admin, TOPIC);
    await row.getByText('计划', { exact: true }).waitFor();
    await rowOperation(admin, row, '详情');
    const detail = dialog(admin);
    await detail.getByText(TOPIC).first().waitFor();
    expect(
      await detailValues(detail, ['状态', '企业', '培训主题', '参训人数', '合格人数', '合格率', '是否考核']),
    ).toEqual(['计划', ENTERPRISE, TOPIC, '2', '1', '50.0%', '是']);
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
