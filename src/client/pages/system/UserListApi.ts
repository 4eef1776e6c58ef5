// Calls and shapes of the user and department pages (contract §8, §11; src/shared/users/texts.ts).
import type { Depart, PageResult } from '../../../shared/api-types';
import { DEPART_PATHS, USER_PATHS } from '../../../shared/users/texts';
import { deleteAction, getAction, postAction, putAction } from '../../api/http';
import type { QueryParams } from '../../api/apiBase';

export interface UserRow {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  sex_dictText?: string;
  email: string | null;
  phone: string | null;
  telephone: string | null;
  workNo: string | null;
  post: string | null;
  post_dictText?: string;
  status: number;
  status_dictText?: string;
  orgCodeTxt: string | null;
  departIds: string | null;
  relTenantIds: string | null;
  roleIds: string | null;
  roleNames: string | null;
  createTime: string | null;
}

export interface DepartNode extends Depart {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: DepartNode[];
}

export interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
}
export interface TenantOption {
  id: number;
  name: string;
}
export interface PositionOption {
  code: string;
  name: string;
}

export const userApi = {
  list: (params: QueryParams) => getAction<PageResult<UserRow>>(USER_PATHS.list, params),
  queryById: (id: string) => getAction<UserRow>(USER_PATHS.queryById, { id }),
  add: (body: Record<string, unknown>) => postAction<{ id: string }>(USER_PATHS.add, body),
  edit: (body: Record<string, unknown>) => putAction(USER_PATHS.edit, body),
  remove: (id: string) => deleteAction(USER_PATHS.delete, { id }),
  removeBatch: (ids: readonly string[]) => deleteAction(USER_PATHS.deleteBatch, { ids: `${ids.join(',')},` }),
  frozen: (ids: readonly string[], status: 1 | 2) =>
    putAction(USER_PATHS.frozenBatch, { ids: ids.join(','), status: String(status) }),
  changePassword: (body: { username: string; password: string; confirmpassword: string }) =>
    putAction(USER_PATHS.changePassword, body),
  checkOnly: (params: Record<string, string>) => getAction(USER_PATHS.checkOnlyUser, params),
  roles: () => getAction<RoleOption[]>(USER_PATHS.roleOptions),
  tenants: () => getAction<TenantOption[]>(USER_PATHS.tenantOptions),
  positions: () => getAction<PositionOption[]>(USER_PATHS.positionOptions),
};

export const departApi = {
  add: (body: Record<string, unknown>) => postAction<{ id: string }>(DEPART_PATHS.add, body),
  edit: (body: Record<string, unknown>) => putAction(DEPART_PATHS.edit, body),
  remove: (id: string) => deleteAction(DEPART_PATHS.delete, { id }),
};
