// The manifest of a backup of the embedded database: when, which app and schema version, the row
// count of every table, and the size and SHA-256 of every file (the database snapshot and each
// upload), so a restore can prove the copy is whole before it replaces anything.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
/** The snapshot's name inside a backup (the data directory's file name on restore). */
export const SNAPSHOT_FILE = 'anze.sqlite';
/** The uploads inside a backup, as under DATA_DIR. */
export const UPLOAD_DIR = 'upload';

export interface ManifestFile {
  /** Relative to the backup directory, '/'-separated. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: number;
  createdAt: string;
  appVersion: string;
  /** The last system migration applied in the snapshot. */
  schemaVersion: string | null;
  migrations: number;
  /** Rows per table in the snapshot. */
  counts: Record<string, number>;
  files: ManifestFile[];
  /** Linked uploads whose file was already missing from DATA_DIR when the backup was taken. */
  missingUploads: string[];
}

/** A backup that cannot be restored, with the reason an operator can act on. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export async function describeFile(root: string, relative: string): Promise<ManifestFile> {
  const absolute = path.join(root, relative);
  return { path: relative, size: (await stat(absolute)).size, sha256: await sha256OfFile(absolute) };
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${dir} is not a backup: ${MANIFEST_FILE} is missing`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError(`The backup's ${MANIFEST_FILE} is not valid JSON (damaged)`);
  }
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.files))
    throw new BackupError(`The backup's ${MANIFEST_FILE} is not of format ${BACKUP_FORMAT}`);
  if (!manifest.files.some((file) => file.path === SNAPSHOT_FILE))
    throw new BackupError(`The backup's ${MANIFEST_FILE} lists no database snapshot`);
  return manifest;
}

/** Every file of the manifest in dir with its size and checksum; throws naming what differs. */
export async function verifyFiles(dir: string, manifest: BackupManifest): Promise<void> {
  const damaged: string[] = [];
  for (const file of manifest.files) {
    if (file.path.split('/').includes('..') || path.isAbsolute(file.path)) {
      damaged.push(`${file.path} (not inside the backup)`);
      continue;
    }
    const actual = await describeFile(dir, file.path).catch(() => null);
    if (!actual) damaged.push(`${file.path} (missing)`);
    else if (actual.size !== file.size || actual.sha256 !== file.sha256)
      damaged.push(`${file.path} (checksum differs)`);
  }
  if (damaged.length > 0)
    throw new BackupError(
      `The backup in ${dir} is damaged; nothing was restored. ${damaged.length} file(s) do not match ` +
        `the manifest: ${damaged.slice(0, 10).join(', ')}${damaged.length > 10 ? ', …' : ''}`,
    );
}

/** The backup's manifest, once every file it lists has been checked. */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  const manifest = await readManifest(dir);
  await verifyFiles(dir, manifest);
  return manifest;
}
