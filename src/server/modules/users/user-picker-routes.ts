// The user picker's endpoints of JeecgBoot 2.4.5 (contract §11.3): a page of users of one department
// and its sub-departments (queryUserComponentData) and the users behind a stored value
// (getMultiUser, answered as a bare array). Both need the user list's code, as /sys/user/list does.
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import { LIST_LIMITS, USER_CODES, USER_PATHS } from '../../../shared/users/texts';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { UserReader } from './user-query';
import { stringQuery } from './request-schemas';
import { scopeOf } from './tenant-scope';

/** Fields a picker may store its value in; anything else is refused. */
const STORE_FIELDS = ['username', 'id'] as const;
type StoreField = (typeof STORE_FIELDS)[number];

/** `a,b,` (or a single value) as distinct values; the trailing comma of the contract is optional. */
function storedValues(raw: string): string[] {
  const values = [
    ...new Set(
      raw
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
  if (values.length > LIST_LIMITS.maxIds) throw Errors.tooManyIds(LIST_LIMITS.maxIds);
  return values;
}

/** Contains-search for a picker's keyword (the list endpoint compares a plain value whole). */
const containing = (raw: string | undefined) => (raw?.trim() ? `*${raw.trim()}*` : undefined);

export function registerUserPickerRoutes(api: FastifyInstance, users: UserReader): void {
  api.get<{
    Querystring: {
      pageNo?: string;
      pageSize?: string;
      departId?: string;
      realname?: string;
      username?: string;
    };
  }>(
    USER_PATHS.queryUserComponentData,
    {
      ...allow.anyOf(USER_CODES.list),
      schema: stringQuery(
        'pageNo',
        'pageSize',
        'departId',
        'realname',
        'username',
        'column',
        'order',
        'field',
      ),
    },
    async (request) => {
      const { pageNo, pageSize, departId, realname, username } = request.query;
      // The client joins the selected tree keys with commas; only one node can be selected.
      const depart = departId
        ?.split(',')
        .find((id) => id.trim())
        ?.trim();
      return ok(
        await users.list(
          {
            pageNo,
            pageSize,
            departId: depart,
            realname: containing(realname),
            username: containing(username),
          },
          await scopeOf(request),
        ),
      );
    },
  );

  api.get<{ Querystring: Partial<Record<StoreField, string>> }>(
    USER_PATHS.getMultiUser,
    { ...allow.anyOf(USER_CODES.list), schema: stringQuery(...STORE_FIELDS) },
    async (request) => {
      const field = STORE_FIELDS.find((name) => request.query[name] !== undefined) ?? 'username';
      return users.byValues(field, storedValues(request.query[field] ?? ''), await scopeOf(request));
    },
  );
}
