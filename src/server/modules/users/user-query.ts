// Reading users: the paged list with its filters (department filter with sub-departments) and
// single users, all through enrichUsers; each confined to the caller's tenant (tenant-scope.ts).
import type { Kysely } from 'kysely';
import type { PageResult } from '../../../shared/api-types';
import { PAGINATION } from '../../../shared/limits';
import { LIST_LIMITS } from '../../../shared/users/texts';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/tables';
import type { DictionaryService } from '../sys/dictionary-service';
import { liveDeparts, subtreeIds } from './depart-tree';
import { USER_COLUMNS, enrichUsers, userConditions, userOrder } from './user-rows';
import type { UserListQuery, UserListRow } from './user-rows';
import { pageNumber } from '../../http/page-number';
import { memberCondition } from './tenant-scope';
import type { UserScope } from './tenant-scope';

export interface UserReader {
  /** `departId`: that department and its sub-departments; `departIds`: exactly these departments. */
  list(
    query: UserListQuery & { departId?: string; departIds?: readonly string[] },
    scope: UserScope,
  ): Promise<PageResult<UserListRow>>;
  byIds(ids: readonly string[], scope: UserScope): Promise<UserListRow[]>;
  /** Live users whose `column` is one of `values` (the user picker's initial labels). */
  byValues(column: 'id' | 'username', values: readonly string[], scope: UserScope): Promise<UserListRow[]>;
  ofDepart(departId: string, scope: UserScope): Promise<UserListRow[]>;
}

const positive = (raw: string | undefined, fallback: number, max: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

export function createUserReader(
  db: Kysely<Database>,
  dialect: Dialect,
  dictionaries: DictionaryService,
): UserReader {
  const base = () => db.selectFrom('sysUser').select(USER_COLUMNS);
  const scoped = (scope: UserScope) => {
    const member = memberCondition(scope);
    return member ? base().where(member) : base();
  };
  return {
    async list(query, scope) {
      const pageSize = positive(query.pageSize, PAGINATION.defaultPageSize, LIST_LIMITS.maxPageSize);
      const pageNo = pageNumber(query.pageNo, pageSize);
      const departIds =
        query.departIds ?? (query.departId ? subtreeIds(await liveDeparts(db), query.departId) : null);
      const conditions = userConditions(query, dialect, departIds);
      const member = memberCondition(scope);
      if (member) conditions.push(member);
      const order = userOrder(query);
      let counted = db.selectFrom('sysUser').select((eb) => eb.fn.countAll<string | number>().as('total'));
      let paged = base();
      for (const condition of conditions) {
        counted = counted.where(condition);
        paged = paged.where(condition);
      }
      const [countRow, rows] = await Promise.all([
        counted.executeTakeFirst(),
        paged
          .orderBy(`sysUser.${order.column}` as 'sysUser.createTime', order.direction)
          .orderBy('sysUser.id', order.direction)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      const total = Number(countRow?.total ?? 0);
      return {
        records: await enrichUsers(db, dictionaries, rows),
        total,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(total / pageSize),
      };
    },
    byIds(ids, scope) {
      return this.byValues('id', ids, scope);
    },
    async byValues(column, values, scope) {
      if (values.length === 0) return [];
      const rows = await scoped(scope).where(column, 'in', values).where('delFlag', '=', 0).execute();
      return enrichUsers(db, dictionaries, rows);
    },
    async ofDepart(departId, scope) {
      const rows = await scoped(scope)
        .where('delFlag', '=', 0)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('sysUserDepart')
              .select('sysUserDepart.id')
              .whereRef('sysUserDepart.userId', '=', 'sysUser.id')
              .where('sysUserDepart.depId', '=', departId),
          ),
        )
        .orderBy('sysUser.createTime', 'desc')
        .orderBy('sysUser.id', 'desc')
        .limit(LIST_LIMITS.maxIds)
        .execute();
      return enrichUsers(db, dictionaries, rows);
    },
  };
}
