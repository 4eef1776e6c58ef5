// 通告管理 and the sockets that carry its notifications: one registration for routes.ts. Answers how
// the server sends messages of its own (system-notices.ts), for the jobs that send them.
import type { FastifyInstance } from 'fastify';
import { registerRealtimeRoutes } from '../../realtime/socket-routes';
import type { AppServices } from '../../services';
import type { NoticeSender } from '../../engine/time-rules/notices';
import { registerAnnouncementAdminRoutes } from './admin-routes';
import { registerAnnouncementExcelRoutes } from './announcement-excel';
import { registerAnnouncementReaderRoutes } from './reader-routes';
import { registerAnnouncementReleaseRoutes } from './release-routes';
import { systemNoticeSender } from './system-notices';

export async function registerAnnouncementModule(
  api: FastifyInstance,
  services: AppServices,
): Promise<NoticeSender> {
  const hub = await registerRealtimeRoutes(api, services);
  registerAnnouncementAdminRoutes(api, services);
  registerAnnouncementExcelRoutes(api, services);
  registerAnnouncementReleaseRoutes(api, services, hub);
  registerAnnouncementReaderRoutes(api, services);
  return systemNoticeSender(hub, api.log);
}
