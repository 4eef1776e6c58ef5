// The data map in Chromium on the seeded data sets that already exist (never seeds one), as the
// administrator (every enterprise of the tenant): from navigating to /nanlicustomdetail/CustomyhMap
// until the map's canvas has drawn the answer of the overview API (two animation frames after it
// arrived), on a first visit (the server counts) and on a second one (its figures reused).
//
//   npx tsx scripts/bench/map-paint.ts [--enterprises 200000] [--db sqlite|postgres|both] [--warm-up 90]
import type { Page } from 'playwright-core';
import { MAP_PATHS } from '../../src/shared/maps';
import { launchBrowser, storeSession } from '../lib/browser';
import { benchArgs, databasesArg, eachExistingDataset } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { loadAverage, signIn, today } from './lib/measure';
import { serveForFigures } from './lib/serve-dataset';

const args = benchArgs();
const SIZES = (args.get('enterprises') ?? '200000').split(',').map(Number);
const DATABASES = databasesArg(args.get('db'));
const MAP_PAGE = '/nanlicustomdetail/CustomyhMap';

/** Milliseconds from navigation until the map has painted the overview's answer. */
async function paintTime(page: Page, url: string): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const answered = page.waitForResponse((response) => response.url().includes(MAP_PATHS.overview), {
    timeout: 600_000,
  });
  await page.goto(url);
  const response = await answered;
  const bytes = (await response.body()).length;
  await page.locator('canvas').first().waitFor({ timeout: 600_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = (globalThis as unknown as { requestAnimationFrame(cb: () => void): void })
          .requestAnimationFrame;
        frame(() => frame(() => resolve()));
      }),
  );
  return { ms: performance.now() - t0, bytes };
}

async function measure(dataset: Dataset, size: number) {
  const { server, warmedUp } = await serveForFigures(dataset, args);
  const context = await launchBrowser();
  try {
    const session = await signIn(server.url, dataset.password);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${server.url}/404`);
    await storeSession(page, session);
    const first = await paintTime(page, `${server.url}${MAP_PAGE}`);
    const second = await paintTime(page, `${server.url}${MAP_PAGE}`);
    console.log(
      `| ${today()} | ${dataset.name}${warmedUp ? ' (after warm-up)' : ''} | ${size} | ${first.ms.toFixed(0)} ms | ${second.ms.toFixed(0)} ms | ` +
        `${(first.bytes / 1024).toFixed(1)} KB | ${loadAverage()} |`,
    );
  } finally {
    await context.close();
    await server.stop();
  }
}

console.log('| Date | DB | Enterprises | First visit | Second visit | Overview answer | Load |');
console.log('|---|---|---|---|---|---|---|');
await eachExistingDataset(
  DATABASES,
  SIZES,
  measure,
  (database, size) => `| ${today()} | ${database} | ${size} | no data set (seed one first) | | | |`,
);
