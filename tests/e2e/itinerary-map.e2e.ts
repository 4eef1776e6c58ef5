// The appointment map with the itineraries' GPS tracks in a real browser, on the demo data the e2e
// server seeds: on a day of a demo trip that set out, the page counts the day's itineraries, the
// canvas shows the first track's colour along a line, and hovering it shows the engineer, the
// destination and the state — with no console error on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { MapItineraryDay } from '../../src/shared/itinerary-track';
import { ITINERARY_TRACK_PATHS } from '../../src/shared/itinerary-track';
import { MAP_TEXTS, ROUTE_COLOURS } from '../../src/client/pages/maps/mapTexts';
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

let browser: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
/** The legend's column at the map's left (px). */
const LEGEND_WIDTH = 160;

beforeAll(async () => {
  browser = await newBrowser();
  ({ page, errors } = await watchedPage(browser));
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(url('/demo/yhMap'));
  await submitLogin(page, 'admin', adminPassword());
  await page.getByText(/^当日预约 \d+ 条$/).waitFor();
  token = await storedToken(page);
});
afterAll(() => browser?.close());

/** The latest day with a demo itinerary that has a track, and how many itineraries it has. */
async function dayWithTrack(): Promise<{ date: string; count: number }> {
  const api = apiAs(token);
  const list = (await api.get(
    '/nanli/expertItinerary/list?status=5&column=itineraryDate&order=desc&pageSize=50',
  )) as { records: { itineraryDate: string }[] };
  for (const date of new Set(list.records.map((r) => r.itineraryDate.slice(0, 10)))) {
    const day = (await api.get(`${ITINERARY_TRACK_PATHS.mapDay}?date=${date}`)) as unknown as MapItineraryDay;
    if (day.itineraries.some((i) => i.track.length > 1)) return { date, count: day.itineraries.length };
  }
  throw new Error('the demo data has no itinerary with a track');
}

/**
 * How many pixels of the map's canvases are close to the colour (ECharts draws into canvases, the
 * lines on a layer of their own), and where the one nearest their average lies, in page coordinates
 * — left of LEGEND_WIDTH is the legend, whose mark of the tracks has the first track's colour.
 */
async function pixelsOf(colour: string): Promise<{ count: number; x: number; y: number }> {
  const wanted = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const box = (await page.locator('canvas').first().boundingBox())!;
  const found = await page.locator('canvas').evaluateAll(
    (nodes, [rgb, LEGEND_WIDTH]) => {
      const points: [number, number][] = [];
      for (const node of nodes) {
        const canvas = node as unknown as {
          width: number;
          height: number;
          clientWidth: number;
          getContext(kind: '2d'): { getImageData(...box: number[]): { data: Uint8ClampedArray } };
        };
        const scale = canvas.width / canvas.clientWidth;
        const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length; i += 4) {
          const x = ((i / 4) % canvas.width) / scale;
          if (x >= LEGEND_WIDTH && rgb.every((value, k) => Math.abs(data[i + k]! - value) < 24))
            points.push([x, Math.floor(i / 4 / canvas.width) / scale]);
        }
      }
      if (points.length === 0) return { count: 0, x: 0, y: 0 };
      const mean = points.reduce(
        (sum, [x, y]) => [sum[0] + x / points.length, sum[1] + y / points.length],
        [0, 0],
      );
      const distance = ([x, y]: [number, number]) => (x - mean[0]) ** 2 + (y - mean[1]) ** 2;
      const [x, y] = points.reduce((best, p) => (distance(p) < distance(best) ? p : best));
      return { count: points.length, x, y };
    },
    [wanted, LEGEND_WIDTH] as const,
  );
  return { ...found, x: box.x + found.x, y: box.y + found.y };
}

describe('the appointment map’s itineraries', () => {
  it('draws the tracks of a day with demo trips', async () => {
    const day = await dayWithTrack();
    const picker = page.locator('.ant-picker input');
    await picker.click();
    await picker.fill(day.date);
    await picker.press('Enter');
    await page.getByText(MAP_TEXTS.itineraryCount(day.count)).waitFor();
    await page.locator('canvas').first().waitFor();
    await afterNextPaint(page);
    await expect
      .poll(async () => (await pixelsOf(ROUTE_COLOURS[0]!)).count, { message: 'the first track on the map' })
      .toBeGreaterThan(40);
    await screenshot(page, '69-yhmap-itineraries-admin');
    // Its tooltip names the engineer, the destination and the state.
    const line = await pixelsOf(ROUTE_COLOURS[0]!);
    await page.mouse.move(line.x, line.y);
    // ECharts' tooltip is a div of text lines (<br/>) beside the canvas.
    const tooltip = () => page.locator('body').innerText();
    for (const caption of [MAP_TEXTS.expert, MAP_TEXTS.destination, MAP_TEXTS.itineraryStatus])
      await expect.poll(tooltip, { message: caption }).toContain(`${caption}：`);
    await screenshot(page, '69-yhmap-itinerary-tooltip-admin');
    expect(errors).toEqual([]);
  });
});
