// Texts and limits of the logs, visit statistics and monitoring pages (the spec names the pages,
// not their words; these follow the JeecgBoot monitor pages).

/** How often each monitoring page reloads its data. */
export const MONITOR_REFRESH_MS = 10_000;
/** Points kept in a page's time-series chart (one per refresh). */
export const MONITOR_CHART_POINTS = 30;
/** Days shown by the visit chart of the analysis dashboard (JeecgBoot: the last 7 days). */
export const VISIT_DAYS = 7;

export const OPERATION_LOG_TEXTS = {
  succeeded: '成功',
  failed: (message: string) => `失败：${message}`,
  content: (method: string, path: string, outcome: string) => `${method} ${path} ${outcome}`,
} as const;

export const REDIS_TEXTS = {
  notConfigured: '未配置 Redis（未设置 REDIS_URL 环境变量），共享状态保存在进程内',
  connectionFailed: 'Redis 连接异常!',
} as const;

export const MONITOR_TEXTS = {
  refresh: '刷新',
  lastUpdated: (time: string) => `更新于 ${time}`,
  autoRefresh: (seconds: number) => `每 ${seconds} 秒自动刷新`,
  loadFailed: '加载监控数据失败',
  // runtime
  nodeVersion: 'Node.js 版本',
  v8Version: 'V8 版本',
  pid: '进程号',
  uptime: '运行时长',
  startTime: '启动时间',
  rss: '常驻内存 (RSS)',
  heapUsed: '堆已用',
  heapTotal: '堆已分配',
  heapLimit: '堆上限',
  external: '外部内存',
  heapChart: '堆内存 (MB)',
  eventLoop: '事件循环延迟 (毫秒)',
  eventLoopMean: '平均',
  eventLoopP99: 'P99',
  eventLoopMax: '最大',
  gc: '垃圾回收',
  gcKind: '类型',
  gcCount: '次数',
  gcTotal: '总耗时 (毫秒)',
  cpuTime: 'CPU 时间 (用户/系统, 毫秒)',
  // system
  hostname: '主机名',
  os: '操作系统',
  arch: '架构',
  cpuModel: 'CPU 型号',
  cpuCount: 'CPU 核数',
  loadAverage: '平均负载 (1/5/15 分钟)',
  cpuUsage: 'CPU 使用率',
  memUsage: '内存使用率',
  memTotal: '内存总量',
  memUsed: '已用内存',
  memFree: '空闲内存',
  usageChart: '使用率 (%)',
  // disk
  diskName: '分区',
  diskMax: '总容量',
  diskRest: '可用',
  diskUsed: '已用',
  diskUsage: '使用率',
  // database
  engine: '数据库',
  version: '版本',
  size: '数据库大小',
  connections: '连接 (总数/空闲/等待/上限)',
  embedded: '内嵌 (单连接)',
  queryCount: '已执行查询',
  queryRate: '每个刷新间隔的查询数',
  slowThreshold: (ms: number) => `慢查询 (≥ ${ms} 毫秒)`,
  slowTime: '时间',
  slowDuration: '耗时 (毫秒)',
  slowSql: 'SQL',
  noSlowQueries: '暂无慢查询',
  // redis
  redisKeys: '键数量',
  redisMemory: '内存占用',
  redisKey: '参数',
  redisValue: '值',
  redisDescription: '说明',
  redisChart: 'Redis 内存 (KB)',
  // http trace
  traceTime: '请求时间',
  traceMethod: '请求方法',
  traceUri: '请求路径',
  traceStatus: '响应状态',
  traceTaken: '耗时 (毫秒)',
  traceUser: '用户',
  traceIp: 'IP',
  // dashboard
  visitTitle: '最近一周访问量统计',
  todayVisits: '今日访问',
  todayIp: '今日 IP',
  totalVisits: '总访问量',
  visitSeries: '访问次数',
  ipSeries: 'IP 数',
} as const;
