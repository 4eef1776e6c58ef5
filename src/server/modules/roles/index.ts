// Roles and permissions of both realms, data rules, department permissions and department roles.
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services';
import { REALM_DEFS } from './common';
import { registerDataRuleRoutes } from './data-rule-routes';
import { registerDepartRoutes } from './depart-routes';
import { registerPermissionAdminRoutes } from './permission-admin-routes';
import { registerPermissionMenuRoutes } from './permission-menu-routes';
import { registerRoleExcelRoutes } from './role-excel';
import { registerRoleRoutes } from './role-routes';

export function registerRolesRoutes(api: FastifyInstance, services: AppServices): void {
  for (const def of Object.values(REALM_DEFS)) {
    registerRoleRoutes(api, services, def);
    registerRoleExcelRoutes(api, services, def);
    registerPermissionAdminRoutes(api, services, def);
    registerPermissionMenuRoutes(api, services, def);
    registerDataRuleRoutes(api, services, def);
  }
  registerDepartRoutes(api, services);
}
