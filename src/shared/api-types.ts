// Shapes of the JeecgBoot-compatible HTTP contract (reference/api-contract.md) that both ends use.

/** The Result envelope (contract §3). `success` is authoritative. */
export interface ApiResult<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
  /** Failures only: the request's id (X-Request-Id), to quote to an operator; not in the contract. */
  requestId?: string;
}

export const RESULT_CODES = {
  ok: 200,
  partialImport: 201,
  error: 500,
  noPermission: 510,
} as const;

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  orgCodeTxt: string | null;
  status: number;
  delFlag: number;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  userIdentity: number | null;
  departIds: string | null;
  relTenantIds: string | null;
  clientId: string | null;
}

export interface Depart {
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
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface Tenant {
  id: number;
  name: string;
  createBy: string | null;
  createTime: string | null;
  beginDate: string | null;
  endDate: string | null;
  status: number;
}

/** A dictionary option (contract §7.1). */
export interface DictItem {
  value: string;
  text: string;
  title: string;
  /** Tag colour, when the dictionary gives one. */
  color?: string;
  /** Why the option fits the form (a table dictionary's option rule), shown beside it. */
  reason?: string;
}

export type DictMap = Record<string, DictItem[]>;

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs: Depart[];
  /** 0 none, 1 exactly one, 2 several. */
  multi_depart: 0 | 1 | 2;
  sysAllDictItems: DictMap;
  tenantList: Tenant[];
}

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
  remember_me?: boolean;
}

export interface MenuMeta {
  title: string;
  icon?: string;
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName?: string;
  url?: string;
  /** Route permission tags (spec §6); the route shows only if the user holds one of them. */
  permission?: string[];
}

/** A server-delivered menu item (contract §6.1). */
export interface MenuItem {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string | null;
  /** '1' registers a route, '0' is a menu entry only. */
  route: '0' | '1';
  hidden?: true;
  alwaysShow?: true;
  children?: MenuItem[];
  meta: MenuMeta;
}

/** A permission the user holds (contract §6.1). */
export interface AuthItem {
  action: string;
  type: '1' | '2';
  describe: string;
}

/** Every declared button permission with its global status (contract §6.1). */
export interface AllAuthItem extends AuthItem {
  status: '0' | '1';
}

export interface PermissionResult {
  menu: MenuItem[];
  auth: AuthItem[];
  allAuth: AllAuthItem[];
}

export interface CurrentUserDeparts {
  list: Depart[];
  orgCode: string | null;
}

export interface UpdatePasswordRequest {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export type AnnouncementPriority = 'L' | 'M' | 'H';

export interface Announcement {
  id: string;
  titile: string;
  msgContent: string;
  sender: string | null;
  priority: AnnouncementPriority;
  msgCategory: '1' | '2';
  msgType: 'USER' | 'ALL';
  sendStatus: '0' | '1' | '2';
  sendTime: string | null;
  createTime: string | null;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
  busType: string | null;
  msgAbstract: string | null;
}

export interface NotificationResult {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

/** Paged list result (contract §8.1). */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
