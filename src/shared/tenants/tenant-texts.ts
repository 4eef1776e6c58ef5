// Tenants (sys_tenant, contract §5.2 SysTenant): paths, permission codes, limits and the Chinese
// texts both ends show. The spec names none of them, so they follow JeecgBoot's wording where it has one.

export const TENANT_PATHS = {
  list: '/sys/tenant/list',
  add: '/sys/tenant/add',
  edit: '/sys/tenant/edit',
  delete: '/sys/tenant/delete',
  deleteBatch: '/sys/tenant/deleteBatch',
  queryById: '/sys/tenant/queryById',
  queryList: '/sys/tenant/queryList',
  frozenBatch: '/sys/tenant/frozenBatch',
} as const;

/** Button codes (schemas/menus.json) that guard the endpoints and the page's buttons. */
export const TENANT_CODES = {
  list: 'tenant:list',
  add: 'tenant:add',
  edit: 'tenant:edit',
  delete: 'tenant:delete',
  deleteBatch: 'tenant:deleteBatch',
  frozen: 'tenant:frozen',
} as const;

export const TENANT_STATUS = { normal: 1, frozen: 0 } as const;

export const TENANT_LIMITS = {
  /** Tenant ids are positive 32-bit integers chosen by the administrator. */
  maxId: 2_147_483_647,
  nameLength: 100,
  maxBatch: 500,
} as const;

export const TENANT_TEXTS = {
  title: '租户管理',
  id: '租户编号',
  name: '租户名称',
  beginDate: '开始时间',
  endDate: '结束时间',
  status: '状态',
  createTime: '创建时间',
  idRequired: '请输入租户编号',
  idInvalid: `租户编号必须是1到${TENANT_LIMITS.maxId}之间的整数`,
  idTaken: '该编号已存在!',
  nameRequired: '请输入租户名称',
  nameTooLong: `租户名称不能超过${TENANT_LIMITS.nameLength}个字符`,
  dateInvalid: (label: string) => `${label}格式不正确，应为 YYYY-MM-DD HH:mm:ss`,
  dateOrder: '结束时间不能早于开始时间',
  statusInvalid: '状态只能是正常或冻结',
  hasUsers: (count: number) => `该租户下还有${count}个用户，请先移除用户后再删除`,
  normal: '正常',
  frozen: '冻结',
  unfrozen: '解冻',
  hasData: (title: string) => `该租户下还有${title}数据，请先处理后再删除`,
  frozenDone: '冻结成功',
  unfrozenDone: '解冻成功',
  confirmFreeze: '确定冻结选中的租户吗？冻结后其用户将无法在该租户下操作。',
  /** tenant-id header refusals (HTTP 401: the client logs out, the next login lists usable tenants). */
  notMember: '用户租户信息变更,请重新登陆!',
  sharedDataPlatformOnly: '该数据为各租户共用，仅平台管理员可修改',
  tenantFrozen: '当前租户已被冻结，请重新登录并选择其他租户',
  tenantExpired: '当前租户不在有效期内，请重新登录并选择其他租户',
} as const;
