// /sys/tenant/*: the tenants (contract §5.2 SysTenant: integer id, name, dates, status). Hand-written
// because the id is an integer the administrator chooses, which the engine's string ids do not fit.
// Every endpoint is guarded by its button code (510 otherwise); writes are transactional.
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { PageResult, Tenant } from '../../../shared/api-types';
import { formatDateTime } from '../../../shared/date-format';
import { PAGINATION } from '../../../shared/limits';
import {
  TENANT_CODES,
  TENANT_PATHS,
  TENANT_STATUS,
  TENANT_TEXTS,
} from '../../../shared/tenants/tenant-texts';
import { escapeLike } from '../../engine/sql-conditions';
import { MAX_PAGE_SIZE } from '../../engine/list-query';
import { principalOf } from '../../engine/principal';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { toTenant } from '../sys/user-profile';
import { parseTenantInput, tenantIdOf, tenantIdsOf } from './tenant-input';
import { pageNumber } from '../../http/page-number';

type Query = FastifyRequest<{ Querystring: Record<string, unknown> }>;
type Body = FastifyRequest<{ Body: unknown }>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const positiveInt = (value: unknown, fallback: number) => {
  const n = Number(text(value));
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function registerTenantRoutes(app: FastifyInstance, { db, dialect, engine }: AppServices): void {
  const byId = (id: number) => db.selectFrom('sysTenant').selectAll().where('id', '=', id).executeTakeFirst();

  app.get(TENANT_PATHS.list, allow.anyOf(TENANT_CODES.list), async (request: Query) => {
    const q = request.query;
    const size = Math.min(positiveInt(q.pageSize, PAGINATION.defaultPageSize), MAX_PAGE_SIZE);
    const current = pageNumber(text(q.pageNo), size);
    let query = db.selectFrom('sysTenant');
    const name = text(q.name);
    if (name) {
      const operator = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
      query = query.where(sql<boolean>`name ${operator} ${`%${escapeLike(name)}%`} escape '\\'`);
    }
    const id = tenantIdOf(q.id);
    if (text(q.id)) query = id === null ? query.where(sql<boolean>`1 = 0`) : query.where('id', '=', id);
    const status = text(q.status);
    if (status === '0' || status === '1') query = query.where('status', '=', Number(status));
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((current - 1) * size)
        .execute(),
    ]);
    const total = Number(count.n);
    const page: PageResult<Tenant> = {
      records: rows.map(toTenant),
      total,
      size,
      current,
      pages: Math.ceil(total / size),
    };
    return ok(page);
  });

  app.get(TENANT_PATHS.queryById, allow.anyOf(TENANT_CODES.list), async (request: Query) => {
    const id = tenantIdOf(request.query.id);
    const row = id === null ? undefined : await byId(id);
    if (!row) throw Errors.recordNotFound();
    return ok(toTenant(row));
  });

  // JeecgBoot: the tenants a user may be linked to, by ids or all; status only, dates ignored.
  app.get(TENANT_PATHS.queryList, allow.anyOf(TENANT_CODES.list), async (request: Query) => {
    let query = db.selectFrom('sysTenant').selectAll().where('status', '=', TENANT_STATUS.normal);
    if (text(request.query.ids)) query = query.where('id', 'in', tenantIdsOf(request.query.ids));
    const rows = await query.orderBy('id').limit(MAX_PAGE_SIZE).execute();
    return ok(rows.map(toTenant));
  });

  app.post(TENANT_PATHS.add, allow.anyOf(TENANT_CODES.add), async (request: Body) => {
    const { user } = await principalOf(request, db);
    const input = parseTenantInput(request.body);
    const saved = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('sysTenant')
        .select('id')
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (taken) throw Errors.tenantInvalid(TENANT_TEXTS.idTaken);
      const row = { ...input, createBy: user.username, createTime: formatDateTime() };
      await trx.insertInto('sysTenant').values(row).execute();
      return row;
    });
    return ok(toTenant(saved), SuccessMessages.added);
  });

  app.put(TENANT_PATHS.edit, allow.anyOf(TENANT_CODES.edit), async (request: Body) => {
    const input = parseTenantInput(request.body);
    const saved = await db.transaction().execute(async (trx) => {
      const { id, ...changes } = input;
      const result = await trx.updateTable('sysTenant').set(changes).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw Errors.recordNotFound();
      return trx.selectFrom('sysTenant').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    });
    return ok(toTenant(saved), SuccessMessages.edited);
  });

  // Table names come from the entity registry (the schemas), never from the request.
  const scopedEntities = engine.registry.entities.filter((e) => e.tenantScoped);

  /** Deletes tenants no user belongs to and no tenant-scoped row names (both would be orphaned). */
  const remove = async (ids: number[]) => {
    await db.transaction().execute(async (trx) => {
      const users = await trx
        .selectFrom('sysUserTenant')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenantId', 'in', ids)
        .executeTakeFirstOrThrow();
      if (Number(users.n) > 0) throw Errors.tenantHasUsers(Number(users.n));
      for (const entity of scopedEntities) {
        const used =
          await sql`select 1 from ${sql.table(entity.table)} where tenant_id in (${sql.join(ids)}) limit 1`.execute(
            trx,
          );
        if (used.rows.length > 0) throw Errors.tenantInvalid(TENANT_TEXTS.hasData(entity.title));
      }
      const result = await trx.deleteFrom('sysTenant').where('id', 'in', ids).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw Errors.recordNotFound();
    });
  };

  app.delete(TENANT_PATHS.delete, allow.anyOf(TENANT_CODES.delete), async (request: Query) => {
    const id = tenantIdOf(request.query.id);
    if (id === null) throw Errors.recordNotFound();
    await remove([id]);
    return ok(null, SuccessMessages.deleted);
  });

  app.delete(TENANT_PATHS.deleteBatch, allow.anyOf(TENANT_CODES.deleteBatch), async (request: Query) => {
    await remove(tenantIdsOf(request.query.ids));
    return ok(null, SuccessMessages.deleted);
  });

  // Freeze or unfreeze at once, like /sys/user/frozenBatch: body { ids: '1,2', status: 0 | 1 }.
  app.put(TENANT_PATHS.frozenBatch, allow.anyOf(TENANT_CODES.frozen), async (request: Body) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      unknown
    >;
    const ids = tenantIdsOf(typeof body.ids === 'number' ? String(body.ids) : body.ids);
    const status = Number(body.status);
    if (status !== TENANT_STATUS.normal && status !== TENANT_STATUS.frozen)
      throw Errors.tenantInvalid(TENANT_TEXTS.statusInvalid);
    const result = await db
      .updateTable('sysTenant')
      .set({ status })
      .where('id', 'in', ids)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw Errors.recordNotFound();
    return ok(null, status === TENANT_STATUS.frozen ? TENANT_TEXTS.frozenDone : TENANT_TEXTS.unfrozenDone);
  });
}
