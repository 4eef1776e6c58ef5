// The user list as the user picker sees it (spec §7 Pickers: GET /sys/user/list by account name,
// paged; returns id, username, shows realname). Callers holding the user list code get the 用户管理
// page's rows; anyone else reaching the route through a form with a user field (control selectUser)
// gets this view: the picker's filters only, live and enabled users of the caller's tenant, and the
// columns of PICKER_USER_FIELDS — never phone, email, work number or any other personal field.
import type { PageResult } from '../../../shared/api-types';
import { ANNOUNCEMENT_CODES } from '../../../shared/announcements/announcements';
import { actionCode } from '../../../shared/schema-language/entity-permissions';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { USER_STATUS } from '../../../shared/users/texts';
import type { UserReader } from './user-query';
import type { UserListQuery, UserListRow } from './user-rows';

/** The only columns a caller without the user list code gets (what the picker shows and stores). */
export const PICKER_USER_FIELDS = ['id', 'username', 'realname', 'orgCodeTxt'] as const;
export type PickerUserRow = Pick<UserListRow, (typeof PICKER_USER_FIELDS)[number]>;

/**
 * The request parameters the picker sends (pickers.tsx, useTablePicker.ts): paging, the search box
 * (`username`, `*x*` or `a,b,`), the realname, the department chosen in the tree and a field's role.
 * Filters and sorting on other columns (phone, work number…) are dropped: they would reveal them.
 */
const PICKER_PARAMS = ['pageNo', 'pageSize', 'username', 'realname', 'departId', 'roleCode'] as const;
type PickerQuery = Partial<Record<(typeof PICKER_PARAMS)[number], string>>;

/**
 * Codes besides the user list code that may read the picker's view: the add/edit codes of every entity
 * whose form has a user field — and of the entities showing it as a sub-table — and the announcement
 * form (its recipients are chosen from this list).
 */
export function userPickerCodes(entities: readonly EntityDefinition[]): string[] {
  const withUserField = new Set(
    entities
      .filter((entity) => entity.fields.some((field) => field.form?.control === 'selectUser'))
      .map((entity) => entity.name),
  );
  const forms = entities.filter(
    (entity) =>
      withUserField.has(entity.name) || (entity.subTables ?? []).some((sub) => withUserField.has(sub.entity)),
  );
  const codes = forms.flatMap((entity) => [actionCode(entity, 'add'), actionCode(entity, 'edit')]);
  return [...new Set([...codes, ANNOUNCEMENT_CODES.add, ANNOUNCEMENT_CODES.edit])];
}

/** The list query of a picker request: its own filters, enabled users only. */
export function pickerQuery(query: Readonly<PickerQuery>): UserListQuery & {
  departId?: string;
} {
  const picked: PickerQuery = {};
  for (const name of PICKER_PARAMS) if (query[name] !== undefined) picked[name] = query[name];
  return { ...picked, status: String(USER_STATUS.normal) };
}

const pickerRow = (row: UserListRow): PickerUserRow =>
  Object.fromEntries(PICKER_USER_FIELDS.map((field) => [field, row[field]])) as PickerUserRow;

/** A page of the picker's view in the caller's tenant (every user when tenants are not used, 0). */
export async function pickerPage(
  users: UserReader,
  query: Readonly<PickerQuery>,
  tenantId: number,
): Promise<PageResult<PickerUserRow>> {
  const page = await users.list(pickerQuery(query), { tenantId });
  return { ...page, records: page.records.map(pickerRow) };
}
