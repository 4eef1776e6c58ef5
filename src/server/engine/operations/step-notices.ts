// Messages the effects of an operation send (OperationContext.notify): collected while the step runs
// and delivered once its transaction has committed — a step that is undone sends nothing — as system
// messages about the record (系统消息; 去处理 opens the entity's page), through the same sender as the
// time rules' messages. Recipients are accounts named by id or username, deleted ones left out.
// Delivery never fails the step: the step has happened, a failure is logged.
import { ANNOUNCEMENT_LIMITS } from '../../../shared/announcements/announcements';
import type { EngineDb } from '../engine-db';
import { chunks, systemDb } from '../engine-db';
import type { ResolvedEntity } from '../registry';
import { escapeHtml } from '../../../shared/escape-html';
import { clip, pageOf } from '../time-rules/notices';
import type { NoticeSender, SystemNotice } from '../time-rules/notices';

/** Whom a message goes to: account ids, login names, or both. */
export interface NoticeRecipients {
  userIds?: readonly string[];
  usernames?: readonly string[];
}

/** A message an effect asked for, about the record of its step. */
export interface StepNotice {
  entity: ResolvedEntity;
  recordId: string;
  recipients: NoticeRecipients;
  title: string;
  /** Plain text. */
  content: string;
}

/** The messages of one record's step and the steps it took, until its transaction ends. */
export type NoticeOutbox = StepNotice[];

/** Where a failed delivery is reported (the API's logger). */
export interface NoticeLog {
  error(details: object, message: string): void;
}

export interface NoticeOutlet {
  /** Delivers through the announcements' sender from now on; failures go to `log`. */
  connect(send: NoticeSender, log: NoticeLog): void;
  /** After the commit: stores and pushes the messages of the outbox. Never throws. */
  deliver(db: EngineDb, outbox: readonly StepNotice[]): Promise<void>;
}

/** Account ids of the recipients of each notice (in order), deleted accounts left out. */
async function recipientIds(db: EngineDb, outbox: readonly StepNotice[]): Promise<Set<string>[]> {
  const ids = new Set(outbox.flatMap((n) => n.recipients.userIds ?? []).filter(Boolean));
  const names = new Set(outbox.flatMap((n) => n.recipients.usernames ?? []).filter(Boolean));
  const byId = new Set<string>();
  const byName = new Map<string, string>();
  const users = systemDb(db).selectFrom('sysUser').select(['id', 'username']).where('delFlag', '=', 0);
  for (const part of chunks([...ids]))
    for (const row of await users.where('id', 'in', part).execute()) byId.add(row.id);
  for (const part of chunks([...names]))
    for (const row of await users.where('username', 'in', part).execute()) byName.set(row.username, row.id);
  return outbox.map(
    ({ recipients }) =>
      new Set([
        ...(recipients.userIds ?? []).filter((id) => byId.has(id)),
        ...(recipients.usernames ?? []).flatMap((name) => byName.get(name) ?? []),
      ]),
  );
}

/** One system message per recipient of each notice. */
async function systemNotices(db: EngineDb, outbox: readonly StepNotice[]): Promise<SystemNotice[]> {
  const recipients = await recipientIds(db, outbox);
  const pages = new Map<ResolvedEntity, string | null>();
  const notices: SystemNotice[] = [];
  for (const [index, notice] of outbox.entries()) {
    if (!pages.has(notice.entity)) pages.set(notice.entity, await pageOf(db, notice.entity));
    for (const userId of recipients[index]!)
      notices.push({
        userId,
        title: clip(notice.title, ANNOUNCEMENT_LIMITS.titleMax),
        content: `<p>${escapeHtml(notice.content)}</p>`,
        abstract: clip(notice.content, ANNOUNCEMENT_LIMITS.abstractMax),
        busType: notice.entity.name,
        busId: notice.recordId,
        openPage: pages.get(notice.entity)!,
      });
  }
  return notices;
}

export function createNoticeOutlet(): NoticeOutlet {
  let connected: { send: NoticeSender; log: NoticeLog } | null = null;
  return {
    connect(send, log) {
      connected = { send, log };
    },
    async deliver(db, outbox) {
      // Without the API (a script driving the engine) there is nobody to tell.
      if (outbox.length === 0 || !connected) return;
      const { send, log } = connected;
      try {
        const notices = await systemNotices(db, outbox);
        if (notices.length === 0) return;
        const push = await db.transaction().execute((trx) => send(trx, notices));
        await push();
      } catch (error) {
        log.error({ err: error, notices: outbox.length }, 'operation notices not sent');
      }
    },
  };
}
