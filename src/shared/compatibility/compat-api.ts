// The JeecgBoot 2.4 calls served for its clients besides the engine's entity endpoints
// (docs/compatibility.md): their paths, texts and limits in one place.

export const COMPAT_PATHS = {
  /** Top-level menus (type 0) as a list. */
  systemMenuList: '/permission/getSystemMenuList',
  /** Children of one menu: ?parentId= */
  systemSubmenu: '/permission/getSystemSubmenu',
  /** Children of several menus: ?parentIds=a,b answers { parentId: children }. */
  systemSubmenuBatch: '/permission/getSystemSubmenuBatch',
  /** Department rows by ids (JeecgBoot's sysBaseApi): ?deptIds=a,b (or ids=). */
  departsByIds: '/sys/api/queryDepartsByIds',
  dictItemList: '/sys/dictItem/list',
  dictItemAdd: '/sys/dictItem/add',
  dictItemEdit: '/sys/dictItem/edit',
  dictItemDelete: '/sys/dictItem/delete',
  dictItemDeleteBatch: '/sys/dictItem/deleteBatch',
  dictItemCheck: '/sys/dictItem/dictItemCheck',
  checkByCode: '/sys/checkRule/checkByCode',
  /** JeecgBoot's demo mock calls, only while demo data is on and never in production. */
  mockUser: '/mock/api/user',
  mockRole: '/mock/api/role',
  mockService: '/mock/api/service',
  mockPermission: '/mock/api/permission',
  mockPermissionNoPager: '/mock/api/permission/no-pager',
} as const;

export const COMPAT_LIMITS = {
  /** Ids one department or menu look-up takes. */
  maxIds: 200,
  /** Rows one page of a mock list answers at most. */
  mockMaxPageSize: 100,
  /** A code-rule part's regular expression: longer ones are refused when checked. */
  checkRulePatternLength: 200,
  /** Parts one code rule may have. */
  checkRuleParts: 20,
  /** The value checked against a code rule. */
  checkRuleValueLength: 500,
  /**
   * Time one rule check may take (all parts), so a catastrophic pattern cannot hold the server. Wall
   * time: 50 ms answered "too slow" for a plain rule on a loaded CI machine; a real rule needs
   * microseconds, a catastrophic one is still stopped within a quarter second.
   */
  checkRuleTimeoutMs: 250,
} as const;

export const COMPAT_TEXTS = {
  /** JeecgBoot's answers, word for word. */
  dictItemSaved: '保存成功！',
  dictItemEdited: '编辑成功!',
  dictItemDeleted: '删除成功!',
  dictItemValueTaken: '该值不可用，系统中已存在！',
  dictItemValueAvailable: '该值可用！',
  checkRuleUnknown: '该编码不存在',
  checkRuleInvalid: '校验规则的配置不正确，请联系管理员',
  checkRuleTooSlow: '校验规则执行超时，请联系管理员简化规则',
  checkRuleValueTooLong: '校验的值过长',
  dictNotFound: '未找到对应字典',
} as const;
