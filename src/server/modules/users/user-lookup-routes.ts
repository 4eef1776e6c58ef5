// Look-ups of JeecgBoot 2.4's user form and announcement form: a user's departments as DepartIdModel
// (userDepartList), a new id for the add form (generateUserId) and users by ids as the user list
// shows them (queryByIds; never a password column).
import type { FastifyInstance } from 'fastify';
import { RESULT_CODES } from '../../../shared/api-types';
import { USER_CODES, USER_PATHS, USER_TEXTS } from '../../../shared/users/texts';
import { allow } from '../../auth/route-access';
import { newId } from '../../db/ids';
import { failure, ok } from '../../http/result';
import type { AppServices } from '../../services';
import { departsOfUser } from '../sys/user-profile';
import { idList } from './id-list';
import { stringQuery } from './request-schemas';
import type { UserReader } from './user-query';
import { scopeOf } from './tenant-scope';

export function registerUserLookupRoutes(
  api: FastifyInstance,
  services: AppServices,
  users: UserReader,
): void {
  const { db } = services;

  // JeecgBoot answers `success: false` 查找失败 for a user without departments; the form reads that
  // as "none".
  api.get<{ Querystring: { userId?: string } }>(
    USER_PATHS.userDepartList,
    { ...allow.anyOf(USER_CODES.list), schema: stringQuery('userId') },
    async (request) => {
      const [user] = await users.byIds(
        request.query.userId ? [request.query.userId] : [],
        await scopeOf(request),
      );
      const departs = user ? await departsOfUser(db, user.id) : [];
      if (departs.length === 0) return failure(RESULT_CODES.error, USER_TEXTS.departsNotFound);
      return ok(
        departs.map((d) => ({ key: d.id, value: d.id, title: d.departName, children: [] })),
        USER_TEXTS.departsFound,
      );
    },
  );

  // Nothing is reserved: the add request gets its id from the server anyway.
  api.get(USER_PATHS.generateUserId, allow.anyOf(USER_CODES.add, USER_CODES.edit), async () => ok(newId()));

  api.get<{ Querystring: { userIds?: string } }>(
    USER_PATHS.queryByIds,
    { ...allow.anyOf(USER_CODES.list), schema: stringQuery('userIds') },
    async (request) => ok(await users.byIds(idList(request.query.userIds), await scopeOf(request))),
  );
}
