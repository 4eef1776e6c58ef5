// Debian's Chromium driven by playwright-core (never a downloaded browser). Installs the browser
// and CJK fonts with apt when they are missing and we are root; otherwise says what to run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import type { LoginResult } from '../../src/shared/api-types';
import { STORAGE_KEYS, STORAGE_NAMESPACE, STORAGE_TTL_MS } from '../../src/shared/limits';

export const CHROMIUM = '/usr/bin/chromium';
const FONTS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM) && existsSync(FONTS)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium or CJK fonts are missing. Install them with: apt-get install -y chromium fonts-noto-cjk`,
    );
  }
  console.log('Installing chromium and fonts-noto-cjk with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'],
    { stdio: 'inherit', env },
  );
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = spawnSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'],
      { stdio: 'inherit', env },
    );
  }
  if (result.status !== 0 || !existsSync(CHROMIUM))
    throw new Error('apt-get could not install chromium and fonts-noto-cjk');
}

/** A fresh browser profile; close the returned context when done. */
export async function launchBrowser(
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<BrowserContext> {
  ensureChromium();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'anze-chromium-'));
  // Chromium may still be writing into it for a moment after the close: retry, as rm -rf would not.
  const removeProfile = () => rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  const context = await chromium
    .launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: { width: 1440, height: 900 },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      ...options,
    })
    .catch((error: unknown) => {
      removeProfile();
      throw error;
    });
  // The profile (about 4 MB) goes with the browser: every e2e run and bench would leave one behind.
  const close = context.close.bind(context);
  context.close = async (closeOptions) => {
    await close(closeOptions);
    removeProfile();
  };
  return context;
}

/**
 * Stores a session from the login API in the page's local storage, as the login page would, so a
 * following visit lands signed in. The page must already be on the app's origin.
 */
export async function storeSession(page: Page, result: LoginResult): Promise<void> {
  await page.evaluate(
    ({ entries, ttl }) => {
      // Runs in the page, where localStorage exists.
      const storage = (
        globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
      ).localStorage;
      for (const [key, value] of entries)
        storage.setItem(key, JSON.stringify({ value, expire: Date.now() + ttl }));
    },
    {
      entries: [
        [STORAGE_NAMESPACE + STORAGE_KEYS.accessToken, result.token],
        [STORAGE_NAMESPACE + STORAGE_KEYS.userInfo, result.userInfo],
      ] as [string, unknown][],
      ttl: STORAGE_TTL_MS,
    },
  );
}
