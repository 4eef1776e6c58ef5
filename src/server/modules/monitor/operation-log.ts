// The operation log (sys_log, log_type 2): one hook writes an entry for every write request of a
// signed-in user (a POST marked readOnly is a read) — who, route, path, parameters with secrets redacted, IP, duration and outcome.
// It runs in onSend, before the reply leaves, so a client that reads the log next sees the entry.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS } from '../../../shared/api-paths';
import { formatDateTime } from '../../../shared/date-format';
import { OPERATION_LOG_TEXTS } from '../../../shared/monitor/monitor-texts';
import type { Database } from '../../db/tables';
import { newId } from '../../db/ids';
import { LOG_TYPE } from '../sys/login-log';
import { redactValue } from './redact';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Login and logout have their own entries in the login log. */
const LOGIN_LOG_ROUTES: readonly string[] = [API_PATHS.login, API_PATHS.logout];
/** Column sizes of sys_log (migration 0001). */
const LIMITS = { content: 1000, route: 500, url: 255, params: 4000, username: 100 } as const;

/** operate_type dictionary: 2 添加, 3 修改, 4 删除, 5 导入, 6 导出. */
const OPERATE_BY_ACTION: Record<string, number> = {
  add: 2,
  edit: 3,
  delete: 4,
  deleteBatch: 4,
  importExcel: 5,
  exportXls: 6,
};
const FAILURE_MARK = '"success":false';
const OPERATE_BY_METHOD: Record<string, number> = { POST: 2, PUT: 3, PATCH: 3, DELETE: 4 };

export function operateTypeOf(method: string, route: string): number | null {
  const action = route.split('/').pop() ?? '';
  return OPERATE_BY_ACTION[action] ?? OPERATE_BY_METHOD[method] ?? null;
}

/** The Result envelope's outcome; only a failure's (small) reply is parsed, for its message. */
function outcomeOf(reply: FastifyReply, payload: unknown): string {
  if (typeof payload === 'string' && payload.slice(0, FAILURE_MARK.length + 2).includes(FAILURE_MARK)) {
    try {
      const body = JSON.parse(payload) as { success?: unknown; message?: unknown };
      if (body.success === false)
        return OPERATION_LOG_TEXTS.failed(typeof body.message === 'string' ? body.message : '');
    } catch {
      // Not a Result: the status code decides.
    }
  }
  return reply.statusCode < 400
    ? OPERATION_LOG_TEXTS.succeeded
    : OPERATION_LOG_TEXTS.failed(String(reply.statusCode));
}

function paramsOf(request: FastifyRequest): string | null {
  const parts: Record<string, unknown> = {};
  for (const [name, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    if (value && typeof value === 'object' && Object.keys(value).length > 0) parts[name] = redactValue(value);
  }
  return Object.keys(parts).length === 0 ? null : JSON.stringify(parts).slice(0, LIMITS.params);
}

export function registerOperationLog(api: FastifyInstance, db: Kysely<Database>, apiPrefix: string): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const user = request.auth?.user;
    const route = request.routeOptions.url;
    if (!user || !route || !WRITE_METHODS.has(request.method) || request.routeOptions.config.readOnly)
      return payload;
    const relative = route.startsWith(apiPrefix) ? route.slice(apiPrefix.length) : route;
    if (LOGIN_LOG_ROUTES.includes(relative)) return payload;
    const path = request.url.split('?')[0] ?? '';
    try {
      await db
        .insertInto('sysLog')
        .values({
          id: newId(),
          logType: LOG_TYPE.operation,
          logContent: OPERATION_LOG_TEXTS.content(request.method, path, outcomeOf(reply, payload)).slice(
            0,
            LIMITS.content,
          ),
          operateType: operateTypeOf(request.method, relative),
          userid: user.id,
          username: user.username.slice(0, LIMITS.username),
          ip: request.ip,
          method: relative.slice(0, LIMITS.route),
          requestUrl: path.slice(0, LIMITS.url),
          requestParam: paramsOf(request),
          requestType: request.method,
          costTime: Math.round(reply.elapsedTime),
          createBy: user.username.slice(0, 64),
          createTime: formatDateTime(),
        })
        .execute();
    } catch (error) {
      // A failed log entry must not turn a done write into an error for the user.
      request.log.error({ err: error }, 'operation log entry not written');
    }
    return payload;
  });
}
