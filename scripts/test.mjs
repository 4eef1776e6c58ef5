// `npm test`: every check the project must pass, in order, stopping at the first failure.
// With TEST_DATABASE_URL (and TEST_REDIS_URL) set, the API suite runs again on PostgreSQL (and Redis).
import { spawnSync } from 'node:child_process';

const node = process.execPath;
const bin = {
  tsx: 'node_modules/tsx/dist/cli.mjs',
  prettier: 'node_modules/prettier/bin/prettier.cjs',
  eslint: 'node_modules/eslint/bin/eslint.js',
  tsc: 'node_modules/typescript/bin/tsc',
  vitest: 'node_modules/vitest/vitest.mjs',
  vite: 'node_modules/vite/bin/vite.js',
};

const vitestProjects = [
  'unit',
  'client',
  'api-sqlite',
  ...(process.env.TEST_DATABASE_URL ? ['api-postgres'] : []),
];
if (!process.env.TEST_DATABASE_URL) {
  console.log('note: TEST_DATABASE_URL is not set, so the API suite runs on SQLite only (.ci/run sets it).');
}

// Three instances behind nginx (tests/cluster) need PostgreSQL, Redis and Debian's nginx.
const clusterSkipped = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !process.env.TEST_REDIS_URL
    ? 'TEST_REDIS_URL is not set'
    : spawnSync('/usr/sbin/nginx', ['-v'], { stdio: 'ignore' }).status !== 0
      ? 'nginx is not installed (apt-get install nginx-light)'
      : null;
if (clusterSkipped)
  console.log(`note: the cluster tests are skipped: ${clusterSkipped} (.ci/run sets all three up).`);

// Server processes killed mid-work and restarted (tests/faults); their PostgreSQL cases run only with
// TEST_DATABASE_URL.
const faultsSkipped =
  process.platform === 'win32' ? 'killing a server with SIGKILL needs a POSIX system' : null;
if (faultsSkipped) console.log(`note: the fault tests are skipped: ${faultsSkipped}.`);

const steps = [
  ['definition files and meta-schemas', [bin.tsx, 'scripts/schemas.ts']],
  ['formatting (prettier)', [bin.prettier, '--check', '--log-level', 'warn', '.']],
  ['lint (eslint)', [bin.eslint, '--max-warnings=0', '.']],
  ['types: server, shared, tests, scripts', [bin.tsc, '--noEmit', '-p', 'tsconfig.json']],
  ['types: client', [bin.tsc, '--noEmit', '-p', 'tsconfig.client.json']],
  [
    `vitest: ${vitestProjects.join(', ')}`,
    [bin.vitest, 'run', ...vitestProjects.flatMap((p) => ['--project', p])],
  ],
  ...(clusterSkipped ? [] : [['three instances behind nginx', [bin.vitest, 'run', '--project', 'cluster']]]),
  ...(faultsSkipped
    ? []
    : [['faults: killed and restarted instances', [bin.vitest, 'run', '--project', 'faults']]]),
  ['client build', [bin.vite, 'build', '--logLevel', 'warn']],
  ['bundle budget', [bin.tsx, 'scripts/bench/bundle.ts', '--budget']],
  ['end-to-end in Chromium', [bin.vitest, 'run', '--project', 'e2e']],
];

const started = Date.now();
for (const [title, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(node, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ FAILED: ${title} (${seconds} s). Nothing after this step ran.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
