// Users with data rules on a copy of a benchmark data set (the seed writes no login accounts): an
// engineer — the login of the expert responsible for the first enterprise of the list — and an
// enterprise user — the login of that enterprise's first staff member — created through the API as
// an administrator would (user with its role, then the expert's or the staff row's account name).
// Writes: call it on a copy (copyOf), never on a shared data set. Idempotent: a second call finds them.
import { USER_PATHS } from '../../../src/shared/users/texts';
import { signIn } from './measure';

export const BENCH_USERS = {
  engineer: { username: 'bench_engineer', realname: '基准工程师', role: 'expert' },
  enterprise: { username: 'bench_enterprise', realname: '基准企业用户', role: 'enterprise' },
} as const;
export type BenchUser = keyof typeof BENCH_USERS;
const PASSWORD = 'Bench-User-2026';

type Row = Record<string, unknown>;

async function call(url: string, token: string, method = 'GET', body?: unknown): Promise<Row> {
  const response = await fetch(url, {
    method,
    headers: { 'X-Access-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const reply = (await response.json()) as { success: boolean; message: string; result: unknown };
  if (!reply.success) throw new Error(`${method} ${url}: ${reply.message}`);
  return reply.result as Row;
}

const records = (result: Row) => (Array.isArray(result) ? result : (result.records as Row[])) as Row[];

/** Sets `userName` on one row of a main record's sub-table, through the main record's edit. */
async function linkSubRow(
  api: string,
  token: string,
  main: string,
  mainId: string,
  sub: string,
  pick: (rows: Row[]) => Row,
  user: string,
) {
  const record = await call(`${api}/nanli/${main}/queryById?id=${mainId}`, token);
  const suffix = `${sub[0]!.toUpperCase()}${sub.slice(1)}`;
  const rows = records(await call(`${api}/nanli/${main}/query${suffix}ByMainId?id=${mainId}`, token));
  const chosen = pick(rows);
  const list = rows.map((row) => (row === chosen ? { ...row, userName: user } : row));
  await call(`${api}/nanli/${main}/edit`, token, 'PUT', { ...record, [`${sub}List`]: list });
  return chosen;
}

async function roleIds(api: string, token: string): Promise<Map<string, string>> {
  const roles = records(await call(`${api}/sys/role/list?pageSize=100`, token));
  return new Map(roles.map((r) => [String(r.roleCode), String(r.id)]));
}

async function ensureUser(api: string, token: string, user: BenchUser, roles: Map<string, string>) {
  const { username, realname, role } = BENCH_USERS[user];
  const found = records(await call(`${api}${USER_PATHS.list}?username=${username}`, token));
  if (found.some((u) => u.username === username)) return false;
  await call(`${api}${USER_PATHS.add}`, token, 'POST', {
    username,
    realname,
    password: PASSWORD,
    userIdentity: 1,
    selectedroles: roles.get(role),
  });
  return true;
}

/**
 * Creates both users (when missing) and tells what each may see: the engineer's enterprise count is
 * the size of their data rule.
 */
export async function prepareBenchUsers(serverUrl: string, adminToken: string): Promise<string> {
  const api = `${serverUrl}/api`;
  const roles = await roleIds(api, adminToken);
  const created = await ensureUser(api, adminToken, 'engineer', roles);
  await ensureUser(api, adminToken, 'enterprise', roles);
  const [first] = records(
    await call(`${api}/nanli/enterprise/list?pageSize=1&responsibleExpertId=*`, adminToken).catch(() =>
      call(`${api}/nanli/enterprise/list?pageSize=1`, adminToken),
    ),
  );
  if (!first) throw new Error('no enterprise to link the bench users to');
  if (created) {
    const expertId = String(first.responsibleExpertId);
    const orgId = String(first.serviceOrgId);
    await linkSubRow(
      api,
      adminToken,
      'serviceOrg',
      orgId,
      'expert',
      (rows) => rows.find((r) => String(r.id) === expertId)!,
      BENCH_USERS.engineer.username,
    );
    await linkSubRow(
      api,
      adminToken,
      'enterprise',
      String(first.id),
      'enterpriseStaff',
      (rows) => rows[0]!,
      BENCH_USERS.enterprise.username,
    );
  }
  return `enterprise ${String(first.id)}, expert ${String(first.responsibleExpertId)}`;
}

/** Signs a bench user in (after prepareBenchUsers on the same data set). */
export async function signInBenchUser(serverUrl: string, user: BenchUser): Promise<string> {
  return (await signIn(serverUrl, PASSWORD, BENCH_USERS[user].username)).token;
}

/** `--user engineer|enterprise` (none: the administrator). */
export function benchUserArg(value: string | undefined): BenchUser | null {
  if (!value || value === 'admin') return null;
  if (value in BENCH_USERS) return value as BenchUser;
  throw new Error(`--user must be admin, engineer or enterprise, got "${value}"`);
}

/**
 * The token the bench measures with and who it is, for the table; `scope()` tells, after the
 * measurements (it reads the user's enterprise list, which would warm their data rules), how many
 * enterprises they see.
 */
export async function signInAs(
  serverUrl: string,
  adminToken: string,
  user: BenchUser | null,
): Promise<{ token: string; who: string; scope: () => Promise<string> }> {
  if (!user) return { token: adminToken, who: 'admin', scope: () => Promise.resolve('the tenant') };
  const linked = await prepareBenchUsers(serverUrl, adminToken);
  const token = await signInBenchUser(serverUrl, user);
  const scope = async () => {
    const seen = await call(`${serverUrl}/api/nanli/enterprise/list?pageSize=1`, token);
    return `${user}: ${String(seen.total)} enterprises (${linked})`;
  };
  return { token, who: user, scope };
}
