// The add/edit body: JSON-schema checks (types, lengths, allowed codes) plus the rules between fields
// that a schema cannot say, and the row the body becomes (content sanitised, audience normalised).
import type { Kysely } from 'kysely';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TEXTS,
  CATEGORIES,
  MSG_TYPES,
  OPEN_TYPES,
  PRIORITIES,
} from '../../../shared/announcements/announcements';
import type { AnnouncementInput } from '../../../shared/announcements/announcements';
import type { Database } from '../../db/tables';
import { Errors } from '../../errors';
import { sanitizeRichText } from '../../rich-text';

const IN_APP_PATH = /^\/(?![/\\])[^\s]*$/;
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
const nullableText = (maxLength: number, pattern?: string) => ({
  anyOf: [
    { type: 'null' },
    { type: 'string', maxLength: 0 },
    { type: 'string', maxLength, ...(pattern ? { pattern } : {}) },
  ],
});

export const announcementBodySchema = {
  type: 'object',
  required: ['titile', 'msgContent', 'priority', 'msgCategory', 'msgType'],
  properties: {
    id: { type: 'string', maxLength: 32 },
    titile: { type: 'string', minLength: 1, maxLength: ANNOUNCEMENT_LIMITS.titleMax, pattern: '\\S' },
    msgContent: { type: 'string', maxLength: ANNOUNCEMENT_LIMITS.contentMax },
    priority: { type: 'string', enum: PRIORITIES },
    msgCategory: { type: 'string', enum: CATEGORIES },
    msgType: { type: 'string', enum: MSG_TYPES },
    userIds: {
      anyOf: [{ type: 'null' }, { type: 'string', maxLength: ANNOUNCEMENT_LIMITS.userIdsMax * 33 }],
    },
    openType: { anyOf: [{ type: 'null' }, { type: 'string', enum: ['', ...OPEN_TYPES] }] },
    openPage: nullableText(ANNOUNCEMENT_LIMITS.openPageMax),
    startTime: nullableText(19, DATE_TIME),
    endTime: nullableText(19, DATE_TIME),
    msgAbstract: nullableText(ANNOUNCEMENT_LIMITS.abstractMax),
  },
} as const;

/** Comma list with JeecgBoot's trailing comma → distinct ids. */
export function splitIds(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export type AnnouncementFields = Pick<
  Database['sysAnnouncement'],
  | 'titile'
  | 'msgContent'
  | 'priority'
  | 'msgCategory'
  | 'msgType'
  | 'userIds'
  | 'openType'
  | 'openPage'
  | 'startTime'
  | 'endTime'
  | 'msgAbstract'
>;

export async function toAnnouncementFields(
  db: Kysely<Database>,
  body: AnnouncementInput,
): Promise<AnnouncementFields> {
  const openType = blankToNull(body.openType);
  const openPage = blankToNull(body.openPage);
  if (openType === 'url' && !openPage) throw Errors.announcementInvalid(ANNOUNCEMENT_TEXTS.openPageRequired);
  // 去处理 navigates inside the app: only a path of this site, never a scheme or another host.
  if (openPage && !IN_APP_PATH.test(openPage))
    throw Errors.announcementInvalid(ANNOUNCEMENT_TEXTS.openPageInvalid);
  const startTime = blankToNull(body.startTime);
  const endTime = blankToNull(body.endTime);
  if (startTime && endTime && endTime < startTime)
    throw Errors.announcementInvalid(ANNOUNCEMENT_TEXTS.timeOrder);
  let userIds: string | null = null;
  if (body.msgType === 'USER') {
    const ids = splitIds(body.userIds);
    if (ids.length === 0 || ids.length > ANNOUNCEMENT_LIMITS.userIdsMax)
      throw Errors.announcementInvalid(ANNOUNCEMENT_TEXTS.userIdsRequired);
    const known = await db
      .selectFrom('sysUser')
      .select('id')
      .where('id', 'in', ids)
      .where('delFlag', '=', 0)
      .execute();
    if (known.length !== ids.length) throw Errors.announcementInvalid(ANNOUNCEMENT_TEXTS.unknownUsers);
    userIds = `${ids.join(',')},`;
  }
  return {
    titile: body.titile.trim(),
    msgContent: sanitizeRichText(body.msgContent),
    priority: body.priority,
    msgCategory: body.msgCategory,
    msgType: body.msgType,
    userIds,
    openType,
    openPage: openType ? openPage : null,
    startTime,
    endTime,
    msgAbstract: blankToNull(body.msgAbstract),
  };
}
