// /sys/dictItem/*: the dictionary-item drawer of a JeecgBoot 2.4 client, one item at a time. Thin
// aliases over the schema engine: items are the sub-table rows of the sysDict entity, so listing
// needs the dictionary list code, every write the dictionary edit code, and the writes go through the
// engine's write layer (form rules, unique value within its dictionary, one transaction, and the
// dictionary cache dropped on write so getDictItems sees the change at once).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPAT_PATHS, COMPAT_TEXTS } from '../../../shared/compatibility/compat-api';
import { actionCode } from '../../../shared/schema-language/entity-permissions';
import type { EntityAction } from '../../../shared/schema-language/entity';
import { allow } from '../../auth/route-access';
import type { Engine, EntityAccess } from '../../engine';
import { paramText } from '../../engine/filters';
import type { QueryParams } from '../../engine/filters';
import { queryPage } from '../../engine/list-query';
import { deleteRecords, parseIds } from '../../engine/write/delete-records';
import { asObject } from '../../engine/write/candidates';
import { saveRecord } from '../../engine/write/save-record';
import { allOf, compare } from '../../engine/sql-conditions';
import type { SaveMode } from '../../engine/write/save-record';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';

const DICT_ENTITY = 'sysDict';
const ITEM_ENTITY = 'sysDictItem';

const paramsOf = (request: FastifyRequest) => (request.query ?? {}) as QueryParams;

export function registerDictItemRoutes(api: FastifyInstance, { engine }: AppServices): void {
  const dict = engine.registry.get(DICT_ENTITY);
  if (!dict) return;
  const guard = (action: EntityAction) => allow.anyOf(actionCode(dict.definition, action));

  /** The user's access to the items, through their access to the dictionaries. */
  const itemAccess = async (request: FastifyRequest, action: EntityAction) => {
    const access = await engine.authorize(request, DICT_ENTITY, action);
    const sub = access.entity.subTables.find((s) => s.entity.name === ITEM_ENTITY);
    if (!sub) throw Errors.entityUnknown();
    return (await engine.subAccess(access))(sub);
  };

  api.get(COMPAT_PATHS.dictItemList, guard('list'), async (request) =>
    ok(await queryPage(engine.deps, await itemAccess(request, 'list'), paramsOf(request))),
  );

  const save = (mode: SaveMode) => async (request: FastifyRequest) => {
    const access = await itemAccess(request, 'edit');
    const body = { ...asObject(request.body) };
    // An item stays in its dictionary; a new one must name a dictionary that exists.
    if (mode === 'edit') delete body.dictId;
    else await assertDictExists(engine, paramText(body.dictId).trim());
    await saveRecord(engine.deps, access, () => access, body, mode);
    return ok(null, mode === 'add' ? COMPAT_TEXTS.dictItemSaved : COMPAT_TEXTS.dictItemEdited);
  };
  api.post(COMPAT_PATHS.dictItemAdd, guard('edit'), save('add'));
  api.put(COMPAT_PATHS.dictItemEdit, guard('edit'), save('edit'));
  api.post(COMPAT_PATHS.dictItemEdit, guard('edit'), save('edit'));

  const remove = (ids: (params: QueryParams) => string[]) => async (request: FastifyRequest) => {
    const access = await itemAccess(request, 'edit');
    await deleteRecords(engine.deps, access, ids(paramsOf(request)));
    return ok(null, COMPAT_TEXTS.dictItemDeleted);
  };
  api.delete(
    COMPAT_PATHS.dictItemDelete,
    guard('edit'),
    remove((params) => parseIds(paramText(params.id))),
  );
  api.delete(
    COMPAT_PATHS.dictItemDeleteBatch,
    guard('edit'),
    remove((params) => parseIds(params.ids)),
  );

  api.get(COMPAT_PATHS.dictItemCheck, guard('edit'), async (request) => {
    const access = await itemAccess(request, 'edit');
    const params = paramsOf(request);
    const taken = await valueTaken(
      engine,
      access,
      paramText(params.dictId).trim(),
      paramText(params.itemValue),
      paramText(params.id).trim(),
    );
    if (taken) throw Errors.dictItemValueTaken();
    return ok(null, COMPAT_TEXTS.dictItemValueAvailable);
  });
}

async function assertDictExists(engine: Engine, dictId: string): Promise<void> {
  const row = dictId
    ? await engine.deps.db
        .selectFrom(engine.registry.get(DICT_ENTITY)!.table)
        .select('id')
        .where('id', '=', dictId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw Errors.dictNotFound();
}

/** Whether another item of the dictionary holds the value (JeecgBoot's dictItemCheck). */
async function valueTaken(engine: Engine, access: EntityAccess, dictId: string, value: string, id: string) {
  const { entity } = access;
  const column = (key: string) => entity.field(key)!.column;
  const conditions = [compare(column('dictId'), '=', dictId), compare(column('itemValue'), '=', value)];
  // On edit the item itself does not count.
  if (id) conditions.push(compare('id', '<>', id));
  const row = await engine.deps.db
    .selectFrom(entity.table)
    .select('id')
    .where(allOf(conditions))
    .executeTakeFirst();
  return row !== undefined;
}
