// The lazy menu list of JeecgBoot's permission page (2.4): the top-level menus first, then the
// children of the rows the user expands, one parent or several at once. Same rows and node shape as
// the full list (permission-tree.ts), same permission code as that list.
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import { COMPAT_LIMITS, COMPAT_PATHS } from '../../../shared/compatibility/compat-api';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { idList, queryOf, stringParam } from './common';
import type { RealmDef } from './common';
import { realmPermissions, ruleFlags, toPermissionNode } from './permission-tree';
import type { PermissionNode } from './permission-tree';
import { rolesDb } from './tables';

/** Menu type of a top-level menu (1 = sub menu, 2 = button). */
const TOP_MENU_TYPE = 0;

export function registerPermissionMenuRoutes(
  app: FastifyInstance,
  services: AppServices,
  def: RealmDef,
): void {
  const db = rolesDb(services.db);
  const access = allow.anyOf(def.codes.permissionList);
  // Rows come sorted by sortNo from realmPermissions; JeecgBoot orders these calls the same way.
  const nodes = async () => {
    const [rows, rules] = await Promise.all([realmPermissions(db, def.realm), ruleFlags(db)]);
    return rows.map((row) => toPermissionNode(row, rules));
  };

  app.get(`${def.prefix}${COMPAT_PATHS.systemMenuList}`, access, async () =>
    ok((await nodes()).filter((node) => node.menuType === TOP_MENU_TYPE)),
  );

  app.get(`${def.prefix}${COMPAT_PATHS.systemSubmenu}`, access, async (request) => {
    const parentId = stringParam(queryOf(request).parentId);
    return ok(parentId ? (await nodes()).filter((node) => node.parentId === parentId) : []);
  });

  app.get(`${def.prefix}${COMPAT_PATHS.systemSubmenuBatch}`, access, async (request) => {
    const parentIds = new Set(idList(queryOf(request).parentIds, COMPAT_LIMITS.maxIds));
    // Only parents that have children appear, as in JeecgBoot.
    const byParent: Record<string, PermissionNode[]> = {};
    for (const node of await nodes())
      if (node.parentId && parentIds.has(node.parentId)) (byParent[node.parentId] ??= []).push(node);
    return ok(byParent);
  });
}
