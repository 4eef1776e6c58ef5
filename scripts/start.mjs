// `npm start`: builds the client when it is missing or older than its sources, then runs the server.
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';
import { clientBuildIsStale } from './build-state.mjs';

if (clientBuildIsStale()) {
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

register();
await import('../src/server/main.ts');
