// Writing candidates: audit columns filled by the server (user name, GMT+8 time, the user's org code,
// the request's tenant), serial numbers and tree codes assigned on insert, values mapped from keys to columns, and
// database errors turned into the messages a client understands.
import { sql } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { normalizeFieldValue } from '../../../shared/validation/field-values';
import type { ValidationFailure } from '../../../shared/engine-api';
import { AppError, Errors } from '../../errors';
import type { EntityAccess } from '../access';
import type { DbRow, EngineDb } from '../engine-db';
import type { EntityRegistry, ResolvedEntity, ResolvedField } from '../registry';
import { assignSerials } from '../serials/assign-serials';
import { assignTreeCodes } from '../serials/assign-tree-codes';
import type { Candidate } from './candidates';
import { insertRows } from './insert-statements';
import { violatedUniqueRule } from './uniques';

function columnsOf(entity: ResolvedEntity, values: Readonly<Record<string, unknown>>): DbRow {
  const row: DbRow = {};
  for (const field of entity.fields) if (field.key in values) row[field.column] = values[field.key];
  return row;
}

/** The audit values among `values` that the entity's table has (a system table may lack some). */
function auditColumns(entity: ResolvedEntity, values: DbRow): DbRow {
  const row: DbRow = {};
  for (const field of entity.systemFields)
    if (field.column in values) row[field.column] = values[field.column];
  return row;
}

/**
 * `orgCode`: the sys_org_code of the rows — by default the user's; a sub row added to a stored record
 * takes the record's (saveRecord), as the rows saved with the record did.
 */
export function insertRowOf(
  access: EntityAccess,
  candidate: Candidate,
  now = formatDateTime(),
  orgCode: string | null = access.principal.user.orgCode,
): DbRow {
  const { user, tenantId } = access.principal;
  return {
    id: candidate.id,
    ...auditColumns(access.entity, {
      create_by: user.username,
      create_time: now,
      update_by: null,
      update_time: null,
      sys_org_code: orgCode,
    }),
    ...(access.entity.tenantScoped ? { tenant_id: tenantId } : {}),
    ...columnsOf(access.entity, candidate.values),
  };
}

/**
 * The columns the server fills on insert (id first, audit columns the table has, tenant), as
 * insertRowOf sets them; the values of all but the id are the same for every row of a write.
 */
function serverColumns(access: EntityAccess, now: string, orgCode?: string | null): [string, unknown][] {
  const row = insertRowOf(access, { id: '', values: {} } as unknown as Candidate, now, orgCode);
  return Object.entries(row);
}

/**
 * Inserts the candidates; answers how many were inserted. `counters`: where serial numbers are taken
 * (EngineDeps.counterDb), by default in `db`'s transaction. With `skipConflicts`, a candidate whose
 * unique value a stored row holds is left out (its serial number is spent) instead of failing them all.
 * `orgCode`: the rows' sys_org_code when not the user's (insertRowOf).
 */
export async function insertCandidates(
  db: EngineDb,
  access: EntityAccess,
  candidates: readonly Candidate[],
  counters: EngineDb | null = null,
  skipConflicts = false,
  orgCode?: string | null,
): Promise<number> {
  const now = formatDateTime();
  await assignSerials(counters ?? db, access, candidates);
  await assignTreeCodes(db, access, candidates);
  const { entity } = access;
  const server = serverColumns(access, now, orgCode);
  // Rows grouped by the fields they set (an import's rows all set the same ones): one column list each.
  type Group = {
    fields: ResolvedField[];
    sets: boolean[];
    columns: string[];
    fixed: unknown[];
    idAt: number;
    rows: unknown[][];
  };
  const groups = new Map<string, Group>();
  const setsSame = (group: Group, values: Candidate['values']) =>
    entity.fields.every((f, i) => (values[f.key] !== undefined) === group.sets[i]);
  let last: Group | undefined;
  for (const candidate of candidates) {
    let group = last && setsSame(last, candidate.values) ? last : undefined;
    if (!group) {
      const sets = entity.fields.map((f) => candidate.values[f.key] !== undefined);
      const fields = entity.fields.filter((_, i) => sets[i]);
      const shape = fields.map((f) => f.key).join(',');
      group = groups.get(shape);
      if (!group) {
        // A field's column overrides a server column of the same name, as in insertRowOf.
        const own = new Set(fields.map((f) => f.column));
        const fixed = server.filter(([column]) => !own.has(column));
        const columns = [...fixed.map(([column]) => column), ...own];
        const idAt = columns.indexOf('id');
        group = { fields, sets, columns, fixed: fixed.map(([, value]) => value), idAt, rows: [] };
        groups.set(shape, group);
      }
    }
    last = group;
    const row = group.fixed.slice();
    if (group.idAt >= 0 && group.idAt < group.fixed.length) row[group.idAt] = candidate.id;
    for (const field of group.fields) row.push(candidate.values[field.key]);
    group.rows.push(row);
  }
  let inserted = 0;
  for (const group of groups.values())
    inserted += await insertRows(db, entity.table, group.columns, group.rows, skipConflicts);
  return inserted;
}

/** Whether a value the write sets is not the one stored (both read as the field reads them). */
function differs(field: ResolvedField | undefined, value: unknown, stored: unknown): boolean {
  if (!field) return true;
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(value) && blank(stored)) return false;
  const before = normalizeFieldValue(field.definition, stored);
  if (!('value' in before)) return true;
  return before.value !== value && String(before.value ?? '') !== String(value ?? '');
}

/**
 * Whether updating the candidate would change its stored row: a sub row sent back as it was read is
 * left alone — neither written nor stamped with update_by/update_time.
 */
export function changesStoredRow(entity: ResolvedEntity, candidate: Candidate): boolean {
  const stored = candidate.stored;
  if (candidate.isNew || !stored) return true;
  return Object.entries(candidate.values).some(([key, value]) =>
    differs(entity.field(key), value, stored[key]),
  );
}

export async function updateCandidate(
  db: EngineDb,
  access: EntityAccess,
  candidate: Candidate,
): Promise<void> {
  let query = db
    .updateTable(access.entity.table)
    .set({
      ...columnsOf(access.entity, candidate.values),
      ...auditColumns(access.entity, {
        update_by: access.principal.user.username,
        update_time: formatDateTime(),
      }),
    })
    .where(sql.ref('id'), '=', candidate.id);
  if (access.entity.tenantScoped) query = query.where(sql.ref('tenant_id'), '=', access.principal.tenantId);
  await query.execute();
}

/**
 * The business error a failed write stands for: a unique index (two writers at once) gives the rule's
 * message, on the field when it belongs to `main`; values the columns cannot hold give the contract's
 * messages. Anything else is unexpected (null).
 */
export function mapWriteError(
  error: unknown,
  registry: EntityRegistry,
  main?: ResolvedEntity,
): AppError | null {
  if (error instanceof AppError) return error;
  const violated = violatedUniqueRule(error, registry);
  if (violated) {
    const target = violated.rule.fields[violated.rule.fields.length - 1]!;
    const fields = violated.entity === main ? { [target.key]: violated.rule.message } : {};
    const failure: ValidationFailure = { fields };
    const message =
      violated.entity === main ? `${target.label}：${violated.rule.message}` : violated.rule.message;
    return Errors.validationFailed(message, failure);
  }
  const code = (error as { code?: unknown }).code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return Errors.duplicateKey();
  if (code === '22001') return Errors.valueTooLong();
  if (code === '22003') return Errors.valueOutOfRange();
  return null;
}
