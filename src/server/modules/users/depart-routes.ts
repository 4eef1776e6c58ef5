// Departments (spec §7 Departments; contract §11.3): the tree in several shapes for pickers and the
// department page, add (hierarchical org codes), edit and a delete refused while users or
// children remain. Reading needs a session only (pickers everywhere use it); writes need codes.
import { allow } from '../../auth/route-access';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../shared/date-format';
import { DEPART_CODES, DEPART_PATHS, DEPART_TEXTS } from '../../../shared/users/texts';
import { authOf } from '../../auth/authenticate';
import { principalOf } from '../../engine/principal';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { departsOfUser } from '../sys/user-profile';
import { insertDepart } from './depart-save';
import { buildTree, flatLeaves, idTree, liveDeparts, treeLevel } from './depart-tree';
import { departWriteSchema, departValues } from './depart-values';
import type { DepartBody } from './depart-values';

export function registerDepartRoutes(api: FastifyInstance, { db }: AppServices): void {
  // The tree is read by every department picker and the department switch: any signed-in user.
  api.get(DEPART_PATHS.queryTreeList, allow.signedIn, async () => ok(buildTree(await liveDeparts(db))));

  api.get<{ Querystring: { pid?: string } }>(
    DEPART_PATHS.queryDepartTreeSync,
    {
      ...allow.signedIn,
      schema: { querystring: { type: 'object', properties: { pid: { type: 'string', maxLength: 32 } } } },
    },
    async (request) => ok(treeLevel(await liveDeparts(db), request.query.pid || undefined)),
  );

  api.get(DEPART_PATHS.queryIdTree, allow.signedIn, async () => ok(idTree(buildTree(await liveDeparts(db)))));

  api.get<{ Querystring: { keyWord?: string } }>(
    DEPART_PATHS.searchBy,
    {
      ...allow.signedIn,
      schema: {
        querystring: { type: 'object', properties: { keyWord: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) => {
      const keyword = (request.query.keyWord ?? '').trim().toLowerCase();
      const rows = await liveDeparts(db);
      if (!keyword) return ok(buildTree(rows));
      const hits = rows.filter((r) => r.departName.toLowerCase().includes(keyword));
      return ok(flatLeaves(hits));
    },
  );

  api.get(DEPART_PATHS.queryMyDeptTreeList, allow.signedIn, async (request) => {
    const { user } = authOf(request);
    const [rows, mine] = await Promise.all([liveDeparts(db), departsOfUser(db, user.id)]);
    // A department inside another of the user's departments is already in that subtree.
    const roots = mine.filter((d) => !mine.some((o) => o.id !== d.id && d.orgCode.startsWith(o.orgCode)));
    return ok(
      buildTree(
        rows,
        roots.map((d) => d.id),
      ),
    );
  });

  api.post<{ Body: DepartBody }>(
    DEPART_PATHS.add,
    { ...allow.anyOf(DEPART_CODES.add), schema: { body: departWriteSchema } },
    async (request) => {
      const { user } = await principalOf(request, db);
      const id = await insertDepart(
        db,
        user.username,
        departValues(request.body),
        request.body.parentId || null,
      );
      return ok({ id }, DEPART_TEXTS.added);
    },
  );

  api.put<{ Body: DepartBody & { id?: string } }>(
    DEPART_PATHS.edit,
    {
      ...allow.anyOf(DEPART_CODES.edit),
      schema: { body: { ...departWriteSchema, required: ['id', 'departName'] } },
    },
    async (request) => {
      const { user } = await principalOf(request, db);
      const values = departValues(request.body);
      const result = await db
        .updateTable('sysDepart')
        .set({ ...values, updateBy: user.username, updateTime: formatDateTime() })
        .where('id', '=', request.body.id!)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw Errors.departInvalid(DEPART_TEXTS.notFound);
      return ok(null, DEPART_TEXTS.edited);
    },
  );

  api.delete<{ Querystring: { id?: string } }>(
    DEPART_PATHS.delete,
    {
      ...allow.anyOf(DEPART_CODES.delete),
      schema: { querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 32 } } } },
    },
    async (request) => {
      const { user } = await principalOf(request, db);
      const id = request.query.id ?? '';
      await db.transaction().execute(async (trx) => {
        const depart = await trx
          .selectFrom('sysDepart')
          .select('id')
          .where('id', '=', id)
          .where('delFlag', '=', '0')
          .executeTakeFirst();
        if (!depart) throw Errors.departInvalid(DEPART_TEXTS.notFound);
        const child = await trx
          .selectFrom('sysDepart')
          .select('id')
          .where('parentId', '=', id)
          .where('delFlag', '=', '0')
          .executeTakeFirst();
        if (child) throw Errors.departInvalid(DEPART_TEXTS.hasChildren);
        const member = await trx
          .selectFrom('sysUserDepart')
          .innerJoin('sysUser', 'sysUser.id', 'sysUserDepart.userId')
          .select('sysUser.id')
          .where('sysUserDepart.depId', '=', id)
          .where('sysUser.delFlag', '=', 0)
          .executeTakeFirst();
        if (member) throw Errors.departInvalid(DEPART_TEXTS.hasUsers);
        // Soft delete: the org code stays taken, so it is never handed to another department.
        await trx
          .updateTable('sysDepart')
          .set({ delFlag: '1', updateBy: user.username, updateTime: formatDateTime() })
          .where('id', '=', id)
          .execute();
      });
      return ok(null, DEPART_TEXTS.deleted);
    },
  );
}
