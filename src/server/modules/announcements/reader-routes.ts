// What every signed-in user may do with the announcements addressed to them (contract §10.2):
// queryById (the socket popup's 查看详情), readAll and the paged 我的消息 list.
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_CODES,
  ANNOUNCEMENT_PATHS,
  ANNOUNCEMENT_TEXTS,
  CATEGORIES,
  SEND_STATUS,
} from '../../../shared/announcements/announcements';
import type { MyAnnouncementSend } from '../../../shared/announcements/announcements';
import { isAllowed } from '../../../shared/permission-rules';
import { formatDateTime } from '../../../shared/date-format';
import { authOf } from '../../auth/authenticate';
import { principalOf } from '../../engine/principal';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { deliverBroadcasts } from '../sys/announcement-routes';
import { contains, loadAnnouncement, pageOf, paging, toRecord } from './records';

interface MyQuery {
  pageNo?: string;
  pageSize?: string;
  titile?: string;
  readFlag?: string;
  msgCategory?: string;
}

const myQuerySchema = {
  type: 'object',
  properties: {
    titile: { type: 'string', maxLength: 100 },
    readFlag: { type: 'string', enum: ['', '0', '1'] },
    msgCategory: { type: 'string', enum: ['', ...CATEGORIES] },
  },
} as const;

export function registerAnnouncementReaderRoutes(api: FastifyInstance, { db, dialect }: AppServices): void {
  api.get<{ Querystring: { id?: string } }>(ANNOUNCEMENT_PATHS.queryById, allow.signedIn, async (request) => {
    const row = await loadAnnouncement(db, request.query.id);
    const principal = await principalOf(request, db);
    if (!isAllowed(ANNOUNCEMENT_CODES.list, principal.held, principal.switchedOff)) {
      // Others see only what was published to them: drafts and other users' notices do not exist.
      const addressed =
        row.sendStatus === SEND_STATUS.published &&
        (row.msgType === 'ALL' ||
          (await db
            .selectFrom('sysAnnouncementSend')
            .select('id')
            .where('anntId', '=', row.id)
            .where('userId', '=', principal.user.id)
            .executeTakeFirst()) !== undefined);
      if (!addressed) throw Errors.announcementNotFound();
    }
    return ok(toRecord(row));
  });

  api.put(ANNOUNCEMENT_PATHS.readAll, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    await deliverBroadcasts(db, user);
    const now = formatDateTime();
    await db
      .updateTable('sysAnnouncementSend')
      .set({ readFlag: '1', readTime: now, updateBy: user.username, updateTime: now })
      .where('userId', '=', user.id)
      .where('readFlag', '=', '0')
      .execute();
    return ok(null, ANNOUNCEMENT_TEXTS.readAll);
  });

  api.get<{ Querystring: MyQuery }>(
    ANNOUNCEMENT_PATHS.mySends,
    { ...allow.signedIn, schema: { querystring: myQuerySchema } },
    async (request) => {
      const { user } = authOf(request);
      await deliverBroadcasts(db, user);
      const q = request.query;
      const page = paging(q);
      let query = db
        .selectFrom('sysAnnouncementSend as s')
        .innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
        .where('s.userId', '=', user.id)
        .where('a.sendStatus', '=', SEND_STATUS.published)
        .where('a.delFlag', '=', 0);
      if (q.titile) query = query.where(contains('a.titile', q.titile, dialect));
      if (q.readFlag) query = query.where('s.readFlag', '=', q.readFlag);
      if (q.msgCategory) query = query.where('a.msgCategory', '=', q.msgCategory);
      const [rows, count] = await Promise.all([
        query
          .select([
            's.id',
            's.anntId',
            's.userId',
            's.readFlag',
            'a.titile',
            'a.msgContent',
            'a.sender',
            'a.priority',
            'a.msgCategory',
            'a.sendTime',
            'a.openType',
            'a.openPage',
            'a.busId',
          ])
          .orderBy('a.sendTime', 'desc')
          .orderBy('s.id', 'desc')
          .limit(page.size)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok(pageOf<MyAnnouncementSend>(rows, Number(count.total), page));
    },
  );
}
