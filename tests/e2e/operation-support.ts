// What the scenarios of the training and platform-operation pages share (training-pages.e2e.ts,
// platform-operation.e2e.ts): this run's mark, the administrator and an enterprise user each signed
// in through the login page in a browser of their own, an enterprise the user is staff of (an
// enterprise user signs in only so), and finding a page from the side menu and searching its list.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeEach } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatDate } from '../../src/shared/date-format';
import { creditCodeCheckChar } from '../../src/shared/validation/check-digits';
import { newBrowser, screenshot, submitLogin, url } from './support';
import type { E2E_USERS } from './users';

/** What makes this run's records unique: demo rows for these pages may be added at any time. */
export const RUN = randomBytes(3).toString('hex').toUpperCase();
export const TODAY = formatDate();

type Who = 'admin' | 'owner';

/**
 * The people of a scenario, signed in by its beforeAll. Their browsers close after the file; on a
 * failure, what each saw is kept: test-results/e2e/failed-<scenario>-<test>-<who>.png.
 */
export function scenarioPeople(scenario: string) {
  const people = new Map<Who, { browser: BrowserContext; page: Page }>();
  let test = 0;
  beforeEach(({ onTestFailed }) => {
    test += 1;
    onTestFailed(async () => {
      for (const [who, person] of people)
        await screenshot(person.page, `failed-${scenario}-${test}-${who}`).catch(() => undefined);
    });
  });
  afterAll(async () => {
    for (const person of people.values()) await person.browser.close();
  });
  return {
    page: (who: Who) => people.get(who)!.page,
    async signIn(who: Who, username: string, password: string): Promise<void> {
      const browser = await newBrowser();
      const page = await browser.newPage();
      await page.goto(url('/dashboard/analysis'));
      await submitLogin(page, username, password);
      await page.locator('.ant-layout-sider').getByRole('menuitem').first().waitFor();
      people.set(who, { browser, page });
    },
  };
}

/** A credit code no other run uses: ten random digits after 9145010, and the check character. */
function creditCode(): string {
  const first17 = `9145010${String(randomBytes(5).readUIntBE(0, 5)).padStart(10, '0').slice(-10)}`;
  return first17 + creditCodeCheckChar(first17);
}

type EnterpriseUser = (typeof E2E_USERS)['operationsOwner' | 'platformOwner'];

/** An enterprise as the administrator keeps it on 企业用户管理; `staff` signs in as its user. */
export const enterpriseBody = (name: string, staff?: { user: EnterpriseUser; mobile: string }) => ({
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
  enterpriseStaffList: staff
    ? [
        {
          name: staff.user.realname,
          sex: '1',
          mobile: staff.mobile,
          staffType: '1',
          isSpecialOperator: 'N',
          status: '1',
          userName: staff.user.username,
        },
      ]
    : [],
});

const sider = (tab: Page) => tab.locator('.ant-layout-sider');

/** Opens a page from the side menu (its group first, when closed) and waits for its list. */
export async function openFromMenu(tab: Page, group: string, item: string): Promise<void> {
  const groupEntry = sider(tab).getByRole('menuitem', { name: group });
  if ((await groupEntry.getAttribute('aria-expanded')) !== 'true') await groupEntry.click();
  await sider(tab).getByRole('menuitem', { name: item, exact: true }).click();
  await tab.getByTestId('entity-list-table').waitFor();
}

/** Fills a basic filter of the query form and searches. */
export async function search(tab: Page, label: string, text: string): Promise<void> {
  const form = tab.locator('.anze-query-form');
  await form.getByLabel(label, { exact: true }).fill(text);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}
