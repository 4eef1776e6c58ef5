// `npm start` as a user runs it: the server compiled ahead of time into dist/server (built when
// missing or older than its sources), run in the start script's process. In a checkout of its own
// (the sources, schemas and packages linked, the built client's page copied), so that its builds
// never touch the working copy's.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = process.cwd();
const LINKED = [
  'src/server',
  'src/shared',
  'schemas',
  'scripts',
  'node_modules',
  'package.json',
  'tsconfig.json',
];
const LISTENING = /Anze is listening at (http:\/\/[\d.:]+)/;
const START_TIMEOUT_MS = 120_000;

let root: string;
const entry = () => path.join(root, 'dist/server/main.js');

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'anze-start-'));
  mkdirSync(path.join(root, 'src'));
  for (const item of LINKED) symlinkSync(path.join(REPO, item), path.join(root, item));
  // A client build newer than its sources here (none are linked but src/shared), so none is made.
  mkdirSync(path.join(root, 'dist/client'), { recursive: true });
  copyFileSync(path.join(REPO, 'src/client/index.html'), path.join(root, 'dist/client/index.html'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Started {
  url: string;
  output: string;
  stop(): Promise<void>;
}

/** `npm start` in the checkout on a free port and an empty data directory, until it listens. */
function npmStart(): Promise<Started> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-start-data-'));
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it stops npm's children too.
    detached: true,
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      process.kill(-child.pid!, 'SIGTERM');
    });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not listen:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const hear = (chunk: Buffer) => {
      output += chunk;
      const url = LISTENING.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ url, output, stop });
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

describe('npm start', () => {
  it(
    'builds the server once, then serves the login page and the API from the build',
    async () => {
      const first = await npmStart();
      await first.stop();
      expect(first.output).toContain('Building the server (dist/server)');

      const server = await npmStart();
      try {
        expect(server.output).not.toContain('Building');
        const page = await fetch(`${server.url}/user/login`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
        const login = await fetch(`${server.url}/api/sys/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'not-the-password-1' }),
        });
        const body = (await login.json()) as { success: boolean; message: string };
        expect(body.success).toBe(false);
        expect(body.message).toMatch(/^用户名或密码错误/);
      } finally {
        await server.stop();
      }
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'builds the server again when a source is newer than the build',
    async () => {
      const longAgo = new Date('2020-01-01T00:00:00Z');
      utimesSync(entry(), longAgo, longAgo);
      const server = await npmStart();
      await server.stop();
      expect(server.output).toContain('Building the server (dist/server)');
      expect(statSync(entry()).mtimeMs).toBeGreaterThan(longAgo.getTime());
    },
    START_TIMEOUT_MS,
  );
});
