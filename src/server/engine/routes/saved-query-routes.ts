// Saved advanced queries of the signed-in user, per page (ENGINE_PATHS.savedQueries): list own,
// save (a title that exists needs overwrite: SAVED_QUERY_EXISTS_CODE asks the client to confirm),
// delete own. Another user's queries are neither listed nor deletable.
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ENGINE_PATHS, SAVED_QUERY_EXISTS_CODE, SUPER_QUERY_RULES } from '../../../shared/engine-api';
import type { SavedQuery, SuperQueryCondition, SuperQueryRule } from '../../../shared/engine-api';
import { formatDateTime } from '../../../shared/date-format';
import { authOf } from '../../auth/authenticate';
import type { Database } from '../../db/tables';
import { newId } from '../../db/ids';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';

export const SAVED_QUERY_LIMITS = { pageKey: 100, title: 100, records: 100, json: 20 * 1024 } as const;

const PAGE_KEY = /^[A-Za-z0-9:._/-]{1,100}$/;

function pageKeyOf(value: unknown): string {
  const key = typeof value === 'string' ? value.trim() : '';
  if (!PAGE_KEY.test(key)) throw Errors.pageKeyInvalid();
  return key;
}

/** The conditions worth saving: a known rule on a named field with a value. */
function conditionsOf(value: unknown): SuperQueryCondition[] {
  if (!Array.isArray(value)) return [];
  const text = (v: unknown) =>
    Array.isArray(v) ? v.join(',') : typeof v === 'object' || v === undefined || v === null ? '' : String(v);
  return value
    .filter(
      (item): item is Record<string, unknown> => !!item && typeof item === 'object' && !Array.isArray(item),
    )
    .map((item) => {
      const condition: SuperQueryCondition = {
        field: text(item.field).trim(),
        rule: text(item.rule).trim() as SuperQueryRule,
        val: text(item.val),
      };
      for (const key of ['type', 'dbType', 'dictCode'] as const)
        if (item[key]) condition[key] = text(item[key]);
      return condition;
    })
    .filter((c) => c.field && c.val.trim() !== '' && SUPER_QUERY_RULES.includes(c.rule));
}

function toSavedQuery(row: Database['sysSavedQuery']): SavedQuery {
  return {
    id: row.id,
    pageKey: row.pageKey,
    title: row.title,
    matchType: row.matchType === 'or' ? 'or' : 'and',
    records: JSON.parse(row.records) as SuperQueryCondition[],
    createTime: row.createTime,
  };
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

export function registerSavedQueryRoutes(api: FastifyInstance, db: Kysely<Database>): void {
  api.get(ENGINE_PATHS.savedQueries, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    const pageKey = pageKeyOf((request.query as Record<string, unknown>).pageKey);
    const rows = await db
      .selectFrom('sysSavedQuery')
      .selectAll()
      .where('userId', '=', user.id)
      .where('pageKey', '=', pageKey)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
    return ok(rows.map(toSavedQuery));
  });

  api.post(ENGINE_PATHS.savedQueries, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const pageKey = pageKeyOf(body.pageKey);
    const records = conditionsOf(body.records);
    if (records.length === 0) throw Errors.savedQueryEmpty();
    const title = typeof body.title === 'string' ? body.title.trim() : '';
    if (!title) throw Errors.savedQueryTitleEmpty();
    const json = JSON.stringify(records);
    if (
      title.length > SAVED_QUERY_LIMITS.title ||
      records.length > SAVED_QUERY_LIMITS.records ||
      json.length > SAVED_QUERY_LIMITS.json
    ) {
      throw Errors.badRequest('查询条件过多或名称过长');
    }
    const row = {
      id: newId(),
      userId: user.id,
      pageKey,
      title,
      matchType: body.matchType === 'or' ? 'or' : 'and',
      records: json,
      createTime: formatDateTime(),
    };
    const exists = () => Errors.savedQueryExists(title, SAVED_QUERY_EXISTS_CODE);
    try {
      const saved = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('sysSavedQuery')
          .select('id')
          .where('userId', '=', user.id)
          .where('pageKey', '=', pageKey)
          .where('title', '=', title)
          .executeTakeFirst();
        if (existing && body.overwrite !== true) throw exists();
        if (existing) {
          await trx
            .updateTable('sysSavedQuery')
            .set({ matchType: row.matchType, records: row.records, createTime: row.createTime })
            .where('id', '=', existing.id)
            .execute();
          return { ...row, id: existing.id };
        }
        await trx.insertInto('sysSavedQuery').values(row).execute();
        return row;
      });
      return ok(toSavedQuery(saved), SuccessMessages.saved);
    } catch (error) {
      throw isUniqueViolation(error) ? exists() : error;
    }
  });

  api.delete(ENGINE_PATHS.savedQueries, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    const id = String((request.query as Record<string, unknown>).id ?? '').trim();
    const result = await db
      .deleteFrom('sysSavedQuery')
      .where('id', '=', id)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw Errors.savedQueryNotFound();
    return ok(null, SuccessMessages.deleted);
  });
}
