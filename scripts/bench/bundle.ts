// Bundle figures per route, measured in Chromium against the real server:
//   - JavaScript a first visit to /user/login loads (gzip bytes),
//   - JavaScript a first visit to the shell (/dashboard/analysis) loads after login,
//   - the largest chunk.
// `--budget` fails when the login route is over budget or loads Formily or ECharts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, storeSession } from '../lib/browser';
import { startServer } from '../lib/server-process';
import { signIn } from './lib/measure';

const DIST = 'dist/client';
const BUDGET = { loginGzipBytes: 250 * 1024 };
const FORBIDDEN_ON_LOGIN = ['node_modules/@formily/', 'node_modules/echarts/', 'node_modules/zrender/'];

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('dist/client is missing: run `npm run build` first.');
  process.exit(1);
}
const chunkModules = JSON.parse(readFileSync('dist/chunk-modules.json', 'utf8')) as Record<string, string[]>;

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function scriptsLoaded(
  context: BrowserContext,
  url: string,
  setup?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.endsWith('.js')) files.add(pathname.replace(/^\//, ''));
  });
  if (setup) await setup(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return [...files];
}

const adminPassword = `Bench-${randomBytes(9).toString('base64url')}`;
const server = await startServer({ env: { CAPTCHA: 'off', ADMIN_PASSWORD: adminPassword } });
let exitCode = 0;
try {
  const loginContext = await launchBrowser();
  const loginFiles = await scriptsLoaded(loginContext, `${server.url}/user/login`);
  await loginContext.close();

  const result = await signIn(server.url, adminPassword);
  const shellContext = await launchBrowser();
  const shellFiles = await scriptsLoaded(shellContext, `${server.url}/dashboard/analysis`, async (page) => {
    await page.goto(`${server.url}/404`);
    await storeSession(page, result);
  });
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

  if (process.argv.includes('--budget')) {
    const problems: string[] = [];
    if (figures.loginRoute.gzipBytes > BUDGET.loginGzipBytes) {
      problems.push(
        `login route loads ${kb(figures.loginRoute.gzipBytes)} gzip, over the ${kb(BUDGET.loginGzipBytes)} budget`,
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
    if (problems.length > 0) {
      console.error(`Bundle budget exceeded:\n  ${problems.join('\n  ')}`);
      exitCode = 1;
    } else {
      console.log(`bundle budget ok (login ≤ ${kb(BUDGET.loginGzipBytes)} gzip, no Formily/ECharts)`);
    }
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
