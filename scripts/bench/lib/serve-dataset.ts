// A server on a benchmark data set, signed in as its administrator: what every API benchmark starts
// from (captcha off, no demo data, quiet logs).
import { startServer } from '../../lib/server-process';
import type { ServerProcess } from '../../lib/server-process';
import type { Dataset } from './datasets';
import { signIn } from './measure';

export async function serveDataset(
  dataset: Dataset,
  options: { timeoutMs?: number } = {},
): Promise<{ server: ServerProcess; token: string }> {
  const server = await startServer({
    env: { ...dataset.env, CAPTCHA: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
    dataDir: dataset.env.DATA_DIR,
    ...options,
  });
  try {
    const { token } = await signIn(server.url, dataset.password);
    return { server, token };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
