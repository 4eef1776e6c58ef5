// The browsers the e2e tests and benches start each get a fresh profile directory; closing the
// browser removes it (every run used to leave about 4 MB per browser in the temporary directory).
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/lib/browser';

const profiles = () => new Set(readdirSync(os.tmpdir()).filter((name) => name.startsWith('anze-chromium-')));

it('removes the profile directory when the browser closes', async () => {
  const before = profiles();
  const browser = await launchBrowser();
  const ours = [...profiles()].filter((name) => !before.has(name));
  expect(ours.length).toBeGreaterThan(0);
  await browser.close();
  const after = profiles();
  expect(ours.filter((name) => after.has(name))).toEqual([]);
});
