// Setup shared by the users-area API tests: one server, an admin token, users holding chosen codes.
import { ApiClient } from '../helpers/client';
import type { Reply } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';
import { createRoleWithCodes } from '../engine/support';

export const PASSWORD = 'Passw0rd!x';

export interface UsersServer {
  server: TestApp;
  api: ApiClient;
  adminToken: string;
  /** A signed-in user whose only role holds exactly these codes (role created once per code set). */
  userWith(codes: readonly string[]): Promise<{ token: string; id: string; username: string }>;
  del<T = unknown>(path: string, token: string, query: Record<string, string>): Promise<Reply<T>>;
}

let counter = 0;

export async function startUsersServer(): Promise<UsersServer> {
  const server = await startTestApp();
  const api = new ApiClient(server);
  const adminToken = await api.login();
  const db = server.app.services.db;
  const roles = new Map<string, string>();
  return {
    server,
    api,
    adminToken,
    async userWith(codes) {
      const key = [...codes].sort().join('|');
      let roleCode = roles.get(key);
      if (!roleCode) {
        roleCode = `r${++counter}${Date.now().toString(36)}`;
        await createRoleWithCodes(db, roleCode, codes);
        roles.set(key, roleCode);
      }
      const username = `u${Date.now().toString(36)}${++counter}`;
      const id = await createUser(db, {
        username,
        password: PASSWORD,
        roleCodes: [roleCode],
        orgCodes: ['A01'],
      });
      return { token: await api.login(username, PASSWORD), id, username };
    },
    del: (path, token, query) => api.request('DELETE', path, { token, query }),
  };
}

/** A name no other test of the run uses: the prefix, the time and a counter. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;
