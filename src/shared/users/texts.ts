// Texts, limits and paths of user, department and upload management (spec §5, §7; contract §8, §9,
// §11). Both the server answers and the client pages use these.

export const USER_PATHS = {
  list: '/sys/user/list',
  add: '/sys/user/add',
  edit: '/sys/user/edit',
  queryById: '/sys/user/queryById',
  delete: '/sys/user/delete',
  deleteBatch: '/sys/user/deleteBatch',
  frozenBatch: '/sys/user/frozenBatch',
  changePassword: '/sys/user/changePassword',
  queryUserRole: '/sys/user/queryUserRole',
  checkOnlyUser: '/sys/user/checkOnlyUser',
  queryUserByDepId: '/sys/user/queryUserByDepId',
  queryUserComponentData: '/sys/user/queryUserComponentData',
  getMultiUser: '/sys/user/getMultiUser',
  exportXls: '/sys/user/exportXls',
  importTemplate: '/sys/user/importTemplate',
  importExcel: '/sys/user/importExcel',
  roleOptions: '/sys/user/roleOptions',
  tenantOptions: '/sys/user/tenantOptions',
  positionOptions: '/sys/user/positionOptions',
  userRoleList: '/sys/user/userRoleList',
  addSysUserRole: '/sys/user/addSysUserRole',
  deleteUserRole: '/sys/user/deleteUserRole',
  deleteUserRoleBatch: '/sys/user/deleteUserRoleBatch',
  departUserList: '/sys/user/departUserList',
  editSysDepartWithUser: '/sys/user/editSysDepartWithUser',
  deleteUserInDepart: '/sys/user/deleteUserInDepart',
  deleteUserInDepartBatch: '/sys/user/deleteUserInDepartBatch',
  userDepartList: '/sys/user/userDepartList',
  generateUserId: '/sys/user/generateUserId',
  queryByIds: '/sys/user/queryByIds',
} as const;

export const DEPART_PATHS = {
  queryTreeList: '/sys/sysDepart/queryTreeList',
  queryDepartTreeSync: '/sys/sysDepart/queryDepartTreeSync',
  queryIdTree: '/sys/sysDepart/queryIdTree',
  searchBy: '/sys/sysDepart/searchBy',
  queryMyDeptTreeList: '/sys/sysDepart/queryMyDeptTreeList',
  add: '/sys/sysDepart/add',
  edit: '/sys/sysDepart/edit',
  delete: '/sys/sysDepart/delete',
  exportXls: '/sys/sysDepart/exportXls',
  importExcel: '/sys/sysDepart/importExcel',
} as const;

/** Button codes of schemas/menus.json guarding these endpoints. */
export const USER_CODES = {
  list: 'user:list',
  add: 'user:add',
  edit: 'user:edit',
  delete: 'user:delete',
  deleteBatch: 'user:deleteBatch',
  frozen: 'user:frozen',
  resetPassword: 'user:resetPassword',
  exportXls: 'user:exportXls',
  importExcel: 'user:importExcel',
  /** Freeze, delete, edit or reset the password of an administrator. */
  manageAdmin: 'user:manageAdmin',
} as const;

export const DEPART_CODES = {
  add: 'depart:add',
  edit: 'depart:edit',
  delete: 'depart:delete',
} as const;

export const USER_STATUS = { normal: 1, frozen: 2 } as const;

/** sys_user.user_identity: 1 普通用户, 2 上级 (sees the users of their departments' subtrees). */
export const USER_IDENTITY = { ordinary: 1, superior: 2 } as const;

/** Spec §5 userName and mobile rules. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const USER_TEXTS = {
  checksTooFrequent: '查询过于频繁，请稍后再试',
  usernameRequired: '请输入用户名',
  usernameFormat: '用户名只允许字母、数字、下划线，长度4到18个字符',
  realnameRequired: '请输入用户姓名',
  passwordRequired: '请输入密码',
  mobileFormat: '请输入正确手机号',
  emailFormat: '邮箱格式不正确',
  usernameTaken: '用户账号已存在',
  phoneTaken: '手机号已存在',
  emailTaken: '邮箱已存在',
  workNoTaken: '工号已存在',
  valueAvailable: '该值可用！',
  added: '添加成功！',
  edited: '修改成功!',
  deleted: '删除用户成功',
  deletedBatch: '批量删除用户成功',
  frozen: '冻结成功',
  unfrozen: '解冻成功',
  passwordReset: '密码修改成功!',
  statusInvalid: '状态参数不正确',
  selfFrozen: '不能冻结自己的账号',
  selfDeleted: '不能删除自己的账号',
  adminProtected: '没有权限操作管理员账号，请联系管理员授权',
  roleCeiling: '不能授予或撤销超出自己权限的角色',
  roleUnknown: '所选角色不存在',
  departUnknown: '所选部门不存在',
  tenantUnknown: '所选租户不存在',
  positionUnknown: '所选职务不存在',
  userUnknown: '所选用户不存在',
  // Acting in a tenant: tenant links change only within the caller's own tenants.
  tenantNotOwned: '只能为用户分配您所属的租户',
  tenantRequired: '用户必须属于当前租户',
  // Role and department members (JeecgBoot 2.4's answers)
  membersAdded: '添加成功!',
  membersDeleted: '删除成功!',
  notInDepart: '当前选中部门与用户无关联关系!',
  departsFound: '查找成功',
  departsNotFound: '查找失败',
  importDefaultPassword: '123456',
  exportTitle: '用户信息',
  // Client texts
  title: '用户管理',
  addTitle: '新增用户',
  editTitle: '编辑用户',
  resetPasswordTitle: '修改密码',
  selectRecord: '请选择一条记录！',
  selectDepart: '请在左侧选择一个部门',
  confirmDelete: '确定删除吗?',
  confirmBatchDelete: (n: number) => `确定要删除这 ${n} 项吗?`,
  confirmFreeze: '确定冻结选中的用户吗?',
  confirmUnfreeze: '确定解冻选中的用户吗?',
  allDeparts: '全部部门',
} as const;

export const DEPART_TEXTS = {
  nameRequired: '请输入机构名称',
  parentMissing: '上级部门不存在',
  notFound: '未找到对应实体',
  hasUsers: '该部门下存在用户，无法删除',
  hasChildren: '该部门存在下级部门，请先删除下级部门',
  codesExhausted: '同级部门数量已达上限',
  added: '添加成功！',
  edited: '修改成功!',
  deleted: '删除成功!',
  title: '部门管理',
  searchPlaceholder: '请输入部门名称',
  addRoot: '添加一级部门',
  addChild: '添加下级',
  edit: '编辑',
  confirmDelete: '确定删除该部门吗?',
  exportTitle: '部门信息',
  parentCodeUnknown: '上级部门编码不存在',
  orderInvalid: '排序必须是0到1000000的整数',
  categoryInvalid: '机构类型不正确',
} as const;

export const LIST_LIMITS = { maxPageSize: 200, maxIds: 500 } as const;

/**
 * Anonymous username checks (the register page's) one client address may make per window: someone
 * choosing a name never meets it; a script listing who has an account does.
 */
export const USERNAME_CHECK_LIMITS = { perIp: 30, windowMs: 60_000 } as const;
