// Demo data of the system pages, so a fresh installation's 部门管理, 职务管理, 分类字典 and 用户管理
// show something to work with, and the accounts the business demo ties to its experts and staff
// (it runs after this one and looks them up). Written in one transaction and only while the
// installation is fresh (the root department and the admin account are all there is): once anyone
// adds a department or a user, a restart never writes it again. The demo accounts get random
// passwords that are never shown: an administrator sets one with 密码 in 用户管理 before anyone
// signs in with them.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { formatDateTime } from '../../shared/date-format';
import { hashPassword } from '../auth/password-hash';
import type { Dialect } from '../db/database';
import { newId } from '../db/ids';
import type { Database } from '../db/tables';
import { nextOrgCode } from '../modules/users/depart-tree';
import { generatePassword, seededDepart, seededUser } from '../seed/seed-admin';
import { ROOT_DEPART } from '../seed/seed-ids';
import { SCREEN_TENANT_DICT } from '../../shared/screens';
import {
  DEMO_CATEGORIES,
  DEMO_DEPARTS,
  DEMO_POSITIONS,
  DEMO_SCREEN_DICT,
  DEMO_USERS,
} from './system-demo-data';
import type { DemoCategory, DemoDepart } from './system-demo-data';

const SYSTEM_DEMO_LOCK_KEY = 482_019_004;

export interface SystemDemoCounts {
  departs: number;
  positions: number;
  categories: number;
  users: number;
}

/** Writes the system demo when the installation is fresh; answers what it wrote, or null. */
export async function seedSystemDemoIfFresh(
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<SystemDemoCounts | null> {
  // Every later start ends here, before any hashing; the check is repeated under the lock below.
  if (!(await isFresh(db))) return null;
  // Hash outside the transaction: scrypt is slow on purpose and needs no lock.
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(generatePassword())));
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SYSTEM_DEMO_LOCK_KEY})`.execute(trx);
    if (!(await isFresh(trx))) return null;
    const now = formatDateTime();
    const root = await trx
      .selectFrom('sysDepart')
      .select(['id', 'orgCode'])
      .where('orgCode', '=', ROOT_DEPART.orgCode)
      .executeTakeFirstOrThrow();
    const departs = await writeDeparts(trx, DEMO_DEPARTS, root, now);
    await trx
      .insertInto('sysPosition')
      .values(DEMO_POSITIONS.map((p) => ({ id: newId(), ...p, sysOrgCode: root.orgCode, ...audit(now) })))
      .execute();
    const categories = await writeCategories(trx, DEMO_CATEGORIES, { id: '0', code: '' }, now);
    await writeUsers(trx, departs, passwordHashes, now);
    await openPublicScreens(trx, now);
    return {
      departs: departs.size,
      positions: DEMO_POSITIONS.length,
      categories,
      users: DEMO_USERS.length,
    };
  });
}

async function isFresh(trx: Kysely<Database>): Promise<boolean> {
  const count = async (table: 'sysDepart' | 'sysUser' | 'sysPosition' | 'sysCategory') =>
    Number(
      (
        await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [departs, users, positions, categories] = await Promise.all([
    count('sysDepart'),
    count('sysUser'),
    count('sysPosition'),
    count('sysCategory'),
  ]);
  return departs <= 1 && users <= 1 && positions === 0 && categories === 0;
}

const audit = (now: string) => ({ createBy: 'system', createTime: now, updateBy: null, updateTime: null });

/** Writes the tree level by level; answers each department's id and org code by name. */
async function writeDeparts(
  trx: Transaction<Database>,
  nodes: readonly DemoDepart[],
  parent: { id: string; orgCode: string },
  now: string,
  written = new Map<string, { id: string; orgCode: string }>(),
): Promise<Map<string, { id: string; orgCode: string }>> {
  const codes: string[] = [];
  const level = nodes.map((node) => {
    const orgCode = nextOrgCode(parent.orgCode, codes)!;
    codes.push(orgCode);
    const row = { id: newId(), orgCode };
    written.set(node.name, row);
    return { node, row };
  });
  // Like departments added through the page (order 0): the tree orders them by org code.
  await trx
    .insertInto('sysDepart')
    .values(
      level.map(({ node, row }) =>
        seededDepart(
          { ...row, parentId: parent.id, departName: node.name, orgCategory: '2', orgType: '2' },
          now,
        ),
      ),
    )
    .execute();
  for (const { node, row } of level)
    if (node.children) await writeDeparts(trx, node.children, row, now, written);
  return written;
}

/** Writes the category trees level by level; answers how many nodes were written. */
async function writeCategories(
  trx: Transaction<Database>,
  nodes: readonly DemoCategory[],
  parent: { id: string; code: string },
  now: string,
): Promise<number> {
  const codes: string[] = [];
  const level = nodes.map((node) => {
    const code = nextOrgCode(parent.code, codes)!;
    codes.push(code);
    return { node, row: { id: newId(), code } };
  });
  await trx
    .insertInto('sysCategory')
    .values(
      level.map(({ node, row }) => ({
        ...row,
        pid: parent.id,
        name: node.name,
        hasChild: node.children?.length ? '1' : '0',
        sysOrgCode: ROOT_DEPART.orgCode,
        ...audit(now),
      })),
    )
    .execute();
  let count = level.length;
  for (const { node, row } of level)
    if (node.children) count += await writeCategories(trx, node.children, row, now);
  return count;
}

async function writeUsers(
  trx: Transaction<Database>,
  departs: ReadonlyMap<string, { id: string; orgCode: string }>,
  passwordHashes: readonly string[],
  now: string,
): Promise<void> {
  const roles = new Map(
    (await trx.selectFrom('sysRole').select(['id', 'roleCode']).execute()).map((r) => [r.roleCode, r.id]),
  );
  const users = DEMO_USERS.map((user, index) => {
    // Users outside the platform's staff (an enterprise's account) belong to no department.
    const depart = user.depart === undefined ? null : departs.get(user.depart);
    const roleId = roles.get(user.role);
    if (depart === undefined || !roleId)
      throw new Error(`demo user ${user.username}: unknown department or role`);
    return { user, id: newId(), depart, roleId, passwordHash: passwordHashes[index]! };
  });
  await trx
    .insertInto('sysUser')
    .values(
      users.map(({ user, id, depart, passwordHash }) =>
        seededUser(
          {
            id,
            username: user.username,
            realname: user.realname,
            passwordHash,
            orgCode: depart?.orgCode ?? ROOT_DEPART.orgCode,
            userIdentity: 1,
            sex: user.sex,
            email: `${user.username}@example.com`,
            phone: user.phone,
            post: user.post ?? null,
          },
          now,
        ),
      ),
    )
    .execute();
  await trx
    .insertInto('sysUserRole')
    .values(users.map(({ id, roleId }) => ({ id: newId(), userId: id, roleId })))
    .execute();
  await trx
    .insertInto('sysUserDepart')
    .values(
      users.flatMap(({ id, depart }) => (depart ? [{ id: newId(), userId: id, depId: depart.id }] : [])),
    )
    .execute();
}

/**
 * The public big screens (参保企业大屏, 隐患大屏) opened for the demo's tenant, as an administrator
 * opens them in 数据字典: a demo shows every page with its data, an installation without the demo
 * keeps them closed until someone decides to publish its figures.
 */
async function openPublicScreens(trx: Transaction<Database>, now: string): Promise<void> {
  const dictId = newId();
  await trx
    .insertInto('sysDict')
    .values({ id: dictId, ...DEMO_SCREEN_DICT.dict, dictCode: SCREEN_TENANT_DICT, delFlag: 0, ...audit(now) })
    .execute();
  await trx
    .insertInto('sysDictItem')
    .values({ id: newId(), dictId, ...DEMO_SCREEN_DICT.item, sortOrder: 1, status: 1, ...audit(now) })
    .execute();
}
