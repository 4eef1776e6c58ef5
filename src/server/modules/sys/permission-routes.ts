// GET /sys/permission/getUserPermissionByToken: menu tree, held permissions and all buttons (contract §6.1).
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../shared/api-paths';
import type { PermissionResult } from '../../../shared/api-types';
import { LAYOUT } from '../../../shared/limits';
import { authOf } from '../../auth/authenticate';
import { SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { grantedPermissions } from '../roles/held-grants';
import { buildAllAuth, buildAuth, buildMenuTree, HOME_MENU_NAME } from './menu-tree';

export function registerPermissionRoutes(app: FastifyInstance, { db }: AppServices): void {
  app.get(API_PATHS.userPermissions, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    const [granted, buttons, homeRow] = await Promise.all([
      grantedPermissions(db, user.id),
      db.selectFrom('sysPermission').selectAll().where('menuType', '=', 2).where('delFlag', '=', 0).execute(),
      db
        .selectFrom('sysPermission')
        .selectAll()
        .where('name', '=', HOME_MENU_NAME)
        .where('url', '=', LAYOUT.homePath)
        .where('delFlag', '=', 0)
        .executeTakeFirst(),
    ]);
    const result: PermissionResult = {
      menu: buildMenuTree(granted, homeRow),
      auth: buildAuth(granted),
      allAuth: buildAllAuth(buttons),
    };
    return ok(result, SuccessMessages.query);
  });
}
