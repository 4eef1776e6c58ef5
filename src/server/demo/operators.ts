// Who takes the steps of the demo records, as the flow log and the step fields (reviewer, rectifier,
// confirmer) name them: an expert, an enterprise's staff member, the platform's operator or the
// system (a time rule's operation). People
// with a login account appear as that account (id, username); the others, who have none, by their
// record's id and their name. The accounts are the system demo's (system-demo-data.ts): some are
// tied to an expert or to an enterprise's staff, the admin-role one runs the platform's steps.
import { SYSTEM_USER } from '../engine/system-principal';
import { ADMIN_ROLE_CODE, ADMIN_USERNAME, seedId } from '../seed/seed-ids';
import { DEMO_USERS } from './system-demo-data';

/** Role codes of schemas/roles.json (the flow log shows the role's name), or the system's steps. */
export type OperatorRole = 'admin' | 'expert' | 'enterprise' | 'system';

export interface Operator {
  /** sys_flow_log.operator_id: the account's id, else the person's record id. */
  id: string;
  /** The account's user id when the person has one (what reviewerId or rectifierId hold). */
  accountId: string | null;
  /** The account's username, else the person's name. */
  username: string;
  name: string;
  role: OperatorRole;
}

/** A sys_user row the demo ties records to. */
export interface AccountRef {
  id: string;
  username: string;
  realname: string;
}

/** Accounts that are the login of an expert, by the index of the expert's service organisation. */
export const ENGINEER_ACCOUNTS = DEMO_USERS.filter((user) => user.expertOfOrg !== undefined);

/** Accounts that are staff of a demo enterprise, by the enterprise's index. */
export const ENTERPRISE_ACCOUNTS = DEMO_USERS.filter((user) => user.staffOfEnterprise !== undefined);

/** The usernames the writer looks up before generating: every demo account and the admin. */
export const ACCOUNT_USERNAMES: readonly string[] = [
  ...DEMO_USERS.map((user) => user.username),
  ADMIN_USERNAME,
];

const PLATFORM_USERNAME = DEMO_USERS.find((user) => user.role === ADMIN_ROLE_CODE)?.username;

/** The seeded admin, which every installation has (seed-admin.ts). */
const ADMIN_ACCOUNT: AccountRef = {
  id: seedId('user', ADMIN_USERNAME),
  username: ADMIN_USERNAME,
  realname: '管理员',
};

export function personOperator(
  role: OperatorRole,
  recordId: string,
  name: string,
  account: AccountRef | undefined,
): Operator {
  return account
    ? { id: account.id, accountId: account.id, username: account.username, name: account.realname, role }
    : { id: recordId, accountId: null, username: name, name, role };
}

/** The server itself, taking a time rule's operation (an appointment marked 已失约). */
export const SYSTEM_OPERATOR: Operator = {
  id: SYSTEM_USER.id,
  accountId: null,
  username: SYSTEM_USER.username,
  name: SYSTEM_USER.realname ?? SYSTEM_USER.username,
  role: 'system',
};

/** The platform's operator: the demo admin-role account when it exists, else the admin. */
export function platformOperator(accounts: ReadonlyMap<string, AccountRef>): Operator {
  const account = (PLATFORM_USERNAME ? accounts.get(PLATFORM_USERNAME) : undefined) ?? ADMIN_ACCOUNT;
  return personOperator('admin', account.id, account.realname, account);
}
