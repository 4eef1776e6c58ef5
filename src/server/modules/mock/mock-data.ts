// The demo rows of JeecgBoot's /mock/api calls (its Vue client's example pages read them): a few
// users, roles, services and permissions in the shapes of its mock JSON files. Made-up data only.

const ACTIONS = [
  { action: 'add', describe: '新增', defaultCheck: false },
  { action: 'query', describe: '查询', defaultCheck: false },
  { action: 'get', describe: '详情', defaultCheck: false },
  { action: 'update', describe: '修改', defaultCheck: false },
  { action: 'delete', describe: '删除', defaultCheck: false },
];

const CREATED = 1497160610259;

export const MOCK_PERMISSIONS = [
  ['dashboard', '仪表盘'],
  ['exception', '异常页面权限'],
  ['result', '结果权限'],
  ['profile', '详细页权限'],
  ['table', '表格权限'],
  ['form', '表单权限'],
  ['user', '用户管理'],
].map(([id, name]) => ({
  id: id!,
  name: name!,
  describe: name!,
  status: 1,
  actionData: JSON.stringify(ACTIONS),
  sptDaTypes: null,
  optionalFields: '[]',
  parents: null,
  type: null,
  deleted: 0,
  actions: ACTIONS.map((a) => a.action),
}));

export const MOCK_ROLES = [
  { id: 'admin', name: '管理员', describe: '拥有所有权限' },
  { id: 'svip', name: 'SVIP', describe: '超级会员' },
  { id: 'user', name: '普通会员', describe: '普通用户，只能查询' },
].map((role) => ({
  ...role,
  status: 1,
  creatorId: 'system',
  createTime: CREATED,
  deleted: 0,
  permissions: MOCK_PERMISSIONS.map((p) => ({
    roleId: role.id,
    permissionId: p.id,
    permissionName: p.name,
    actions: JSON.stringify(ACTIONS),
    actionEntitySet: ACTIONS,
    actionList: null,
    dataAccess: null,
  })),
}));

export const MOCK_USERS = [
  ['4291d7da9005377ec9aec4a71ea837f', '天野远子', 'admin', 'admin'],
  ['5291d7da9005377ec9aec4a71ea837f', '李明', 'liming', 'user'],
  ['6291d7da9005377ec9aec4a71ea837f', '王芳', 'wangfang', 'user'],
].map(([id, name, username, roleId]) => ({
  id: id!,
  name: name!,
  username: username!,
  avatar: '/avatar2.jpg',
  status: 1,
  telephone: '',
  lastLoginIp: '127.0.0.1',
  lastLoginTime: CREATED,
  creatorId: 'admin',
  createTime: CREATED,
  merchantCode: 'TLif2btpzg079h15bk',
  deleted: 0,
  roleId: roleId!,
  lang: 'zh-CN',
}));

const STATUSES = [0, 1, 2, 3];

export const MOCK_SERVICES = Array.from({ length: 24 }, (_, i) => ({
  key: i + 1,
  id: i + 1,
  no: `No ${i + 1}`,
  description: `这是一段描述 ${i + 1}`,
  callNo: (i * 37) % 1000,
  status: STATUSES[i % STATUSES.length]!,
  updatedAt: '2026-01-01 00:00:00',
  editable: false,
}));
