// Whether the built client in dist/client is older than the sources it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_DIST = 'dist/client';
const STAMP = path.join(CLIENT_DIST, 'index.html');
const SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.client.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry)
    .filter((name) => !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
}

export function clientBuildIsStale(root = process.cwd()) {
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}
