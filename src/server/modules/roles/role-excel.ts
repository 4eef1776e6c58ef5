// Roles through the Excel module (JeecgBoot 2.4's 角色管理 导出/导入; contract §8.7, §8.8): the export
// of a list query (or the selected rows), streamed page by page, and the import, each row checked and
// saved as 新增 does (required fields, lengths, a code unique overall).
import type { FastifyInstance } from 'fastify';
import { ROLE_PAGE_TEXTS } from '../../../shared/roles/roles-texts';
import { allow } from '../../auth/route-access';
import type { ExcelColumn } from '../../excel';
import type { AppServices } from '../../services';
import {
  cellText,
  fieldNamedIn,
  formRowCheck,
  importSheet,
  saveEach,
  sendSheet,
} from '../users/excel-route-parts';
import { idList, queryOf } from './common';
import type { Query, RealmDef } from './common';
import { filteredRoles, insertRole, roleFields, toRole } from './role-routes';
import { rolesDb } from './tables';
import type { RolesDb } from './tables';

const TITLE = '角色信息';
const PAGE = 500;
const MAX_SELECTED = 1000;

const COLUMNS: readonly ExcelColumn[] = [
  { key: 'roleName', header: ROLE_PAGE_TEXTS.roleName, kind: 'text', required: true, width: 20 },
  { key: 'roleCode', header: ROLE_PAGE_TEXTS.roleCode, kind: 'text', required: true, width: 20 },
  { key: 'description', header: ROLE_PAGE_TEXTS.description, kind: 'text', width: 30 },
];
const EXPORT_COLUMNS: readonly ExcelColumn[] = [
  ...COLUMNS,
  { key: 'createTime', header: ROLE_PAGE_TEXTS.createTime, kind: 'datetime', width: 20 },
];

/** The column a refusal of roleFields is about (its messages name the field's label). */
const fieldOf = fieldNamedIn(
  { roleCode: ROLE_PAGE_TEXTS.roleCode, roleName: ROLE_PAGE_TEXTS.roleName },
  'description',
);

/** The selected rows when the request names some (`selections`), else the list query's. */
function exportedRoles(db: RolesDb, def: RealmDef, query: Query) {
  const selected = idList(query.selections, MAX_SELECTED);
  if (selected.length === 0) return filteredRoles(db, def, query);
  return filteredRoles(db, def, {}).where('id', 'in', selected);
}

async function* exportRows(db: RolesDb, def: RealmDef, query: Query) {
  const select = exportedRoles(db, def, query);
  for (let offset = 0; ; offset += PAGE) {
    const rows = await select
      .selectAll()
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE)
      .offset(offset)
      .execute();
    yield* rows.map(toRole);
    if (rows.length < PAGE) return;
  }
}

export function registerRoleExcelRoutes(app: FastifyInstance, services: AppServices, def: RealmDef): void {
  const db = rolesDb(services.db);
  const base = `${def.prefix}/role`;

  app.get(`${base}/exportXls`, allow.anyOf(def.codes.roleList), async (request, reply) => {
    const query = queryOf(request);
    const { total } = await exportedRoles(db, def, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return sendSheet(request, reply, {
      title: TITLE,
      total: Number(total),
      columns: EXPORT_COLUMNS,
      rows: exportRows(db, def, query),
    });
  });

  app.post(`${base}/importExcel`, allow.anyOf(def.codes.roleAdd), (request) =>
    importSheet<Record<string, string | undefined>>(request, services, {
      title: TITLE,
      columns: COLUMNS,
      validate: formRowCheck((raw) => {
        const fields = {
          roleName: cellText(raw, 'roleName'),
          roleCode: cellText(raw, 'roleCode'),
          description: cellText(raw, 'description'),
        };
        roleFields(fields);
        return fields;
      }, fieldOf),
      save: (rows, user) => saveEach(rows, (fields) => insertRole(db, def, fields, user.username)),
    }),
  );
}
