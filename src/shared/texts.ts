// Every user-facing text the spec fixes, word for word, in one place (spec §2, §4, §5, §8).
// Components and server modules import these constants instead of repeating literals.

export const HTTP_TEXTS = {
  systemTip: '系统提示',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  gatewayTimeout: '网络超时',
  unauthorized: '未授权，请重新登录',
  sessionExpiredTitle: '登录已过期',
  sessionExpiredContent: '很抱歉，登录已过期，请重新登录',
  sessionExpiredButton: '重新登录',
  /** The marker the client looks for in a 500 body to detect an expired session (spec §8). */
  tokenInvalidMarker: 'Token失效',
  downloadFailed: '文件下载失败',
  unknownFile: '未知的文件',
} as const;

export const SESSION_TEXTS = {
  logoutConfirmTitle: '提示',
  logoutConfirm: '真的要注销登录吗 ?',
  noDepartments: '您尚未设置部门信息!',
  noDepartmentsAtLogin: '您尚未归属部门,请确认账号信息',
  clearCacheSuccess: '刷新缓存完成！',
  clearCacheFailure: '刷新缓存失败！',
  departSwitchRequired: '请选择部门！',
} as const;

export const PASSWORD_TEXTS = {
  oldRequired: '请输入旧密码!',
  newRequired: '请输入新密码!',
  confirmRequired: '请确认新密码!',
  mismatch: '两次输入的密码不一样！',
  noLoggedInUser: '当前系统无登录用户!',
} as const;

export const LOGIN_TEXTS = {
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  sliderIdle: '拖动滑块验证',
  sliderVerified: '验证通过',
  sliderRequired: '请先完成滑块验证',
  submit: '登 录',
  welcomeBack: '欢迎回来',
} as const;

/** Greeting by hour (spec §9): before 9, until 11, until 13, before 20, else evening. */
export const GREETINGS = {
  morning: '早上好',
  forenoon: '上午好',
  noon: '中午好',
  afternoon: '下午好',
  evening: '晚上好',
} as const;

export const TAB_TEXTS = {
  lastPage: '这是最后一页，不能再关闭了啦',
  homeNotClosable: '首页不能关闭!',
  refresh: '刷新',
  closeLeft: '关闭左侧',
  closeRight: '关闭右侧',
  closeOthers: '关闭其他',
} as const;

export const NOTICE_TEXTS = {
  announcementsTab: '通知',
  systemMessagesTab: '系统消息',
  viewMore: '查看更多',
  detailTitle: '通知消息',
  close: '关闭',
  handle: '去处理',
  empty: '暂无消息',
} as const;

export const LAYOUT_TEXTS = {
  personalCenter: '个人中心',
  accountSettings: '账户设置',
  systemSettings: '系统设置',
  changePassword: '修改密码',
  switchDepartment: '切换部门',
  clearCache: '清理缓存',
  logout: '退出登录',
  menuSearchPlaceholder: '搜索菜单',
  themeCompiling: '正在编译主题！',
  themeFailed: 'Failed to update theme',
} as const;

export const LIST_TEXTS = {
  selectOne: '请选择一条记录！',
  noListUrl: '请设置url.list属性!',
  noDeleteUrl: '请设置url.delete属性!',
  noDeleteBatchUrl: '请设置url.deleteBatch属性!',
  clickTooFast: '你点击的太快了，请慢点点击!',
  range: (from: number, to: number, total: number) => `${from}-${to} 共${total}条`,
} as const;

export const VALIDATION_TEXTS = {
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入正确手机号',
  userNameRequired: '请输入用户名',
  userNameChars: '只允许字母、数字、下划线',
  userNameLength: '长度6到18个字符',
  emailInvalid: '邮箱格式不正确',
  minLength: (n: number) => `最小长度${n}位字符`,
  maxLength: (n: number) => `最大长度${n}位字符`,
  minChecked: (n: number) => `最少选择${n}项`,
  maxChecked: (n: number) => `最多选择${n}项`,
  treeSelectCondition: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
  /** A tree code (category codes) that does not continue its parent's; JeecgBoot's checkCode text. */
  treeCodePrefix: (prefix: string) => `编码不符合规范,须以"${prefix}"开头!`,
  treeCodeEmpty: '错误,类型编码为空!',
  treeCodeExhausted: '下级编码已用完（最多到Z99），请联系管理员',
  dictCodeEmpty: '字典Code不能为空!',
  badAreaType: 'Bad type value',
  imageOnly: '请上传图片',
  noFileUploaded: '未上传任何文件',
} as const;

export const QUERY_TEXTS = {
  emptyCondition: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptyName: '保存名称不能为空',
  overwrite: (name: string) => `${name} 已存在，是否覆盖？`,
  deleteConfirm: '是否删除当前查询？',
  saved: '保存成功',
} as const;

export const WIDGET_TEXTS = {
  popupMisconfigured: 'popup参数未正确配置!',
  popupCountMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  popupSelectOne: '请选择一条记录',
  uploadFailed: (name: string) => `${name} 上传失败.`,
  uploadErrorTitle: '上传出错',
  uploadErrorLabel: '错误信息',
  /** The 上传出错 dialog's line: the label and the server's reason. */
  uploadErrorDetail: (message: string): string => `${WIDGET_TEXTS.uploadErrorLabel}：${message}`,
  uploading: (percent: number) => `上传中(${percent}%)`,
  uploadDone: '上传完成',
  uploadButton: '上传',
  clickToUpload: '点击上传',
  unknownError: '未知错误',
  importError: (name: string, message: string) => `${name} ${message}.`,
  imageMoverUnknown: '未知的操作',
  imageMoverLast: '已到最后~',
  dictSearchEmpty: '没有查询到任何数据',
  dictSearchHint: '请输入搜索内容',
  treeTableUnknownResponse: '返回数据类型不识别',
  subTableOpenFailed: '打开子表失败',
  gridRemoveConfirm: (n: number) => `确定要删除这 ${n} 项吗?`,
  gridSum: '合计',
  gridAverage: '平均',
} as const;

export const CHUNK_ERRORS = {
  chunkLoad: 'ChunkLoadError',
  cssChunkLoad: 'CSS_CHUNK_LOAD_FAILED',
} as const;

/** Login page and post-login dialogs (client). */
export const LOGIN_FORM_TEXTS = {
  usernameLabel: '账号',
  passwordLabel: '密码',
  captchaLabel: '验证码',
  captchaImageAlt: '验证码图片',
  captchaRefreshHint: '看不清？点击刷新',
  captchaLoadFailed: '获取验证码失败',
  loginFailed: '登录失败',
  welcome: '欢迎',
  greeting: (greeting: string) => `${greeting}，欢迎回来`,
  selectTitle: '请选择登录信息',
  selectTenant: '租户',
  selectTenantRequired: '请选择租户',
  selectDepart: '部门',
  selectDepartRequired: '请选择部门',
  confirm: '确认',
  registerTitle: '注册账号',
  registerResultTitle: '注册结果',
  alterationTitle: '找回密码',
  backToLogin: '返回登录',
} as const;

/** Exception pages 403/404/500 (client). */
export const EXCEPTION_TEXTS = {
  forbidden: '抱歉，你无权访问该页面',
  notFound: '抱歉，你访问的页面不存在',
  serverError: '抱歉，服务器出错了',
  backHome: '返回首页',
  chunkFailed: '页面资源加载失败，请刷新重试',
  reload: '刷新页面',
} as const;

/** Header, menus, breadcrumb and dialogs of the basic layout (client). */
export const HEADER_TEXTS = {
  home: '首页',
  oldPassword: '旧密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  passwordChanged: '密码修改成功',
  departLabel: '部门',
  departSwitched: '部门切换成功',
  collapseMenu: '收起菜单',
  expandMenu: '展开菜单',
  notices: '消息通知',
  noticeSender: '发布人',
  noticeSendTime: '发布时间',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  networkError: '网络异常，请检查网络连接',
  requestFailed: '请求失败',
} as const;

/** Announcement priorities (spec §3): L general, M important, H urgent. */
export const PRIORITY_TEXTS = {
  L: '一般消息',
  M: '重要消息',
  H: '紧急消息',
} as const;

/** Layout settings drawer (client, development builds only). */
export const SETTINGS_TEXTS = {
  title: '系统设置',
  menuTheme: '整体风格设置',
  themeDark: '暗色菜单风格',
  themeLight: '亮色菜单风格',
  primaryColor: '主题色',
  navigationMode: '导航模式',
  sideMenu: '侧边栏导航',
  topMenu: '顶部栏导航',
  contentWidth: '内容区域宽度',
  contentFixed: '固定',
  contentFluid: '流式',
  fluidOnlyTopMenu: '该设定仅 [顶部栏导航] 时有效',
  fixedHeader: '固定 Header',
  autoHideHeader: '下滑时隐藏 Header',
  autoHideNeedsFixed: '固定 Header 时可配置',
  fixedSider: '固定侧边菜单',
  fixedSiderSideOnly: '侧边栏导航时可配置',
  other: '其他设置',
  colorWeak: '色弱模式',
  multipage: '多页签模式',
  presetNames: ['拂晓蓝（默认）', '薄暮', '火山', '日暮', '明青', '极光绿', '极客蓝', '酱紫'],
} as const;

/** Home page (dashboard/Analysis). */
export const HOME_TEXTS = {
  noDepartment: '未设置部门',
  shortcuts: '快捷入口',
  noShortcuts: '暂无可访问的菜单',
} as const;

/** Loading the permission list failed (the user is logged out). */
export const PERMISSION_TEXTS = {
  loadFailed: '请求用户信息失败，请重试！',
} as const;

/** Public full-page screens that are not built yet (spec §2 public routes). */
/** The generic list page of the schema engine (client): toolbar, table, query form, column settings. */
export const ENGINE_LIST_TEXTS = {
  add: '新增',
  exportXls: '导出',
  importExcel: '导入',
  superQuery: '高级查询',
  superQueryActive: '已有高级查询条件生效',
  batchActions: '批量操作',
  batchDelete: '批量删除',
  batchDeleteTitle: '确认删除',
  batchDeleteConfirm: '是否删除选中数据?',
  selected: (count: number) => `已选择 ${count} 项`,
  clearSelection: '清空',
  /** The select-all box's accessible name: antd's own, which the list's box kept. */
  selectAll: 'Select all',
  actions: '操作',
  edit: '编辑',
  addChild: '添加下级',
  detail: '详情',
  delete: '删除',
  deleteConfirm: '确定删除吗?',
  search: '查询',
  reset: '重置',
  expand: '展开',
  collapse: '收起',
  rangeStart: '开始',
  rangeEnd: '结束',
  inputPlaceholder: (label: string) => `请输入${label}`,
  selectPlaceholder: (label: string) => `请选择${label}`,
  columnSettings: '列设置',
  columnSettingsReset: '恢复默认',
  moveUp: '上移',
  moveDown: '下移',
  loadingChildren: '加载中...',
  schemaLoadFailed: '页面配置加载失败',
  retry: '重试',
  relatedLoadFailed: '关联记录加载失败',
} as const;

/** The advanced query builder (client); its messages are QUERY_TEXTS. */
export const SUPER_QUERY_TEXTS = {
  title: '高级查询构造器',
  matchType: '过滤条件匹配',
  matchAnd: 'AND（所有条件都要求匹配）',
  matchOr: 'OR（条件中的任意一个匹配）',
  field: '选择查询字段',
  rule: '匹配规则',
  value: '请输入值',
  addCondition: '新增条件',
  removeCondition: '删除条件',
  search: '查询',
  reset: '重置',
  save: '保存查询条件',
  close: '关闭',
  savedTitle: '保存的查询',
  savedEmpty: '暂无保存的查询',
  saveNameTitle: '请输入保存的名称',
  deleteSaved: '删除',
  rules: {
    eq: '等于',
    like: '包含',
    right_like: '以..开始',
    left_like: '以..结尾',
    in: '在...中',
    ne: '不等于',
    gt: '大于',
    ge: '大于等于',
    lt: '小于',
    le: '小于等于',
  },
} as const;

/** Excel import and export of the list page (client). */
export const IMPORT_EXPORT_TEXTS = {
  importTitle: '导入EXCEL',
  dragHint: '点击或将文件拖拽到此区域上传',
  xlsxOnly: '仅支持单个 .xlsx 文件',
  downloadTemplate: '下载模板',
  importButton: '导入',
  cancel: '取消',
  templateFile: (title: string) => `${title}导入模板.xlsx`,
  exportFile: (title: string) => `${title}.xlsx`,
  partialDetail: '具体详情请',
  partialDownload: '点击下载',
  exportingTitle: '正在导出',
  exportProgress: (written: number, total: number) => `已导出 ${written} / ${total} 行`,
  exportFailed: '导出失败',
} as const;

/** The entity add/edit/detail dialog and its sub-tables (client schema engine, form side). */
export const ENTITY_FORM_TEXTS = {
  addTitle: (entityTitle: string) => `新增${entityTitle}`,
  editTitle: (entityTitle: string) => `编辑${entityTitle}`,
  detailTitle: (entityTitle: string) => `${entityTitle}详情`,
  save: '保存',
  cancel: '取消',
  close: '关闭',
  saved: '保存成功！',
  loadFailed: '未找到对应实体',
  inputPlaceholder: (label: string) => `请输入${label}`,
  choosePlaceholder: (label: string) => `请选择${label}`,
  /** A serial number's box before the server assigns it. */
  serialPlaceholder: '保存后自动生成',
  /** A tree code's box: the server continues the parent's code when it is left empty. */
  treeCodePlaceholder: '留空则按上级编码自动生成',
  /** Where a sub-table row failed: shown when the save stops at that tab (spec §5). */
  gridRowError: (tab: string, row: number, label: string, message: string) =>
    `${tab}：第${row}行「${label}」${message}`,
  /** Server errors on fields the form does not show. */
  otherErrors: (label: string, message: string) => `${label}：${message}`,
  /** The form failed its checks: the first failing field is scrolled into view. */
  checkMarkedFields: '请检查标红的字段',
} as const;

/** The editable sub-table grid (spec §3, §5, §9). */
export const GRID_TEXTS = {
  add: '新增',
  remove: '删除',
  clearSelection: '清空选择',
  rowNumber: '序号',
  dragHandle: '拖动排序',
  /** A grid-unique value already present in another row (spec §5 grid cell rule 'unique'). */
  uniqueInGrid: (row: number, label: string) => `第${row}行已有相同的${label}`,
  selected: (n: number) => `已选择 ${n} 项`,
  /** A cell whose field this row does not show (visibleWhen fails on the row). */
  hiddenCell: '—',
  hiddenCellTitle: '本行无需填写',
} as const;
