// The generic endpoints of every entity with an `api` (contract §8; paths from entityEndpoints):
// list, queryById, add, edit (PUT and POST), delete, deleteBatch, one query per sub-table by the main
// id, and the level endpoints of tree entities (tree-routes.ts). Each checks the permission code of its action first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entityEndpoints } from '../../../shared/engine-api';
import { actionCode, offeredActions } from '../../../shared/schema-language/entity-permissions';
import type { EntityAction } from '../../../shared/schema-language/entity';
import { allow } from '../../auth/route-access';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { Engine } from '../index';
import type { EngineRow, EntityAccess } from '../access';
import { scopeConditions } from '../access';
import { completeRecords } from '../derived-values';
import { paramText } from '../filters';
import type { QueryParams } from '../filters';
import { queryAll, queryPage } from '../list-query';
import { registerTreeRoutes } from './tree-routes';
import { recordsByIds } from '../records';
import type { ResolvedEntity, ResolvedSubTable } from '../registry';
import { sortKeys } from '../sorting';
import type { SortKey } from '../sorting';
import { compare } from '../sql-conditions';
import { deleteRecords, parseIds } from '../write/delete-records';
import { requestKeyOf } from '../write/request-keys';
import { saveRecord } from '../write/save-record';
import type { SaveMode } from '../write/save-record';

const paramsOf = (request: FastifyRequest) => (request.query ?? {}) as QueryParams;

export function registerEntityRoutes(api: FastifyInstance, engine: Engine): void {
  for (const entity of engine.registry.withApi()) registerEntity(api, engine, entity);
}

/** One record as the user sees it, with dictionary texts; '未找到对应实体' outside their scope. */
async function recordOf(engine: Engine, access: EntityAccess, id: string): Promise<EngineRow> {
  const [record] = id ? await recordsByIds(engine.deps.db, access, [id]) : [];
  if (!record) throw Errors.recordNotFound();
  await completeRecords(engine.deps, access, [record]);
  return record;
}

function registerEntity(api: FastifyInstance, engine: Engine, entity: ResolvedEntity): void {
  const paths = entityEndpoints(entity.definition);
  const { deps } = engine;
  const offered = new Set(offeredActions(entity.definition));
  const guard = (action: EntityAction) => allow.anyOf(actionCode(entity.definition, action));

  api.get(paths.list, guard('list'), async (request) => {
    const access = await engine.authorize(request, entity.name, 'list');
    return ok(await queryPage(deps, access, paramsOf(request), { treeRoots: true }));
  });

  api.get(paths.queryById, guard('list'), async (request) => {
    const access = await engine.authorize(request, entity.name, 'list');
    return ok(await recordOf(engine, access, paramText(paramsOf(request).id).trim()));
  });

  const save = (mode: SaveMode) => async (request: FastifyRequest) => {
    const access = await engine.authorize(request, entity.name, mode);
    const key = mode === 'add' ? requestKeyOf(request, access.principal.user.id) : null;
    const id = await saveRecord(deps, access, await engine.subAccess(access), request.body, mode, key);
    return ok(
      await recordOf(engine, access, id),
      mode === 'add' ? SuccessMessages.added : SuccessMessages.edited,
    );
  };
  if (offered.has('add')) api.post(paths.add, guard('add'), save('add'));
  if (offered.has('edit')) {
    api.put(paths.edit, guard('edit'), save('edit'));
    api.post(paths.edit, guard('edit'), save('edit'));
  }

  if (offered.has('delete'))
    api.delete(paths.delete, guard('delete'), async (request) => {
      const access = await engine.authorize(request, entity.name, 'delete');
      const id = paramText(paramsOf(request).id).trim();
      if (!id) throw Errors.recordNotFound();
      await deleteRecords(deps, access, [id]);
      return ok(null, SuccessMessages.deleted);
    });

  if (offered.has('deleteBatch'))
    api.delete(paths.deleteBatch, guard('deleteBatch'), async (request) => {
      const access = await engine.authorize(request, entity.name, 'deleteBatch');
      await deleteRecords(deps, access, parseIds(paramsOf(request).ids));
      return ok(null, SuccessMessages.deleted);
    });

  for (const sub of entity.subTables) {
    api.get(paths.subList(sub.entity.name), guard('list'), async (request) => {
      const access = await engine.authorize(request, entity.name, 'list');
      return ok(await subRows(engine, access, sub, paramText(paramsOf(request).id).trim()));
    });
  }

  registerTreeRoutes(api, engine, entity, guard('list'));
}

/** The rows of a sub-table under a main record the user may see, in grid order. */
async function subRows(engine: Engine, access: EntityAccess, sub: ResolvedSubTable, mainId: string) {
  if (!mainId || (await recordsByIds(engine.deps.db, access, [mainId])).length === 0) return [];
  const subAccess = (await engine.subAccess(access))(sub);
  const keys: SortKey[] = sub.sortField
    ? [
        { field: sub.sortField, order: 'asc' },
        { field: sub.entity.field('id')!, order: 'asc' },
      ]
    : sortKeys(subAccess, {});
  const conditions = [...scopeConditions(subAccess), compare(sub.foreignKey.column, '=', mainId)];
  return queryAll(engine.deps, subAccess, conditions, keys);
}
