// Writes login, logout and failed-login entries to the login log (sys_log, log_type 1).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import type { Database } from '../../db/tables';
import { newId } from '../../db/ids';
import { elapsedMs } from '../monitor/request-clock';

export const LOG_TYPE = { login: 1, operation: 2 } as const;

export async function writeLoginLog(
  db: Kysely<Database>,
  request: FastifyRequest,
  entry: { content: string; userId: string | null; username: string },
): Promise<void> {
  await db
    .insertInto('sysLog')
    .values({
      id: newId(),
      logType: LOG_TYPE.login,
      logContent: entry.content.slice(0, 1000),
      operateType: null,
      userid: entry.userId,
      username: entry.username.slice(0, 100),
      ip: request.ip,
      method: null,
      requestUrl: request.url.split('?')[0]?.slice(0, 255) ?? null,
      requestParam: null,
      requestType: request.method,
      costTime: elapsedMs(request),
      createBy: entry.username.slice(0, 64),
      createTime: formatDateTime(),
    })
    .execute();
}
