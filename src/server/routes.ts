// Every API route module, registered under the API prefix by app.ts.
import type { FastifyInstance } from 'fastify';
import type { AppServices } from './services';
import { scheduleFigureWarmUp } from './figures/warm-up';
import { registerAdviceRoute } from './engine/routes/advice-route';
import { registerDuplicateCheckRoute } from './engine/routes/duplicate-check-route';
import { registerEntityRoutes } from './engine/routes/entity-routes';
import { registerEntitySchemaRoute } from './engine/routes/entity-schema-route';
import { registerOperationRoutes } from './engine/routes/operation-routes';
import { registerExcelRoutes } from './engine/routes/excel-routes';
import { registerPreferenceRoutes } from './engine/routes/preference-routes';
import { registerSavedQueryRoutes } from './engine/routes/saved-query-routes';
import { registerAccountRoutes } from './modules/sys/account-routes';
import { registerAnnouncementRoutes } from './modules/sys/announcement-routes';
import { registerCategoryRoutes } from './modules/sys/category-routes';
import { registerDictionaryRoutes } from './modules/sys/dictionary-routes';
import { registerDictItemRoutes } from './modules/sys/dict-item-routes';
import { registerCheckRuleRoutes } from './modules/sys/check-rule-routes';
import { systemUniqueChecks } from './modules/sys/system-unique-checks';
import { registerMockRoutes } from './modules/mock/mock-routes';
import { registerOpenApiRoutes } from './modules/openapi/openapi-routes';
import { registerLoginRoutes } from './modules/sys/login-routes';
import { registerReportRoutes } from './modules/reports/report-routes';
import { registerPermissionRoutes } from './modules/sys/permission-routes';
import { registerTenantRoutes } from './modules/tenants/tenant-routes';
import { registerGatewayRoutes } from './modules/gateway/gateway-routes';
import { registerMonitorRoutes } from './modules/monitor/monitor-routes';
import { registerAccountFlowRoutes } from './modules/account';
import { registerAnnouncementModule } from './modules/announcements';
import { registerUsersRoutes } from './modules/users';
import { registerRolesRoutes } from './modules/roles';
import { registerJobRoutes } from './modules/jobs/job-routes';
import { registerMapRoutes } from './modules/maps/map-routes';
import { registerItineraryTrackRoutes } from './modules/itinerary-track/track-routes';
import { registerDashboardRoutes } from './modules/dashboards/dashboard-routes';
import { registerWorkplaceRoutes } from './modules/workplace/workplace-routes';
import { registerAnalysisScreenRoutes } from './modules/screens/analysis-routes';
import { registerScreenRoutes } from './modules/screens/screen-routes';
import { registerCompanyCheckRoutes } from './modules/company-check/company-check-routes';
import { registerPdfPreviewRoutes } from './modules/pdf-preview/pdf-preview-routes';
import { registerReportGenerationRoutes } from './modules/report-generation/report-generation-routes';

export async function registerApiRoutes(api: FastifyInstance, services: AppServices): Promise<void> {
  registerMonitorRoutes(api, services); // first: its hooks time, trace and log every request
  registerLoginRoutes(api, services);
  registerPermissionRoutes(api, services);
  registerAccountRoutes(api, services);
  registerDictionaryRoutes(api, services);
  registerAnnouncementRoutes(api, services);
  registerCategoryRoutes(api, services);
  registerReportRoutes(api, services);
  registerAccountFlowRoutes(api, services);
  registerRolesRoutes(api, services);
  // The schema engine: generic entity endpoints and its own features.
  registerEntityRoutes(api, services.engine);
  registerEntitySchemaRoute(api, services.engine);
  registerOperationRoutes(api, services.engine);
  registerDuplicateCheckRoute(api, services.engine, systemUniqueChecks(services.db));
  registerAdviceRoute(api, services.engine);
  registerWorkplaceRoutes(api, services.engine);
  registerSavedQueryRoutes(api, services.db);
  registerPreferenceRoutes(api, services.db);
  await registerExcelRoutes(
    api,
    services.engine,
    { store: services.store, dataDir: services.config.dataDir },
    services.config.exportDirectRowCap,
  );
  registerTenantRoutes(api, services);
  await registerGatewayRoutes(api, services);
  // Jobs after the announcements: the time-rule job and operation steps send their messages through them.
  const sendNotices = await registerAnnouncementModule(api, services);
  services.engine.deps.notices.connect(sendNotices, api.log);
  registerJobRoutes(api, services, sendNotices);
  registerUsersRoutes(api, services);
  const map = registerMapRoutes(api, services, { pointLimit: services.config.mapPointLimit });
  registerItineraryTrackRoutes(api, services);
  const dashboards = registerDashboardRoutes(api, services);
  registerScreenRoutes(api, services);
  const analysisScreens = registerAnalysisScreenRoutes(api, services);
  registerCompanyCheckRoutes(api, services);
  registerPdfPreviewRoutes(api, services);
  // JeecgBoot 2.4 calls its clients make besides the entity endpoints (docs/compatibility.md).
  registerDictItemRoutes(api, services);
  registerOpenApiRoutes(api, services);
  registerCheckRuleRoutes(api, services);
  registerMockRoutes(api, services);
  registerReportGenerationRoutes(api, services);
  // Administrators' first figures prepared in the background (figures/warm-up.ts).
  if (services.config.figureWarmUp) scheduleFigureWarmUp(api, services, [dashboards, analysisScreens, map]);
}
