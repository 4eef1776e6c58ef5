// Files belong to records (DESIGN.md §6). In the write's transaction, every stored path a saved row's
// file fields hold (upload, image, signature) is linked to that row and field, and an operation
// step's attachments to the record under FLOW_FIELD_KEY. A path may be taken only when it is the
// writing user's own unlinked upload (not one for shared uses such as avatars) or is linked there
// already; anything else refuses the whole write, naming the file. Paths a save takes out of a field,
// and the files of removed or deleted rows, are unlinked: the cleanup job removes them a day later.
import { formatDateTime } from '../../../shared/date-format';
import { SHARED_UPLOAD_BIZ, storedFileName, storedPathsOf } from '../../../shared/uploads';
import { isFileField } from '../../../shared/validation/stored-files';
import { Errors } from '../../errors';
import { filesByPaths, linkFiles, unlinkFiles } from '../../modules/files/file-rows';
import type { FileLink, FileRow } from '../../modules/files/file-rows';
import type { EntityAccess } from '../access';
import { chunks, systemDb } from '../engine-db';
import type { EngineDb } from '../engine-db';
import { inList } from '../sql-conditions';
import type { Candidate } from './candidates';

/** The field key an operation step's attachments are linked under. */
export const FLOW_FIELD_KEY = '$flow';

/** Rows of one entity written by a save. */
export interface SavedRows {
  access: EntityAccess;
  candidates: readonly Candidate[];
  /** A sub-table's rows of the record before the save, by id: those not kept were removed. */
  stored?: ReadonlyMap<string, unknown>;
}

/** The paths one field (or a step's attachments) of one record holds after the write. */
interface Claim {
  link: FileLink;
  paths: string[];
  /** Files linked there before and no longer held are unlinked (not for the append-only flow log). */
  replaces: boolean;
}

const sameLink = (row: FileRow, link: FileLink) =>
  row.entity === link.entity && row.recordId === link.recordId && row.fieldKey === link.fieldKey;

function fieldClaims({ access, candidates }: SavedRows): Claim[] {
  const fields = access.entity.fields.filter((field) => isFileField(field.definition));
  const claims: Claim[] = [];
  if (fields.length === 0) return claims;
  for (const candidate of candidates)
    for (const field of fields) {
      if (!(field.key in candidate.values)) continue;
      const paths = [...new Set(storedPathsOf(candidate.values[field.key]))];
      // A new row's empty field has nothing to link or unlink (most imported rows).
      if (paths.length === 0 && candidate.isNew) continue;
      const link = { entity: access.entity.name, recordId: candidate.id, fieldKey: field.key };
      claims.push({ link, paths, replaces: !candidate.isNew });
    }
  return claims;
}

/** Checks every claim, then links and unlinks; throws naming the first file the user may not take. */
async function applyClaims(db: EngineDb, access: EntityAccess, claims: readonly Claim[]): Promise<void> {
  const sys = systemDb(db);
  const { user, tenantId } = access.principal;
  const at = formatDateTime();
  const wanted = claims.flatMap((claim) => claim.paths);
  const rows = new Map((await filesByPaths(sys, wanted)).map((row) => [row.storedPath, row]));
  const claimed = new Set<string>();
  const refuse = (path: string) => Errors.fileNotForRecord(storedFileName(path));
  for (const claim of claims)
    for (const path of claim.paths) {
      const row = rows.get(path);
      const own = row?.entity === null && row.uploaderId === user.id && !SHARED_UPLOAD_BIZ.includes(row.biz);
      // One file is held by one field of one record.
      if (!row || claimed.has(path) || !(own || sameLink(row, claim.link))) throw refuse(path);
      claimed.add(path);
    }
  for (const { link, paths, replaces } of claims) {
    const unlinked = paths.filter((path) => rows.get(path)!.entity === null);
    const ids = unlinked.map((path) => rows.get(path)!.id);
    // The tenant the record lives in (sub-tables are tenant-scoped exactly when their main entity is).
    const linked = await linkFiles(sys, ids, {
      ...link,
      tenantId: access.entity.tenantScoped ? tenantId : 0,
      at,
    });
    // Another save linked one of them meanwhile.
    if (linked !== unlinked.length) throw refuse(unlinked[0]!);
    if (replaces)
      await unlinkFiles(
        sys,
        { entity: link.entity, recordIds: [link.recordId], fieldKey: link.fieldKey },
        paths,
        at,
      );
  }
}

/** Links the files of a saved record and its sub-table rows; unlinks those of removed rows first. */
export async function linkSavedFiles(db: EngineDb, saved: readonly SavedRows[]): Promise<void> {
  const at = formatDateTime();
  for (const { access, candidates, stored } of saved) {
    const kept = new Set(candidates.map((c) => c.id));
    const removed = [...(stored?.keys() ?? [])].filter((id) => !kept.has(id));
    // First, so that a file may move from a removed row to a new one.
    if (removed.length > 0)
      await unlinkFiles(systemDb(db), { entity: access.entity.name, recordIds: removed }, [], at);
  }
  await applyClaims(db, saved[0]!.access, saved.flatMap(fieldClaims));
}

/** Links the files of an operation step: its step fields' and its attachments. */
export async function linkStepFiles(
  db: EngineDb,
  access: EntityAccess,
  candidate: Candidate,
  attachments: string | null,
): Promise<void> {
  const flow: Claim = {
    link: { entity: access.entity.name, recordId: candidate.id, fieldKey: FLOW_FIELD_KEY },
    paths: [...new Set(storedPathsOf(attachments))],
    replaces: false,
  };
  await applyClaims(db, access, [...fieldClaims({ access, candidates: [candidate] }), flow]);
}

/** Unlinks every file of deleted records and of their sub-table rows. */
export async function unlinkDeletedFiles(
  db: EngineDb,
  access: EntityAccess,
  ids: readonly string[],
): Promise<void> {
  const sys = systemDb(db);
  const at = formatDateTime();
  await unlinkFiles(sys, { entity: access.entity.name, recordIds: ids }, [], at);
  for (const sub of access.entity.subTables)
    for (const part of chunks(ids)) {
      const rows = await db
        .selectFrom(sub.entity.table)
        .select('id')
        .where(inList(sub.foreignKey.column, part))
        .execute();
      await unlinkFiles(sys, { entity: sub.entity.name, recordIds: rows.map((r) => String(r.id)) }, [], at);
    }
}
