// Running a declared operation on records: each record on its own, in its own transaction, answered
// row by row. Within the transaction the record is read in the user's tenant and data rules, its state
// must be one the operation starts from, the step values pass the form's rules (required step fields,
// dictionaries, referenced rows, unique fields), the opinion is there when required, every guard lets
// it pass; then one conditional update writes the step values, the `set` values and the new state —
// only if the state is still the one read (a concurrent change answers 该记录状态已变更，请刷新后重试
// and writes nothing) — the flow log gets its row and the effects run.
import path from 'node:path';
import { sql } from 'kysely';
import type { DefinitionProblem } from '../../../shared/schema-language/validate';
import { DEFINITION_FILES } from '../../definitions/definition-files';
import type { EngineHooks } from '../hooks';
import type { EntityRegistry } from '../registry';
import { formatDateTime } from '../../../shared/date-format';
import type { OperationRequest, OperationRowResult } from '../../../shared/engine-operations';
import { OPERATION_LIMITS, OPERATION_TEXTS } from '../../../shared/engine-operations';
import type { OperationValueToken } from '../../../shared/schema-language/entity-vocabulary';
import { OPERATION_VALUE_TOKENS } from '../../../shared/schema-language/entity-vocabulary';
import { normalizeFieldValue } from '../../../shared/validation/field-values';
import type { StoredValue } from '../../../shared/validation/field-values';
import { AppError, Errors } from '../../errors';
import type { EngineDeps, EntityAccess } from '../access';
import { withinRestrictions } from '../access';
import type { ResolvedOperation } from '../behaviour';
import { hookNamed } from '../hooks';
import type { OperationContext } from '../hooks';
import type { Principal } from '../principal';
import { rowsInTenant } from '../records';
import { checkCandidate } from '../write/candidates';
import { failureOf } from '../write/failures';
import { mapWriteError } from '../write/persist';
import { checkReferences } from '../write/references';
import { checkUniques } from '../write/uniques';
import type { EngineDb } from '../engine-db';
import { writeFlowLog } from './flow-log';
import { isStoredPath, storedPathsOf } from '../../../shared/uploads';
import { STORED_FILE_MESSAGES } from '../../../shared/validation/stored-files';

export interface OperationInput {
  values: Readonly<Record<string, unknown>>;
  opinion: string | null;
  attachments: string | null;
}

const isToken = (value: unknown): value is OperationValueToken =>
  (OPERATION_VALUE_TOKENS as readonly unknown[]).includes(value);

function tokenValue(token: OperationValueToken, principal: Principal, opinion: string | null, at: string) {
  switch (token) {
    case '$now':
      return at;
    case '$today':
      return at.slice(0, 10);
    case '$userId':
      return principal.user.id;
    case '$username':
      return principal.user.username;
    case '$realname':
      return principal.user.realname;
    case '$opinion':
      return opinion;
  }
}

/** The values an operation's `set` writes, normalized for their fields. */
function setValues(
  access: EntityAccess,
  operation: ResolvedOperation,
  opinion: string | null,
  at: string,
): Record<string, StoredValue> {
  const values: Record<string, StoredValue> = {};
  for (const [key, declared] of Object.entries(operation.definition.set ?? {})) {
    const field = access.entity.field(key)!;
    const raw = isToken(declared) ? tokenValue(declared, access.principal, opinion, at) : declared;
    const normalized = normalizeFieldValue(field.definition, raw);
    values[key] = 'value' in normalized ? normalized.value : null;
  }
  return values;
}

const columnsOf = (access: EntityAccess, values: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [access.entity.field(key)!.column, value]));

/** The state's dictionary text, for messages. */
async function stateText(deps: EngineDeps, access: EntityAccess, state: string): Promise<string> {
  const dict = access.entity.lifecycle?.field.dict;
  if (dict?.kind !== 'plain') return state;
  const items = await deps.dictionaries.items(dict.code);
  return items.find((item) => item.value === state)?.text ?? state;
}

async function runOne(
  deps: EngineDeps,
  db: EngineDb,
  access: EntityAccess,
  operation: ResolvedOperation,
  id: string,
  input: OperationInput,
): Promise<void> {
  const { entity, principal } = access;
  const lifecycle = entity.lifecycle;
  const [before] = await rowsInTenant(db, access, [id]);
  if (!before) throw Errors.recordNotFound();
  if (!withinRestrictions(access, before)) throw Errors.dataForbidden();
  const state = lifecycle ? String(before[lifecycle.field.key] ?? '') : null;
  if (operation.from && (state === null || !operation.from.has(state)))
    throw Errors.operationNotFromState(operation.label, await stateText(deps, access, state ?? ''));

  const candidate = checkCandidate(access, input.values, {
    id,
    index: 0,
    existing: before,
    dictionaries: await deps.dictionaries.all(),
    step: { keys: operation.fields.map((f) => f.key), required: operation.required },
  });
  await checkReferences(deps, db, access, [candidate]);
  await checkUniques(db, access, [candidate]);
  const failure = failureOf(entity, candidate, []);
  if (failure) throw failure;
  if (operation.definition.opinion === 'required' && !input.opinion) throw Errors.opinionRequired();

  const at = formatDateTime();
  const changes: Record<string, unknown> = {
    ...candidate.values,
    ...setValues(access, operation, input.opinion, at),
    ...(lifecycle && operation.to ? { [lifecycle.field.key]: operation.to } : {}),
  };
  const context: OperationContext = {
    db,
    registry: deps.registry,
    access,
    operation: operation.definition,
    before,
    changes,
    opinion: input.opinion,
  };
  for (const name of operation.definition.guards ?? []) {
    const refusal = await hookNamed(deps.hooks.guards, name)!(context);
    if (refusal) throw Errors.operationRefused(refusal);
  }

  let update = db
    .updateTable(entity.table)
    .set({
      ...columnsOf(access, changes),
      ...(entity.field('updateBy') ? { update_by: principal.user.username, update_time: at } : {}),
    })
    .where(sql.ref('id'), '=', id);
  if (entity.tenantScoped) update = update.where(sql.ref('tenant_id'), '=', principal.tenantId);
  // The state read above must still be the state: a concurrent step leaves this one nothing to update.
  if (lifecycle) update = update.where(sql.ref(lifecycle.field.column), '=', state);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw Errors.operationStateChanged();

  await writeFlowLog(db, {
    entity,
    recordId: id,
    operation,
    fromState: state,
    toState: lifecycle ? String(changes[lifecycle.field.key] ?? state) : null,
    opinion: input.opinion,
    attachments: input.attachments,
    principal,
    at,
  });
  const after = { ...before, ...changes };
  for (const name of operation.definition.hooks ?? [])
    await hookNamed(deps.hooks.effects, name)!({ ...context, after });
}

/** The request's ids, opinion and attachments, checked; the values as sent. */
export function operationInput(body: Partial<OperationRequest> | null | undefined): {
  ids: string[];
  input: OperationInput;
} {
  const raw = body?.ids;
  const ids = [
    ...new Set((Array.isArray(raw) ? raw : []).filter((id): id is string => typeof id === 'string' && !!id)),
  ];
  if (ids.length === 0) throw Errors.operationRefused(OPERATION_TEXTS.noSelection);
  if (ids.length > OPERATION_LIMITS.maxIds) throw Errors.tooManyIds(OPERATION_LIMITS.maxIds);
  const opinion = typeof body?.opinion === 'string' ? body.opinion.trim() || null : null;
  if (opinion && opinion.length > OPERATION_LIMITS.opinionMaxLength) throw Errors.opinionTooLong();
  const values =
    body?.values && typeof body.values === 'object' && !Array.isArray(body.values) ? body.values : {};
  const attachments = typeof body?.attachments === 'string' ? body.attachments.trim() || null : null;
  const paths = storedPathsOf(attachments ?? '');
  if (!paths.every(isStoredPath)) throw Errors.operationRefused(STORED_FILE_MESSAGES.notStoredFile);
  if (paths.length > OPERATION_LIMITS.maxAttachments)
    throw Errors.operationRefused(STORED_FILE_MESSAGES.tooManyFiles(OPERATION_LIMITS.maxAttachments));
  return { ids, input: { values, opinion, attachments } };
}

/** Takes the operation on every record, each in its own transaction; answers each record's outcome. */
export async function runOperation(
  deps: EngineDeps,
  access: EntityAccess,
  operation: ResolvedOperation,
  ids: readonly string[],
  input: OperationInput,
): Promise<OperationRowResult[]> {
  const results: OperationRowResult[] = [];
  for (const id of ids) {
    try {
      await deps.db.transaction().execute((trx) => runOne(deps, trx, access, operation, id, input));
      results.push({ id, success: true, message: OPERATION_TEXTS.done(operation.label) });
    } catch (error) {
      const known = mapWriteError(error, deps.registry, access.entity);
      if (!(known instanceof AppError)) throw error;
      results.push({ id, success: false, message: known.message });
    }
  }
  if (results.some((r) => r.success)) deps.written(access.entity.name);
  return results;
}

/** Every guard or effect an operation names that the registry lacks, as definition problems. */
export function checkOperationHooks(registry: EntityRegistry, hooks: EngineHooks): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  for (const entity of registry.entities) {
    const file = path.join('schemas', DEFINITION_FILES.entities, `${entity.name}.json`);
    entity.definition.operations?.forEach((operation, index) => {
      for (const [kind, names, known] of [
        ['guards', operation.guards ?? [], hooks.guards],
        ['hooks', operation.hooks ?? [], hooks.effects],
      ] as const)
        names.forEach((name, i) => {
          if (!hookNamed<unknown>(known, name))
            problems.push({
              file,
              pointer: `/operations/${index}/${kind}/${i}`,
              reason: `unknown ${kind === 'guards' ? 'guard' : 'effect'} "${name}" (registered: ${Object.keys(known).join(', ') || 'none'})`,
            });
        });
    });
  }
  return problems;
}
