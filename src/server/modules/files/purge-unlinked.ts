// The nightly cleanup of uploads no record holds (installed by migration 0007): a file uploaded but
// never saved with a record, or taken out of one, is removed — row and file — once it has been
// unlinked for UNLINKED_FILE_MAX_AGE_MS, long enough for a form left open to be saved. Uploads for
// shared uses (avatars) are never linked and stay.
import { rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { SHARED_UPLOAD_BIZ } from '../../../shared/uploads';
import type { Database } from '../../db/tables';
import { deleteUnlinkedFile, unlinkedSince } from './file-rows';
import { uploadRoot } from './upload-root';

export const UNLINKED_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Removes the unlinked files older than the limit; answers how many. */
export async function purgeUnlinkedFiles(
  db: Kysely<Database>,
  dataDir: string,
  now = Date.now(),
): Promise<number> {
  const root = uploadRoot(dataDir);
  const cutoff = formatDateTime(now - UNLINKED_FILE_MAX_AGE_MS);
  let removed = 0;
  for (const file of await unlinkedSince(db, cutoff, SHARED_UPLOAD_BIZ)) {
    // The row goes first and only while still unlinked: a save may link the file meanwhile.
    if (!(await deleteUnlinkedFile(db, file.id))) continue;
    const target = path.join(root, file.storedPath);
    await rm(target, { force: true });
    // <biz>/<random>/<name>: the random directory held only this file.
    if (file.storedPath.split('/').length === 3) await rmdir(path.dirname(target)).catch(() => undefined);
    removed += 1;
  }
  return removed;
}
