// The monitor module: request clock, HTTP trace and operation-log hooks over the whole API, the
// visit statistics, and the monitoring endpoints, each guarded by its own button code (510 without).
// Registered first among the API routes so that its hooks see every request.
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import { MONITOR_CODES, MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { HttpTraceResult } from '../../../shared/monitor/monitor-api';
import { REDIS_TEXTS } from '../../../shared/monitor/monitor-texts';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { databaseInfo } from './database-info';
import { registerHttpTrace } from './http-trace';
import { registerOperationLog } from './operation-log';
import { createRedisMonitor } from './redis-monitor';
import { registerRequestClock } from './request-clock';
import { createSystemReader, diskInfo } from './system-info';
import { registerVisitRoutes } from './visit-routes';

export function registerMonitorRoutes(api: FastifyInstance, services: AppServices): void {
  const { db, dialect, config, queryLog, monitoring } = services;
  registerRequestClock(api);
  const traces = registerHttpTrace(api, monitoring.requests);
  registerOperationLog(api, db, config.apiPrefix);
  registerVisitRoutes(api, db);

  // One runtime monitor per app (services.monitoring), shared with /metrics and stopped by app.ts.
  const { runtime } = monitoring;
  const readSystem = createSystemReader();
  const redis = createRedisMonitor(config.redisUrl);
  api.addHook('onClose', async () => {
    await redis.close();
  });

  api.get(MONITOR_PATHS.runtime, allow.anyOf(MONITOR_CODES.runtime), async () => {
    return ok(runtime.snapshot());
  });
  api.get(MONITOR_PATHS.system, allow.anyOf(MONITOR_CODES.system), async () => {
    return ok(readSystem());
  });
  api.get(MONITOR_PATHS.diskInfo, allow.anyOf(MONITOR_CODES.disk), async () => {
    return ok(await diskInfo([config.dataDir, '/']));
  });
  api.get(MONITOR_PATHS.database, allow.anyOf(MONITOR_CODES.database), async () => {
    return ok(await databaseInfo(db, dialect, queryLog));
  });
  api.get(MONITOR_PATHS.redisInfo, allow.anyOf(MONITOR_CODES.redis), async () => {
    const info = await redis.info();
    return info.configured ? ok(info) : ok(info, REDIS_TEXTS.notConfigured);
  });
  api.get(MONITOR_PATHS.httpTrace, allow.anyOf(MONITOR_CODES.httpTrace), async () => {
    const result: HttpTraceResult = { traces: traces.newestFirst() };
    return ok(result);
  });
}
