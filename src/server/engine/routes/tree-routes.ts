// The level endpoints of a tree entity, as JeecgBoot's tree lists call them: childList (a node's
// children: a page, or a bare array where the schema says JeecgBoot's controller answered one),
// rootList (a page of the roots, the list's filters applying) and getChildListBatch (the children of
// several expanded nodes in one page). All read with the user's list access and scope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageResult } from '../../../shared/api-types';
import { entityEndpoints } from '../../../shared/engine-api';
import { ok } from '../../http/result';
import type { Engine } from '../index';
import type { EngineRow, EntityAccess } from '../access';
import { scopeConditions } from '../access';
import { paramText, simpleFilters } from '../filters';
import type { QueryParams } from '../filters';
import { MAX_PAGE_SIZE, queryAll, queryPage, TREE_ROOT_VALUES } from '../list-query';
import type { ResolvedEntity } from '../registry';
import { sortKeys } from '../sorting';
import { inList, isBlank } from '../sql-conditions';
import { comparableValues } from '../filter-values';
import { parseIds } from '../write/delete-records';

const paramsOf = (request: FastifyRequest) => (request.query ?? {}) as QueryParams;

const wholePage = (records: EngineRow[]): PageResult<EngineRow> => ({
  records,
  total: records.length,
  size: MAX_PAGE_SIZE,
  current: 1,
  pages: 1,
});

export function registerTreeRoutes(
  api: FastifyInstance,
  engine: Engine,
  entity: ResolvedEntity,
  listGuard: object,
): void {
  const tree = entity.tree;
  if (!tree) return;
  const paths = entityEndpoints(entity.definition);
  const { deps } = engine;
  const bareArray = entity.definition.tree?.childListAnswer === 'array';

  /** Rows under the given parents (none given: the roots), the request's other filters applying. */
  const childrenOf = async (access: EntityAccess, params: QueryParams, parents: readonly string[]) => {
    const conditions = [
      ...scopeConditions(access),
      ...simpleFilters(access, { ...params, [tree.parent.key]: '' }, deps.dialect),
      parents.length
        ? inList(tree.parent.column, comparableValues(tree.parent, parents))
        : isBlank(tree.parent.column, TREE_ROOT_VALUES),
    ];
    return queryAll(deps, access, conditions, sortKeys(access, params));
  };
  const accessOf = (request: FastifyRequest) => engine.authorize(request, entity.name, 'list');

  api.get(paths.childList, listGuard, async (request) => {
    const params = paramsOf(request);
    const pid = paramText(params.pid ?? params[tree.parent.key]).trim();
    const records = await childrenOf(await accessOf(request), params, pid ? [pid] : []);
    return ok(bareArray ? records : wholePage(records));
  });

  api.get(paths.rootList, listGuard, async (request) =>
    ok(await queryPage(deps, await accessOf(request), paramsOf(request), { treeRoots: true })),
  );

  api.get(paths.childListBatch, listGuard, async (request) => {
    const params = paramsOf(request);
    const parents = parseIds(params.parentIds);
    const { parentIds: _ignored, ...filters } = params;
    return ok(wholePage(await childrenOf(await accessOf(request), filters, parents)));
  });
}
