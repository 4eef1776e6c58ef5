// What the service-cycle scenario does on the pages, as a person does it: open a page by its path,
// add a record through its form, take an operation on a row (from the row or its 更多 menu), fill
// the step dialog, choose in selects, upload a photo, sign on the pad.
import type { Locator, Page } from 'playwright-core';
import { url } from './support';

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e5e2f7a40000000049454e44ae426082',
  'hex',
);

export const tableRows = (page: Page) => page.getByTestId('entity-list-table').locator('tr.ant-table-row');
export const rowOf = (page: Page, text: string) => tableRows(page).filter({ hasText: text }).first();
export const dialog = (page: Page) => page.getByRole('dialog').last();

export async function openList(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.getByTestId('entity-list-table').waitFor();
}

/** A select's option by its text: the select opened by its label, searched when it searches. */
export async function choose(page: Page, scope: Locator, label: string, option: string, search?: string) {
  const box = scope.getByLabel(label, { exact: true }).first();
  await box.click();
  // The label names the select's box; typing goes to its focused search input.
  if (search) await page.keyboard.type(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

export async function pickDate(scope: Locator, label: string, date: string): Promise<void> {
  const box = scope.getByLabel(label, { exact: true }).first();
  await box.click();
  await box.fill(date);
  await box.press('Enter');
}

export async function uploadPhoto(scope: Locator, label: string, name: string): Promise<void> {
  const item = scope.locator('.ant-formily-item').filter({ hasText: label }).first();
  await item.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await item.locator('.ant-upload-list-item-done').first().waitFor();
}

type Point = { x: number; y: number };

/** A stroke across a box: from the left middle up to the top centre, down to the bottom right. */
const strokeAcross = (box: { x: number; y: number; width: number; height: number }): Point[] => [
  { x: box.x + 20, y: box.y + box.height / 2 },
  { x: box.x + box.width / 2, y: box.y + 20 },
  { x: box.x + box.width - 20, y: box.y + box.height - 20 },
];

/** Moves in steps between the points, as a hand does (the pad draws on every move). */
const along = (points: Point[], steps: number): Point[] =>
  points.slice(1).flatMap((to, index) => {
    const from = points[index]!;
    return Array.from({ length: steps }, (_, step) => ({
      x: from.x + ((to.x - from.x) * (step + 1)) / steps,
      y: from.y + ((to.y - from.y) * (step + 1)) / steps,
    }));
  });

/** A finger's stroke: real touch input through the DevTools protocol (Chromium turns it into pointers). */
async function touchStroke(page: Page, points: Point[]): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: Point) =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
  await touch('touchStart', points[0]);
  for (const point of along(points, 8)) await touch('touchMove', point);
  await touch('touchEnd');
  await session.detach();
}

async function mouseStroke(page: Page, points: Point[]): Promise<void> {
  await page.mouse.move(points[0]!.x, points[0]!.y);
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(point.x, point.y, { steps: 8 });
  await page.mouse.up();
}

/** Draws a stroke on the signature pad of a field (with the mouse, or a finger) and confirms it. */
export async function sign(
  page: Page,
  scope: Locator,
  label: string,
  input: 'mouse' | 'touch' = 'mouse',
): Promise<void> {
  const item = scope.locator('.ant-formily-item').filter({ hasText: label }).first();
  const canvas = item.locator('canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const points = strokeAcross((await canvas.boundingBox())!);
  await (input === 'touch' ? touchStroke(page, points) : mouseStroke(page, points));
  await item.getByRole('button', { name: /确\s*认/ }).click();
  await item.locator('img').first().waitFor();
}

/** Clicks an operation of a row, in the row or in its 更多 menu. */
export async function rowOperation(page: Page, row: Locator, label: string): Promise<void> {
  await row.waitFor(); // the list may still be loading: counting links before would find none
  const link = row.getByText(label, { exact: true });
  if (await link.count()) {
    await link.first().click();
    return;
  }
  await row.getByText('更多').hover();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** Confirms a step without a form (the confirmation dialog's 确定). */
export async function confirmStep(page: Page): Promise<void> {
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

export async function submitDialog(page: Page, message: string | RegExp): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .last()
    .click();
  await page.getByText(message).first().waitFor();
}
