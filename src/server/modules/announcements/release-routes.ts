// Publishing (doReleaseData) and revoking (doReovkeData) an announcement. Publishing a USER notice
// writes the recipients' unread marks in the same transaction ('ALL' notices are delivered lazily by
// listByUser); afterwards the bell of every recipient reloads through the notification socket.
// syncNotic sends that message again: a published announcement's audience (who may publish only),
// or, without an announcement, the caller's own sockets (after 全部已读 in one tab, the others reload).
// JeecgBoot broadcast the latter to every user; one user's reading is nobody else's business.
import { allow } from '../../auth/route-access';
import { authOf } from '../../auth/authenticate';
import { principalOf } from '../../engine/principal';
import { isAllowed } from '../../../shared/permission-rules';
import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_CODES,
  ANNOUNCEMENT_PATHS,
  ANNOUNCEMENT_TEXTS,
  SEND_STATUS,
} from '../../../shared/announcements/announcements';
import { NOTICE_CMD } from '../../../shared/announcements/realtime';
import { formatDateTime } from '../../../shared/date-format';
import type { AnnouncementRow } from '../../db/tables';
import { newId } from '../../db/ids';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { RealtimeHub } from '../../realtime/hub';
import type { AppServices } from '../../services';
import { splitIds } from './input';
import { loadAnnouncement } from './records';

/** Tells the audience's sockets to reload the bell; a bus failure must not fail the published write. */
async function notify(hub: RealtimeHub, row: AnnouncementRow, log: { warn: (o: object, m: string) => void }) {
  try {
    if (row.msgType === 'ALL') {
      await hub.sendNotice({ cmd: NOTICE_CMD.topic, msgId: row.id, msgTxt: row.titile }, null);
    } else {
      const userIds = splitIds(row.userIds);
      await hub.sendNotice({ cmd: NOTICE_CMD.user, msgId: row.id, msgTxt: row.titile }, userIds);
    }
  } catch (error) {
    log.warn({ err: error }, 'announcement notification not sent');
  }
}

export function registerAnnouncementReleaseRoutes(
  api: FastifyInstance,
  { db }: AppServices,
  hub: RealtimeHub,
): void {
  api.get<{ Querystring: { id?: string } }>(
    ANNOUNCEMENT_PATHS.release,
    allow.anyOf(ANNOUNCEMENT_CODES.release),
    async (request) => {
      const { user } = authOf(request);
      const row = await loadAnnouncement(db, request.query.id);
      if (row.sendStatus !== SEND_STATUS.draft) throw Errors.announcementCannotRelease();
      const now = formatDateTime();
      const released = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('sysAnnouncement')
          .set({
            sendStatus: SEND_STATUS.published,
            sendTime: now,
            sender: user.realname,
            updateBy: user.username,
            updateTime: now,
          })
          .where('id', '=', row.id)
          .where('sendStatus', '=', SEND_STATUS.draft)
          .executeTakeFirst();
        // A concurrent publish got there first.
        if (Number(updated.numUpdatedRows) === 0) return false;
        const userIds = row.msgType === 'USER' ? splitIds(row.userIds) : [];
        if (userIds.length > 0) {
          await trx
            .insertInto('sysAnnouncementSend')
            .values(
              userIds.map((userId) => ({
                id: newId(),
                anntId: row.id,
                userId,
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
        return true;
      });
      if (!released) throw Errors.announcementCannotRelease();
      await notify(hub, row, request.log);
      return ok(null, ANNOUNCEMENT_TEXTS.released);
    },
  );

  api.get<{ Querystring: { anntId?: string } }>(
    ANNOUNCEMENT_PATHS.syncNotice,
    allow.signedIn,
    async (request) => {
      const { user } = authOf(request);
      if (!request.query.anntId) {
        await hub.sendNotice({ cmd: NOTICE_CMD.user, msgTxt: ANNOUNCEMENT_TEXTS.readAll }, [user.id]);
        return ok(null);
      }
      const principal = await principalOf(request, db);
      if (!isAllowed(ANNOUNCEMENT_CODES.release, principal.held, principal.switchedOff))
        throw Errors.noPermission();
      const row = await loadAnnouncement(db, request.query.anntId);
      if (row.sendStatus !== SEND_STATUS.published) throw Errors.announcementNotPublished();
      await notify(hub, row, request.log);
      return ok(null);
    },
  );

  api.get<{ Querystring: { id?: string } }>(
    ANNOUNCEMENT_PATHS.revoke,
    allow.anyOf(ANNOUNCEMENT_CODES.revoke),
    async (request) => {
      const { user } = authOf(request);
      const row = await loadAnnouncement(db, request.query.id);
      const now = formatDateTime();
      const updated = await db
        .updateTable('sysAnnouncement')
        .set({ sendStatus: SEND_STATUS.revoked, cancelTime: now, updateBy: user.username, updateTime: now })
        .where('id', '=', row.id)
        .where('sendStatus', '=', SEND_STATUS.published)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw Errors.announcementCannotRevoke();
      // The notice leaves the recipients' bells: reload them too.
      await notify(hub, row, request.log);
      return ok(null, ANNOUNCEMENT_TEXTS.revoked);
    },
  );
}
