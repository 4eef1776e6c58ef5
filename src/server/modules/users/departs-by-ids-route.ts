// GET /sys/api/queryDepartsByIds: JeecgBoot's sysBaseApi look-up of department rows by ids, for
// services written against it. It answers the bare list as that API does (no Result envelope); the
// rows are those the department tree already shows to any signed-in user.
import type { FastifyInstance } from 'fastify';
import { COMPAT_LIMITS, COMPAT_PATHS } from '../../../shared/compatibility/compat-api';
import { allow } from '../../auth/route-access';
import type { AppServices } from '../../services';
import { idList } from '../roles/common';
import { toDepart } from '../sys/user-profile';

export function registerDepartsByIdsRoute(api: FastifyInstance, { db }: AppServices): void {
  api.get(COMPAT_PATHS.departsByIds, allow.signedIn, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    // 2.4 names the parameter deptIds; later versions ids.
    const ids = idList(query.deptIds ?? query.ids, COMPAT_LIMITS.maxIds);
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('sysDepart')
      .selectAll()
      .where('id', 'in', ids)
      .where('delFlag', '=', '0')
      .orderBy('departOrder')
      .orderBy('id')
      .execute();
    return rows.map(toDepart);
  });
}
