// Slow-query monitoring: every statement Kysely runs is timed (its log hook), counted, and kept in a
// ring buffer when it takes at least the threshold. Only the statement text is kept, never the
// bound values (they may hold personal data or secrets).
import type { ExecutedQuery } from '../../db/database';
import { formatDateTime } from '../../../shared/date-format';
import type { SlowQuery } from '../../../shared/monitor/monitor-api';
import { createRingBuffer } from './ring-buffer';

/** A statement at least this slow is a slow query. */
export const SLOW_QUERY_THRESHOLD_MS = 200;
export const SLOW_QUERY_CAPACITY = 50;
/** Long statements are cut (an IN list of a big page). */
const SQL_MAX_LENGTH = 2000;

export interface QueryLog {
  record(query: ExecutedQuery): void;
  count(): number;
  slowQueries(): SlowQuery[];
}

export function createQueryLog(thresholdMs = SLOW_QUERY_THRESHOLD_MS): QueryLog {
  const slow = createRingBuffer<SlowQuery>(SLOW_QUERY_CAPACITY);
  let count = 0;
  return {
    record(query) {
      count += 1;
      if (query.durationMs < thresholdMs) return;
      slow.push({
        time: formatDateTime(),
        durationMs: Math.round(query.durationMs * 10) / 10,
        sql: query.sql.slice(0, SQL_MAX_LENGTH),
      });
    },
    count: () => count,
    slowQueries: () => slow.newestFirst(),
  };
}
