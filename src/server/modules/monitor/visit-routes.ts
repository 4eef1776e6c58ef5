// Visit statistics of the analysis dashboard (JeecgBoot /sys/loginfo and /sys/visitInfo): counted
// from the login log (sys_log, log_type 1) as JeecgBoot counted them; days are GMT+8 text prefixes
// of create_time, so both engines group them alike.
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { formatDate } from '../../../shared/date-format';
import { MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { LoginInfo, VisitDay } from '../../../shared/monitor/monitor-api';
import { VISIT_DAYS } from '../../../shared/monitor/monitor-texts';
import type { Database } from '../../db/tables';
import { ok } from '../../http/result';
import { LOG_TYPE } from '../sys/login-log';

const DAY_MS = 86_400_000;
const day = sql<string>`substr(create_time, 1, 10)`;

async function loginInfo(db: Kysely<Database>): Promise<LoginInfo> {
  const today = formatDate();
  const logins = db.selectFrom('sysLog').where('logType', '=', LOG_TYPE.login);
  const [total, todays] = await Promise.all([
    logins.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    logins
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.count<number>('ip').distinct().as('ips')])
      .where('createTime', '>=', `${today} 00:00:00`)
      .executeTakeFirst(),
  ]);
  return {
    totalVisitCount: Number(total?.count ?? 0),
    todayVisitCount: Number(todays?.count ?? 0),
    todayIp: Number(todays?.ips ?? 0),
  };
}

async function visitInfo(db: Kysely<Database>): Promise<VisitDay[]> {
  const days = Array.from({ length: VISIT_DAYS }, (_, i) =>
    formatDate(Date.now() - (VISIT_DAYS - 1 - i) * DAY_MS),
  );
  const rows = await db
    .selectFrom('sysLog')
    .select((eb) => [
      day.as('day'),
      eb.fn.countAll<number>().as('visit'),
      eb.fn.count<number>('ip').distinct().as('ip'),
    ])
    .where('logType', '=', LOG_TYPE.login)
    .where('createTime', '>=', `${days[0]} 00:00:00`)
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((date) => ({
    visit: Number(byDay.get(date)?.visit ?? 0),
    ip: Number(byDay.get(date)?.ip ?? 0),
    tian: date.slice(5),
    type: date,
  }));
}

/** Any signed-in user: the dashboard is everyone's home page. */
export function registerVisitRoutes(api: FastifyInstance, db: Kysely<Database>): void {
  api.get(MONITOR_PATHS.loginInfo, allow.signedIn, async () => ok(await loginInfo(db)));
  api.get(MONITOR_PATHS.visitInfo, allow.signedIn, async () => ok(await visitInfo(db)));
}
