// The files table (sys_file, migration 0007): a row per upload and its link to one field of one
// record. Every statement on the table lives here; who may link a file is the write layer's rule
// (engine/write/attachments.ts), who may read one the static route's (file-access.ts).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SysFileTable } from '../../db/tables';
import { chunks } from '../../engine/engine-db';

export type FileRow = Selectable<SysFileTable>;

/** Where a file is linked: a field of a record (or an operation step's attachments, FLOW_FIELD_KEY). */
export interface FileLink {
  entity: string;
  recordId: string;
  fieldKey: string;
}

export async function insertFileRow(db: Kysely<Database>, row: Insertable<SysFileTable>): Promise<void> {
  await db.insertInto('sysFile').values(row).execute();
}

export function fileByPath(db: Kysely<Database>, storedPath: string): Promise<FileRow | undefined> {
  return db.selectFrom('sysFile').selectAll().where('storedPath', '=', storedPath).executeTakeFirst();
}

export async function filesByPaths(db: Kysely<Database>, paths: readonly string[]): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  for (const part of chunks([...new Set(paths)]))
    rows.push(...(await db.selectFrom('sysFile').selectAll().where('storedPath', 'in', part).execute()));
  return rows;
}

/** Links the files of `ids` that are still unlinked; answers how many it linked. */
export async function linkFiles(
  db: Kysely<Database>,
  ids: readonly string[],
  link: FileLink & { tenantId: number; at: string },
): Promise<number> {
  let linked = 0;
  for (const part of chunks(ids)) {
    const result = await db
      .updateTable('sysFile')
      .set({
        entity: link.entity,
        recordId: link.recordId,
        fieldKey: link.fieldKey,
        tenantId: link.tenantId,
        linkedTime: link.at,
      })
      .where('id', 'in', part)
      .where('entity', 'is', null)
      .executeTakeFirst();
    linked += Number(result.numUpdatedRows);
  }
  return linked;
}

/**
 * Unlinks the files linked to the records (to one field of them when `fieldKey` is given), except
 * the paths in `keep`.
 */
export async function unlinkFiles(
  db: Kysely<Database>,
  target: { entity: string; recordIds: readonly string[]; fieldKey?: string },
  keep: readonly string[],
  at: string,
): Promise<void> {
  for (const part of chunks(target.recordIds)) {
    let query = db
      .updateTable('sysFile')
      .set({ entity: null, recordId: null, fieldKey: null, linkedTime: at })
      .where('entity', '=', target.entity)
      .where('recordId', 'in', part);
    if (target.fieldKey !== undefined) query = query.where('fieldKey', '=', target.fieldKey);
    if (keep.length > 0) query = query.where('storedPath', 'not in', keep);
    await query.execute();
  }
}

/** Unlinked files whose link changed (or, never linked, which were uploaded) before `cutoff`. */
export function unlinkedSince(
  db: Kysely<Database>,
  cutoff: string,
  excludedBiz: readonly string[],
): Promise<Pick<FileRow, 'id' | 'storedPath'>[]> {
  let query = db
    .selectFrom('sysFile')
    .select(['id', 'storedPath'])
    .where('entity', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('linkedTime', 'createTime'), '<', cutoff));
  if (excludedBiz.length > 0) query = query.where('biz', 'not in', excludedBiz);
  return query.execute();
}

/** Deletes the row if it is still unlinked (a save may have linked it meanwhile); answers whether it did. */
export async function deleteUnlinkedFile(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sysFile')
    .where('id', '=', id)
    .where('entity', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
