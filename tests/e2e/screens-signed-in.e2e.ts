// The signed-in big screens (综合大屏, 指数大屏, 第二屏) and the public landing page in a real browser, on
// the demo data the e2e server seeds at its first start, as the administrator, at 1920×1080 and
// 1366×768: each screen renders inside the layout with its figures, charts and map drawn, every
// panel within the stage and holding something, and nothing goes to the console as an error.
// Screenshots go to /tmp/anze-screens (and test-results/e2e) to be looked at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ANALYSIS_TEXTS, LANDING_TEXTS } from '../../src/shared/analysis-screen-texts';
import {
  adminPassword,
  afterNextPaint,
  newBrowser,
  screenshot,
  submitLogin,
  url,
  watchedPage,
} from './support';

const SHOTS = '/tmp/anze-screens';
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
] as const;
const SCREENS = [
  { path: '/dataanalysis/BigScreen', title: ANALYSIS_TEXTS.bigTitle, name: 'big', tiles: 10, canvases: 3 },
  {
    path: '/dataanalysis/IndexScreen',
    title: ANALYSIS_TEXTS.indexTitle,
    name: 'index',
    tiles: 6,
    canvases: 3,
  },
  {
    path: '/dataanalysis/SecondScreen',
    title: ANALYSIS_TEXTS.secondTitle,
    name: 'second',
    tiles: 9,
    canvases: 5,
  },
] as const;

let browser: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await newBrowser();
  ({ page, errors } = await watchedPage(browser));
  await page.setViewportSize(SIZES[0]);
  await page.goto(url('/dashboard/analysis'));
  await submitLogin(page, 'admin', adminPassword());
  await page.locator('[data-kpi]').first().waitFor();
});
let step = 0;
beforeEach(({ onTestFailed }) => {
  step += 1;
  onTestFailed(async () => {
    await screenshot(page, `failed-screens-${step}`).catch(() => undefined);
  });
});
afterAll(async () => {
  await browser.close();
});

function expectNoConsoleErrors(): void {
  expect(errors.splice(0), 'console errors').toEqual([]);
}

async function shoot(name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
  await screenshot(page, `70-${name}`);
}

/** The stage lies within the window; every panel within the stage, holding a chart, a list or a note. */
async function expectLaidOut(): Promise<void> {
  const problems = await page.evaluate(`(() => {
    const stage = document.querySelector('.anze-screen-stage').getBoundingClientRect();
    const out = [];
    if (stage.bottom > window.innerHeight + 1 || stage.right > window.innerWidth + 1) out.push('stage outside the window');
    for (const panel of document.querySelectorAll('.anze-screen-panel')) {
      const box = panel.getBoundingClientRect();
      const title = panel.querySelector('h2')?.textContent;
      if (box.bottom > stage.bottom + 1 || box.right > stage.right + 1) out.push(title + ': outside the stage');
      const filled = panel.querySelector('canvas, li, .anze-screen-empty');
      if (!filled) out.push(title + ': empty');
    }
    return out;
  })()`);
  expect(problems).toEqual([]);
}

describe('the signed-in big screens with the demo data', () => {
  for (const screen of SCREENS)
    it(`${screen.title} renders with data at both sizes`, async () => {
      await page.goto(url(screen.path));
      // Inside the layout: the menu is there beside the stage.
      await page.locator('.anze-sider, .ant-layout-sider').first().waitFor();
      await page.getByRole('heading', { name: screen.title }).waitFor();
      const tiles = page.locator('.anze-screen-tile');
      await expect.poll(() => tiles.count()).toBe(screen.tiles);
      const values = await page.locator('.anze-screen-tile-value').allInnerTexts();
      expect(
        values.some((v) => /[1-9]/.test(v)),
        `figures: ${values.join(' | ')}`,
      ).toBe(true);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // Charts and the map draw on canvases once their lazy chunk is in.
        await expect
          .poll(() => page.locator('.anze-screen-stage canvas').count(), { timeout: 15_000 })
          .toBe(screen.canvases);
        await afterNextPaint(page); // the charts redraw at the new size (their resize observer)
        await expectLaidOut();
        await shoot(`${screen.name}-${size.width}`);
      }
      await page.setViewportSize(SIZES[0]);
      expectNoConsoleErrors();
    });

  it('the latest hazards scroll on the overview', async () => {
    await page.goto(url('/dataanalysis/BigScreen'));
    const rows = page.locator('.anze-screen-hazard');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await page.locator('.anze-screen-ticker-moving').count()).toBe(1);
    expectNoConsoleErrors();
  });
});

describe('the public landing page', () => {
  it('/test/home introduces the platform and links the public pages and the login', async () => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(url('/test/home'));
      await page.getByText(LANDING_TEXTS.description).waitFor();
      const href = (name: string) => page.getByRole('link', { name: new RegExp(name) }).getAttribute('href');
      expect(await href(LANDING_TEXTS.insuredScreen.title)).toBe('/dataanalysis/InsuredScreen');
      expect(await href(LANDING_TEXTS.dangerScreen.title)).toBe('/dataanalysis/DangerScreen');
      expect(await href(LANDING_TEXTS.companyList.title)).toBe('/companylist');
      expect(await href(LANDING_TEXTS.login)).toBe('/user/login');
      await shoot(`test-home-${size.width}`);
    }
    await page.setViewportSize(SIZES[0]);
    expectNoConsoleErrors();
  });
});
