// `npm start`: builds the client and the server when missing or older than their sources, then runs
// the built server (dist/server) in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, SERVER_DIST } from './build-state.mjs';

if (buildIsStale('client')) {
  console.log('Building the client (dist/client)…');
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error('The client build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (buildIsStale('server')) {
  console.log('Building the server (dist/server)…');
  // Loaded only here: a start with an up-to-date build needs no compiler.
  const { buildServer } = await import('./build-server.mjs');
  await buildServer().catch(() => {
    console.error('The server build failed; see the output above.');
    process.exit(1);
  });
}

process.setSourceMapsEnabled(true);
// From the working directory, as the builds and the staleness checks are.
await import(pathToFileURL(path.resolve(SERVER_DIST, 'main.js')).href);
