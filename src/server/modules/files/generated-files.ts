// Files the server makes itself (generated reports and their PDFs), kept like uploads: under the
// upload root at a stored path of the accepted shape, with a sys_file row linked to the record and
// field that holds them, so reading one is reading that record (file-access.ts). Written before the
// row (inside the caller's transaction); `remove` undoes the write when that transaction fails.
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { isStoredPath } from '../../../shared/uploads';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import { cleanStem } from '../users/file-name';
import { CONTENT_TYPE_OF_EXTENSION } from '../users/file-type';
import type { FileLink } from './file-rows';
import { insertFileRow } from './file-rows';
import { uploadRoot } from './upload-root';

export interface GeneratedFile {
  biz: string;
  /** The name a user sees (cleaned like an upload's); its extension gives the type. */
  fileName: string;
  extension: 'docx' | 'pdf';
  bytes: Buffer;
  /** Who made it (the user of the request, or the one who started the batch). */
  makerId: string;
  tenantId: number;
  link: FileLink;
}

export interface StoredGeneratedFile {
  storedPath: string;
  /** Deletes the written file (the caller's transaction failed). */
  remove(): Promise<void>;
}

export async function storeGeneratedFile(
  db: Kysely<Database>,
  dataDir: string,
  file: GeneratedFile,
): Promise<StoredGeneratedFile> {
  const storedPath = `${file.biz}/${randomBytes(16).toString('hex')}/${cleanStem(file.fileName, file.extension)}.${file.extension}`;
  if (!isStoredPath(storedPath)) throw new Error(`Not a stored path: ${storedPath}`);
  const target = path.join(uploadRoot(dataDir), storedPath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, file.bytes, { flag: 'wx' });
  const remove = async () => {
    await unlink(target).catch(() => undefined);
  };
  try {
    const at = formatDateTime();
    await insertFileRow(db, {
      id: newId(),
      storedPath,
      biz: file.biz,
      originalName: `${file.fileName}.${file.extension}`,
      fileSize: file.bytes.length,
      contentType: CONTENT_TYPE_OF_EXTENSION[file.extension],
      uploaderId: file.makerId,
      tenantId: file.tenantId,
      entity: file.link.entity,
      recordId: file.link.recordId,
      fieldKey: file.link.fieldKey,
      linkedTime: at,
      createTime: at,
    });
  } catch (error) {
    await remove();
    throw error;
  }
  return { storedPath, remove };
}
