// Running a declared operation on records: each record on its own, in its own transaction, answered
// row by row. Within the transaction the record is read in the user's tenant and data rules, its state
// must be one the operation starts from, the step values pass the form's rules (required step fields,
// dictionaries, referenced rows, unique fields), the opinion is there when required, every guard lets
// it pass; then one conditional update writes the step values, the `set` values and the new state —
// only if the state is still the one read (a concurrent change answers 该记录状态已变更，请刷新后重试
// and writes nothing) — the step's files are linked to the record, the flow log gets its row and the
// effects run. The messages effects send (context.notify) go out once the transaction has committed.
import path from 'node:path';
import { sql } from 'kysely';
import type { DefinitionProblem } from '../../../shared/schema-language/validate';
import { DEFINITION_FILES } from '../../definitions/definition-files';
import type { EngineHooks } from '../hooks';
import type { EntityRegistry } from '../registry';
import { formatDateTime } from '../../../shared/date-format';
import type { OperationRequest, OperationRowResult } from '../../../shared/engine-operations';
import { OPERATION_LIMITS, OPERATION_TEXTS } from '../../../shared/engine-operations';
import { normalizeFieldValue } from '../../../shared/validation/field-values';
import { declaredValue } from '../../../shared/value-tokens';
import { conditionHolds } from '../../../shared/validation/record-rules';
import { waitOver } from '../../../shared/operation-wait';
import type { TokenContext } from '../../../shared/value-tokens';
import type { StoredValue } from '../../../shared/validation/field-values';
import { AppError, Errors } from '../../errors';
import type { EngineDeps, EntityAccess } from '../access';
import { accessOf, assertWithinRuleConditions, withinRestrictions } from '../access';
import type { Principal } from '../principal';
import type { ResolvedOperation } from '../behaviour';
import { hookNamed } from '../hooks';
import type { OperationContext } from '../hooks';
import { rowsInTenant } from '../records';
import { refreshTimeRules } from '../time-rules/refresh';
import { refreshMaintained } from '../maintained-values';
import { linkStepFiles } from '../write/attachments';
import { checkCandidate } from '../write/candidates';
import type { Candidate } from '../write/candidates';
import { insertNewCandidates } from '../write/import-rows';
import { newId } from '../../db/ids';
import { isCollectionOperation } from '../../../shared/schema-language/operations';
import { failureOf } from '../write/failures';
import { mapWriteError } from '../write/persist';
import { checkReferences } from '../write/references';
import { checkUniques } from '../write/uniques';
import type { EngineDb } from '../engine-db';
import { writeFlowLog } from './flow-log';
import type { NoticeOutbox } from './step-notices';
import { isStoredPath, storedPathsOf } from '../../../shared/uploads';
import { STORED_FILE_MESSAGES } from '../../../shared/validation/stored-files';

export interface OperationInput {
  values: Readonly<Record<string, unknown>>;
  opinion: string | null;
  attachments: string | null;
}

/** The values an operation's `set` writes, normalized for their fields. */
function setValues(
  access: EntityAccess,
  operation: ResolvedOperation,
  tokens: TokenContext,
): Record<string, StoredValue> {
  const values: Record<string, StoredValue> = {};
  for (const [key, declared] of Object.entries(operation.definition.set ?? {})) {
    const field = access.entity.field(key)!;
    const normalized = normalizeFieldValue(field.definition, declaredValue(declared, tokens));
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
  outbox: NoticeOutbox,
): Promise<void> {
  const { entity, principal } = access;
  const lifecycle = entity.lifecycle;
  const [before] = await rowsInTenant(db, access, [id]);
  if (!before) throw Errors.recordNotFound();
  if (!withinRestrictions(access, before)) throw Errors.dataForbidden();
  // A step may move the record out of the menu data rules (its state changes); it must start within them.
  await assertWithinRuleConditions(db, access, [id]);
  const state = lifecycle ? String(before[lifecycle.field.key] ?? '') : null;
  if (operation.from && (state === null || !operation.from.has(state)))
    throw Errors.operationNotFromState(operation.label, await stateText(deps, access, state ?? ''));
  const when = operation.definition.when;
  if (when && !conditionHolds(entity.definition, when, before))
    throw Errors.operationNotForRecord(operation.label);
  const wait = operation.definition.after;
  if (wait && !waitOver(entity.definition, wait, before))
    throw Errors.operationNotYet(operation.label, entity.field(wait.field)?.label ?? wait.field, wait.days);

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
    ...setValues(access, operation, { now: at, user: principal.user, opinion: input.opinion }),
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
    operate: (entityName, operationName, ids, values = {}, opinion = null) =>
      chainOperation(deps, db, principal, entityName, operationName, ids, values, outbox, opinion),
    insert: (entityName, records) => insertFromEffect(deps, db, principal, entityName, records),
    notify: (recipients, title, content) => outbox.push({ entity, recordId: id, recipients, title, content }),
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
  await refreshTimeRules(db, entity, [id], {
    from: state,
    to: lifecycle ? String(changes[lifecycle.field.key] ?? state) : null,
  });
  await refreshMaintained(deps, db, entity, [before, { ...before, ...changes }]);
  await linkStepFiles(db, access, candidate, input.attachments);

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

/** An operation an effect takes on other records, in the same transaction (OperationContext.operate). */
export async function chainOperation(
  deps: EngineDeps,
  db: EngineDb,
  principal: Principal,
  entityName: string,
  operationName: string,
  ids: readonly string[],
  values: Record<string, unknown>,
  /** The messages of the step taking it, delivered after its commit. */
  outbox: NoticeOutbox,
  opinion: string | null = null,
): Promise<void> {
  const entity = deps.registry.get(entityName);
  const operation = entity?.operation(operationName);
  if (!entity || !operation || isCollectionOperation(operation.definition))
    throw new Error(`No operation on records "${operationName}" on entity "${entityName}"`);
  // Read through the step's transaction: on SQLite another connection would wait for it to end.
  const access = await accessOf({ ...deps, db }, principal, entity);
  for (const id of ids)
    await runOne(deps, db, access, operation, id, { values, opinion, attachments: null }, outbox);
}

/** Records an effect adds, in the same transaction (OperationContext.insert). */
export async function insertFromEffect(
  deps: EngineDeps,
  db: EngineDb,
  principal: Principal,
  entityName: string,
  records: readonly Record<string, unknown>[],
): Promise<string[]> {
  const entity = deps.registry.get(entityName);
  if (!entity) throw new Error(`No entity "${entityName}"`);
  const access = await accessOf({ ...deps, db }, principal, entity);
  const dictionaries = await deps.dictionaries.all();
  const candidates = records.map((record, index) =>
    checkCandidate(access, record, { id: newId(), index, existing: null, dictionaries }),
  );
  for (const candidate of candidates)
    if (!withinRestrictions(access, candidate.merged)) throw Errors.dataForbidden();
  const refused = (list: readonly Candidate[]) => list.find((c) => Object.keys(c.errors).length > 0);
  const invalid =
    refused(candidates) ??
    refused(await insertNewCandidates(deps, db, access, candidates)) ??
    refused(candidates);
  if (invalid) throw failureOf(entity, invalid, [])!;
  deps.written(entity.name);
  return candidates.map((c) => c.id);
}

/** The step form's values as sent (an object, or none). */
export const stepValues = (body: Partial<OperationRequest> | null | undefined): Record<string, unknown> =>
  body?.values && typeof body.values === 'object' && !Array.isArray(body.values) ? body.values : {};

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
  const values = stepValues(body);
  const attachments = typeof body?.attachments === 'string' ? body.attachments.trim() || null : null;
  const paths = storedPathsOf(attachments ?? '');
  if (!paths.every(isStoredPath)) throw Errors.operationRefused(STORED_FILE_MESSAGES.notStoredFile);
  if (paths.length > OPERATION_LIMITS.maxAttachments)
    throw Errors.operationRefused(STORED_FILE_MESSAGES.tooManyFiles(OPERATION_LIMITS.maxAttachments));
  return { ids, input: { values, opinion, attachments } };
}

/**
 * The deps with the dictionaries as loaded now, for a step's transaction: the dictionary cache
 * reloads through the main connection once it is a minute old (or cleared), and on SQLite (one
 * connection) that read inside the transaction would wait for the transaction, which waits for it.
 */
export async function withLoadedDictionaries(deps: EngineDeps): Promise<EngineDeps> {
  const map = await deps.dictionaries.all();
  return {
    ...deps,
    dictionaries: {
      all: () => Promise.resolve(map),
      items: (code) => Promise.resolve(map[code] ?? []),
      clear: () => deps.dictionaries.clear(),
    },
  };
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
      const outbox: NoticeOutbox = [];
      const stepDeps = await withLoadedDictionaries(deps);
      await deps.db
        .transaction()
        .execute((trx) => runOne(stepDeps, trx, access, operation, id, input, outbox));
      await deps.notices.deliver(deps.db, outbox);
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
        [
          'hooks',
          operation.hooks ?? [],
          isCollectionOperation(operation) ? hooks.collectionEffects : hooks.effects,
        ],
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
