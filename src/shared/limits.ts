// Timeouts, sizes, widths and limits from the spec (§2, §4, §9), in one place.

export const TIMEOUTS_MS = {
  http: 9_000,
  download: 600_000,
  post: 6_000_000,
  chunkLoad: 120_000,
  /** 401 handling: logout and reload after this delay (spec §8). */
  reloadAfterUnauthorized: 1_500,
  reportCache: 30_000,
  liveSyncHeartbeat: 10_000,
  liveSyncReplyTimeout: 6_000,
  socketReconnect: 5_000,
  noticeSocketHeartbeat: 20_000,
  noticeRefresh: 6_000,
  changeEffect: 1_400,
  scrollEndDebounce: 100,
  asyncSearchDebounce: 300,
  clickThrottle: 1_500,
} as const;

/** Token, user, dictionaries and department info in local storage expire after 7 days (spec §9). */
export const STORAGE_TTL_MS = 604_800_000;

export const STORAGE_NAMESPACE = 'pro__';

/** Keys inside the pro__ namespace (spec §9, contract §2). */
export const STORAGE_KEYS = {
  accessToken: 'Access-Token',
  userInfo: 'Login_Userinfo',
  username: 'Login_Username',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
  layoutSettings: 'LAYOUT_SETTINGS',
  sidebarOpened: 'SIDEBAR_TYPE',
  savedQueryPrefix: 'JSuperQuerySaved_',
  routeTitle: (fullPath: string) => `route:title:${fullPath}`,
} as const;

/** Session-storage keys for button permissions (contract §2). */
export const SESSION_KEYS = {
  userAuth: 'LOGIN_USER_BUTTON_AUTH',
  allAuth: 'SYS_BUTTON_AUTH',
} as const;

export const PAGINATION = {
  defaultPageSize: 10,
  pageSizeOptions: [10, 20, 30],
  pickerPageSize: 5,
  pickerPageSizeOptions: [5, 10, 20, 30],
  defaultSortColumn: 'createTime',
  defaultSortOrder: 'desc',
  defaultTotal: 100,
} as const;

export const MODAL_WIDTHS = {
  cron: 608,
  userPicker: 1200,
  popup: 1200,
  detail: 1200,
  userByDepartment: 1250,
  departmentSelect: 500,
  picker: 900,
  query: 1000,
  importExcel: 600,
  positionSelect: 1000,
  noticeDetail: '60%',
  /** An operation's step form (not in the spec: a small form of a few fields). */
  operation: 560,
} as const;

export const LAYOUT = {
  designWidthMin: 1366,
  designWidthMax: 2560,
  siderWidth: 200,
  siderCollapsedWidth: 80,
  noticePanelWidth: 300,
  topMenuRightMinWidth: 360,
  headerAutoHideOffset: 100,
  /** Below this width the device is mobile and the sidebar starts closed (spec §2). */
  mobileBreakpoint: 1088,
  /** Below this width the device is also mobile (spec §2). */
  smallBreakpoint: 768,
  sliderHandle: 34,
  detailColumnsMax: 4,
  homePath: '/dashboard/analysis',
} as const;

/** Greeting boundaries by hour (spec §9). */
export const GREETING_HOURS = {
  morningBefore: 9,
  forenoonUntil: 11,
  noonUntil: 13,
  afternoonBefore: 20,
} as const;

export const THEME = {
  defaultPrimary: '#1890FF',
  /** Eight primary presets (spec §9). */
  primaryPresets: ['#1890FF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1'],
} as const;

export const FORMATS = {
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  date: 'YYYY-MM-DD',
  time: 'HH:mm:ss',
} as const;

export const GRID = {
  rowHeight: 61,
  maxHeight: 400,
  columnWidth: 120,
  dateTimeWidth: 190,
  dateWidth: 135,
  userSelectWidth: 190,
  departSelectWidth: 160,
  rowNumberWidth: 60,
  selectionWidth: 40,
  selectionWidthWithStatistics: 60,
  scrollHeight: 240,
  treeDropdownMaxHeight: 400,
  rowKeyMaxLength: 50,
  fileNameShown: 5,
  enhanceRecordsCap: 16,
  ellipsisLength: 25,
  pickerEllipsisLength: 12,
  /** A row another page changed is highlighted this long (spec §4 flash effect ~1.4 s). */
  rowFlashMs: 1400,
} as const;

export const CRON_YEAR = { base: 2019, choices: 100 } as const;

export const TOGGLE_VALUES = { on: 'Y', off: 'N' } as const;

/** Announcement priority colours (spec §3): L blue, M orange, H red. */
export const PRIORITY_COLORS = { L: 'blue', M: 'orange', H: 'red' } as const;

/** Client UI durations (not in the spec; chosen for the shell). */
export const UI_DURATIONS_MS = {
  themeCompiling: 800,
  notification: 4_000,
} as const;

/** Width of the fixed content area in top-menu mode with content width 'Fixed'. */
export const FIXED_CONTENT_WIDTH = 1200;

/** The generic list page of the schema engine (client). */
export const ENGINE_LIST = {
  /** A background export's progress is asked for this often (ms). */
  exportJobPollMs: 1_000,
  /** The query form lays its fields out in this many columns (antd grid span 24 / 4). */
  queryFieldSpan: 6,
  /** Least width of the row actions column (wider when its links need it: rowActionsWidth). */
  actionsColumnWidth: 160,
  /**
   * The table's loading veil shows only when a page takes longer than this (ms): a faster answer
   * swaps the rows without it, saving two restyles of the whole table (docs/perf.md).
   */
  loadingDelayMs: 300,
} as const;

/** Options asked for per table-dictionary search (spec §9: the 800 ms reading pairs it with 10). */
export const DICT_SEARCH_PAGE_SIZE = 10;
