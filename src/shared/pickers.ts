// Titles and search hints of the pickers (spec §2 widgets, §7 Pickers); widths and page sizes are in
// limits.ts (MODAL_WIDTHS, PAGINATION.picker*).
export const PICKER_TEXTS = {
  userTitle: '选择用户',
  userSearch: '请输入用户账号',
  roleTitle: '选择角色',
  roleSearch: '请输入角色名称',
  positionTitle: '选择职务',
  positionSearch: '请输入职务名称',
  departTitle: '选择部门',
  departSearch: '请输入部门名称',
  columns: {
    username: '用户账号',
    realname: '用户姓名',
    department: '部门',
    roleName: '角色名称',
    roleCode: '角色编码',
    positionCode: '职务编码',
    positionName: '职务名称',
    positionRank: '职级',
  },
} as const;

/** The list each picker reads (spec §7 Pickers; positions are the sysPosition entity). */
export const PICKER_URLS = {
  users: '/sys/user/list',
  roles: '/sys/role/list',
  positions: '/sys/position/list',
} as const;
