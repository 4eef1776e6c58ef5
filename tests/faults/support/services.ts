// Private services the fault tests break on purpose: a PostgreSQL cluster of their own (initdb into a
// temporary directory, run as the postgres OS user), a Redis of their own and a small tmpfs that
// stands for a full disk. Never the machine's shared PostgreSQL (5432) or Redis (6379): other
// engineers' tests use those. Every starter answers null with a reason when the machine lacks what
// it needs, so a test can skip and say why.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const START_DEADLINE_MS = 30_000;

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it answers true or the deadline passes (external processes only). */
export async function waitFor(what: string, check: () => Promise<boolean>, deadlineMs = START_DEADLINE_MS) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not reached within ${deadlineMs} ms`);
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const isRoot = () => process.getuid?.() === 0;

export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** pg_ctl restart -m fast: every connection is cut and the server is back when this resolves. */
  restart(): Promise<void>;
  /** Stops the cluster and removes its directory. */
  remove(): Promise<void>;
}

/** Why no private PostgreSQL can start here, or null when it can. */
export function postgresMissing(): string | null {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) return `no ${PG_BIN}/initdb (postgresql-15)`;
  if (!isRoot()) return 'not root: initdb must run as the postgres OS user through runuser';
  if (spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) return 'no postgres OS user';
  return null;
}

const asPostgres = (command: string, args: string[]) => {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
};

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'anze-faults-pg-'));
  // The postgres user must reach its directories; the directory is ours alone otherwise.
  chmodSync(root, 0o777);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'server.log'), '-w', ...args]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = async () => {
    pgCtl('-o', options, 'start');
    running = true;
    await waitFor(`PostgreSQL on port ${port}`, () => portOpen(port));
  };
  const stop = async () => {
    if (!running) return;
    pgCtl('-m', 'fast', 'stop');
    running = false;
  };
  const restart = async () => {
    pgCtl('-m', 'fast', '-o', options, 'restart');
    await waitFor(`PostgreSQL on port ${port}`, () => portOpen(port));
  };
  try {
    await start();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    restart,
    remove: async () => {
      await stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Why no private Redis can start here, or null when it can. */
export function redisMissing(): string | null {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
    ? null
    : 'redis-server is not installed';
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    await waitFor(`Redis on port ${port}`, async () => {
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
      return portOpen(port);
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

export interface SmallDisk {
  dir: string;
  /** Unmounts, and removes the directory when it made it. */
  remove(): void;
}

/** Why no small disk can be mounted here, or null when it can. */
export function smallDiskMissing(): string | null {
  return isRoot() ? null : 'not root: mounting a tmpfs needs root';
}

/** A tmpfs of `size` (mount's syntax: 2m) at `at` (an existing directory) or at a fresh directory. */
export function mountSmallDisk(size: string, at?: string): SmallDisk {
  const dir = at ?? mkdtempSync(path.join(os.tmpdir(), 'anze-faults-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  const removeDir = () => {
    if (!at) rmSync(dir, { recursive: true, force: true });
  };
  if (mounted.status !== 0) {
    removeDir();
    throw new Error(`mount of a tmpfs failed: ${mounted.stderr}`);
  }
  return {
    dir,
    remove: () => {
      spawnSync('umount', [dir]);
      removeDir();
    },
  };
}
