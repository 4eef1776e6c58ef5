// Builds the server ahead of time into dist/server, so that `npm start` runs JavaScript instead of
// compiling TypeScript at every start: one ES module of src/server (and one per worker thread) and
// the npm packages it imports, modules imported lazily as chunks of their own, and source maps for the
// stack traces. Bundling the packages saves Node resolving and loading some thousand files of
// node_modules at every start (0.70 → 0.42 s of CPU until the first answer, docs/perf.md); packages
// loaded at first use (load-package.ts) stay in node_modules.
//
//   node scripts/build-server.mjs   (`npm start` runs it when a server source is newer than the build)
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { SERVER_DIST } from './build-state.mjs';

const ENTRY = 'main.js';
/**
 * Packages left as imports: a native addon (found by its own path) and the logger, whose transports
 * start worker threads from files of its package.
 */
const UNBUNDLED = ['better-sqlite3', 'pino'];
/** CommonJS packages inside an ES module call require: give them Node's. */
const REQUIRE_SHIM =
  "import { createRequire as __anzeRequire } from 'node:module'; const require = __anzeRequire(import.meta.url);";

export async function buildServer(root = process.cwd()) {
  const outdir = path.join(root, SERVER_DIST);
  try {
    const { outputFiles } = await esbuild.build({
      absWorkingDir: root,
      // Worker threads start from files of their own: the import's reader (excel/read-in-worker.ts)
      // and the export's reader and encoder (excel/export-worker-client.ts).
      entryPoints: {
        main: 'src/server/main.ts',
        'read-worker': 'src/server/excel/read-worker.ts',
        'export-worker': 'src/server/excel/export-worker.ts',
      },
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: UNBUNDLED,
      sourcemap: true,
      // Stack traces need the mappings, not the sources: a map 3 times smaller that the running
      // server (source maps enabled by start.mjs) holds in memory.
      sourcesContent: false,
      chunkNames: 'chunk-[name]-[hash]',
      banner: { js: REQUIRE_SHIM },
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
