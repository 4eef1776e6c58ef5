// The server as `npm start` runs it: a child process configured by environment variables.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Two first starts of a real process (migrations, demo data) take longer than one API call's budget
// on a loaded 2-core machine (CI timed out at 20 s).
const TWO_STARTS_MS = 90_000;

describe('the server process', () => {
  it(
    'prints a generated admin password once, at the first start only, and stops cleanly on SIGTERM',
    async () => {
      const first = await startServer({ dataDir, env: { ADMIN_PASSWORD: '', CAPTCHA: 'off' } });
      const password = /password: (\S+)/.exec(first.output())?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const login = await fetch(`${first.url}/api/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(200);
      expect(await first.stop()).toBe(0);

      const second = await startServer({ dataDir, env: { ADMIN_PASSWORD: '', CAPTCHA: 'off' } });
      expect(second.output()).not.toContain('password:');
      await second.stop();
    },
    TWO_STARTS_MS,
  );

  it('refuses a bad configuration with a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be an integer between 0 and 65535, got "eighty"');
  });
});
