// 通告管理 through the Excel module (JeecgBoot 2.4's /sys/annountCement/exportXls and importExcel): the
// list query's announcements (or the selected ones) with their codes as texts, streamed page by page;
// the import adds each row as an unpublished notice to all users, checked and sanitised as 新增 does.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ANNOUNCEMENT_CODES,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_PATHS,
  ANNOUNCEMENT_TEXTS as TEXTS,
  CATEGORY_TEXTS,
  MSG_TYPE_TEXTS,
  SEND_STATUS_TEXTS,
} from '../../../shared/announcements/announcements';
import type { AnnouncementInput } from '../../../shared/announcements/announcements';
import { PRIORITY_TEXTS } from '../../../shared/texts';
import { allow } from '../../auth/route-access';
import { Errors } from '../../errors';
import type { ExcelColumn } from '../../excel';
import type { AppServices } from '../../services';
import {
  cellText,
  fieldNamedIn,
  formRowCheck,
  importSheet,
  saveEach,
  sendSheet,
} from '../users/excel-route-parts';
import { addDraft, filteredAnnouncements } from './drafts';
import type { AnnouncementFilters } from './drafts';

const PAGE = 500;
const MAX_SELECTED = 1000;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const dictionary = (texts: Record<string, string>) => ({ texts: Object.values(texts) });

const IMPORT_COLUMNS: readonly ExcelColumn[] = [
  { key: 'titile', header: TEXTS.titleLabel, kind: 'text', required: true, width: 30 },
  { key: 'msgContent', header: TEXTS.contentLabel, kind: 'text', width: 50 },
  {
    key: 'priority',
    header: TEXTS.priorityLabel,
    kind: 'text',
    width: 12,
    dictionary: dictionary(PRIORITY_TEXTS),
  },
  {
    key: 'msgCategory',
    header: TEXTS.categoryLabel,
    kind: 'text',
    width: 12,
    dictionary: dictionary(CATEGORY_TEXTS),
  },
];
const EXPORT_COLUMNS: readonly ExcelColumn[] = [
  ...IMPORT_COLUMNS,
  { key: 'msgType', header: TEXTS.msgTypeLabel, kind: 'text', width: 12 },
  { key: 'sender', header: TEXTS.senderLabel, kind: 'text', width: 12 },
  { key: 'sendStatus', header: TEXTS.sendStatusLabel, kind: 'text', width: 12 },
  { key: 'sendTime', header: TEXTS.sendTimeLabel, kind: 'datetime', width: 20 },
];

/** The code a cell's text stands for (empty: the fallback), or a refusal naming the allowed texts. */
function codeOf(texts: Record<string, string>, cell: string | undefined, label: string, fallback: string) {
  if (!cell?.trim()) return fallback;
  const found = Object.entries(texts).find(([, shown]) => shown === cell.trim());
  if (!found) throw Errors.announcementInvalid(TEXTS.notOneOf(label, Object.values(texts)));
  return found[0];
}

function draftOf(raw: Record<string, unknown>): AnnouncementInput {
  const titile = cellText(raw, 'titile')?.trim() ?? '';
  if (!titile) throw Errors.announcementInvalid(TEXTS.titleRequired);
  if (titile.length > ANNOUNCEMENT_LIMITS.titleMax) throw Errors.announcementInvalid(TEXTS.titleTooLong);
  return {
    titile,
    msgContent: (cellText(raw, 'msgContent') ?? '').slice(0, ANNOUNCEMENT_LIMITS.contentMax),
    priority: codeOf(PRIORITY_TEXTS, cellText(raw, 'priority'), TEXTS.priorityLabel, 'M'),
    msgCategory: codeOf(CATEGORY_TEXTS, cellText(raw, 'msgCategory'), TEXTS.categoryLabel, '1'),
    msgType: 'ALL',
  };
}

/** The column a row refusal is about, by the label its message names. */
const fieldOf = fieldNamedIn({ priority: TEXTS.priorityLabel, msgCategory: TEXTS.categoryLabel }, 'titile');

export function registerAnnouncementExcelRoutes(api: FastifyInstance, services: AppServices): void {
  const { db, dialect } = services;

  const exported = (query: Record<string, unknown>) => {
    const selected = (text(query.selections) ?? '').split(',').filter(Boolean).slice(0, MAX_SELECTED);
    const filters: AnnouncementFilters = selected.length
      ? {}
      : {
          titile: text(query.titile),
          msgCategory: text(query.msgCategory),
          priority: text(query.priority),
          sendStatus: text(query.sendStatus),
        };
    const base = filteredAnnouncements(db, dialect, filters);
    return selected.length ? base.where('id', 'in', selected) : base;
  };

  async function* rows(query: Record<string, unknown>) {
    for (let offset = 0; ; offset += PAGE) {
      const page = await exported(query)
        .selectAll()
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .limit(PAGE)
        .offset(offset)
        .execute();
      yield* page.map((row) => ({
        ...row,
        priority: PRIORITY_TEXTS[row.priority as keyof typeof PRIORITY_TEXTS] ?? row.priority,
        msgCategory: CATEGORY_TEXTS[row.msgCategory] ?? row.msgCategory,
        msgType: MSG_TYPE_TEXTS[row.msgType] ?? row.msgType,
        sendStatus: SEND_STATUS_TEXTS[row.sendStatus] ?? row.sendStatus,
      }));
      if (page.length < PAGE) return;
    }
  }

  api.get(
    ANNOUNCEMENT_PATHS.exportXls,
    allow.anyOf(ANNOUNCEMENT_CODES.list),
    async (request: FastifyRequest, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const { total } = await exported(query)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return sendSheet(request, reply, {
        title: TEXTS.excelTitle,
        total: Number(total),
        columns: EXPORT_COLUMNS,
        rows: rows(query),
      });
    },
  );

  api.post(ANNOUNCEMENT_PATHS.importExcel, allow.anyOf(ANNOUNCEMENT_CODES.add), (request) =>
    importSheet<AnnouncementInput>(request, services, {
      title: TEXTS.excelTitle,
      columns: IMPORT_COLUMNS,
      validate: formRowCheck(draftOf, fieldOf),
      save: (drafts, user) => saveEach(drafts, (draft) => addDraft(db, user, draft)),
    }),
  );
}
