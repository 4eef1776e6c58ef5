// Row types of the system tables created by the migrations in ./migrations.
// Columns are snake_case in the database; Kysely's CamelCasePlugin maps them to these camelCase names.
import type { Insertable, Selectable, Updateable } from 'kysely';

/** Audit columns carried by every table (DESIGN.md §3). */
export interface AuditColumns {
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysUserTable extends AuditColumns {
  id: string;
  username: string;
  realname: string;
  passwordHash: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  /** 1 normal, 2 frozen. */
  status: number;
  /** 0 normal, 1 deleted. */
  delFlag: number;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  userIdentity: number | null;
  clientId: string | null;
}

export interface SysRoleTable extends AuditColumns {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface SysUserRoleTable {
  id: string;
  userId: string;
  roleId: string;
}

export interface SysPermissionTable extends AuditColumns {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  /** 0 top-level menu, 1 sub menu, 2 button / permission. */
  menuType: number;
  /** Permission code(s), comma separated; on menus the route permission tag (spec §6). */
  perms: string | null;
  /** '1' display strategy, '2' disable strategy. */
  permsType: string | null;
  sortNo: number;
  alwaysShow: number;
  icon: string | null;
  isRoute: number;
  isLeaf: number;
  keepAlive: number;
  hidden: number;
  description: string | null;
  /** '1' enabled, '0' disabled (buttons). */
  status: string;
  delFlag: number;
  internalOrExternal: number;
}

export interface SysRolePermissionTable {
  id: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export interface SysDepartTable extends AuditColumns {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number;
  description: string | null;
  orgCategory: string;
  orgType: string;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string;
  delFlag: string;
}

export interface SysUserDepartTable {
  id: string;
  userId: string;
  depId: string;
}

export interface SysPositionTable extends AuditColumns {
  id: string;
  code: string;
  name: string;
  postRank: string | null;
  sysOrgCode: string | null;
}

/** Code rules (migration 0012): parts as JeecgBoot stores them, a JSON list in ruleJson. */
export interface SysCheckRuleTable extends AuditColumns {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
}

export interface SysDictTable extends AuditColumns {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  delFlag: number;
}

export interface SysDictItemTable extends AuditColumns {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  /** Tag colour shown in lists. */
  itemColor: string | null;
  sortOrder: number;
  /** 1 enabled, 0 disabled. */
  status: number;
}

export interface SysTenantTable {
  /** Integer id chosen by the administrator (contract §5.2). */
  id: number;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  /** 1 normal, 0 frozen. */
  status: number;
  createBy: string | null;
  createTime: string | null;
}

export interface SysUserTenantTable {
  id: string;
  userId: string;
  tenantId: number;
}

export interface SysSessionTable {
  /** SHA-256 of the token; the token itself is never stored. */
  id: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  ip: string | null;
  userAgent: string | null;
}

export interface SysLogTable {
  id: string;
  /** 1 login/logout, 2 operation. */
  logType: number;
  logContent: string;
  operateType: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestParam: string | null;
  requestType: string | null;
  costTime: number | null;
  createBy: string | null;
  createTime: string;
}

/** Counters of declared serial numbers (migration 0008). */
export interface SysSerialCounterTable {
  entity: string;
  field: string;
  tenantId: number;
  /** The number's date part ('20261126'); '' when it has none. */
  period: string;
  /** The last number given. */
  value: number;
}

/** Records created by keyed adds (migration 0013, engine/write/request-keys.ts). */
export interface SysRequestKeyTable {
  userId: string;
  requestKey: string;
  entity: string;
  recordId: string;
  createTime: string;
}

export interface SysFlowLogTable {
  id: string;
  entity: string;
  recordId: string;
  operation: string;
  operationLabel: string;
  fromState: string | null;
  toState: string | null;
  opinion: string | null;
  /** Comma-joined stored upload paths. */
  attachments: string | null;
  operatorId: string;
  operator: string;
  operatorName: string | null;
  /** Comma-joined role names of the operator at the time. */
  operatorRoles: string | null;
  tenantId: number;
  createTime: string;
}

/** Uploaded files (migration 0007): one row per upload, linked to the record and field holding it. */
export interface SysFileTable {
  id: string;
  /** <biz>/<random>/<name>.<ext> below DATA_DIR/upload (src/shared/uploads.ts). */
  storedPath: string;
  biz: string;
  /** The file name the uploader's client sent. */
  originalName: string;
  fileSize: number;
  contentType: string;
  uploaderId: string;
  /** The uploader's tenant, then the tenant of the record it is linked to. */
  tenantId: number;
  /** The link (all three null while unlinked); fieldKey '$flow' for an operation step's attachments. */
  entity: string | null;
  recordId: string | null;
  fieldKey: string | null;
  /** When the link was last set or cleared. */
  linkedTime: string | null;
  createTime: string;
}

export interface SysAnnouncementTable extends AuditColumns {
  id: string;
  titile: string;
  msgContent: string;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  priority: string;
  msgCategory: string;
  msgType: string;
  sendStatus: string;
  sendTime: string | null;
  cancelTime: string | null;
  delFlag: number;
  busType: string | null;
  busId: string | null;
  openType: string | null;
  openPage: string | null;
  msgAbstract: string | null;
  userIds: string | null;
}

export interface SysAnnouncementSendTable extends AuditColumns {
  id: string;
  anntId: string;
  userId: string;
  /** '0' unread, '1' read. */
  readFlag: string;
  readTime: string | null;
}

export interface SysSavedQueryTable {
  id: string;
  userId: string;
  pageKey: string;
  title: string;
  matchType: string;
  /** JSON array of advanced-query conditions. */
  records: string;
  createTime: string;
}

export interface SysUserSettingTable {
  id: string;
  userId: string;
  settingKey: string;
  /** JSON text. */
  value: string;
  updateTime: string;
}

export interface SysCategoryTable extends AuditColumns {
  id: string;
  /** '0' for a root. */
  pid: string;
  name: string;
  code: string;
  /** '1' when the node has children. */
  hasChild: string;
  sysOrgCode: string | null;
}

export interface Database {
  sysUser: SysUserTable;
  sysRole: SysRoleTable;
  sysUserRole: SysUserRoleTable;
  sysPermission: SysPermissionTable;
  sysRolePermission: SysRolePermissionTable;
  sysDepart: SysDepartTable;
  sysUserDepart: SysUserDepartTable;
  sysPosition: SysPositionTable;
  sysCheckRule: SysCheckRuleTable;
  sysDict: SysDictTable;
  sysDictItem: SysDictItemTable;
  sysTenant: SysTenantTable;
  sysUserTenant: SysUserTenantTable;
  sysSession: SysSessionTable;
  sysLog: SysLogTable;
  sysAnnouncement: SysAnnouncementTable;
  sysAnnouncementSend: SysAnnouncementSendTable;
  sysSavedQuery: SysSavedQueryTable;
  sysUserSetting: SysUserSettingTable;
  sysCategory: SysCategoryTable;
  sysFlowLog: SysFlowLogTable;
  sysSerialCounter: SysSerialCounterTable;
  sysRequestKey: SysRequestKeyTable;
  sysFile: SysFileTable;
  sysGatewayRoute: SysGatewayRouteTable;
}

export type UserRow = Selectable<SysUserTable>;
export type NewUser = Insertable<SysUserTable>;
export type UserUpdate = Updateable<SysUserTable>;
export type DepartRow = Selectable<SysDepartTable>;
export type NewDepart = Insertable<SysDepartTable>;
export type PermissionRow = Selectable<SysPermissionTable>;
export type NewPermission = Insertable<SysPermissionTable>;
export type TenantRow = Selectable<SysTenantTable>;
export type AnnouncementRow = Selectable<SysAnnouncementTable>;

/** Gateway routes (migration 0004); predicates and filters are JSON arrays as text. */
export interface SysGatewayRouteTable {
  id: string;
  routeId: string;
  name: string | null;
  uri: string;
  predicates: string;
  filters: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}
