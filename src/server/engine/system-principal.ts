// The principal of steps the server takes on its own (a time rule's operation on a record that became
// overdue): a user that exists only in memory, with no roles, so no data rule restricts it, acting in
// the record's tenant. It is what the flow log and the audit columns name as the operator; the
// permission codes are checked by the routes, which the system never goes through.
import { OPERATION_TEXTS } from '../../shared/engine-operations';
import type { UserRow } from '../db/tables';
import type { Principal } from './principal';

/** Never a real user's id (those are 32 hex characters) nor a seeded name it could be taken for. */
export const SYSTEM_USER: UserRow = {
  id: 'system',
  username: 'system',
  realname: OPERATION_TEXTS.systemOperator,
  passwordHash: '',
  avatar: null,
  birthday: null,
  sex: null,
  email: null,
  phone: null,
  orgCode: null,
  status: 1,
  delFlag: 0,
  workNo: null,
  post: null,
  telephone: null,
  userIdentity: null,
  clientId: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
};

export function systemPrincipal(tenantId: number): Principal {
  const none: ReadonlySet<string> = new Set();
  return {
    user: SYSTEM_USER,
    tenantId,
    held: none,
    switchedOff: none,
    guarded: none,
    roleCodes: async () => none,
    memo: new Map(),
    grantsMemo: new Map(),
  };
}
