// Whether a build (the client in dist/client, the server in dist/server) is older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_DIST = 'dist/client';
export const SERVER_DIST = 'dist/server';

/** Each build: the file it writes last (its mtime is the build's) and what it is built from. */
const BUILDS = {
  client: {
    stamp: path.join(CLIENT_DIST, 'index.html'),
    sources: ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.client.json'],
  },
  server: {
    stamp: path.join(SERVER_DIST, 'main.js'),
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json', 'tsconfig.json'],
  },
};

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry)
    .filter((name) => !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
}

/** True when the build is missing or a source file is newer than it. */
export function buildIsStale(build, root = process.cwd()) {
  const { stamp, sources } = BUILDS[build];
  const stampFile = path.join(root, stamp);
  if (!existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

export const clientBuildIsStale = (root = process.cwd()) => buildIsStale('client', root);
