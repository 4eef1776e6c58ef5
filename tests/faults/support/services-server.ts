// A real server process for the service fault tests (services-main.ts: the server with a known
// captcha), with its whole output kept so a test can find the warnings it logged.
import path from 'node:path';
import { startServer } from '../../../scripts/lib/server-process';
import type { ServerProcess } from '../../../scripts/lib/server-process';
import { API_PATHS } from '../../../src/shared/api-paths';
import type { LoginResult } from '../../../src/shared/api-types';
import { call } from '../../cluster/client';
import type { Reply } from '../../cluster/client';
import { waitFor } from './services';

export const SERVICES_CAPTCHA = 'K7M3';
export const ADMIN_PASSWORD = 'Faults-admin-1';
const START_TIMEOUT_MS = 90_000;

export interface ServiceServer extends ServerProcess {
  /** Whether the process is still running (a crash ends a fault test at once). */
  alive(): boolean;
}

/** `env.DATA_DIR` is kept (the caller's); without it the server gets a fresh one, removed at stop. */
export async function startServiceServer(env: Record<string, string>): Promise<ServiceServer> {
  const server = await startServer({
    entry: path.join(import.meta.dirname, 'services-main.ts'),
    env: { ADMIN_PASSWORD, DEMO_DATA: 'off', FIGURE_WARM_UP: 'off', ...env },
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    timeoutMs: START_TIMEOUT_MS,
  });
  return {
    ...server,
    alive: () => {
      try {
        // Signal 0 only asks whether the process exists (Node reaps its exited children).
        process.kill(server.pid, 0);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Signs in as admin with a freshly drawn captcha; answers the server's reply as it is. */
export async function loginAsAdmin(base: string, password = ADMIN_PASSWORD): Promise<Reply<LoginResult>> {
  const checkKey = `f${Math.random().toString(36).slice(2, 12)}`;
  const image = await call(base, 'GET', API_PATHS.randomImage.replace(':key', checkKey));
  if (!image.body.success) return image as Reply<LoginResult>;
  return call<LoginResult>(base, 'POST', API_PATHS.login, {
    body: { username: 'admin', password, captcha: SERVICES_CAPTCHA, checkKey },
  });
}

/** The admin's token and id; fails the test when the sign-in is refused. */
export async function adminSession(base: string): Promise<{ token: string; userId: string }> {
  const reply = await loginAsAdmin(base);
  if (!reply.body.success) throw new Error(`admin sign-in refused: ${reply.body.message}`);
  return { token: reply.body.result.token, userId: reply.body.result.userInfo.id };
}

/** How long a log line may take to come through the pipe after the answer it goes with. */
const LOG_DEADLINE_MS = 5_000;

/**
 * Resolves with the server's log lines at warn or above whose msg contains `text`, once there is one:
 * the process writes them before it answers, but its output pipe may be read after the answer.
 */
export async function loggedWarnings(server: ServiceServer, text: string): Promise<string[]> {
  await waitFor(
    `a log line "${text}"`,
    async () => warningsIn(server.output(), text).length > 0,
    LOG_DEADLINE_MS,
  );
  return warningsIn(server.output(), text);
}

function warningsIn(output: string, text: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((entry) => entry.level >= 40 && entry.msg?.includes(text))
    .map((entry) => entry.msg!);
}
