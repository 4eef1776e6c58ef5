// What the list, 新增 and the Excel routes of 通告管理 share: the list's filters, and adding a draft
// (its fields checked and its content sanitised by toAnnouncementFields).
import type { Kysely } from 'kysely';
import type { AnnouncementInput } from '../../../shared/announcements/announcements';
import { SEND_STATUS } from '../../../shared/announcements/announcements';
import { formatDateTime } from '../../../shared/date-format';
import type { Dialect } from '../../db/database';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import { toAnnouncementFields } from './input';
import { contains } from './records';

export interface AnnouncementFilters {
  titile?: string;
  msgCategory?: string;
  priority?: string;
  sendStatus?: string;
}

/** The announcements (not deleted) the list's filters keep. */
export function filteredAnnouncements(db: Kysely<Database>, dialect: Dialect, q: AnnouncementFilters) {
  let query = db.selectFrom('sysAnnouncement').where('delFlag', '=', 0);
  if (q.titile) query = query.where(contains('titile', q.titile, dialect));
  if (q.msgCategory) query = query.where('msgCategory', '=', q.msgCategory);
  if (q.priority) query = query.where('priority', '=', q.priority);
  if (q.sendStatus) query = query.where('sendStatus', '=', q.sendStatus);
  return query;
}

/** Adds an unpublished announcement as `user` writes it; a refused field throws the form's message. */
export async function addDraft(
  db: Kysely<Database>,
  user: { username: string; realname: string },
  body: AnnouncementInput,
): Promise<void> {
  const fields = await toAnnouncementFields(db, body);
  await db
    .insertInto('sysAnnouncement')
    .values({
      ...fields,
      id: newId(),
      sender: user.realname,
      sendStatus: SEND_STATUS.draft,
      sendTime: null,
      cancelTime: null,
      delFlag: 0,
      busType: null,
      busId: null,
      createBy: user.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
}
