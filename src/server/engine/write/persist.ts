// Writing candidates: audit columns filled by the server (user name, GMT+8 time, the user's org code,
// the request's tenant), serial numbers and tree codes assigned on insert, values mapped from keys to columns, and
// database errors turned into the messages a client understands.
import { sql } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import type { ValidationFailure } from '../../../shared/engine-api';
import { AppError, Errors } from '../../errors';
import type { EntityAccess } from '../access';
import type { DbRow, EngineDb } from '../engine-db';
import { chunks } from '../engine-db';
import type { EntityRegistry, ResolvedEntity } from '../registry';
import { assignSerials } from '../serials/assign-serials';
import { assignTreeCodes } from '../serials/assign-tree-codes';
import type { Candidate } from './candidates';
import { violatedUniqueRule } from './uniques';

const INSERT_CHUNK = 100;

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

export function insertRowOf(access: EntityAccess, candidate: Candidate, now = formatDateTime()): DbRow {
  const { user, tenantId } = access.principal;
  return {
    id: candidate.id,
    ...auditColumns(access.entity, {
      create_by: user.username,
      create_time: now,
      update_by: null,
      update_time: null,
      sys_org_code: user.orgCode,
    }),
    ...(access.entity.tenantScoped ? { tenant_id: tenantId } : {}),
    ...columnsOf(access.entity, candidate.values),
  };
}

/** `counters`: where serial numbers are taken (EngineDeps.counterDb), by default in `db`'s transaction. */
export async function insertCandidates(
  db: EngineDb,
  access: EntityAccess,
  candidates: readonly Candidate[],
  counters: EngineDb | null = null,
): Promise<void> {
  const now = formatDateTime();
  await assignSerials(counters ?? db, access, candidates);
  await assignTreeCodes(db, access, candidates);
  for (const part of chunks(candidates, INSERT_CHUNK)) {
    await db
      .insertInto(access.entity.table)
      .values(part.map((c) => insertRowOf(access, c, now)))
      .execute();
  }
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
