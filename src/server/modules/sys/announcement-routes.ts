// The header bell's feed: unread announcements of the user (contract §10.1) and marking one read (§10.2).
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS } from '../../../shared/api-paths';
import type { Announcement, NotificationResult } from '../../../shared/api-types';
import { formatDateTime } from '../../../shared/date-format';
import { authOf } from '../../auth/authenticate';
import type { AnnouncementRow, Database, UserRow } from '../../db/tables';
import { newId } from '../../db/ids';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';

export const BELL_PAGE_SIZE = 5;
export const ANNOUNCEMENT_CATEGORY = { notice: '1', system: '2' } as const;

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msgContent,
    sender: row.sender,
    priority: row.priority as Announcement['priority'],
    msgCategory: row.msgCategory as Announcement['msgCategory'],
    msgType: row.msgType as Announcement['msgType'],
    sendStatus: row.sendStatus as Announcement['sendStatus'],
    sendTime: row.sendTime,
    createTime: row.createTime,
    openType: row.openType,
    openPage: row.openPage,
    busId: row.busId,
    busType: row.busType,
    msgAbstract: row.msgAbstract,
  };
}

/** Gives the user an unread mark for every published 'ALL' announcement they have none for. */
export async function deliverBroadcasts(db: Kysely<Database>, user: UserRow): Promise<void> {
  const missing = await db
    .selectFrom('sysAnnouncement')
    .select('id')
    .where('msgType', '=', 'ALL')
    .where('sendStatus', '=', '1')
    .where('delFlag', '=', 0)
    .where((eb) => eb.or([eb('endTime', 'is', null), eb('endTime', '>=', user.createTime ?? '')]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sysAnnouncementSend')
            .select('sysAnnouncementSend.id')
            .whereRef('sysAnnouncementSend.anntId', '=', 'sysAnnouncement.id')
            .where('sysAnnouncementSend.userId', '=', user.id),
        ),
      ),
    )
    .execute();
  if (missing.length === 0) return;
  const now = formatDateTime();
  await db
    .insertInto('sysAnnouncementSend')
    .values(
      missing.map((a) => ({
        id: newId(),
        anntId: a.id,
        userId: user.id,
        readFlag: '0',
        readTime: null,
        createBy: user.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      })),
    )
    .onConflict((oc) => oc.columns(['anntId', 'userId']).doNothing())
    .execute();
}

function unread(db: Kysely<Database>, userId: string, category: string) {
  return db
    .selectFrom('sysAnnouncement')
    .innerJoin('sysAnnouncementSend', 'sysAnnouncementSend.anntId', 'sysAnnouncement.id')
    .where('sysAnnouncementSend.userId', '=', userId)
    .where('sysAnnouncementSend.readFlag', '=', '0')
    .where('sysAnnouncement.sendStatus', '=', '1')
    .where('sysAnnouncement.delFlag', '=', 0)
    .where('sysAnnouncement.msgCategory', '=', category);
}

async function unreadPage(db: Kysely<Database>, userId: string, category: string) {
  const [rows, count] = await Promise.all([
    unread(db, userId, category)
      .selectAll('sysAnnouncement')
      .orderBy('sysAnnouncement.sendTime', 'desc')
      .orderBy('sysAnnouncement.id', 'desc')
      .limit(BELL_PAGE_SIZE)
      .execute(),
    unread(db, userId, category)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toAnnouncement), total: Number(count.total) };
}

export function registerAnnouncementRoutes(app: FastifyInstance, { db }: AppServices): void {
  app.get(API_PATHS.announcementsByUser, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    await deliverBroadcasts(db, user);
    const [notices, systemMessages] = await Promise.all([
      unreadPage(db, user.id, ANNOUNCEMENT_CATEGORY.notice),
      unreadPage(db, user.id, ANNOUNCEMENT_CATEGORY.system),
    ]);
    const result: NotificationResult = {
      anntMsgList: notices.list,
      anntMsgTotal: notices.total,
      sysMsgList: systemMessages.list,
      sysMsgTotal: systemMessages.total,
    };
    return ok(result);
  });

  const markRead = async (request: FastifyRequest<{ Body: { anntId: string } }>) => {
    const { user } = authOf(request);
    const now = formatDateTime();
    const updated = await db
      .updateTable('sysAnnouncementSend')
      .set({ readFlag: '1', readTime: now, updateBy: user.username, updateTime: now })
      .where('anntId', '=', request.body.anntId)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw Errors.announcementNotFound();
    return ok(null);
  };
  const markReadSchema = {
    body: {
      type: 'object',
      required: ['anntId'],
      properties: { anntId: { type: 'string', minLength: 1, maxLength: 32 } },
    },
  } as const;
  app.put(API_PATHS.markAnnouncementRead, { ...allow.signedIn, schema: markReadSchema }, markRead);
  app.post(API_PATHS.markAnnouncementRead, { ...allow.signedIn, schema: markReadSchema }, markRead);
}
