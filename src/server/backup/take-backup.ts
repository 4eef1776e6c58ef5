// `npm run backup`: a consistent copy of the embedded database and its uploads, taken while the
// server runs. The database snapshot comes first, the files after: the server writes an upload's
// file before the row that names it and deletes a row before its file, so every row of the snapshot
// had its file on disk when the snapshot was taken; files written later are merely extra. The one
// way such a file can vanish before it is copied is the nightly purge of unlinked uploads (row, then
// file): those rows are dropped from the snapshot too, as the purge did. Every row of the backup
// then has its file, which is checked before the manifest is written.
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { SQLITE_FILE } from '../db/database';
import { uploadRoot } from '../modules/files/upload-root';
import { copyFiles, listFiles } from './copy-tree';
import {
  BACKUP_FORMAT,
  BackupError,
  SNAPSHOT_FILE,
  UPLOAD_DIR,
  describeFile,
  writeManifest,
} from './manifest';
import type { BackupManifest } from './manifest';
import { dropUploadRows, readSnapshot, snapshotDatabase } from './sqlite-files';

export interface BackupOptions {
  dataDir: string;
  /** An empty or new directory to write the backup into. */
  to: string;
  appVersion: string;
}

export async function takeBackup(options: BackupOptions): Promise<BackupManifest> {
  const source = path.join(options.dataDir, SQLITE_FILE);
  const existing = await readdir(options.to).catch(() => []);
  if (existing.length > 0) throw new BackupError(`${options.to} is not empty; choose a new directory`);
  await mkdir(options.to, { recursive: true });
  const createdAt = new Date().toISOString();
  const snapshot = path.join(options.to, SNAPSHOT_FILE);
  try {
    snapshotDatabase(source, snapshot);
  } catch (error) {
    throw new BackupError(`Cannot read the database ${source}: ${(error as Error).message}`);
  }

  const liveUploads = uploadRoot(options.dataDir);
  const uploadCopy = path.join(options.to, UPLOAD_DIR);
  await copyFiles(liveUploads, uploadCopy, await listFiles(liveUploads));
  const copied = new Set(await listFiles(uploadCopy));
  const absent = readSnapshot(snapshot).uploads.filter((upload) => !copied.has(upload.storedPath));
  // Unlinked: purged after the snapshot. Linked: already lost in DATA_DIR; reported, not hidden.
  dropUploadRows(
    snapshot,
    absent.filter((upload) => !upload.linked).map((upload) => upload.storedPath),
  );
  const missingUploads = absent.filter((upload) => upload.linked).map((upload) => upload.storedPath);

  const facts = readSnapshot(snapshot);
  const files = [await describeFile(options.to, SNAPSHOT_FILE)];
  for (const file of copied) files.push(await describeFile(options.to, `${UPLOAD_DIR}/${file}`));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt,
    appVersion: options.appVersion,
    schemaVersion: facts.schemaVersion,
    migrations: facts.migrations,
    counts: facts.counts,
    files,
    missingUploads,
  };
  await writeManifest(options.to, manifest);
  return manifest;
}
