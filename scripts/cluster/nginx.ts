// nginx from Debian's package as a child process in front of the instances: the repository's
// template (deploy/nginx.conf.template) filled in and run with a prefix in a temporary directory, so
// nothing runs as a system service and nothing is left behind.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_MAX_FILE_BYTES } from '../../src/server/excel/limits';
import { UPLOAD_LIMITS } from '../../src/shared/uploads';

export const NGINX_TEMPLATE = 'deploy/nginx.conf.template';
const NGINX_BINARY = '/usr/sbin/nginx';
const MIB = 1024 * 1024;

export interface ProxyFields {
  /** host:port of every instance. */
  upstreams: string[];
  /** host:port nginx listens on. */
  listen: string;
  apiPrefix: string;
  /** Directory of nginx's pid, logs and temporary bodies. */
  prefix: string;
}

export const nginxInstalled = (): boolean =>
  spawnSync(NGINX_BINARY, ['-v'], { stdio: 'ignore' }).status === 0;

/** The template with its {{…}} fields filled in. */
export function renderNginxConfig(fields: ProxyFields, template = readFileSync(NGINX_TEMPLATE, 'utf8')) {
  // Room for the multipart envelope around the largest file the server accepts.
  const maxBody = `${Math.ceil(Math.max(UPLOAD_LIMITS.maxBytes, IMPORT_MAX_FILE_BYTES) / MIB) + 1}m`;
  const values: Record<string, string> = {
    SERVERS: fields.upstreams
      .map((address) => `    server ${address} max_fails=2 fail_timeout=5s;`)
      .join('\n'),
    LISTEN: fields.listen,
    API_PREFIX: fields.apiPrefix,
    MAX_BODY: maxBody,
    PREFIX: fields.prefix,
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE} names an unknown field {{${name}}}`);
    return value;
  });
}

export interface ProxyProcess {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts nginx and resolves once it answers on the port. */
export async function startNginx(fields: Omit<ProxyFields, 'prefix'>): Promise<ProxyProcess> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'anze-nginx-'));
  // Started by root, the workers run as an unprivileged user and must reach their temporary paths.
  chmodSync(prefix, 0o755);
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, renderNginxConfig({ ...fields, prefix }));
  const child = spawn(NGINX_BINARY, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', confFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://${fields.listen}`;
  const failure = exited.then((code) => {
    throw new Error(`nginx exited with code ${code}:\n${output}${readLog(prefix)}`);
  });
  await Promise.race([waitForAnswer(`${url}/healthz`), failure]);
  failure.catch(() => undefined);
  return {
    url,
    output: () => output + readLog(prefix),
    async stop() {
      // TERM, not QUIT: a graceful stop would wait for every open WebSocket to close.
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function readLog(prefix: string): string {
  try {
    return readFileSync(path.join(prefix, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}

async function waitForAnswer(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
