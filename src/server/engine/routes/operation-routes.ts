// The endpoints of declared operations: POST <api>/operation/<name> per operation, guarded by its
// permission code, taking one record or a batch (each answered on its own) — or, for a collection
// operation, no ids, only its form's values (answered with a count); GET <api>/flowLog?id= the
// record's timeline, for users who may read the record.
import type { FastifyInstance } from 'fastify';
import type {
  CollectionOperationResult,
  OperationRequest,
  OperationResult,
} from '../../../shared/engine-operations';
import { OPERATION_TEXTS, operationEndpoints } from '../../../shared/engine-operations';
import { RESULT_CODES } from '../../../shared/api-types';
import { actionCode } from '../../../shared/schema-language/entity-permissions';
import { allow } from '../../auth/route-access';
import { Errors } from '../../errors';
import { failure, ok } from '../../http/result';
import { accessOf } from '../access';
import type { Engine } from '../index';
import { readFlowLog } from '../operations/flow-log';
import { operationInput, runOperation, stepValues } from '../operations/run-operation';
import { runCollectionOperation } from '../operations/run-collection-operation';
import { isCollectionOperation } from '../../../shared/schema-language/operations';
import { recordsByIds } from '../records';
import type { ResolvedEntity } from '../registry';
import { paramText } from '../filters';

export function registerOperationRoutes(api: FastifyInstance, engine: Engine): void {
  for (const entity of engine.registry.withApi())
    if (entity.operations.length > 0) registerEntityOperations(api, engine, entity);
}

function registerEntityOperations(api: FastifyInstance, engine: Engine, entity: ResolvedEntity): void {
  const paths = operationEndpoints(entity.definition);
  const { deps } = engine;

  for (const operation of entity.operations) {
    api.post<{ Body: Partial<OperationRequest> }>(
      paths.operation(operation.name),
      allow.anyOf(operation.code),
      async (request) => {
        if (isCollectionOperation(operation.definition)) {
          const access = await accessOf(deps, await engine.principal(request), entity);
          const count = await runCollectionOperation(deps, access, operation, stepValues(request.body));
          const result: CollectionOperationResult = { count };
          return ok(result, OPERATION_TEXTS.collectionDone(operation.label, count));
        }
        const { ids, input } = operationInput(request.body);
        const access = await accessOf(deps, await engine.principal(request), entity);
        const rows = await runOperation(deps, access, operation, ids, input);
        const succeeded = rows.filter((r) => r.success).length;
        const result: OperationResult = { rows, succeeded, failed: rows.length - succeeded };
        if (rows.length === 1) {
          const [row] = rows;
          return row!.success ? ok(result, row!.message) : failure(RESULT_CODES.error, row!.message, result);
        }
        const message = OPERATION_TEXTS.batchDone(operation.label, succeeded, result.failed);
        return succeeded > 0 ? ok(result, message) : failure(RESULT_CODES.error, message, result);
      },
    );
  }

  api.get(paths.flowLog, allow.anyOf(actionCode(entity.definition, 'list')), async (request) => {
    const id = paramText((request.query as Record<string, unknown>).id).trim();
    const access = await accessOf(deps, await engine.principal(request), entity);
    if (!id || (await recordsByIds(deps.db, access, [id])).length === 0) throw Errors.recordNotFound();
    return ok(await readFlowLog(deps.db, deps.dictionaries, entity, id));
  });
}
