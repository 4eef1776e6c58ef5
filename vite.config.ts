// Builds the React client into dist/client and defines the Vitest projects.
// The API suite runs once on embedded SQLite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PLATFORM_TITLE } from './src/shared/platform.ts';

const root = import.meta.dirname;
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

/** The page title before the app starts comes from the one platform configuration. */
function platformTitle(): Plugin {
  return {
    name: 'anze-platform-title',
    transformIndexHtml: (html) => html.replace(/<title>[^<]*<\/title>/, `<title>${PLATFORM_TITLE}</title>`),
  };
}

/** Writes dist/chunk-modules.json (chunk file -> its modules) for scripts/bench/bundle.mjs. */
function chunkModulesReport(): Plugin {
  return {
    name: 'anze-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') report[file] = output.moduleIds.map((id) => path.relative(root, id));
      }
      mkdirSync(path.join(root, 'dist'), { recursive: true });
      writeFileSync(path.join(root, 'dist/chunk-modules.json'), JSON.stringify(report, null, 1));
    },
  };
}

/** Writes .gz and .br next to each sizeable asset; the server sends them to clients that accept them. */
function precompressAssets(): Plugin {
  const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
  const MIN_BYTES = 1024;
  return {
    name: 'anze-precompress',
    apply: 'build',
    closeBundle() {
      const dir = path.join(root, 'dist/client/assets');
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Packages whose modules only define things but whose package.json does not say so ("sideEffects"):
 * without this, antd's form context (imported by every input) kept all of rc-field-form and its
 * validator on the login route, and antd's button style all of the colour picker.
 */
const SIDE_EFFECT_FREE =
  /node_modules\/(rc-field-form|@rc-component\/async-validator|@rc-component\/color-picker)\//;

const EMBEDDED_ONLY = [
  'tests/api/process.test.ts',
  'tests/api/start-path.test.ts',
  'tests/api/pdf-converter.test.ts',
];

/**
 * A project's files share their worker's module cache: the server's modules, React, antd and the
 * app are imported once per worker instead of once per file. Every API file builds its own app,
 * database and clock; every client test starts from the slate setup.tsx restores (storage, session,
 * settings, toasts, mocks). A file's own vi.mock cannot replace a module an earlier file loaded, so
 * module stand-ins live in setup.tsx. On the 2-core CI machine: unit + api-sqlite 499 → 166 s
 * (2026-11-27), client 348 → 111–137 s (2026-11-28).
 */
const FILES_ISOLATED = false;

const apiProject = (name: string, database: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root,
    include: ['tests/api/**/*.test.ts'],
    // Files that never open the test database (server processes on the embedded one, the PDF
    // converter) would run the same twice: api-sqlite runs them once.
    exclude: database === 'postgres' ? EMBEDDED_ONLY : [],
    environment: 'node',
    isolate: FILES_ISOLATED,
    env: { ANZE_TEST_DATABASE: database },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  root: path.join(root, 'src/client'),
  publicDir: path.join(root, 'src/client/public'),
  cacheDir: path.join(root, 'node_modules/.vite'),
  plugins: [react(), platformTitle(), chunkModulesReport(), precompressAssets()],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  test: {
    // Vitest's default, one worker less than the cores, runs one file at a time on a 2-core machine;
    // API files mostly wait on databases and child processes, so two at a time take about a third
    // less (77 s → 51 s for tests/api/compatibility + users; a third worker added 2 s more).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          root,
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: FILES_ISOLATED,
          // The demo generator's checks read tens of thousands of generated rows: seconds on a loaded
          // 2-core machine, as the other projects allow for.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          root,
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          isolate: FILES_ISOLATED,
          setupFiles: ['src/client/test/setup.tsx'],
          // happy-dom renders antd slowly on a busy 2-core machine; waits inside tests are 5 s.
          testTimeout: 20_000,
        },
      },
      apiProject('api-sqlite', 'sqlite'),
      {
        test: {
          name: 'e2e',
          root,
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        test: {
          name: 'cluster',
          root,
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          // Three instances behind nginx, started once (scripts/test.mjs runs this project only with
          // TEST_DATABASE_URL, TEST_REDIS_URL and nginx).
          globalSetup: ['tests/cluster/global-setup.ts'],
          // The files share that one cluster (the soak loads it): one file at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'faults',
          root,
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          // Each file starts, kills and restarts its own server processes: one file at a time on 2 cores.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
