// Builds the server ahead of time into dist/server, so that `npm start` runs JavaScript instead of
// compiling TypeScript at every start: one ES module of src/server with the npm packages left as
// imports, modules imported lazily as chunks of their own, and source maps for the stack traces.
//
//   node scripts/build-server.mjs   (`npm start` runs it when a server source is newer than the build)
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { SERVER_DIST } from './build-state.mjs';

const ENTRY = 'main.js';

export async function buildServer(root = process.cwd()) {
  const outdir = path.join(root, SERVER_DIST);
  try {
    const { outputFiles } = await esbuild.build({
      absWorkingDir: root,
      // The export worker runs in a thread of its own, loaded from its own file (export-worker-client.ts).
      entryPoints: { main: 'src/server/main.ts', 'export-worker': './src/server/excel/export-worker.ts' },
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      chunkNames: 'chunk-[name]-[hash]',
      logLevel: 'warning',
      write: false,
    });
    // The entry is written last and in one step: its time is the build's (build-state.mjs), and a
    // server starting meanwhile (several instances) reads either the old build or the new one whole.
    mkdirSync(outdir, { recursive: true });
    const entry = path.join(outdir, ENTRY);
    const ordered = outputFiles.sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
    for (const file of ordered) {
      writeFileSync(`${file.path}.${process.pid}`, file.contents);
      renameSync(`${file.path}.${process.pid}`, file.path);
    }
    const written = new Set(outputFiles.map((file) => path.basename(file.path)));
    for (const name of readdirSync(outdir).filter((name) => !written.has(name)))
      rmSync(path.join(outdir, name), { force: true });
  } finally {
    // esbuild's service process would otherwise stay alive beside the server.
    await esbuild.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
