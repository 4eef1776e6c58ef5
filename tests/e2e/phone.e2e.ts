// The engineer's on-site work on a 390 px phone (touch, a granted position): check in with the
// position filled by the geolocation control, fill the investigation form with a check item and a
// photo, sign both pads with a finger, submit; then pass a hazard's review. Every step is
// screenshotted (test-results/e2e/5x-phone-*.png) and checked for fitting the screen: no sideways
// scrolling of the page, dialogs inside it, their buttons within reach.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { formatDate } from '../../src/shared/date-format';
import {
  choose,
  dialog,
  openList,
  rowOf,
  rowOperation,
  sign,
  submitDialog,
  uploadPhoto,
} from './cycle-actions';
import { apiAs, inDays, prepareServiceData, storedToken } from './service-data';
import type { ServiceFixture } from './service-data';
import { adminPassword, newBrowser, screenshot, submitLogin, url } from './support';
import { E2E_USERS } from './users';

const PHONE = { width: 390, height: 844 } as const;
const POSITION = { longitude: 108.3665, latitude: 22.817, accuracy: 25 } as const;
const INVESTIGATIONS = '/nanliinvestigation/NanliInvestigation';
const HAZARDS = '/safetyinfo/HiddenDangerList';
const HAZARD_PLACE = '三号车间配电柜';

const FIXTURE: ServiceFixture = {
  orgName: 'E2E移动服务技术有限公司',
  orgCredit17: '91450100MA5E2P0X3',
  enterpriseName: '南宁E2E手机排查机械有限公司',
  enterpriseCredit17: '91450103MA5E2P0X4',
  engineer: { name: '钱工程师', mobile: '13900000021', username: E2E_USERS.phoneEngineer.username },
  owner: { name: '蒙主任', mobile: '13877112244' },
  riskType: { code: '9904', name: 'E2E机械安全' },
  // A hundredth of a degree north of where the phone first is: about 1.1 km, beyond the geofence.
  site: { longitude: POSITION.longitude, latitude: 22.827 },
};
/** Where the engineer walks to: 22 m from the enterprise. */
const AT_SITE = { longitude: POSITION.longitude, latitude: 22.8268, accuracy: 25 } as const;

let admin: BrowserContext | undefined;
let phone: BrowserContext | undefined;
let engineer: Page;

async function signedIn(browser: BrowserContext, username: string, password: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url(INVESTIGATIONS));
  await submitLogin(page, username, password);
  await page.getByTestId('entity-list-table').waitFor();
  return page;
}

/** What the engineer finds on arrival: an investigation to check in to, a rectified hazard to review. */
async function prepare(token: string): Promise<void> {
  const api = apiAs(token);
  const { enterpriseId, expertId, riskTypeId } = await prepareServiceData(token, FIXTURE);
  await api.post('/nanli/investigation/add', {
    enterpriseId,
    leaderExpertId: expertId,
    serviceItem: '04',
    serviceMode: '1',
    checkType: '1',
    planDate: formatDate(),
  });
  const hazard = await api.post('/nanli/hiddenDanger/add', {
    enterpriseId,
    districtCode: '450103',
    source: '1',
    discoverTime: `${formatDate()} 09:00:00`,
    location: HAZARD_PLACE,
    riskTypeId,
    description: '配电柜接地线松动',
    hazardLevel: '1',
    rectifySuggestion: '紧固接地线',
    rectifyType: '2',
    rectifyDeadline: inDays(7),
    hazardPhotos: await api.photo('hazard.png'),
  });
  const operation = async (name: string, values?: Record<string, unknown>) => {
    const result = await api.post(`/nanli/hiddenDanger/operation/${name}`, { ids: [hazard.id], values });
    if (result.failed !== 0) throw new Error(`${name}: ${JSON.stringify(result.rows)}`);
  };
  await operation('issue');
  await operation('submitRectify', {
    rectifyMeasure: '已紧固接地线',
    rectifyFinishTime: `${formatDate()} 10:00:00`,
    rectifyPhotos: await api.photo('after.png'),
  });
}

beforeAll(async () => {
  admin = await newBrowser();
  const adminPage = await signedIn(admin, 'admin', adminPassword());
  await prepare(await storedToken(adminPage));
  await admin.close();
  admin = undefined;
  phone = await newBrowser({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: POSITION,
  });
  const { username, password } = E2E_USERS.phoneEngineer;
  engineer = await signedIn(phone, username, password);
});
let step = 0;
beforeEach(({ onTestFailed }) => {
  step += 1;
  onTestFailed(async () => {
    if (engineer) await screenshot(engineer, `failed-phone-${step}`).catch(() => undefined);
  });
});
afterAll(async () => {
  await admin?.close();
  await phone?.close();
});

/** Dialogs still opening (rc-motion's appear / enter classes); toasts may keep theirs, so not them. */
const OPENING = ['.ant-modal', '.ant-drawer-content-wrapper']
  .flatMap((panel) => [`${panel}[class*="-appear-active"]`, `${panel}[class*="-enter-active"]`])
  .join(', ');

/** Inside the phone's width: x from 0 to PHONE.width (half a pixel of rounding allowed). */
async function expectWithinWidth(locator: Locator, what: string): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box.x, `${what} starts off the screen`).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, `${what} ends off the screen`).toBeLessThanOrEqual(PHONE.width + 0.5);
}

/** Screenshots the step and checks it fits the phone: the page never scrolls sideways, dialogs fit. */
async function expectFits(name: string): Promise<void> {
  // A dialog still zooming in would be measured and pictured at a fraction of its size.
  await engineer.locator(OPENING).first().waitFor({ state: 'detached' });
  await screenshot(engineer, name);
  const pageWidth = await engineer.evaluate<number>('document.documentElement.scrollWidth');
  expect(pageWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  const panels = engineer.locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible');
  for (const panel of await panels.all()) await expectWithinWidth(panel, `${name}: a dialog`);
}

/** A button the thumb can reach: brought into view, it lies wholly on the screen. */
async function expectReachable(button: Locator, what: string): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  await expectWithinWidth(button, what);
  const box = (await button.boundingBox())!;
  expect(box.y + box.height, `${what} below the screen`).toBeLessThanOrEqual(PHONE.height);
}

const row = () => rowOf(engineer, FIXTURE.enterpriseName);

describe('the engineer on a 390 px phone', () => {
  it('checks in with the position the phone reports, at the enterprise only', async () => {
    await openList(engineer, INVESTIGATIONS);
    await row().waitFor();
    await expectFits('50-phone-list');
    // The row's first value shows (no fixed columns filling the screen), its actions a swipe away.
    await expectWithinWidth(row().locator('td').nth(1), "the row's first value");
    await rowOperation(engineer, row(), '签到');
    const step = dialog(engineer);
    await step.getByRole('button', { name: /获取当前位置/ }).click();
    await step.getByText('经度 108.366500，纬度 22.817000，精度约 25 米').waitFor();
    await submitDialog(engineer, '签到位置距企业约1112米，超出500米签到范围，请到企业现场签到');
    await phone!.setGeolocation(AT_SITE);
    await step.getByRole('button', { name: /重新获取位置/ }).click();
    await step.getByText('经度 108.366500，纬度 22.826800，精度约 25 米').waitFor();
    await expectFits('51-phone-check-in');
    await expectReachable(step.getByRole('button', { name: /确\s*定/ }), 'the check-in 确定');
    await submitDialog(engineer, '签到成功');
  });

  it('fills the investigation form with a check item and a site photo', async () => {
    await rowOperation(engineer, row(), '编辑');
    const form = dialog(engineer);
    await form.getByLabel('被排查企业', { exact: true }).first().waitFor();
    await expectFits('52-phone-form');
    // The investigation may start with check items already listed: the new row is the last one.
    await form.getByRole('button', { name: /新\s*增/ }).click();
    const item = form
      .locator('tr')
      .filter({ has: engineer.getByLabel('检查内容', { exact: true }) })
      .last();
    await item.getByLabel('检查内容', { exact: true }).fill('配电箱接地与防护');
    await choose(engineer, item, '检查结果', '符合');
    await expectFits('53-phone-check-items');
    await uploadPhoto(form, '现场照片', '现场.png');
    await expectFits('54-phone-photo');
    const save = form.getByRole('button', { name: /保\s*存/ });
    await expectReachable(save, 'the form 保存');
    await save.click();
    await form.waitFor({ state: 'hidden' });
  });

  it('signs both pads with a finger and submits', async () => {
    await rowOperation(engineer, row(), '提交');
    const step = dialog(engineer);
    await step.getByLabel('排查情况综述', { exact: true }).fill('检查配电与机械防护，未发现新隐患');
    await sign(engineer, step, '检查人员签字', 'touch');
    await sign(engineer, step, '企业负责人签字', 'touch');
    await expectFits('55-phone-signed');
    await expectReachable(step.getByRole('button', { name: /确\s*定/ }), 'the submit 确定');
    await submitDialog(engineer, '提交成功');
    await row().getByText('已提交').waitFor();
  });

  it('passes the review of a rectified hazard', async () => {
    await openList(engineer, HAZARDS);
    const hazard = rowOf(engineer, HAZARD_PLACE);
    await hazard.getByText('待复查').waitFor();
    await expectFits('56-phone-hazards');
    await rowOperation(engineer, hazard, '复查通过');
    await dialog(engineer).getByLabel('意见', { exact: true }).waitFor();
    await expectFits('57-phone-review');
    await expectReachable(dialog(engineer).getByRole('button', { name: /确\s*定/ }), 'the review 确定');
    await submitDialog(engineer, '复查通过成功');
    await hazard.getByText('已销号').waitFor();
  });
});
