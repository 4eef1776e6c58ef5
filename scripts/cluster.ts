// `npm run cluster -- --instances 3 [--port 8080]`: N instances on PostgreSQL and Redis behind nginx
// (docs/deploy.md, "Several instances behind nginx"). Ctrl-C or SIGTERM stops all of them.
//
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), REDIS_URL (default
//   redis://127.0.0.1:6379) and DATA_DIR (default ./data, shared by the instances); every other
//   variable of the README reaches the instances unchanged.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clientBuildIsStale } from './build-state.mjs';
import { startCluster } from './cluster/cluster';
import { nginxInstalled } from './cluster/nginx';
import { ClusterError, checkSharedServices } from './cluster/shared-services';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function reportClusterError(error: unknown): never {
  if (error instanceof ClusterError) fail(error.message);
  throw error;
}

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } },
});
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16)
  fail(`--instances must be a whole number from 1 to 16, got "${values.instances}"`);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be a port number (0 picks a free one), got "${values.port}"`);
if (!nginxInstalled())
  fail('nginx is not installed: apt-get install -y --no-install-recommends nginx-light (Debian)');

const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  DATA_DIR: path.resolve(process.env.DATA_DIR || 'data'),
};
// Before a client build that may take a minute, not after it.
await checkSharedServices(env.DATABASE_URL, env.REDIS_URL).catch(reportClusterError);

if (clientBuildIsStale()) {
  console.log('Building the client (dist/client)…');
  const viteBuild = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'];
  const build = spawnSync(process.execPath, viteBuild, { stdio: 'inherit' });
  if (build.status !== 0) fail('The client build failed; see the output above.');
}

const started = Date.now();
const partialLines: string[] = [];
const cluster = await startCluster({
  instances,
  port,
  env,
  // Each whole line of an instance's output, marked with its number.
  onOutput: (index, chunk) => {
    const lines = ((partialLines[index] ?? '') + chunk).split('\n');
    partialLines[index] = lines.pop()!;
    for (const line of lines) process.stdout.write(`[${index + 1}] ${line}\n`);
  },
}).catch(reportClusterError);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\n${instances} instances behind nginx, ready in ${seconds} s:`);
for (const [i, instance] of cluster.instances.entries())
  console.log(`  [${i + 1}] ${instance.url} (pid ${instance.pid})`);
console.log(`Anze is listening at ${cluster.url} (Ctrl-C stops everything)`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping nginx and the instances…`);
  const codes = await cluster.stop();
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
