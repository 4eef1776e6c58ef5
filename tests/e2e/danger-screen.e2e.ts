// 隐患大屏 (/dataanalysis/DangerScreen, public) in a real browser on the demo data the e2e server seeds,
// which opens the screens for its tenant (数据字典 public_screen_tenant) as an administrator would: at
// 1920×1080 and 1366×768 every panel lies within the stage, no two panels overlap, nothing inside a
// panel reaches out of it, the rankings, risk colours, ticker and experts hold figures, and nothing
// goes to the console as an error. Screenshots: test-results/e2e/72-danger-*.png.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SCREEN_TEXTS } from '../../src/shared/screens';
import { afterNextPaint, newBrowser, screenshot, url, watchedPage } from './support';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
] as const;
/** The trend, the flow, the sectors, open and closed per district, and the map. */
const CANVASES = 5;

let browser: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await newBrowser();
  ({ page, errors } = await watchedPage(browser));
  // Nobody signs in: a wall display has no session.
  await page.setViewportSize(SIZES[0]);
});
afterAll(async () => {
  await browser.close();
});

/** Panels within the stage, none over another, and each one's content within it. */
async function layoutProblems(): Promise<string[]> {
  return page.evaluate(`(() => {
    const stage = document.querySelector('.anze-screen-stage').getBoundingClientRect();
    const panels = [...document.querySelectorAll('.anze-screen-panel')].map((panel) => ({
      title: panel.querySelector('h2')?.textContent,
      box: panel.getBoundingClientRect(),
      panel,
    }));
    const out = [];
    if (stage.bottom > window.innerHeight + 1 || stage.right > window.innerWidth + 1) out.push('stage outside the window');
    for (const { title, box, panel } of panels) {
      if (box.bottom > stage.bottom + 1 || box.right > stage.right + 1) out.push(title + ': outside the stage');
      if (!panel.querySelector('canvas, li, .anze-screen-empty')) out.push(title + ': empty');
      for (const child of panel.children) {
        const inner = child.getBoundingClientRect();
        if (inner.bottom > box.bottom + 1 || inner.right > box.right + 1) out.push(title + ': content overflows');
      }
    }
    for (let i = 0; i < panels.length; i += 1)
      for (let j = i + 1; j < panels.length; j += 1) {
        const [a, b] = [panels[i].box, panels[j].box];
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          out.push(panels[i].title + ' overlaps ' + panels[j].title);
      }
    return out;
  })()`);
}

it('隐患大屏 shows its rankings, risk colours, ticker and experts, fitting at both sizes', async () => {
  await page.goto(url('/dataanalysis/DangerScreen'));
  await page.getByRole('heading', { name: SCREEN_TEXTS.dangerTitle }).waitFor();
  await expect.poll(() => page.locator('.anze-screen-tile').count()).toBe(11);
  for (const title of [
    SCREEN_TEXTS.topEnterprises,
    SCREEN_TEXTS.riskColours,
    SCREEN_TEXTS.latestHazards,
    SCREEN_TEXTS.experts,
  ])
    await page.getByRole('heading', { name: title }).waitFor();
  // The demo data has open hazards, assessed enterprises and led investigations.
  const ranked = page.locator('.anze-danger-ranking-wide li');
  await expect.poll(() => ranked.count()).toBeGreaterThan(0);
  expect(await ranked.first().innerText()).toMatch(/\*/); // a masked name
  expect(await page.locator('.anze-danger-colours li').count()).toBeGreaterThanOrEqual(4);
  await expect.poll(() => page.locator('.anze-danger-hazard').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('.anze-danger-experts li').count()).toBeGreaterThan(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect
      .poll(() => page.locator('.anze-screen-stage canvas').count(), { timeout: 15_000 })
      .toBe(CANVASES);
    await afterNextPaint(page);
    expect(await layoutProblems()).toEqual([]);
    await screenshot(page, `72-danger-${size.width}`);
  }
  expect(errors.splice(0), 'console errors').toEqual([]);
});
