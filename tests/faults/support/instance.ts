// One real server process for fault tests, run as `npm start` runs it (the prebuilt dist/server) on
// its own DATA_DIR, its own port and its own database: embedded SQLite in the data directory, or a
// private PostgreSQL database created from TEST_DATABASE_URL. It can be killed with SIGKILL at any
// moment and started again on the same data; `remove` stops it and deletes what it owned.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale } from '../../../scripts/build-state.mjs';
import { buildServer } from '../../../scripts/build-server.mjs';
import { waitUntilReady } from '../../../scripts/cluster/cluster';
import { createScratchDatabase } from '../../../scripts/lib/scratch-database';
import type { ScratchDatabase } from '../../../scripts/lib/scratch-database';
import { startServer } from '../../../scripts/lib/server-process';
import type { ServerProcess } from '../../../scripts/lib/server-process';
import { API_PATHS, DEFAULT_API_PREFIX } from '../../../src/shared/api-paths';
import type { ApiResult, LoginResult } from '../../../src/shared/api-types';

export type InstanceDatabase = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server to create private databases on. */
export const instanceDatabases = (): InstanceDatabase[] =>
  process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A fresh database's first start migrates and seeds: allow it time on a busy 2-core machine. */
const START_TIMEOUT_MS = 120_000;
const READY_TIMEOUT_MS = 30_000;
const POLL_MS = 20;

export interface InstanceOptions {
  database: InstanceDatabase;
  /** Added to (and overriding) the defaults below, at every start. */
  env?: Record<string, string>;
}

export interface Instance {
  readonly database: InstanceDatabase;
  /** The current process's address (a restart picks a new port). */
  readonly url: string;
  readonly pid: number;
  readonly dataDir: string;
  /** The private PostgreSQL database's URL; undefined on SQLite. */
  readonly databaseUrl: string | undefined;
  readonly adminPassword: string;
  /** Everything the current process wrote (stdout and stderr). */
  output(): string;
  /** Resolves once what the current process wrote matches, or fails after the timeout. */
  waitForOutput(pattern: RegExp | ((output: string) => boolean), timeoutMs?: number): Promise<void>;
  /**
   * Bytes the current process has passed to write calls so far (/proc/<pid>/io wchar): database
   * pages on SQLite, statements sent on PostgreSQL, files, sockets. Evidence that work is under way.
   */
  writtenBytes(): number;
  /** SIGKILL, no chance to clean up; resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts the server again on the same data directory and database; resolves once it is ready. */
  restart(): Promise<void>;
  /** Stops the process (if it runs) and removes its data directory and private database. */
  remove(): Promise<void>;
  /** A request to the API (`path` after the API prefix); answers the parsed envelope. */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiResult<T>>;
  /** A request answered as it comes (downloads); `path` after the API prefix. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Signs in as admin (sessions may not survive a restart: sign in again after one). */
  signIn(): Promise<string>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
}

let built: Promise<void> | undefined;
/** The instances run the build `npm start` runs; built once per test process when stale. */
const ensureBuilt = () => (built ??= buildIsStale('server') ? buildServer() : Promise.resolve());

export async function startInstance(options: InstanceOptions): Promise<Instance> {
  await ensureBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-fault-'));
  const adminPassword = `Flt-${randomBytes(9).toString('base64url')}`;
  const privateDb = options.database === 'postgres' ? await createPrivateDatabase() : undefined;
  const env = {
    ADMIN_PASSWORD: adminPassword,
    CAPTCHA: 'off',
    DEMO_DATA: 'off',
    FIGURE_WARM_UP: 'off',
    LOG_LEVEL: 'warn',
    ...(privateDb ? { DATABASE_URL: privateDb.url } : {}),
    ...options.env,
  };
  let server: ServerProcess | undefined;
  let output = '';
  const listeners = new Set<() => void>();
  const start = async () => {
    output = '';
    server = await startServer({
      env,
      dataDir,
      fromBuild: true,
      timeoutMs: START_TIMEOUT_MS,
      onOutput: (chunk) => {
        output += chunk;
        for (const listener of listeners) listener();
      },
    });
    await waitUntilReady(server.url, READY_TIMEOUT_MS);
  };
  const current = () => {
    if (!server) throw new Error('the instance is not running');
    return server;
  };
  const apiFetch = (apiPath: string, init?: RequestInit) =>
    fetch(`${current().url}${DEFAULT_API_PREFIX}${apiPath}`, init);

  try {
    await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await privateDb?.drop();
    throw error;
  }

  const instance: Instance = {
    database: options.database,
    get url() {
      return current().url;
    },
    get pid() {
      return current().pid;
    },
    dataDir,
    databaseUrl: privateDb?.url,
    adminPassword,
    output: () => output,
    waitForOutput: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!(typeof pattern === 'function' ? pattern(output) : pattern.test(output))) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(
              `no output matching ${String(pattern)} within ${timeoutMs} ms:\n${output.slice(-4000)}`,
            ),
          );
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    writtenBytes: () => Number(/^wchar: (\d+)$/m.exec(readFileSync(`/proc/${current().pid}/io`, 'utf8'))![1]),
    async kill() {
      const running = current();
      server = undefined;
      process.kill(running.pid, 'SIGKILL');
      // stop() resolves on the exit the kill causes (its SIGTERM reaches a process already dying).
      await running.stop();
    },
    restart: start,
    async remove() {
      if (server) await server.stop();
      server = undefined;
      rmSync(dataDir, { recursive: true, force: true });
      await privateDb?.drop();
    },
    async call<T>(method: string, apiPath: string, options: CallOptions = {}) {
      const response = await apiFetch(apiPath, {
        method,
        headers: {
          ...(options.token ? { 'X-Access-Token': options.token } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: options.form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      });
      return (await response.json()) as ApiResult<T>;
    },
    fetch: apiFetch,
    async signIn() {
      const reply = await instance.call<LoginResult>('POST', API_PATHS.login, {
        body: { username: 'admin', password: adminPassword },
      });
      if (!reply.success) throw new Error(`sign-in failed: ${reply.message}`);
      return reply.result.token;
    },
  };
  return instance;
}

/** Polls `condition` (about a process outside this one) until it holds; fails after the timeout. */
export async function waitUntil(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function createPrivateDatabase(): Promise<ScratchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('an instance on PostgreSQL needs TEST_DATABASE_URL');
  const name = `anze_fault_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return createScratchDatabase(adminUrl, name);
}
