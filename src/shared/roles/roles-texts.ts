// Texts, codes and limits of role, permission and data-rule management (spec §6), shared by the
// server (messages, guards) and the client (pages, buttons).

/** The two realms of roles and permissions: system administration and the enterprise side. */
export type Realm = 'sys' | 'ent';
export const REALMS: readonly Realm[] = ['sys', 'ent'];

/** Button codes guarding the endpoints of each realm (seeded as buttons in schemas/menus.json). */
export const ROLE_CODES = {
  sys: {
    roleList: 'role:list',
    roleAdd: 'role:add',
    roleEdit: 'role:edit',
    roleDelete: 'role:delete',
    roleDeleteBatch: 'role:deleteBatch',
    roleAuthorize: 'role:authorize',
    permissionList: 'permission:list',
    permissionAdd: 'permission:add',
    permissionEdit: 'permission:edit',
    permissionDelete: 'permission:delete',
    permissionDatarule: 'permission:datarule',
  },
  ent: {
    roleList: 'entRole:list',
    roleAdd: 'entRole:add',
    roleEdit: 'entRole:edit',
    roleDelete: 'entRole:delete',
    roleDeleteBatch: 'entRole:deleteBatch',
    roleAuthorize: 'entRole:authorize',
    permissionList: 'entPermission:list',
    permissionAdd: 'entPermission:add',
    permissionEdit: 'entPermission:edit',
    permissionDelete: 'entPermission:delete',
    permissionDatarule: 'entPermission:datarule',
  },
} as const satisfies Record<Realm, Record<string, string>>;

export type RealmCodes = (typeof ROLE_CODES)[Realm];

/** Codes of department permissions and department roles. */
export const DEPART_CODES = {
  authorize: 'depart:authorize',
  roleAdd: 'departRole:add',
  roleEdit: 'departRole:edit',
  roleDelete: 'departRole:delete',
  roleAuthorize: 'departRole:authorize',
  roleUser: 'departRole:user',
} as const;

/** Conditions a data rule may use (JeecgBoot QueryRuleEnum, the ones with a plain SQL meaning). */
export const RULE_CONDITIONS = {
  '=': '等于',
  '!=': '不等于',
  '>': '大于',
  '>=': '大于等于',
  '<': '小于',
  '<=': '小于等于',
  IN: '包含',
  LIKE: '模糊',
  LEFT_LIKE: '左模糊',
  RIGHT_LIKE: '右模糊',
} as const;
export type RuleCondition = keyof typeof RULE_CONDITIONS;
export const isRuleCondition = (value: string): value is RuleCondition =>
  Object.prototype.hasOwnProperty.call(RULE_CONDITIONS, value);

/** Variables a rule value may be (JeecgBoot system variables): the user's account and department. */
export const RULE_VARIABLES = {
  userCode: '#{sys_user_code}',
  orgCode: '#{sys_org_code}',
} as const;

/** Field limits of roles, permissions and rules (the columns of migrations 0001 and 0005). */
export const ROLE_LIMITS = {
  roleName: 200,
  roleCode: 100,
  description: 255,
  permissionName: 100,
  url: 255,
  component: 255,
  perms: 1000,
  icon: 100,
  ruleName: 50,
  ruleColumn: 50,
  ruleValue: 300,
  /** Ids in one saveRolePermission call. */
  idsPerSave: 5000,
} as const;

/** Server messages (JeecgBoot's where it had one). */
export const ROLE_MESSAGES = {
  roleDeleted: '删除角色成功',
  rolesDeleted: '批量删除角色成功',
  roleCodeTaken: '角色编码已存在',
  roleCodeAvailable: '该值可用！',
  roleNotFound: '未找到对应角色',
  permissionNotFound: '未找到对应菜单权限',
  parentNotFound: '上级菜单不存在',
  parentCycle: '上级菜单不能是自身或其下级',
  permissionHasChildren: '该菜单存在下级菜单或按钮，请先删除下级',
  saved: '保存成功！',
  ruleNotFound: '未找到对应数据规则',
  ruleColumnUnknown: (column: string) => `规则字段“${column}”不是该菜单实体的字段`,
  ruleNoEntity: '该菜单不对应可配置数据规则的实体',
  ruleConditionUnknown: '规则条件不正确',
  grantCeiling: '不能授予或收回您自己未拥有的权限，请联系管理员',
  realmMismatch: '权限不属于当前角色体系',
  departNotFound: '未找到对应部门',
  departRoleNotFound: '未找到对应部门角色',
  departRoleCodeTaken: '该部门已存在此角色编码',
  required: (label: string) => `${label}不能为空`,
  tooLong: (label: string, max: number) => `${label}长度不能超过${max}个字符`,
} as const;

/** Texts of the role, permission and data-rule pages. */
export const ROLE_PAGE_TEXTS = {
  roleName: '角色名称',
  roleCode: '角色编码',
  description: '描述',
  createTime: '创建时间',
  actions: '操作',
  add: '新增',
  edit: '编辑',
  remove: '删除',
  authorize: '授权',
  search: '查询',
  searchRoleName: '按角色名称查询',
  reset: '重置',
  save: '保存',
  cancel: '取消',
  confirmDelete: '确定删除吗?',
  addRole: '新增角色',
  editRole: '编辑角色',
  authorizeTitle: (roleName: string) => `角色权限配置：${roleName}`,
  permissionTree: '所拥有的权限',
  expandAll: '展开全部',
  checkAll: '全选',
  uncheckAll: '取消全选',
  sysRoles: '系统角色',
  entRoles: '企业角色',
  entPermissions: '企业菜单权限',
  menuName: '菜单名称',
  menuType: '菜单类型',
  menuTypes: { 0: '一级菜单', 1: '子菜单', 2: '按钮/权限' } as Record<number, string>,
  icon: '图标',
  component: '组件',
  url: '路径',
  perms: '授权标识',
  permsType: '授权策略',
  permsTypes: { '1': '可见/可访问', '2': '可编辑' } as Record<string, string>,
  status: '状态',
  statuses: { '1': '有效', '0': '无效' } as Record<string, string>,
  sortNo: '排序',
  parent: '上级菜单',
  route: '是否路由菜单',
  hidden: '隐藏路由',
  alwaysShow: '聚合路由',
  keepAlive: '缓存路由',
  internalOrExternal: '打开方式（外部）',
  addMenu: '新增菜单',
  editMenu: '编辑菜单',
  addChild: '添加下级',
  dataRule: '数据规则',
  dataRuleTitle: (name: string) => `数据规则：${name}`,
  ruleName: '规则名称',
  ruleColumn: '规则字段',
  ruleConditions: '条件规则',
  ruleValue: '规则值',
  addRule: '新增规则',
  editRule: '编辑规则',
  required: (label: string) => `请输入${label}!`,
  chooseIcon: '选择图标',
} as const;
