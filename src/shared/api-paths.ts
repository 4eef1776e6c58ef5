// API paths relative to the API prefix (spec §7). Both the server routes and the client calls use these.

export const API_PATHS = {
  randomImage: '/sys/randomImage/:key',
  login: '/sys/login',
  logout: '/sys/logout',
  userPermissions: '/sys/permission/getUserPermissionByToken',
  updatePassword: '/sys/user/updatePassword',
  currentUserDeparts: '/sys/user/getCurrentUserDeparts',
  selectDepart: '/sys/selectDepart',
  queryAllDictItems: '/sys/dict/queryAllDictItems',
  refreshDictCache: '/sys/dict/refleshCache',
  getDictItems: '/sys/dict/getDictItems/:code',
  /** Table dictionary search (JSearchSelectTag): ?keyword=&pageSize= */
  loadDict: '/sys/dict/loadDict/:code',
  /** Texts of table-dictionary values in key order: ?key=a,b&delNotExist= */
  loadDictItem: '/sys/dict/loadDictItem/:code',
  /** What choosing a table-dictionary option fills into the form: ?field=<entity>.<key>&value= */
  dictFillValues: '/sys/dict/fillValues/:code',
  /** Tree select over a tree entity: ?pid=&tableName=&text=&code=&pidField=&hasChildField=&condition= */
  loadTreeData: '/sys/dict/loadTreeData',
  categoryTreeRoot: '/sys/category/loadTreeRoot',
  categoryTreeChildren: '/sys/category/loadTreeChildren',
  categoryOne: '/sys/category/loadOne',
  /** The OpenAPI 3.1 description of the API (administrators only). */
  openApi: '/sys/openapi.json',
  /** Single sign-on (off unless configured): a CAS ticket, a third-party login's one-time token. */
  casValidateLogin: '/sys/cas/client/validateLogin',
  thirdLoginUser: '/sys/thirdLogin/getLoginUser/:token/:thirdType',
  /** Whether a code continues its parent's (JeecgBoot's category form). */
  categoryCheckCode: '/sys/category/checkCode',
  /** Every category under a code prefix as dictionary items (JeecgBoot's JCategorySelect, loadAllData). */
  categoryAllData: '/sys/category/loadAllData',
  categoryTreeData: '/sys/category/loadTreeData',
  /** Names of categories by id (?ids=a,b); the client calls it with a trailing slash. */
  categoryDictItem: '/sys/category/loadDictItem/',
  announcementsByUser: '/sys/annountCement/listByUser',
  markAnnouncementRead: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
} as const;

/**
 * Flushing the server's dictionary cache (refreshDictCache) is for those who maintain dictionaries:
 * the edit code of the 数据字典 entity (schemas/entities/sysDict.json).
 */
export const DICT_CACHE_CODE = 'system:dict:edit';
/** The button (菜单管理 → 查看接口文档) that opens the OpenAPI description. */
export const API_DOCS_CODE = 'system:apiDocs';

/** Fill `:name` placeholders of a path with URL-encoded values. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: missing value for ":${name}" in ${path}`);
    return encodeURIComponent(value);
  });
}

export const DEFAULT_API_PREFIX = '/api';
