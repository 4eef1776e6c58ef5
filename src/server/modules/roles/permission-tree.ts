// The permission tree of a realm in the two shapes the contract's pages use: the management list
// (SysPermissionTree, every field) and the authorisation tree (TreeModel: key/title/children + ids).
import type { RealmPermissionRow, RolesDb } from './tables';
import type { Realm } from '../../../shared/roles/roles-texts';

export interface PermissionNode {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string | null;
  sortNo: number;
  icon: string | null;
  route: boolean;
  leaf: boolean;
  keepAlive: boolean;
  hidden: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  description: string | null;
  status: string;
  /** Whether data rules are configured on it. */
  ruleFlag: number;
  createTime: string | null;
  children?: PermissionNode[];
}

export interface TreeModel {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  parentId: string | null;
  isLeaf: boolean;
  icon: string | null;
  menuType: number;
  ruleFlag: number;
  /** Set when the tree is for a user and they do not hold the permission (they cannot grant it). */
  disableCheckbox?: boolean;
  children?: TreeModel[];
}

const bySortNo = (a: RealmPermissionRow, b: RealmPermissionRow) =>
  a.sortNo - b.sortNo || a.id.localeCompare(b.id);

export async function realmPermissions(db: RolesDb, realm: Realm): Promise<RealmPermissionRow[]> {
  const rows = await db
    .selectFrom('sysPermission')
    .selectAll()
    .where('realm', '=', realm)
    .where('delFlag', '=', 0)
    .execute();
  return rows.sort(bySortNo);
}

/** Ids of permissions that have data rules. */
export async function ruleFlags(db: RolesDb): Promise<Set<string>> {
  const rows = await db.selectFrom('sysPermissionDataRule').select('permissionId').distinct().execute();
  return new Set(rows.map((r) => r.permissionId));
}

/** Rows as a forest; rows whose parent is missing become roots, so nothing is unreachable. */
function forest<N extends { children?: N[] }>(
  rows: RealmPermissionRow[],
  toNode: (row: RealmPermissionRow) => N,
): N[] {
  const ids = new Set(rows.map((r) => r.id));
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)] as const));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId && ids.has(row.parentId) ? nodes.get(row.parentId)! : null;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export function toPermissionNode(row: RealmPermissionRow, rules: ReadonlySet<string>): PermissionNode {
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parentId,
    name: row.name,
    url: row.url,
    component: row.component,
    componentName: row.componentName,
    redirect: row.redirect,
    menuType: row.menuType,
    perms: row.perms,
    permsType: row.permsType,
    sortNo: row.sortNo,
    icon: row.icon,
    route: row.isRoute === 1,
    leaf: row.isLeaf === 1,
    keepAlive: row.keepAlive === 1,
    hidden: row.hidden === 1,
    alwaysShow: row.alwaysShow === 1,
    internalOrExternal: row.internalOrExternal === 1,
    description: row.description,
    status: row.status,
    ruleFlag: rules.has(row.id) ? 1 : 0,
    createTime: row.createTime,
  };
}

export async function permissionList(db: RolesDb, realm: Realm): Promise<PermissionNode[]> {
  const [rows, rules] = await Promise.all([realmPermissions(db, realm), ruleFlags(db)]);
  return forest(rows, (row) => toPermissionNode(row, rules));
}

/**
 * The authorisation tree of the given rows and the ids one may tick: all of them, or with `grantable`
 * only those, the other nodes shown with a disabled checkbox.
 */
export async function treeModel(
  db: RolesDb,
  rows: RealmPermissionRow[],
  grantable?: ReadonlySet<string>,
): Promise<{ treeList: TreeModel[]; ids: string[] }> {
  const rules = await ruleFlags(db);
  const treeList = forest<TreeModel>(rows, (row) => ({
    key: row.id,
    value: row.id,
    title: row.name,
    slotTitle: row.name,
    parentId: row.parentId,
    isLeaf: row.isLeaf === 1,
    icon: row.icon,
    menuType: row.menuType,
    ruleFlag: rules.has(row.id) ? 1 : 0,
    ...(grantable && !grantable.has(row.id) ? { disableCheckbox: true } : {}),
  }));
  const ids = rows.map((r) => r.id).filter((id) => !grantable || grantable.has(id));
  return { treeList, ids };
}
