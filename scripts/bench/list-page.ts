// The enterprise list page in Chromium with 20 columns: how long it takes to show a page of rows
// and to toggle the selection, measured inside the page (performance.now() from the triggering
// click until the DOM shows the result and a frame has been painted), and the renderer main thread's
// CPU time for the same span (Chromium's ThreadTime metric): on a shared machine the wall time grows
// with the load, the CPU time much less, so before/after comparisons use both.
//
//   npx tsx scripts/bench/list-page.ts [--enterprises 200000] [--rounds 15]
//
// The product's page sizes are 10/20/30 (spec §9), so a page holds at most 30 rows; the bench
// measures pages of 30 rows. Uses the SQLite data set of scripts/bench/list-api.ts.
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { fillPath } from '../../src/shared/api-paths';
import { ENGINE_PATHS, columnPreferenceKey } from '../../src/shared/engine-api';
import { launchBrowser, storeSession } from '../lib/browser';
import { startServer } from '../lib/server-process';
import { benchArgs, seededDataset } from './lib/datasets';
import { median, signIn, today } from './lib/measure';

const args = benchArgs();
const ENTERPRISES = Number(args.get('enterprises') ?? 200_000);
const ROUNDS = Number(args.get('rounds') ?? 15);
const COLUMNS = 20;
const PAGE_SIZE = 30;
const LIST_ROUTE = `/nanlicustom/nanlicustomlist?pageSize=${PAGE_SIZE}`;
const TABLE = '[data-testid="entity-list-table"]';

/**
 * Runs in the page: clicks `selector`, resolves with the ms until `condition` (a JavaScript
 * expression) holds and a frame is painted. Sent as source text: tsx would add helpers the page lacks.
 */
function clickAndWait(page: Page, selector: string, condition: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const target = document.querySelector(${JSON.stringify(selector)});
    if (!target) return reject(new Error('nothing matches ' + ${JSON.stringify(selector)}));
    const t0 = performance.now();
    target.click();
    const check = () => ((${condition}) ? requestAnimationFrame(() => resolve(performance.now() - t0)) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  })`) as Promise<number>;
}

/** The renderer main thread's CPU time so far (ms), and its layout and style passes. */
async function mainThread(cdp: CDPSession) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return {
    cpuMs: value('ThreadTime') * 1000,
    layouts: value('LayoutCount'),
    styles: value('RecalcStyleCount'),
  };
}

interface Timed {
  wallMs: number;
  cpuMs: number;
  layouts: number;
  styles: number;
}

/** clickAndWait with the main thread's CPU time and layout/style passes spent meanwhile. */
async function timed(page: Page, cdp: CDPSession, selector: string, condition: string): Promise<Timed> {
  const before = await mainThread(cdp);
  const wallMs = await clickAndWait(page, selector, condition);
  const after = await mainThread(cdp);
  return {
    wallMs,
    cpuMs: after.cpuMs - before.cpuMs,
    layouts: after.layouts - before.layouts,
    styles: after.styles - before.styles,
  };
}

const rows = `${TABLE} tbody tr.ant-table-row`;
const selectAll = `${TABLE} thead .ant-table-selection-column input[type=checkbox]`;
const selectedCount = (n: number) =>
  `document.querySelectorAll('${rows}.ant-table-row-selected').length === ${n}`;

const dataset = await seededDataset('sqlite', ENTERPRISES);
const server = await startServer({
  env: { ...dataset.env, CAPTCHA: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
  dataDir: dataset.env.DATA_DIR,
});
const context = await launchBrowser();
try {
  const session = await signIn(server.url, dataset.password);
  // The first 20 fields of the enterprise schema as this user's columns.
  const schema = await fetch(
    `${server.url}/api${fillPath(ENGINE_PATHS.entitySchema, { name: 'enterprise' })}`,
    {
      headers: { 'X-Access-Token': session.token },
    },
  );
  const fields = ((await schema.json()) as { result: { entity: { fields: { key: string }[] } } }).result
    .entity.fields;
  const columns = fields.map((field, i) => ({ key: field.key, show: i < COLUMNS }));
  await fetch(
    `${server.url}/api${fillPath(ENGINE_PATHS.preference, { key: columnPreferenceKey('enterprise') })}`,
    {
      method: 'PUT',
      headers: { 'X-Access-Token': session.token, 'content-type': 'application/json' },
      body: JSON.stringify({ value: columns }),
    },
  );

  const page = await context.newPage();
  await page.goto(`${server.url}/404`);
  await storeSession(page, session);

  const opens: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await page.goto(`${server.url}${LIST_ROUTE}`);
    await page
      .locator(rows)
      .nth(PAGE_SIZE - 1)
      .waitFor();
    opens.push(performance.now() - t0);
  }
  const shownColumns = await page.locator(`${TABLE} thead th:not(.ant-table-selection-column)`).count();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const nextPage: Timed[] = [];
  const toggleAll: Timed[] = [];
  const toggleOne: Timed[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const firstRow = await page.locator(rows).first().getAttribute('data-row-key');
    nextPage.push(
      await timed(
        page,
        cdp,
        '.ant-pagination-next button, .ant-pagination-next',
        `document.querySelectorAll('${rows}').length === ${PAGE_SIZE} && document.querySelector('${rows}').getAttribute('data-row-key') !== '${firstRow}'`,
      ),
    );
    toggleAll.push(await timed(page, cdp, selectAll, selectedCount(PAGE_SIZE)));
    toggleAll.push(await timed(page, cdp, selectAll, selectedCount(0)));
    const rowBox = `${rows} .ant-table-selection-column input`;
    toggleOne.push(await timed(page, cdp, rowBox, selectedCount(1)));
    toggleOne.push(await timed(page, cdp, rowBox, selectedCount(0)));
  }
  await page.screenshot({ path: 'test-results/bench-list-page.png' });

  const f = (values: number[]) => `${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)})`;
  const t = (values: Timed[]) =>
    [
      f(values.map((v) => v.wallMs)),
      f(values.map((v) => v.cpuMs)),
      `${median(values.map((v) => v.layouts))} / ${median(values.map((v) => v.styles))}`,
    ].join(' | ');
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `# list page — ${shownColumns} columns × ${PAGE_SIZE} rows, ${ENTERPRISES} enterprises, ${today()}, load ${load}\n`,
  );
  console.log('| action | wall median | main-thread CPU median | layouts / style passes |');
  console.log('|---|---|---|---|');
  console.log(`| open the list route (navigation until the ${PAGE_SIZE}th row shows) | ${f(opens)} | | |`);
  console.log(`| next page (click until the new rows are painted, API included) | ${t(nextPage)} |`);
  console.log(`| select all / clear all on the page | ${t(toggleAll)} |`);
  console.log(`| select / clear one row | ${t(toggleOne)} |`);
} finally {
  await context.close();
  await server.stop();
}
