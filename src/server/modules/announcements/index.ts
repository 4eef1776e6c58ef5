// 通告管理 and the sockets that carry its notifications: one registration for routes.ts.
import type { FastifyInstance } from 'fastify';
import { registerRealtimeRoutes } from '../../realtime/socket-routes';
import type { AppServices } from '../../services';
import { registerAnnouncementAdminRoutes } from './admin-routes';
import { registerAnnouncementReaderRoutes } from './reader-routes';
import { registerAnnouncementReleaseRoutes } from './release-routes';

export async function registerAnnouncementModule(api: FastifyInstance, services: AppServices): Promise<void> {
  const hub = await registerRealtimeRoutes(api, services);
  registerAnnouncementAdminRoutes(api, services);
  registerAnnouncementReleaseRoutes(api, services, hub);
  registerAnnouncementReaderRoutes(api, services);
}
