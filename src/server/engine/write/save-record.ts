// add and edit of a record with its sub-table rows, in one transaction: the main record and every
// submitted row are checked (form rules, dictionaries, referenced rows, unique fields, data rules,
// tree parent) before anything is written; then the main row is inserted or updated and the sub rows
// are diffed — rows with an id of this record updated when a value changed, rows without an id
// inserted (sys_org_code the record's), missing rows deleted — with their sort field renumbered from
// the submitted order; the files the rows hold are linked to them (attachments.ts) and the maintained
// values they feed recomputed (maintained-values.ts).
// Declared file checks read the main record's new files first (file-checks.ts); an `exclusive` value
// it takes is taken from the other records of its group (exclusive-values.ts).
import type { Kysely } from 'kysely';
import type { StoredValue } from '../../../shared/validation/field-values';
import { newId } from '../../db/ids';
import { Errors } from '../../errors';
import type { EngineDeps, EntityAccess } from '../access';
import { assertWithinRestrictions, assertWithinRuleConditions, withinRestrictions } from '../access';
import type { DynamicDatabase } from '../engine-db';
import type { ResolvedSubTable } from '../registry';
import { mayWriteSubTable } from '../principal';
import { byKey, allColumns, rowsInTenant } from '../records';
import { allOf, compare, inList } from '../sql-conditions';
import { linkSavedFiles } from './attachments';
import { applyExclusiveValues } from './exclusive-values';
import { runFileChecks } from './file-checks';
import { refreshTimeRules } from '../time-rules/refresh';
import { refreshMaintained } from '../maintained-values';
import { asObject, checkCandidate } from './candidates';
import type { Candidate } from './candidates';
import { failureOf } from './failures';
import type { SubCandidates } from './failures';
import { changesStoredRow, insertCandidates, mapWriteError, updateCandidate } from './persist';
import { claimRequestKey } from './request-keys';
import type { RequestKey } from './request-keys';
import { fillSubTables } from './sub-table-fill';
import { checkReferences } from './references';
import { fillReferencedDefaults } from './referenced-defaults';
import { checkTreeParent, refreshHasChild } from './tree';
import { checkUniques } from './uniques';
import { assertNotLocked } from './delete-records';

/** Rows one sub-table may hold in one save. */
export const MAX_SUB_ROWS = 1000;

export type SaveMode = 'add' | 'edit';

interface SubWrite extends SubCandidates {
  access: EntityAccess;
  /** Stored rows of this record, by id. */
  stored: Map<string, Record<string, unknown>>;
}

/** Saves the body; answers the record's id. `subAccess` gives the user's access to each sub-table. */
export async function saveRecord(
  deps: EngineDeps,
  access: EntityAccess,
  subAccess: (sub: ResolvedSubTable) => EntityAccess,
  body: unknown,
  mode: SaveMode,
  /** An add's request key (request-keys.ts): a repeated key answers the record it created. */
  requestKey: RequestKey | null = null,
): Promise<string> {
  const input = asObject(body);
  const id = mode === 'add' ? newId() : typeof input.id === 'string' ? input.id.trim() : '';
  if (!id) throw Errors.recordNotFound();
  const dictionaries = await deps.dictionaries.all();
  let created: string | null = null;
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (mode === 'add' && requestKey) {
        created = await claimRequestKey(trx, requestKey, access.entity.name, id);
        // The key's record out of reach now (another tenant in the header): not this request's record.
        if (created && (await rowsInTenant(trx, access, [created])).length === 0)
          throw Errors.requestKeyReused();
        if (created) return;
      }
      const existing = mode === 'edit' ? ((await rowsInTenant(trx, access, [id]))[0] ?? null) : null;
      if (mode === 'edit' && !existing) throw Errors.recordNotFound();
      if (existing) assertWithinRestrictions(access, existing);
      if (existing) await assertWithinRuleConditions(trx, access, [id]);
      if (existing) await assertNotLocked(deps, access.entity, [existing]);
      const main = checkCandidate(access, input, { id, index: 0, existing, dictionaries });
      assertNewStateAllowed(access, main);
      await runFileChecks(deps, access, main);

      const subs: SubWrite[] = [];
      for (const sub of access.entity.subTables) {
        if (!Object.prototype.hasOwnProperty.call(input, sub.listKey)) continue;
        // Rows the user may not write through this record are kept as stored, like a read-only field.
        if (!mayWriteSubTable(access.principal, access.entity, sub)) continue;
        subs.push(await checkSubRows(trx, subAccess(sub), sub, input[sub.listKey], id, mode, dictionaries));
      }

      await checkReferences(deps, trx, access, [main]);
      await checkUniques(trx, access, [main]);
      await checkTreeParent(trx, access, main);
      for (const write of subs) {
        await checkReferences(deps, trx, write.access, write.candidates, new Set([write.sub.foreignKey.key]));
        await checkUniques(trx, write.access, write.candidates, new Set(write.stored.keys()));
      }
      const failure = failureOf(access.entity, main, subs);
      if (failure) throw failure;

      await fillReferencedDefaults(deps.registry, trx, access, [main]);
      if (main.isNew) await insertCandidates(trx, access, [main], deps.counterDb);
      else await updateCandidate(trx, access, main);
      // Nor may the saved row leave (or be created outside) the menu data rules.
      await assertWithinRuleConditions(trx, access, [id]);
      for (const write of subs) {
        // After the main row: a sub row defaulting from it (a new enterprise's policy) reads it.
        await fillReferencedDefaults(deps.registry, trx, write.access, write.candidates);
        await writeSubRows(trx, write, deps.counterDb, mainOrgCode(access, main, existing));
      }
      if (main.isNew) await fillSubTables(deps.registry, trx, access, [main], listsWithRows(subs));
      await applyExclusiveValues(trx, access, [main]);
      await linkSavedFiles(trx, [{ access, candidates: [main] }, ...subs]);
      const tree = access.entity.tree;
      if (tree)
        await refreshHasChild(trx, access, [main.merged[tree.parent.key], existing?.[tree.parent.key]]);
      await refreshTimeRules(trx, access.entity, [id]);
      await refreshMaintained(deps, trx, access.entity, [main.merged, ...(existing ? [existing] : [])]);
      for (const write of subs)
        await refreshMaintained(deps, trx, write.sub.entity, [
          ...write.candidates.map((c) => c.merged),
          ...write.stored.values(),
        ]);
    });
  } catch (error) {
    throw mapWriteError(error, deps.registry, access.entity) ?? error;
  }
  if (created) return created;
  deps.written(access.entity.name);
  for (const sub of access.entity.subTables) deps.written(sub.entity.name);
  return id;
}

/** The sub-tables the body gave rows for: a declared fill leaves them alone. */
const listsWithRows = (subs: readonly SubWrite[]) =>
  new Set(subs.filter((s) => s.candidates.length > 0).map((s) => s.sub.listKey));

/** A restricted user may not move a row outside their data rules, nor create one there. */
function assertNewStateAllowed(access: EntityAccess, candidate: Candidate): void {
  // A missing or invalid rule field is reported as a validation problem instead.
  if (access.restrictions.some((r) => candidate.errors[r.field.key])) return;
  if (!withinRestrictions(access, candidate.merged)) throw Errors.dataForbidden();
}

async function checkSubRows(
  db: Kysely<DynamicDatabase>,
  access: EntityAccess,
  sub: ResolvedSubTable,
  list: unknown,
  mainId: string,
  mode: SaveMode,
  dictionaries: Awaited<ReturnType<EngineDeps['dictionaries']['all']>>,
): Promise<SubWrite> {
  if (!Array.isArray(list)) throw Errors.badRequest(`${sub.listKey} 格式不正确`);
  if (list.length > MAX_SUB_ROWS) throw Errors.subRowsTooMany(sub.title, MAX_SUB_ROWS);
  const stored = new Map<string, Record<string, unknown>>();
  if (mode === 'edit') {
    const conditions = [compare(sub.foreignKey.column, '=', mainId)];
    if (sub.entity.tenantScoped) conditions.push(compare('tenant_id', '=', access.principal.tenantId));
    const rows = await db
      .selectFrom(sub.entity.table)
      .select(allColumns(sub.entity))
      .where(allOf(conditions))
      .execute();
    for (const row of rows) stored.set(String(row.id), byKey(sub.entity, row));
  }
  const seen = new Set<string>();
  const candidates = list.map((item, index) => {
    const row = asObject(item, `${sub.title}第${index + 1}行`);
    // On add every row is new: an id in the body (a client's temporary key, or an attempt) is ignored.
    const rowId = mode === 'edit' && typeof row.id === 'string' && row.id.trim() ? row.id.trim() : null;
    if (rowId && (!stored.has(rowId) || seen.has(rowId))) throw Errors.subRowForeign(sub.title);
    if (rowId) seen.add(rowId);
    const fixed: Record<string, StoredValue> = { [sub.foreignKey.key]: mainId };
    if (sub.sortField) fixed[sub.sortField.key] = index + 1;
    const candidate = checkCandidate(access, row, {
      id: rowId ?? newId(),
      index,
      existing: rowId ? stored.get(rowId)! : null,
      fixed,
      dictionaries,
    });
    assertNewStateAllowed(access, candidate);
    return candidate;
  });
  return { sub, access, candidates, stored };
}

/**
 * The sys_org_code new sub rows take: a stored record's (its rows belong to its department, whoever
 * adds one — a user without a department too); a new record's is the user's, as insertRowOf gives.
 */
function mainOrgCode(
  access: EntityAccess,
  main: Candidate,
  existing: Record<string, unknown> | null,
): string | null | undefined {
  if (main.isNew || !existing) return undefined;
  if (!access.entity.systemFields.some((f) => f.column === 'sys_org_code')) return undefined;
  const code = existing.sysOrgCode;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

async function writeSubRows(
  db: Kysely<DynamicDatabase>,
  write: SubWrite,
  counters: EngineDeps['counterDb'],
  orgCode: string | null | undefined,
): Promise<void> {
  const kept = new Set(write.candidates.filter((c) => !c.isNew).map((c) => c.id));
  const removed = [...write.stored.keys()].filter((id) => !kept.has(id));
  // Removed rows go first so that a value they held can move to another row of the same save.
  if (removed.length) {
    await db.deleteFrom(write.sub.entity.table).where(inList('id', removed)).execute();
  }
  // Rows sent back unchanged are left as stored (their audit columns too).
  for (const candidate of write.candidates.filter((c) => !c.isNew))
    if (changesStoredRow(write.sub.entity, candidate)) await updateCandidate(db, write.access, candidate);
  await insertCandidates(
    db,
    write.access,
    write.candidates.filter((c) => c.isNew),
    counters,
    false,
    orgCode,
  );
}
