// `npm run restore`: replaces DATA_DIR by a verified backup. Refused while anything has the database
// open (sqlite-files.ts holdExclusively: SQLite's own lock, so no stale lock file after a crash).
// The backup is checked against its manifest, copied into a sibling of DATA_DIR and checked again
// there; then DATA_DIR is renamed aside (kept as <DATA_DIR>.before-restore-<time>) and the sibling
// renamed into its place — two renames on one file system, so DATA_DIR is always whole.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { SQLITE_FILE } from '../db/database';
import { copyFiles } from './copy-tree';
import { BackupError, verifyBackup, verifyFiles } from './manifest';
import type { BackupManifest } from './manifest';
import { holdExclusively } from './sqlite-files';

export interface RestoreOptions {
  dataDir: string;
  from: string;
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** Where the replaced data directory was kept; null when there was none. */
  previous: string | null;
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');

export async function restoreBackup(options: RestoreOptions): Promise<RestoreOutcome> {
  const dataDir = path.resolve(options.dataDir);
  const from = path.resolve(options.from);
  if (from === dataDir || from.startsWith(`${dataDir}${path.sep}`))
    throw new BackupError('The backup must not lie inside DATA_DIR, which the restore replaces');
  const hold = holdExclusively(path.join(dataDir, SQLITE_FILE));
  const staging = `${dataDir}.restoring-${stamp()}`;
  try {
    const manifest = await verifyBackup(from);
    await mkdir(staging, { recursive: true });
    const vanished = await copyFiles(
      from,
      staging,
      manifest.files.map((file) => file.path),
    );
    if (vanished.length > 0)
      throw new BackupError(`The backup lost files while copying: ${vanished.join(', ')}`);
    // Checked again where it will live: a copy can fail silently (full disk, bad medium).
    await verifyFiles(staging, manifest);
    let previous: string | null = null;
    if (existsSync(dataDir)) {
      previous = `${dataDir}.before-restore-${stamp()}`;
      await rename(dataDir, previous);
    }
    await rename(staging, dataDir);
    return { manifest, previous };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    hold.release();
  }
}
