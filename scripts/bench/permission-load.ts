// Permission load time (GET /sys/permission/getUserPermissionByToken) for a user whose one role
// holds 500 permissions (50 menus, 450 buttons), on SQLite and on PostgreSQL, against the real
// server process. The permission list is loaded once per sign-in and on every page reload.
//
//   npx tsx scripts/bench/permission-load.ts [--permissions 500] [--db sqlite|postgres|both] [--requests 100]
import { formatDateTime } from '../../src/shared/date-format';
import { hashPassword } from '../../src/server/auth/password-hash';
import { openDatabase } from '../../src/server/db/database';
import { newId } from '../../src/server/db/ids';
import { startServer } from '../lib/server-process';
import { benchArgs, databasesArg, emptyDataset } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { percentile, signIn, today } from './lib/measure';

const args = benchArgs();
const PERMISSIONS = Number(args.get('permissions') ?? 500);
const DATABASES = databasesArg(args.get('db'));
const REQUESTS = Number(args.get('requests') ?? 100);
const BUTTONS_PER_MENU = 9;
const USERNAME = 'bench_perm';

/** One role with PERMISSIONS grants (menus under one root, buttons under each menu) and a user holding it. */
async function grantPermissions(dataset: Dataset, password: string): Promise<void> {
  const handle = openDatabase({
    databaseUrl: dataset.env.DATABASE_URL,
    dataDir: dataset.env.DATA_DIR!,
  });
  const { db } = handle;
  const now = formatDateTime();
  const audit = { createBy: 'bench', createTime: now, updateBy: null, updateTime: null };
  const permission = (parentId: string | null, index: number, menuType: number) => ({
    ...audit,
    id: newId(),
    parentId,
    name: `压测权限${index}`,
    url: menuType === 2 ? null : `/bench/p${index}`,
    component: menuType === 2 ? null : menuType === 0 ? 'layouts/RouteView' : 'dashboard/Workplace',
    componentName: null,
    redirect: null,
    menuType,
    perms: menuType === 2 ? `bench:action${index}` : null,
    permsType: menuType === 2 ? '1' : null,
    sortNo: index,
    alwaysShow: 0,
    icon: null,
    isRoute: 1,
    isLeaf: menuType === 0 ? 0 : 1,
    keepAlive: 0,
    hidden: 0,
    description: null,
    status: '1',
    delFlag: 0,
    internalOrExternal: 0,
  });
  const rows: ReturnType<typeof permission>[] = [];
  const root = permission(null, 0, 0);
  rows.push(root);
  while (rows.length < PERMISSIONS) {
    const menu = permission(root.id, rows.length, 1);
    rows.push(menu);
    for (let b = 0; b < BUTTONS_PER_MENU && rows.length < PERMISSIONS; b += 1)
      rows.push(permission(menu.id, rows.length, 2));
  }
  const roleId = newId();
  const userId = newId();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto('sysPermission')
        .values(rows.slice(i, i + 100))
        .execute();
    await trx
      .insertInto('sysRole')
      .values({ ...audit, id: roleId, roleName: '压测角色', roleCode: 'bench_perm', description: null })
      .execute();
    await trx
      .insertInto('sysRolePermission')
      .values(rows.map((r) => ({ id: newId(), roleId, permissionId: r.id, dataRuleIds: null })))
      .execute();
    await trx
      .insertInto('sysUser')
      .values({
        ...audit,
        id: userId,
        username: USERNAME,
        realname: '压测用户',
        passwordHash: await hashPassword(password),
        avatar: null,
        birthday: null,
        sex: 1,
        email: null,
        phone: null,
        orgCode: null,
        status: 1,
        delFlag: 0,
        workNo: null,
        post: null,
        telephone: null,
        userIdentity: 1,
        clientId: null,
      })
      .execute();
    await trx.insertInto('sysUserRole').values({ id: newId(), userId, roleId }).execute();
  });
  await handle.close();
}

async function measure(database: 'sqlite' | 'postgres') {
  const dataset = await emptyDataset(database, `perm${PERMISSIONS}`);
  const env = { ...dataset.env, CAPTCHA: 'off', DEMO_DATA: 'off' };
  // The first start migrates and seeds; the grants go in while no server runs.
  await (await startServer({ env, dataDir: dataset.env.DATA_DIR })).stop();
  await grantPermissions(dataset, dataset.password);
  const server = await startServer({ env, dataDir: dataset.env.DATA_DIR });
  try {
    const { token } = await signIn(server.url, dataset.password, USERNAME);
    const url = `${server.url}/api/sys/permission/getUserPermissionByToken`;
    const latencies: number[] = [];
    let bytes = 0;
    let auth = 0;
    for (let i = 0; i < REQUESTS + 5; i += 1) {
      const t0 = performance.now();
      const response = await fetch(url, { headers: { 'X-Access-Token': token } });
      const text = await response.text();
      const elapsed = performance.now() - t0;
      const body = JSON.parse(text) as { success: boolean; message: string; result: { auth: unknown[] } };
      if (!body.success) throw new Error(`permission load failed: ${body.message}`);
      if (i >= 5) latencies.push(elapsed); // the first five warm the caches and the JIT
      bytes = text.length;
      auth = body.result.auth.length;
    }
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), bytes, auth };
  } finally {
    await server.stop();
  }
}

console.log(`| date | database | permissions | button codes in auth | p50 ms | p95 ms | response KB |`);
console.log(`| --- | --- | ---: | ---: | ---: | ---: | ---: |`);
for (const database of DATABASES) {
  const r = await measure(database);
  console.log(
    `| ${today()} | ${database} | ${PERMISSIONS} | ${r.auth} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.bytes / 1024).toFixed(0)} |`,
  );
}
