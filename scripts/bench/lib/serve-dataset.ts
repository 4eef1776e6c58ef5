// A server on a benchmark data set, signed in as its administrator: what every API benchmark starts
// from (captcha off, no demo data, quiet logs, no figures prepared in the background unless `env`
// asks for them: a first request measures the computation). `fromBuild` builds first when stale.
import { buildIsStale } from '../../build-state.mjs';
import { buildServer } from '../../build-server.mjs';
import { startServer } from '../../lib/server-process';
import type { ServerProcess } from '../../lib/server-process';
import type { Dataset } from './datasets';
import { signIn } from './measure';

export async function serveDataset(
  dataset: Dataset,
  options: {
    timeoutMs?: number;
    env?: Record<string, string>;
    cwd?: string;
    fromBuild?: boolean;
    nodeArgs?: readonly string[];
  } = {},
): Promise<{ server: ServerProcess; token: string }> {
  // A build older than its sources would measure other code than the checkout's (this happened).
  if (options.fromBuild && buildIsStale('server', options.cwd)) await buildServer(options.cwd);
  const server = await startServer({
    env: {
      ...dataset.env,
      CAPTCHA: 'off',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      FIGURE_WARM_UP: 'off',
      ...options.env,
    },
    dataDir: dataset.env.DATA_DIR,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.cwd ? { cwd: options.cwd } : {}),
    ...(options.fromBuild ? { fromBuild: true } : {}),
    ...(options.nodeArgs ? { nodeArgs: options.nodeArgs } : {}),
  });
  try {
    const { token } = await signIn(server.url, dataset.password);
    return { server, token };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * `--warm-up <seconds>` (default 90 when given bare): the server prepares the administrators'
 * figures in the background (FIGURE_WARM_UP) and the bench waits that long before its first call,
 * so "first" measures an administrator's first request after a start; without it, the computation.
 * `--baseline <dir>`: the server of another checkout (e.g. `git worktree add /tmp/before <commit>`).
 */
export async function serveForFigures(
  dataset: Dataset,
  args: Map<string, string>,
): Promise<{ server: ServerProcess; token: string; warmedUp: boolean }> {
  const warmUpSeconds = args.has('warm-up') ? Number(args.get('warm-up') || 90) : 0;
  const baseline = args.get('baseline');
  const served = await serveDataset(dataset, {
    timeoutMs: 600_000,
    ...(baseline ? { cwd: baseline } : {}),
    ...(warmUpSeconds > 0 ? { env: { FIGURE_WARM_UP: 'on' } } : {}),
  });
  if (warmUpSeconds > 0) await new Promise((resolve) => setTimeout(resolve, warmUpSeconds * 1000));
  return { ...served, warmedUp: warmUpSeconds > 0 };
}
