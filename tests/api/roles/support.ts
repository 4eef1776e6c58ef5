// Shared setup of the role/permission API tests: a server, the admin token, ids of seeded menus and
// a user holding a fresh role with chosen permissions.
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { MenuItem, PermissionResult } from '../../../src/shared/api-types';
import type { Database } from '../../../src/server/db/tables';
import { buttonRowId, menuRowId } from '../../../src/server/seed/seed-menus';
import { ApiClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

export { buttonRowId, menuRowId };

export interface RolesServer extends TestApp {
  api: ApiClient;
  admin: string;
  db: Kysely<Database>;
}

export async function startRolesServer(): Promise<RolesServer> {
  const server = await startTestApp();
  const api = new ApiClient(server);
  return { ...server, api, admin: await api.login(), db: server.app.services.db };
}

let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Adds a role through the API (as admin) and answers its id. */
export async function addRole(server: RolesServer, roleCode: string, realm = 'sys'): Promise<string> {
  const reply = await server.api.post<{ id: string }>(
    `/${realm}/role/add`,
    { roleName: `角色${roleCode}`, roleCode },
    { token: server.admin },
  );
  expect(reply.body).toMatchObject({ success: true, message: '添加成功！' });
  return reply.body.result.id;
}

export async function grant(
  server: RolesServer,
  roleId: string,
  ids: string[],
  token = server.admin,
  realm = 'sys',
) {
  return server.api.post(
    `/${realm}/permission/saveRolePermission`,
    { roleId, permissionIds: ids.join(','), lastpermissionIds: '' },
    { token },
  );
}

/** A user holding a new role with these permission ids; answers the token and the role id. */
export async function userWith(
  server: RolesServer,
  permissionIds: string[],
): Promise<{ token: string; roleId: string; username: string; userId: string }> {
  const code = unique('r');
  const roleId = await addRole(server, code);
  const saved = await grant(server, roleId, permissionIds);
  expect(saved.body).toMatchObject({ success: true });
  const username = unique('u');
  const userId = await createUser(server.db, { username, password: 'Passw0rd!x', roleCodes: [code] });
  return { token: await server.api.login(username, 'Passw0rd!x'), roleId, username, userId };
}

export const flatten = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

export async function menuOf(server: RolesServer, token: string): Promise<PermissionResult> {
  const reply = await server.api.get<PermissionResult>('/sys/permission/getUserPermissionByToken', { token });
  expect(reply.body.success).toBe(true);
  return reply.body.result;
}

export async function del(
  server: RolesServer,
  path: string,
  query: Record<string, string>,
  token = server.admin,
) {
  return server.api.request('DELETE', path, { token, query });
}
