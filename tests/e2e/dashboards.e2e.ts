// The dashboards and maps in a real browser, on the demo data the e2e server seeds at its first
// start: the home page's KPIs (a tile opens the list it counts, with the same total), the workplace,
// the task board, the monitoring board, the data map and the appointment map — for the
// administrator and for a demo engineer (whose scope is smaller), at 1920×1080 and 1366×768, with no
// console error on the way.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Kpi, KpiOverview } from '../../src/shared/dashboard/kpi-api';
import { KPI_LABELS } from '../../src/shared/dashboard/kpi-texts';
import { MAP_TEXTS } from '../../src/client/pages/maps/mapTexts';
import { formatDate } from '../../src/shared/date-format';
import { MAP_PATHS } from '../../src/shared/maps';
import type { MapAppointmentDay } from '../../src/shared/maps';
import { apiAs, storedToken } from './service-data';
import {
  adminPassword,
  afterNextPaint,
  newBrowser,
  screenshot,
  submitLogin,
  url,
  watchedPage,
} from './support';

/** A demo engineer account (system-demo-data.ts): its password is set here by the administrator. */
const ENGINEER = { username: 'liwei', password: 'Dash-board-123' };
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
] as const;
const RED = [245, 34, 45] as const; // 重大风险 on the data map (mapTexts.ts POINT_COLOURS)
/** Appointment pins by status, the saturated ones (mapTexts.ts APPOINTMENT_COLOURS). */
const PIN_COLOURS = [
  [250, 140, 22],
  [24, 144, 255],
  [250, 219, 20],
  [250, 84, 28],
  [82, 196, 26],
  [245, 34, 45],
] as const;

type Who = 'admin' | 'engineer';
interface Person {
  browser: BrowserContext;
  page: Page;
  token: string;
  /** Console errors and uncaught exceptions since the last check. */
  errors: string[];
}
const people = {} as Record<Who, Person>;

async function signIn(who: Who, username: string, password: string): Promise<void> {
  const browser = await newBrowser();
  const { page, errors } = await watchedPage(browser);
  await page.setViewportSize(SIZES[0]);
  await page.goto(url('/dashboard/analysis'));
  await submitLogin(page, username, password);
  await page.locator('[data-kpi]').first().waitFor();
  people[who] = { browser, page, token: await storedToken(page), errors };
}

beforeAll(async () => {
  await signIn('admin', 'admin', adminPassword());
  await apiAs(people.admin.token).put('/sys/user/changePassword', {
    username: ENGINEER.username,
    password: ENGINEER.password,
    confirmpassword: ENGINEER.password,
  });
  await signIn('engineer', ENGINEER.username, ENGINEER.password);
});
let step = 0;
beforeEach(({ onTestFailed }) => {
  step += 1;
  onTestFailed(async () => {
    for (const [who, person] of Object.entries(people))
      await screenshot(person.page, `failed-dash-${step}-${who}`).catch(() => undefined);
  });
});
afterAll(async () => {
  for (const person of Object.values(people)) await person.browser.close();
});

/** Asserts that nothing went to the console as an error since the last check. */
function expectNoConsoleErrors(who: Who): void {
  const errors = people[who].errors.splice(0);
  expect(errors, `console errors of ${who}`).toEqual([]);
}

/** A Statistic's figure as a number ('1,234' → 1234). */
const figure = async (statistic: Locator) =>
  Number((await statistic.locator('.ant-statistic-content-value').innerText()).replace(/,/g, ''));

/** The total of an entity list's pagination ('1-10 共57条'), once the table shows the filtered rows. */
async function listTotal(page: Page): Promise<number> {
  await page.getByTestId('entity-list-table').waitFor();
  const text = await page.locator('.ant-pagination-total-text').innerText();
  return Number(/共(\d+)条/.exec(text)?.[1]);
}

/** Both sizes: the page as it is at 1920×1080, then resized to 1366×768; `check` runs at each. */
async function atBothSizes(who: Who, name: string, check: (page: Page) => Promise<void>): Promise<void> {
  const { page } = people[who];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await check(page);
    await screenshot(page, `${name}-${who}-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
}

/** The few members of the chart's canvas element the pixel search reads (in the page). */
interface CanvasInPage {
  width: number;
  height: number;
  clientWidth: number;
  clientHeight: number;
  getContext(kind: '2d'): {
    getImageData(
      x: number,
      y: number,
      w: number,
      h: number,
    ): { data: Uint8ClampedArray; width: number; height: number };
  } | null;
}

/**
 * The centre of the biggest cluster of a marker colour on the map's canvases (ECharts draws into
 * canvases, one per layer — the itineraries' lines add one —, so a marker is found by its pixels in
 * any of them), away from the legend (bottom left) and the visual map (bottom right, on the data
 * map), in page coordinates; null when no marker of these colours is drawn.
 */
async function markerAt(
  page: Page,
  colours: readonly (readonly number[])[],
): Promise<{ x: number; y: number } | null> {
  const canvases = page.locator('canvas');
  const box = (await canvases.first().boundingBox())!;
  const found = await canvases.evaluateAll((nodes, wanted) => {
    const cells = new Map<string, { n: number; x: number; y: number }>();
    for (const node of nodes) {
      const element = node as unknown as CanvasInPage;
      const scale = element.width / element.clientWidth;
      const { data, width, height } = element
        .getContext('2d')!
        .getImageData(0, 0, element.width, element.height);
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) {
          const cx = x / scale;
          const cy = y / scale;
          const fromBottom = element.clientHeight - cy;
          if ((cx < 160 && fromBottom < 200) || (element.clientWidth - cx < 100 && fromBottom < 240))
            continue;
          const i = (y * width + x) * 4;
          const near = wanted.some(
            (c) =>
              Math.abs(data[i]! - c[0]!) < 28 &&
              Math.abs(data[i + 1]! - c[1]!) < 28 &&
              Math.abs(data[i + 2]! - c[2]!) < 28,
          );
          if (!near) continue;
          const key = `${Math.floor(cx / 12)}:${Math.floor(cy / 12)}`;
          const cell = cells.get(key) ?? { n: 0, x: 0, y: 0 };
          cell.n += 1;
          cell.x += cx;
          cell.y += cy;
          cells.set(key, cell);
        }
    }
    let best: { n: number; x: number; y: number } | null = null;
    for (const cell of cells.values()) if (cell.n >= 6 && (!best || cell.n > best.n)) best = cell;
    return best && { x: best.x / best.n, y: best.y / best.n };
  }, colours as number[][]);
  return found && { x: box.x + found.x, y: box.y + found.y };
}

/** Clicks a marker of these colours once the map shows one (`what` names it in a failure). */
async function clickMarker(page: Page, colours: readonly (readonly number[])[], what: string): Promise<void> {
  let found: { x: number; y: number } | null = null;
  await expect
    .poll(async () => (found = await markerAt(page, colours)) !== null, { message: `${what} on the map` })
    .toBe(true);
  await page.mouse.click(found!.x, found!.y);
}

/**
 * The city map drawn with the page's latest answer: its canvas there, the data map no longer busy
 * asking for points (aria-busy), and two frames for the paint. ECharts draws an option at once when
 * it is set, and the browser asks for reduced motion, so nothing grows in afterwards.
 */
async function mapDrawn(page: Page): Promise<void> {
  const canvas = page.locator('canvas').first();
  await canvas.waitFor();
  const card = page.locator('.ant-card').filter({ has: canvas }).first();
  await expect.poll(() => card.getAttribute('aria-busy')).not.toBe('true');
  await afterNextPaint(page);
}

/** The map's info panel once it shows an enterprise: its card (title: the enterprise's name). */
const infoPanel = (page: Page) =>
  page.locator('.ant-card-small').filter({ has: page.locator('.ant-descriptions') });

/**
 * A day whose appointments the map shows, and how many: today when it has some, else the latest
 * appointment day before it (or after, in a data set with none before).
 */
async function dayWithAppointments(): Promise<{ date: string; count: number }> {
  const api = apiAs(people.admin.token);
  const countOn = async (date: string) =>
    ((await api.get(`${MAP_PATHS.appointments}?date=${date}`)) as unknown as MapAppointmentDay).appointments
      .length;
  const today = formatDate(new Date());
  const list = (await api.get('/nanli/appointment/list?column=appointDate&order=desc&pageSize=200')) as {
    records: { appointDate: string }[];
  };
  const days = [...new Set(list.records.map((record) => record.appointDate.slice(0, 10)))];
  const candidates = [today, ...days.filter((d) => d < today), ...days.filter((d) => d > today).reverse()];
  for (const date of candidates) {
    const count = await countOn(date);
    if (count > 0) return { date, count };
  }
  throw new Error('the demo data has no appointment the map can show');
}

async function homeKpis(who: Who): Promise<Kpi[]> {
  const overview = (await apiAs(people[who].token).get('/dashboard/kpis')) as unknown as KpiOverview;
  return overview.kpis;
}

async function checkHome(who: Who): Promise<void> {
  const { page } = people[who];
  const kpis = await homeKpis(who);
  expect(kpis.length).toBeGreaterThan(0);
  await page.goto(url('/dashboard/analysis'));
  await atBothSizes(who, '60-home', async () => {
    for (const kpi of kpis) {
      const tile = page.locator(`[data-kpi="${kpi.key}"]`);
      await expect(tile.innerText()).resolves.toContain(KPI_LABELS[kpi.key]);
      if (kpi.value !== null) expect(await figure(tile)).toBe(kpi.value);
    }
    // The trend charts are drawn (SVG, no ECharts on the home page).
    await page.locator('.anze-home .anze-chart svg').nth(1).waitFor();
  });
  // Each counting tile opens its list, which shows as many records as the tile (排查企业数: the
  // enterprise list of those with a done investigation in the period). The administrator opens
  // every counting tile; the engineer (the same lists, narrower) one per entity.
  const counted = kpis
    .filter((k) => k.unit === 'count' && k.value !== null)
    .filter((k, i, all) => who === 'admin' || all.findIndex((o) => o.entity === k.entity) === i);
  expect(counted.some((k) => k.value! > 0)).toBe(true);
  for (const kpi of counted) {
    const tile = page.locator(`[data-kpi="${kpi.key}"]`);
    if ((await tile.getAttribute('role')) !== 'link') continue;
    await tile.click();
    await page.waitForURL((address) => !address.pathname.startsWith('/dashboard'));
    if (kpi.value! > 0) expect(await listTotal(page), `${who}: ${kpi.key}`).toBe(kpi.value);
    else await page.getByTestId('entity-list-table').locator('.ant-empty-description').waitFor();
    if (kpi.key === 'hazardMajor') await screenshot(page, `61-kpi-list-${who}`);
    await page.goBack();
    await tile.waitFor();
  }
  expectNoConsoleErrors(who);
}

describe('the dashboards and maps with the demo data', () => {
  it('the administrator’s home page shows the KPIs; a tile opens its list with the same total', async () => {
    await checkHome('admin');
  });

  it('the engineer’s home page shows the KPIs of the engineer’s scope', async () => {
    await checkHome('engineer');
    const admin = await homeKpis('admin');
    const engineer = await homeKpis('engineer');
    const total = (kpis: Kpi[]) => kpis.find((k) => k.key === 'hazardTotal')?.value ?? 0;
    expect(total(engineer)).toBeGreaterThan(0);
    expect(total(engineer)).toBeLessThan(total(admin));
  });

  it('the workplace shows the waiting work; 查看全部 opens as many records as the card counts', async () => {
    for (const who of ['admin', 'engineer'] as const) {
      const { page } = people[who];
      await page.goto(url('/dashboard/workplace'));
      const card = page.locator('[data-testid^="work-card-"]').first();
      await atBothSizes(who, '62-workplace', async () => {
        await card.waitFor();
        expect(await figure(card)).toBeGreaterThan(0);
        // The steps the user took: the demo engineer took some; the administrator's depend on the
        // scenarios that ran before on this server.
        const recent = page.locator('.ant-card').filter({ hasText: '近期动态' });
        await recent
          .locator(who === 'engineer' ? '.ant-timeline-item' : '.ant-timeline-item, .ant-empty')
          .first()
          .waitFor();
      });
      const count = await figure(card);
      await card.getByRole('button', { name: '查看全部' }).click();
      expect(await listTotal(page)).toBe(count);
      expectNoConsoleErrors(who);
    }
  });

  it('the task board shows the tasks by state; a state opens its list with the same count', async () => {
    const totals: Record<Who, number> = { admin: 0, engineer: 0 };
    for (const who of ['admin', 'engineer'] as const) {
      const { page } = people[who];
      await page.goto(url('/dashboard/taskindex'));
      const totalText = page.getByText(/^任务总数 \d+$/);
      const tags = page.locator('.ant-card').filter({ hasText: '任务状态' }).locator('.ant-tag');
      await atBothSizes(who, '63-taskindex', async () => {
        await tags.first().waitFor();
        await page.locator('.ant-table-row').first().waitFor();
      });
      totals[who] = Number((await totalText.innerText()).split(' ')[1]);
      const counts = (await tags.allInnerTexts()).map((text) => Number(text.split(' ').pop()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(totals[who]);
      const biggest = counts.indexOf(Math.max(...counts));
      await tags.nth(biggest).click();
      expect(await listTotal(page)).toBe(counts[biggest]);
      expectNoConsoleErrors(who);
    }
    expect(totals.engineer).toBeGreaterThan(0);
    expect(totals.engineer).toBeLessThan(totals.admin);
  });

  it('the monitoring board shows the live counters, and the runtime figures to the administrator', async () => {
    for (const who of ['admin', 'engineer'] as const) {
      const { page } = people[who];
      await page.goto(url('/dashboard/monitor'));
      await atBothSizes(who, '64-monitor', async () => {
        await page.getByText(/^更新于 /).waitFor();
        const tiles = page.locator('[data-kpi]');
        expect(await tiles.count()).toBeGreaterThan(0);
        for (const tile of await tiles.all()) expect(Number.isFinite(await figure(tile))).toBe(true);
        if (who === 'admin') await page.getByText('堆内存使用').waitFor();
      });
      expectNoConsoleErrors(who);
    }
  });

  it('the data map draws the districts and the enterprises; a point opens its enterprise', async () => {
    const totals: Record<Who, number> = { admin: 0, engineer: 0 };
    for (const who of ['admin', 'engineer'] as const) {
      const { page } = people[who];
      await page.goto(url('/nanlicustomdetail/CustomyhMap'));
      const total = page.getByText(/^共 \d+ 家企业$/);
      await atBothSizes(who, '65-datamap', async () => {
        await total.waitFor();
        await mapDrawn(page);
        // A district answers the pointer with its figures.
        const box = (await page.locator('canvas').first().boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.getByText(/企业数：\d+/).waitFor();
      });
      totals[who] = Number(/\d+/.exec(await total.innerText())![0]);
      // Only 重大风险 enterprises, through the page's filter: a red point opens one of them.
      await page.getByLabel('风险等级', { exact: true }).first().click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: '重大风险' })
        .click();
      await page.keyboard.press('Escape');
      await mapDrawn(page);
      await clickMarker(page, [RED], `${who}: a red point`);
      const panel = infoPanel(page);
      await panel.waitFor();
      await expect(panel.innerText()).resolves.toContain('重大风险');
      // An insured enterprise shows when its policy ends (the latest policy's end, as its list does).
      const text = await panel.innerText();
      if (text.includes('保障中')) expect(text).toMatch(/保单到期\s*\d{4}-\d{2}-\d{2}/);
      await screenshot(page, `66-datamap-picked-${who}`);
      // The engineer may make appointments but not dispatch tasks.
      await panel.getByRole('button', { name: '预 约' }).waitFor();
      expect(await panel.getByRole('button', { name: '派发任务' }).count()).toBe(who === 'admin' ? 1 : 0);
      if (who === 'admin') {
        const name = await panel.locator('.ant-card-head-title').innerText();
        await panel.getByRole('button', { name: '详 情' }).click();
        const dialog = page.getByRole('dialog').last();
        await dialog.getByText(name, { exact: true }).first().waitFor();
        // The detail shows the same 保单到期 as the panel.
        const policyEnd = /保单到期\s*(\S+)/.exec(text)?.[1] ?? '';
        if (policyEnd !== '-') await dialog.getByText(policyEnd, { exact: true }).first().waitFor();
        await screenshot(page, '66-datamap-detail-admin');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // The open hazards' heat, then a zoom: the page asks for the visible box only.
        await page.getByRole('switch', { name: MAP_TEXTS.heatmapSwitch }).click();
        await page.getByText(MAP_TEXTS.heatmapSwitch, { exact: true }).waitFor();
        await mapDrawn(page);
        await screenshot(page, '66-datamap-heat-admin');
        const map = (await page.locator('canvas').first().boundingBox())!;
        await page.mouse.move(map.x + map.width / 2, map.y + map.height * 0.6);
        for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -300);
        await page.getByText(MAP_TEXTS.viewportNote).waitFor();
        await mapDrawn(page);
        await screenshot(page, '66-datamap-zoom-admin');
      }
      expectNoConsoleErrors(who);
    }
    expect(totals.engineer).toBeGreaterThan(0);
    expect(totals.engineer).toBeLessThan(totals.admin);
  });

  it('the appointment map shows the day’s appointments; a pin opens its enterprise', async () => {
    const { page } = people.admin;
    await page.goto(url('/demo/yhMap'));
    // Today's, unless today has none (the demo's visits fall on working days, not on every one).
    const day = await dayWithAppointments();
    await page.getByText(/^当日预约 \d+ 条$/).waitFor();
    if (day.date !== formatDate(new Date())) {
      const picker = page.locator('.ant-picker input');
      await picker.click();
      await picker.fill(day.date);
      await picker.press('Enter');
    }
    const count = page.getByText(MAP_TEXTS.appointmentCount(day.count));
    await atBothSizes('admin', '67-yhmap', async () => {
      await count.waitFor();
      await mapDrawn(page);
    });
    await clickMarker(page, PIN_COLOURS, 'an appointment pin');
    await infoPanel(page).waitFor();
    await screenshot(page, '68-yhmap-picked-admin');
    expectNoConsoleErrors('admin');
  });
});
