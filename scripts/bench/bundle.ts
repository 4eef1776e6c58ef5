// Bundle figures per route, measured in Chromium against the real server:
//   - JavaScript a first visit to /user/login loads (gzip bytes),
//   - JavaScript a first visit to the shell (/dashboard/analysis) loads after login,
//   - the largest chunk.
// `--files` lists each route's chunks with their gzip size and what they are made of.
// `--budget` fails when the login route or the shell is over its budget, or the login route loads
// Formily or ECharts (issue 12's targets: login ≤ 180 KB, shell ≤ 450 KB gzip).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, storeSession } from '../lib/browser';
import { startServer } from '../lib/server-process';
import { signIn } from './lib/measure';

const DIST = 'dist/client';
const BUDGET = { loginGzipBytes: 180 * 1024, shellGzipBytes: 450 * 1024 };
/** What each measured page shows once its route has rendered: the login slider, the home page's visit card. */
const LOGIN_READY = '.anze-slider';
const SHELL_READY = '.anze-home .ant-statistic';
const FORBIDDEN_ON_LOGIN = ['node_modules/@formily/', 'node_modules/echarts/', 'node_modules/zrender/'];

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('dist/client is missing: run `npm run build` first.');
  process.exit(1);
}
const chunkModules = JSON.parse(readFileSync('dist/chunk-modules.json', 'utf8')) as Record<string, string[]>;

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The packages (or client folders) a chunk is made of, largest share first, for `--files`. */
function chunkContents(file: string): string {
  const counts = new Map<string, number>();
  for (const id of chunkModules[file] ?? []) {
    const origin = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.split('/').slice(0, 3).join('/');
    counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([origin, modules]) => `${origin} (${modules})`)
    .join(', ');
}

function printFiles(title: string, files: string[]): void {
  console.log(`\n${title}:`);
  for (const file of [...files].sort((a, b) => gzipSize(b) - gzipSize(a))) {
    console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}  ${chunkContents(file).slice(0, 160)}`);
  }
}

/** No new response for this long counts as the page having loaded what its first visit needs. */
const QUIET_MS = 2_000;

/**
 * The JavaScript a first visit to `url` loads: until the page shows `ready` and then the network has
 * been quiet for QUIET_MS. Waiting for `ready` matters on a loaded machine, where parsing the entry
 * chunk can outlast Chromium's 500 ms network-idle window before the lazy route chunks are asked for.
 */
async function scriptsLoaded(
  context: BrowserContext,
  url: string,
  ready: string,
  setup?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const page = await context.newPage();
  const files = new Set<string>();
  let lastResponse = Date.now();
  page.on('response', (response) => {
    lastResponse = Date.now();
    const pathname = new URL(response.url()).pathname;
    if (pathname.endsWith('.js')) files.add(pathname.replace(/^\//, ''));
  });
  if (setup) await setup(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  while (Date.now() - lastResponse < QUIET_MS) await page.waitForTimeout(250);
  await page.close();
  return [...files];
}

const adminPassword = `Bench-${randomBytes(9).toString('base64url')}`;
// A shared 2-core machine can take a while to compile the server at start: bytes do not depend on it.
const server = await startServer({
  env: { CAPTCHA: 'off', ADMIN_PASSWORD: adminPassword },
  timeoutMs: 120_000,
});
let exitCode = 0;
try {
  const loginContext = await launchBrowser();
  const loginFiles = await scriptsLoaded(loginContext, `${server.url}/user/login`, LOGIN_READY);
  await loginContext.close();

  const result = await signIn(server.url, adminPassword);
  const shellContext = await launchBrowser();
  const shellFiles = await scriptsLoaded(
    shellContext,
    `${server.url}/dashboard/analysis`,
    SHELL_READY,
    async (page) => {
      await page.goto(`${server.url}/404`);
      await storeSession(page, result);
    },
  );
  await shellContext.close();

  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0);
  const allChunks = Object.keys(chunkModules);
  const largest = allChunks
    .map((file) => ({ file, bytes: gzipSize(file) }))
    .sort((a, b) => b.bytes - a.bytes)[0] ?? { file: '-', bytes: 0 };
  const figures = {
    date: new Date().toISOString().slice(0, 10),
    loginRoute: { files: loginFiles.length, gzipBytes: total(loginFiles) },
    shellAfterLogin: { files: shellFiles.length, gzipBytes: total(shellFiles) },
    largestChunk: largest,
    chunks: allChunks.length,
  };
  console.log(
    `login route (/user/login):        ${figures.loginRoute.files} JS files, ${kb(figures.loginRoute.gzipBytes)} gzip`,
  );
  console.log(
    `shell after login (/dashboard/analysis): ${figures.shellAfterLogin.files} JS files, ${kb(figures.shellAfterLogin.gzipBytes)} gzip`,
  );
  console.log(`largest chunk: ${largest.file} ${kb(largest.bytes)} gzip (of ${figures.chunks} chunks)`);
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
  if (process.argv.includes('--files')) {
    printFiles('login route', loginFiles);
    printFiles('shell after login', shellFiles);
  }

  if (process.argv.includes('--budget')) {
    const problems: string[] = [];
    if (figures.loginRoute.gzipBytes > BUDGET.loginGzipBytes) {
      problems.push(
        `login route loads ${kb(figures.loginRoute.gzipBytes)} gzip, over the ${kb(BUDGET.loginGzipBytes)} budget`,
      );
    }
    if (figures.shellAfterLogin.gzipBytes > BUDGET.shellGzipBytes) {
      problems.push(
        `shell after login loads ${kb(figures.shellAfterLogin.gzipBytes)} gzip, over the ${kb(BUDGET.shellGzipBytes)} budget`,
      );
    }
    for (const file of loginFiles) {
      const forbidden = (chunkModules[file] ?? []).filter((id) =>
        FORBIDDEN_ON_LOGIN.some((f) => id.includes(f)),
      );
      if (forbidden.length > 0) problems.push(`login route loads ${file}, which contains ${forbidden[0]}`);
    }
    if (loginFiles.length === 0)
      problems.push('no JavaScript seen on /user/login: the measurement is broken');
    if (shellFiles.length === 0)
      problems.push('no JavaScript seen on /dashboard/analysis: the measurement is broken');
    if (problems.length > 0) {
      console.error(`Bundle budget exceeded:\n  ${problems.join('\n  ')}`);
      exitCode = 1;
    } else {
      console.log(
        `bundle budget ok (login ≤ ${kb(BUDGET.loginGzipBytes)}, shell ≤ ${kb(BUDGET.shellGzipBytes)} gzip, no Formily/ECharts on login)`,
      );
    }
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
