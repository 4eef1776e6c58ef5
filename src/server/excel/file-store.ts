// Where the Excel module keeps files (export results, failed-rows reports) under the data
// directory, and how they go away: each lives EXCEL_FILE_TTL_MS, like its record in the store.
// Several instances must share the data directory (or route a user to one instance).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { EXCEL_FILE_TTL_MS } from './limits';

export const EXPORTS_DIR = 'exports';
export const IMPORT_ERRORS_DIR = 'import-errors';

/** 32 random hex characters: ids of export jobs and failed-rows reports, unguessable. */
export const randomFileId = () => randomBytes(16).toString('hex');

/** Ids come from URLs: only our own shape may ever reach a file path. */
export const isFileId = (id: string) => /^[0-9a-f]{32}$/.test(id);

export async function excelDirectory(dataDir: string, kind: typeof EXPORTS_DIR | typeof IMPORT_ERRORS_DIR) {
  const directory = path.join(dataDir, kind);
  await mkdir(directory, { recursive: true });
  return directory;
}

/** Removes files older than ttlMs from both directories; answers how many it removed. */
export async function cleanupExcelFiles(
  dataDir: string,
  options: { ttlMs?: number; now?: number } = {},
): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - (options.ttlMs ?? EXCEL_FILE_TTL_MS);
  let removed = 0;
  for (const kind of [EXPORTS_DIR, IMPORT_ERRORS_DIR]) {
    const directory = path.join(dataDir, kind);
    let names: string[];
    try {
      names = await readdir(directory);
    } catch {
      continue;
    }
    for (const name of names) {
      const file = path.join(directory, name);
      try {
        const info = await stat(file);
        if (info.isFile() && info.mtimeMs < cutoff) {
          await unlink(file);
          removed += 1;
        }
      } catch {
        // Removed meanwhile by another instance: fine.
      }
    }
  }
  return removed;
}

/** Runs cleanupExcelFiles now and every intervalMs; answers a stop function. Never throws. */
export function scheduleExcelCleanup(
  dataDir: string,
  options: { ttlMs?: number; intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const run = () => {
    cleanupExcelFiles(dataDir, options.ttlMs !== undefined ? { ttlMs: options.ttlMs } : {}).catch(
      (error: unknown) => options.onError?.(error),
    );
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
