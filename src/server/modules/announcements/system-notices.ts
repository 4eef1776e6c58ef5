// Messages the server sends on its own (a time rule telling the responsible users that records became
// overdue, an operation's effect telling an enterprise of a major hazard): each is a published USER
// announcement of category 系统消息 with its recipient's unread mark, written in the caller's
// transaction, so the bell, 我的消息 and the socket popup's 查看详情 show it like any other. Once that
// transaction has committed, the recipient's bell reloads through the notification socket, as after a
// publish.
import type { FastifyBaseLogger } from 'fastify';
import { SEND_STATUS } from '../../../shared/announcements/announcements';
import { NOTICE_CMD } from '../../../shared/announcements/realtime';
import { formatDateTime } from '../../../shared/date-format';
import { newId } from '../../db/ids';
import { chunks, systemDb } from '../../engine/engine-db';
import { SYSTEM_USER } from '../../engine/system-principal';
import type { NoticeSender } from '../../engine/time-rules/notices';
import type { RealtimeHub } from '../../realtime/hub';
import { ANNOUNCEMENT_CATEGORY } from '../sys/announcement-routes';

/** Rows per insert: 21 columns each, well under the engines' bound-parameter limits. */
const INSERT_CHUNK = 100;
const PRIORITY_HIGH = 'H';

export function systemNoticeSender(hub: RealtimeHub, log: FastifyBaseLogger): NoticeSender {
  return async (db, notices) => {
    const now = formatDateTime();
    const audit = { createBy: SYSTEM_USER.username, createTime: now, updateBy: null, updateTime: null };
    const rows = notices.map((notice) => ({
      ...audit,
      id: newId(),
      titile: notice.title,
      msgContent: notice.content,
      startTime: null,
      endTime: null,
      sender: SYSTEM_USER.realname,
      priority: PRIORITY_HIGH,
      msgCategory: ANNOUNCEMENT_CATEGORY.system,
      msgType: 'USER',
      sendStatus: SEND_STATUS.published,
      sendTime: now,
      cancelTime: null,
      delFlag: 0,
      busType: notice.busType,
      busId: notice.busId,
      openType: notice.openPage ? 'url' : null,
      openPage: notice.openPage,
      msgAbstract: notice.abstract,
      userIds: notice.userId,
    }));
    const sys = systemDb(db);
    for (const part of chunks(rows, INSERT_CHUNK)) {
      await sys.insertInto('sysAnnouncement').values(part).execute();
      await sys
        .insertInto('sysAnnouncementSend')
        .values(
          part.map((row) => ({
            ...audit,
            id: newId(),
            anntId: row.id,
            userId: row.userIds,
            readFlag: '0',
            readTime: null,
          })),
        )
        .execute();
    }
    return async () => {
      // A bus failure must not fail the evaluation or the step: the messages are stored, the bell
      // shows them at its next load.
      for (const row of rows)
        await hub
          .sendNotice({ cmd: NOTICE_CMD.user, msgId: row.id, msgTxt: row.titile }, [row.userIds])
          .catch((error: unknown) => log.warn({ err: error }, 'system notice not pushed'));
    };
  };
}
