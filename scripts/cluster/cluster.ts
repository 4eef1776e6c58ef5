// Several server instances on one PostgreSQL database and one Redis, sharing one DATA_DIR, behind
// nginx: what `npm run cluster` runs and what the cluster tests start.
import { createServer } from 'node:net';
import { loadConfig } from '../../src/server/config';
import { buildIsStale } from '../build-state.mjs';
import { buildServer } from '../build-server.mjs';
import { startServer } from '../lib/server-process';
import type { ServerProcess } from '../lib/server-process';
import { startNginx } from './nginx';
import type { ProxyProcess } from './nginx';
import { checkSharedServices } from './shared-services';

/** The address nginx connects to the instances from, the only one they take X-Forwarded-* from. */
const PROXY_ADDRESS = '127.0.0.1';

export interface ClusterOptions {
  instances: number;
  /** Port nginx listens on (on 127.0.0.1); 0 picks a free one. */
  port: number;
  /** DATABASE_URL (PostgreSQL) and REDIS_URL are required; DATA_DIR is shared by every instance. */
  env: Record<string, string> & { DATABASE_URL: string; REDIS_URL: string; DATA_DIR: string };
  /** Hears what instance `index` (0-based) writes. */
  onOutput?: (index: number, chunk: string) => void;
  /** The first start of a fresh database migrates and seeds: allow it time on a busy machine. */
  startTimeoutMs?: number;
}

export interface Cluster {
  /** The proxy's address: what users open. */
  url: string;
  instances: ServerProcess[];
  proxy: ProxyProcess;
  /** Stops the proxy, then every instance; resolves with the instances' exit codes. */
  stop(): Promise<(number | null)[]>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const env = { ...options.env, HOST: '127.0.0.1', TRUST_PROXY: PROXY_ADDRESS };
  const { apiPrefix } = loadConfig({ ...process.env, ...env });
  await checkSharedServices(env.DATABASE_URL, env.REDIS_URL);
  const port = options.port || (await freePort());
  // The instances run the server as `npm start` does, built ahead of time; once for all of them.
  if (buildIsStale('server')) await buildServer();

  const instances: ServerProcess[] = [];
  const start = async (index: number) => {
    const instance = await startServer({
      env,
      dataDir: env.DATA_DIR,
      fromBuild: true,
      timeoutMs: options.startTimeoutMs ?? 90_000,
      ...(options.onOutput ? { onOutput: (chunk: string) => options.onOutput!(index, chunk) } : {}),
    });
    instances[index] = instance;
    await waitUntilReady(instance.url);
  };
  try {
    // Migrations take no lock between processes: the first instance migrates and seeds alone,
    // the others then start together on the finished schema.
    await start(0);
    // allSettled: every start has ended (and is stopped below on failure) before this goes on.
    const others = await Promise.allSettled(
      Array.from({ length: options.instances - 1 }, (_, i) => start(i + 1)),
    );
    const failed = others.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const proxy = await startNginx({
      upstreams: instances.map((instance) => new URL(instance.url).host),
      listen: `127.0.0.1:${port}`,
      apiPrefix,
    });
    return {
      url: proxy.url,
      instances,
      proxy,
      async stop() {
        await proxy.stop();
        return Promise.all(instances.map((instance) => instance.stop()));
      },
    };
  } catch (error) {
    await Promise.all(instances.filter(Boolean).map((instance) => instance.stop()));
    throw error;
  }
}

/** Polls the instance's readiness endpoint until it answers 200 (its database, and Redis, answer). */
export async function waitUntilReady(baseUrl: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/readyz`);
    if (response.ok) return;
    last = await response.text();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl}/readyz did not answer 200 within ${timeoutMs} ms: ${last}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
