// What the end-to-end scenarios share: the browser, signing in through the login page, screenshots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../../scripts/lib/browser';

export const SCREENSHOT_DIR = path.resolve('test-results/e2e');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

export const baseUrl = () => inject('baseUrl');
export const adminPassword = () => inject('adminPassword');
export const url = (pathAndQuery: string) => new URL(pathAndQuery, baseUrl()).toString();

/**
 * A fresh browser; `options` sets up a device (a phone's viewport, touch, a granted position). It
 * asks for reduced motion, so dialogs and menus open without antd's zoom: Playwright's stability
 * check passes on the zoom's first, still frame, and a click pressed there was released on the
 * dialog's wrapper as the button grew, and lost (one CI run in a few failed on that).
 */
export async function newBrowser(options: Parameters<typeof launchBrowser>[0] = {}): Promise<BrowserContext> {
  const context = await launchBrowser({ reducedMotion: 'reduce', ...options });
  context.setDefaultTimeout(15_000);
  return context;
}

/** A new page of the browser whose console errors and uncaught exceptions are collected in `errors`. */
export async function watchedPage(browser: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * Resolves once the page has rendered two more frames: what was set before (an ECharts option, a
 * resize its observer handles) is painted by then.
 */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(() => {
    // The tests are typed without the DOM library: the page's own requestAnimationFrame.
    const browserWindow = globalThis as unknown as { requestAnimationFrame(callback: () => void): number };
    return new Promise<void>((resolve) =>
      browserWindow.requestAnimationFrame(() => browserWindow.requestAnimationFrame(resolve)),
    );
  });
}

/** Saves a screenshot of the viewport as a test artifact (test-results/e2e/<name>.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  // Finishes running CSS transitions first, so dialogs and menus show their settled state.
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

/** Drags the slider handle to the end of its track, as a person would. */
export async function dragSliderToEnd(page: Page): Promise<void> {
  const handle = page.getByRole('slider', { name: '拖动滑块验证' });
  await handle.hover(); // waits until the handle is visible and no longer moving
  const handleBox = await handle.boundingBox();
  const trackBox = await handle.locator('..').boundingBox();
  if (!handleBox || !trackBox) throw new Error('slider not visible');
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(handleBox.x + handleBox.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(trackBox.x + trackBox.width + 10, y, { steps: 12 });
  await page.mouse.up();
}

/** Fills the login form (the e2e server runs with CAPTCHA=off, any code passes) and submits it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill('0000');
  if ((await page.getByRole('slider', { name: '拖动滑块验证' }).getAttribute('aria-valuenow')) !== '100') {
    await dragSliderToEnd(page);
  }
  await page.getByRole('button', { name: '登 录' }).click();
}

/** An open dropdown whose opening motion has ended (antd's slide-up classes are gone). */
const SETTLED_DROPDOWN = '.ant-dropdown:not(.ant-dropdown-hidden):not([class*="slide-up"])';

/**
 * Opens a context menu on `target` and clicks `item`, once the menu has finished opening. Clicked
 * mid-motion (slow under load), the item fails Playwright's hit test and Playwright retries after
 * scrolling the page, and a menu opened at the pointer closes on any scroll (rc-trigger does that
 * on purpose): that was the flakiness once hidden behind up to three right-clicks.
 */
export async function chooseFromContextMenu(page: Page, target: Locator, item: string): Promise<void> {
  await target.click({ button: 'right' });
  await page.locator(SETTLED_DROPDOWN).waitFor();
  await page.getByRole('menuitem', { name: item }).click();
}

const TICK_TIMEOUT_MS = 5_000;

/**
 * Ticks a check box or radio and waits for the form to show it ticked. Playwright's check() judges
 * the state at once after its click, and a Formily-controlled group re-renders a moment later on a
 * loaded machine ("Clicking the checkbox did not change its state", one CI run): the click is made
 * once, never repeated, so a lost click still fails here.
 */
export async function tick(box: Locator): Promise<void> {
  if (await box.isChecked()) return;
  await box.click();
  const deadline = Date.now() + TICK_TIMEOUT_MS;
  while (!(await box.isChecked())) {
    if (Date.now() > deadline) throw new Error(`${String(box)} stayed unticked after a click`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
