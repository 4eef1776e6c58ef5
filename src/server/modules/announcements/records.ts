// Reading announcement rows: the admin record shape, paging parameters, loading one live row.
import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import { ANNOUNCEMENT_LIMITS } from '../../../shared/announcements/announcements';
import type { AnnouncementRecord } from '../../../shared/announcements/announcements';
import type { Dialect } from '../../db/database';
import type { AnnouncementRow, Database } from '../../db/tables';
import { escapeLike } from '../../engine/sql-conditions';
import { Errors } from '../../errors';
import { toAnnouncement } from '../sys/announcement-routes';
import { pageNumber } from '../../http/page-number';

export function toRecord(row: AnnouncementRow): AnnouncementRecord {
  return {
    ...toAnnouncement(row),
    startTime: row.startTime,
    endTime: row.endTime,
    cancelTime: row.cancelTime,
    userIds: row.userIds,
    createBy: row.createBy,
  };
}

export interface Paging {
  size: number;
  current: number;
  offset: number;
}

const positiveInt = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function paging(query: { pageNo?: unknown; pageSize?: unknown }): Paging {
  const size = Math.min(
    positiveInt(query.pageSize, ANNOUNCEMENT_LIMITS.defaultPageSize),
    ANNOUNCEMENT_LIMITS.maxPageSize,
  );
  const current = pageNumber(query.pageNo, size);
  return { size, current, offset: (current - 1) * size };
}

export const pageOf = <T>(records: T[], total: number, { size, current }: Paging) => ({
  records,
  total,
  size,
  current,
  pages: Math.ceil(total / size),
});

/** A not-deleted announcement, or the contract's 未找到对应实体. */
export async function loadAnnouncement(db: Kysely<Database>, id: unknown): Promise<AnnouncementRow> {
  if (typeof id !== 'string' || id === '' || id.length > 32) throw Errors.announcementNotFound();
  const row = await db
    .selectFrom('sysAnnouncement')
    .selectAll()
    .where('id', '=', id)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!row) throw Errors.announcementNotFound();
  return row;
}

/** Case-insensitive contains-match of a search box value (JeecgBoot's `*x*` wildcards dropped). */
export function contains(column: string, value: string, dialect: Dialect) {
  const pattern = `%${escapeLike(value.replace(/\*/g, ''))}%`;
  const operator = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  return sql<SqlBool>`${sql.ref(column)} ${operator} ${pattern} escape '\\'`;
}
