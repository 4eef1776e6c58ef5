// The users area: /sys/user/*, /sys/sysDepart/*, /sys/common/upload and /sys/common/static/**.
// Registered after the Excel routes, which register the multipart parser these use too.
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services';
import { registerDepartExcelRoutes } from './depart-excel';
import { registerDepartRoutes } from './depart-routes';
import { registerDepartsByIdsRoute } from './departs-by-ids-route';
import { registerUploadRoutes } from './upload-routes';
import { registerUserExcelRoutes } from './user-excel';
import { registerMemberRoutes } from './member-routes';
import { registerUserLookupRoutes } from './user-lookup-routes';
import { registerUserPickerRoutes } from './user-picker-routes';
import { createUserReader } from './user-query';
import { registerUserRoutes } from './user-routes';

export function registerUsersRoutes(api: FastifyInstance, services: AppServices): void {
  const users = createUserReader(services.db, services.dialect, services.dictionaries);
  registerUserRoutes(api, services, users);
  registerUserPickerRoutes(api, users);
  registerMemberRoutes(api, services, users);
  registerUserLookupRoutes(api, services, users);
  registerUserExcelRoutes(api, services, users);
  registerDepartRoutes(api, services);
  registerDepartExcelRoutes(api, services);
  registerDepartsByIdsRoute(api, services);
  registerUploadRoutes(api, services);
}
