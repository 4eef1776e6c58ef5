// A real server process for the service fault tests (services-main.ts: the server with a known
// captcha), with its whole output kept so a test can find the warnings it logged.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS } from '../../../src/shared/api-paths';
import type { LoginResult } from '../../../src/shared/api-types';
import { call } from '../../cluster/client';
import type { Reply } from '../../cluster/client';

export const SERVICES_CAPTCHA = 'K7M3';
export const ADMIN_PASSWORD = 'Faults-admin-1';
const LISTENING = /Anze is listening at (http:\/\/[\w.:[\]-]+)/;
const START_TIMEOUT_MS = 90_000;

export interface ServiceServer {
  url: string;
  dataDir: string;
  /** Everything the process wrote so far (pino JSON lines). */
  output(): string;
  /** Whether the process is still running (a crash ends a fault test at once). */
  alive(): boolean;
  stop(): Promise<number | null>;
}

export async function startServiceServer(env: Record<string, string>): Promise<ServiceServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'anze-faults-run-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'services-main.ts')],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
        DEMO_DATA: 'off',
        FIGURE_WARM_UP: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${output}`));
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    dataDir,
    output: () => output,
    alive: running,
    stop: () =>
      new Promise((resolve) => {
        const exited = () => {
          if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
          resolve(child.exitCode);
        };
        if (!running()) return exited();
        child.removeAllListeners('exit');
        child.once('exit', exited);
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in as admin with a freshly drawn captcha; answers the server's reply as it is. */
export async function loginAsAdmin(base: string): Promise<Reply<LoginResult>> {
  const checkKey = `f${Math.random().toString(36).slice(2, 12)}`;
  const image = await call(base, 'GET', API_PATHS.randomImage.replace(':key', checkKey));
  if (!image.body.success) return image as Reply<LoginResult>;
  return call<LoginResult>(base, 'POST', API_PATHS.login, {
    body: { username: 'admin', password: ADMIN_PASSWORD, captcha: SERVICES_CAPTCHA, checkKey },
  });
}

/** The admin's token and id; fails the test when the sign-in is refused. */
export async function adminSession(base: string): Promise<{ token: string; userId: string }> {
  const reply = await loginAsAdmin(base);
  if (!reply.body.success) throw new Error(`admin sign-in refused: ${reply.body.message}`);
  return { token: reply.body.result.token, userId: reply.body.result.userInfo.id };
}

/** The pino lines of the output at level warn or above whose msg contains `text`. */
export function loggedWarnings(output: string, text: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((entry) => entry.level >= 40 && entry.msg?.includes(text))
    .map((entry) => entry.msg!);
}
