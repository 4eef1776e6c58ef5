// 通告管理 (contract §8, §10): list, add, edit (drafts only), delete, deleteBatch. Each route is
// guarded by its button code; content is sanitised before it is stored.
import { allow } from '../../auth/route-access';
import { authOf } from '../../auth/authenticate';
import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_CODES,
  ANNOUNCEMENT_PATHS,
  ANNOUNCEMENT_TEXTS,
  CATEGORIES,
  PRIORITIES,
  SEND_STATUS,
} from '../../../shared/announcements/announcements';
import type { AnnouncementInput } from '../../../shared/announcements/announcements';
import { formatDateTime } from '../../../shared/date-format';
import { principalOf } from '../../engine/principal';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { announcementBodySchema, splitIds, toAnnouncementFields } from './input';
import { addDraft, filteredAnnouncements } from './drafts';
import type { AnnouncementFilters } from './drafts';
import { loadAnnouncement, pageOf, paging, toRecord } from './records';

interface ListQuery extends AnnouncementFilters {
  pageNo?: string;
  pageSize?: string;
}

const listQuerySchema = {
  type: 'object',
  properties: {
    titile: { type: 'string', maxLength: 100 },
    msgCategory: { type: 'string', enum: ['', ...CATEGORIES] },
    priority: { type: 'string', enum: ['', ...PRIORITIES] },
    sendStatus: { type: 'string', enum: ['', ...Object.values(SEND_STATUS)] },
  },
} as const;

export function registerAnnouncementAdminRoutes(api: FastifyInstance, { db, dialect }: AppServices): void {
  api.get<{ Querystring: ListQuery }>(
    ANNOUNCEMENT_PATHS.list,
    { ...allow.anyOf(ANNOUNCEMENT_CODES.list), schema: { querystring: listQuerySchema } },
    async (request) => {
      const q = request.query;
      const page = paging(q);
      const query = filteredAnnouncements(db, dialect, q);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('createTime', 'desc')
          .orderBy('id', 'desc')
          .limit(page.size)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok(pageOf(rows.map(toRecord), Number(count.total), page));
    },
  );

  api.post<{ Body: AnnouncementInput }>(
    ANNOUNCEMENT_PATHS.add,
    { ...allow.anyOf(ANNOUNCEMENT_CODES.add), schema: { body: announcementBodySchema } },
    async (request) => {
      const { user } = await principalOf(request, db);
      await addDraft(db, user, request.body);
      return ok(null, SuccessMessages.added);
    },
  );

  const edit = async (request: { body: AnnouncementInput }, username: string) => {
    const row = await loadAnnouncement(db, request.body.id);
    // Published or revoked notices are history: recipients already saw them as they were.
    if (row.sendStatus !== SEND_STATUS.draft) throw Errors.announcementNotDraft();
    const fields = await toAnnouncementFields(db, request.body);
    await db
      .updateTable('sysAnnouncement')
      .set({ ...fields, updateBy: username, updateTime: formatDateTime() })
      .where('id', '=', row.id)
      .where('sendStatus', '=', SEND_STATUS.draft)
      .execute();
    return ok(null, SuccessMessages.edited);
  };
  const editOptions = {
    ...allow.anyOf(ANNOUNCEMENT_CODES.edit),
    schema: { body: { ...announcementBodySchema, required: ['id', ...announcementBodySchema.required] } },
  };
  for (const method of ['PUT', 'POST'] as const) {
    api.route<{ Body: AnnouncementInput }>({
      method,
      url: ANNOUNCEMENT_PATHS.edit,
      ...editOptions,
      handler: async (request) => {
        return edit(request, authOf(request).user.username);
      },
    });
  }

  const softDelete = async (ids: string[], username: string) => {
    await db
      .updateTable('sysAnnouncement')
      .set({ delFlag: 1, updateBy: username, updateTime: formatDateTime() })
      .where('id', 'in', ids)
      .where('delFlag', '=', 0)
      .execute();
  };

  api.delete<{ Querystring: { id?: string } }>(
    ANNOUNCEMENT_PATHS.delete,
    allow.anyOf(ANNOUNCEMENT_CODES.delete),
    async (request) => {
      const { user } = await principalOf(request, db);
      const row = await loadAnnouncement(db, request.query.id);
      await softDelete([row.id], user.username);
      return ok(null, SuccessMessages.deleted);
    },
  );

  api.delete<{ Querystring: { ids?: string } }>(
    ANNOUNCEMENT_PATHS.deleteBatch,
    allow.anyOf(ANNOUNCEMENT_CODES.delete),
    async (request) => {
      const { user } = await principalOf(request, db);
      const ids = splitIds(request.query.ids).filter((id) => id.length <= 32);
      if (ids.length === 0) throw Errors.announcementInvalid(ANNOUNCEMENT_TEXTS.idsRequired);
      await softDelete(ids, user.username);
      return ok(null, SuccessMessages.deleted);
    },
  );
}
