// Starts the real server as a child process on a free port (for e2e tests and benchmarks) and
// resolves once it listens. The built client in dist/client must exist.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_DIST } from '../build-state.mjs';

const LISTENING = /Anze is listening at (http:\/\/[\w.:[\]-]+)/;

export interface ServerProcess {
  url: string;
  /** The server's process id (for memory readings from /proc). */
  pid: number;
  dataDir: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  dataDir?: string;
  timeoutMs?: number;
  /**
   * Run the build `npm start` runs (dist/server, which the caller keeps up to date) instead of
   * compiling src/server at start: a faster start, and what production runs.
   */
  fromBuild?: boolean;
  /** Hears everything the server writes (stdout and stderr), as it comes. */
  onOutput?: (chunk: string) => void;
  /** The checkout to run the server from (a bench comparing with another commit); this one by default. */
  cwd?: string;
  /** A module run through tsx instead of src/server/main.ts (a test's own start of the server). */
  entry?: string;
  /** Options for node itself (e.g. --cpu-prof, which NODE_OPTIONS may not carry). */
  nodeArgs?: string[];
}

export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'anze-run-'));
  const ownDataDir = !options.dataDir;
  const entry = options.fromBuild
    ? ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')]
    : ['--import', 'tsx', options.entry ?? 'src/server/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never said it listens is not handed to anyone who could stop it.
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${options.timeoutMs ?? 30000} ms:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      options.onOutput?.(String(chunk));
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise<number | null>((resolve) => {
        const exited = (code: number | null) => {
          if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        };
        // Already gone (a Ctrl-C reaches the whole process group): 'exit' will not come again.
        if (child.exitCode !== null || child.signalCode !== null) return exited(child.exitCode);
        child.removeAllListeners('exit');
        child.on('exit', exited);
        child.kill('SIGTERM');
      }),
  };
}
