// Gateway routes (/sys/gatewayRoute and the live proxy): paths, permission codes, limits and the
// Chinese texts both ends show (the spec names none of them).

export const GATEWAY_PATHS = {
  list: '/sys/gatewayRoute/list',
  updateAll: '/sys/gatewayRoute/updateAll',
  delete: '/sys/gatewayRoute/delete',
  /** Where the live reverse proxy answers, under the API prefix: /gateway/<Path predicate>. */
  proxyPrefix: '/gateway',
} as const;

export const GATEWAY_CODES = {
  list: 'gatewayRoute:list',
  add: 'gatewayRoute:add',
  edit: 'gatewayRoute:edit',
  delete: 'gatewayRoute:delete',
} as const;

export const GATEWAY_ROUTE_STATUS = { enabled: 1, disabled: 0 } as const;

export const GATEWAY_LIMITS = {
  routerIdLength: 64,
  nameLength: 100,
  uriLength: 500,
  /** Predicates and filters of one route, each. */
  maxItems: 20,
  /** Path patterns of one Path predicate. */
  maxPatterns: 20,
  patternLength: 200,
  /** StripPrefix parts at most. */
  maxStripParts: 10,
} as const;

/** Predicate and filter names the gateway applies (Spring Cloud Gateway spelling). */
export const GATEWAY_PREDICATES = ['Path', 'Method'] as const;

export const GATEWAY_FILTERS = ['StripPrefix'] as const;

export const GATEWAY_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

export const GATEWAY_TEXTS = {
  title: '网关路由',
  routerId: '路由ID',
  name: '路由名称',
  uri: '路由URI',
  status: '路由状态',
  predicates: '路由条件',
  filters: '过滤器',
  routerIdRequired: '请输入路由ID',
  routerIdInvalid: `路由ID只能包含字母、数字、下划线和短横线，最长${GATEWAY_LIMITS.routerIdLength}个字符`,
  routerIdTaken: '该路由ID已存在',
  nameTooLong: `路由名称不能超过${GATEWAY_LIMITS.nameLength}个字符`,
  uriRequired: '请输入路由URI',
  uriInvalid: '路由URI必须是 http:// 或 https:// 开头的地址，且不能带用户名、密码、查询参数或锚点',
  uriHostRefused: (host: string) => `路由URI的主机“${host}”不在允许的主机列表中（GATEWAY_HOSTS）`,
  jsonInvalid: (label: string) => `${label}不是有效的JSON数组`,
  itemInvalid: (label: string, n: number) => `${label}第${n}项格式不正确`,
  tooMany: (label: string) => `${label}最多${GATEWAY_LIMITS.maxItems}项`,
  predicateUnknown: (name: string) => `不支持的路由条件：${name}（支持 Path、Method）`,
  filterUnknown: (name: string) => `不支持的过滤器：${name}（支持 StripPrefix）`,
  pathRequired: '路由条件必须包含一个 Path 条件',
  pathInvalid: (pattern: string) =>
    `Path 条件“${pattern}”格式不正确：须以 / 开头，各段为字母、数字或 . _ ~ - 组成，可用 * 匹配一段，** 只能在末尾`,
  methodInvalid: (method: string) => `Method 条件“${method}”不正确`,
  stripInvalid: `StripPrefix 的 parts 必须是0到${GATEWAY_LIMITS.maxStripParts}之间的整数`,
  statusInvalid: '路由状态只能是启用或禁用',
  deleted: '删除路由成功',
  saved: '操作成功!',
  /** Proxy answers. */
  noRoute: '没有匹配的网关路由',
  targetRefused: '路由目标不在允许的主机列表中',
  upstreamFailed: '网关转发失败，请稍后重试',
  upstreamTimeout: '网关转发超时',
  enabled: '启用',
  submit: '确定',
  predicateName: '条件类型',
  predicateArgs: '条件值（回车添加）',
  stripParts: '去掉前缀段数',
  addPredicate: '添加路由条件',
  addFilter: '添加过滤器',
  remove: '移除',
  uriPlaceholder: 'http://host:port/path',
  disabled: '禁用',
} as const;
