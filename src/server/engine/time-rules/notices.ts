// The messages a time rule sends when records become overdue: one per responsible user and evaluation,
// listing that user's records (a user with twenty overdue hazards wants one message, not twenty). The
// notify fields hold usernames — what the user picker and createBy store — or lead to them through a
// table dictionary (recipients.ts), resolved to accounts that are not deleted. One record: the rule's
// title with the record's values; several: a count, with each record's line in the body. The message
// opens the entity's page (去处理).
import { ANNOUNCEMENT_LIMITS } from '../../../shared/announcements/announcements';
import { ENTITY_COMPONENT_PREFIX } from '../../../shared/engine-api';
import { TITLE_PLACEHOLDER } from '../../../shared/schema-language/time-rules';
import { TIME_RULE_LIMITS, TIME_RULE_TEXTS } from '../../../shared/time-rules';
import type { EngineDb } from '../engine-db';
import { escapeHtml } from '../../../shared/escape-html';
import { chunks, systemDb } from '../engine-db';
import type { ResolvedEntity } from '../registry';
import { usernamesOfRecords } from './recipients';
import type { ResolvedTimeRule } from './resolve';

/** A record the job marked overdue: the rule's returned fields, by key. */
export type MarkedRecord = Readonly<Record<string, unknown>>;

export interface SystemNotice {
  userId: string;
  title: string;
  /** HTML (text escaped). */
  content: string;
  abstract: string;
  busType: string;
  /** The record, when the message is about one. */
  busId: string | null;
  /** The entity's page, when a menu shows it. */
  openPage: string | null;
}

/**
 * Writes notices in the caller's transaction and answers their delivery to the recipients (the bell
 * reload), to be called once that transaction has committed.
 */
export type NoticeSender = (db: EngineDb, notices: readonly SystemNotice[]) => Promise<() => Promise<void>>;

export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const render = (template: string, record: MarkedRecord) =>
  template.replace(TITLE_PLACEHOLDER, (_, key: string) => String(record[key] ?? ''));

function noticeFor(
  entity: ResolvedEntity,
  rule: ResolvedTimeRule,
  records: readonly MarkedRecord[],
  userId: string,
  openPage: string | null,
): SystemNotice {
  const title = rule.notify!.title;
  const lines = records.map((record) =>
    TIME_RULE_TEXTS.line(render(title, record), rule.deadline.label, String(record[rule.deadline.key])),
  );
  const one = records.length === 1;
  const shown = lines.slice(0, TIME_RULE_LIMITS.noticeLines);
  const more = lines.length > shown.length ? `<p>${escapeHtml(TIME_RULE_TEXTS.more(lines.length))}</p>` : '';
  return {
    userId,
    title: clip(
      one ? render(title, records[0]!) : TIME_RULE_TEXTS.manyTitle(entity.title, rule.label, records.length),
      ANNOUNCEMENT_LIMITS.titleMax,
    ),
    content: one
      ? `<p>${escapeHtml(lines[0]!)}</p>`
      : `<ul>${shown.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>${more}`,
    abstract: clip(lines.join('；'), ANNOUNCEMENT_LIMITS.abstractMax),
    busType: entity.name,
    busId: one ? String(records[0]!.id) : null,
    openPage,
  };
}

/** Account ids of the usernames (deleted accounts left out). */
async function userIdsByName(db: EngineDb, usernames: readonly string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const part of chunks(usernames)) {
    const rows = await systemDb(db)
      .selectFrom('sysUser')
      .select(['id', 'username'])
      .where('username', 'in', part)
      .where('delFlag', '=', 0)
      .execute();
    for (const row of rows) ids.set(row.username, row.id);
  }
  return ids;
}

/** The route of a live menu showing the entity, if any. */
export async function pageOf(db: EngineDb, entity: ResolvedEntity): Promise<string | null> {
  const menu = await systemDb(db)
    .selectFrom('sysPermission')
    .select('url')
    .where('component', '=', `${ENTITY_COMPONENT_PREFIX}${entity.name}`)
    .where('delFlag', '=', 0)
    .orderBy('sortNo')
    .executeTakeFirst();
  return menu?.url ?? null;
}

/** The messages for the records a rule has just marked overdue. */
export async function composeNotices(
  db: EngineDb,
  entity: ResolvedEntity,
  rule: ResolvedTimeRule,
  marked: readonly MarkedRecord[],
): Promise<SystemNotice[]> {
  if (!rule.notify || marked.length === 0) return [];
  const deadline = rule.deadline.key;
  const ordered = [...marked].sort(
    (a, b) =>
      String(a[deadline]).localeCompare(String(b[deadline])) || String(a.id).localeCompare(String(b.id)),
  );
  const usernamesOf = await usernamesOfRecords(db, entity, rule.notify.recipients, ordered);
  const recordsOf = new Map<string, Set<MarkedRecord>>();
  for (const record of ordered)
    for (const username of usernamesOf(record)) {
      let records = recordsOf.get(username);
      if (!records) recordsOf.set(username, (records = new Set()));
      records.add(record);
    }
  if (recordsOf.size === 0) return [];
  const userIds = await userIdsByName(db, [...recordsOf.keys()]);
  const openPage = await pageOf(db, entity);
  return [...recordsOf].flatMap(([username, records]) => {
    const userId = userIds.get(username);
    return userId ? [noticeFor(entity, rule, [...records], userId, openPage)] : [];
  });
}
