// The monitoring and visit-statistics API both ends use: paths (relative to the API prefix), the
// button codes that guard each monitor endpoint, and the result shapes. The HTTP trace follows the
// Spring Boot actuator's httptrace shape the JeecgBoot monitor page read; the Node runtime replaces
// the JVM metrics with one object per refresh instead of one request per metric.

export const MONITOR_PATHS = {
  /** Today's and total visit counts (JeecgBoot /sys/loginfo). */
  loginInfo: '/sys/loginfo',
  /** Visits and distinct IPs per day of the last 7 days (JeecgBoot /sys/visitInfo). */
  visitInfo: '/sys/visitInfo',
  runtime: '/actuator/runtime',
  system: '/actuator/system',
  database: '/actuator/database',
  httpTrace: '/actuator/httptrace',
  /** JeecgBoot's paths of the Redis and disk pages. */
  redisInfo: '/sys/actuator/redis/info',
  diskInfo: '/sys/actuator/redis/queryDiskInfo',
} as const;

/** Button codes (schemas/menus.json) a user needs for each monitor endpoint. */
export const MONITOR_CODES = {
  runtime: 'monitor:runtime',
  system: 'monitor:system',
  database: 'monitor:database',
  redis: 'monitor:redis',
  disk: 'monitor:disk',
  httpTrace: 'monitor:httptrace',
} as const;

/** GET /sys/loginfo */
export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  /** Distinct IPs that visited today. */
  todayIp: number;
}

/** One day of GET /sys/visitInfo (oldest first, every one of the 7 days present). */
export interface VisitDay {
  /** Login-log entries that day. */
  visit: number;
  /** Distinct IPs that day. */
  ip: number;
  /** 'MM-dd', the chart label. */
  tian: string;
  /** 'YYYY-MM-DD'. */
  type: string;
}

/** GET /actuator/runtime: the Node process in place of the JVM. */
export interface RuntimeInfo {
  nodeVersion: string;
  v8Version: string;
  pid: number;
  platform: string;
  /** Seconds since the process started. */
  uptimeSeconds: number;
  startTime: string;
  memory: { rss: number; heapTotal: number; heapUsed: number; heapLimit: number; external: number };
  /** Event-loop delay over the last sampling window, in milliseconds. */
  eventLoop: { min: number; mean: number; max: number; p50: number; p99: number };
  /** Garbage collections since start, by kind. */
  gc: { kind: string; count: number; totalMs: number }[];
  /** CPU time of the process since start, in milliseconds. */
  cpu: { userMs: number; systemMs: number };
}

/** GET /actuator/system */
export interface SystemInfo {
  hostname: string;
  platform: string;
  release: string;
  arch: string;
  uptimeSeconds: number;
  cpu: { model: string; count: number; loadAverage: number[]; usagePercent: number };
  memory: { total: number; free: number; used: number; usagePercent: number };
}

/** One row of GET /sys/actuator/redis/queryDiskInfo (JeecgBoot shape: bytes, percent used). */
export interface DiskInfo {
  name: string;
  max: number;
  rest: number;
  restPPT: number;
}

export interface SlowQuery {
  time: string;
  durationMs: number;
  /** Statement text only; the bound values are never kept. */
  sql: string;
}

/** GET /actuator/database */
export interface DatabaseInfo {
  engine: 'sqlite' | 'postgres';
  version: string;
  sizeBytes: number;
  connections: { total: number; idle: number; waiting: number; max: number } | null;
  slowQueryThresholdMs: number;
  /** Queries measured since start. */
  queryCount: number;
  slowQueries: SlowQuery[];
}

export interface RedisInfoItem {
  key: string;
  value: string;
  description: string;
}

/** GET /sys/actuator/redis/info */
export interface RedisInfoResult {
  configured: boolean;
  items: RedisInfoItem[];
  /** Keys in all databases (INFO keyspace). */
  keys: number;
  usedMemory: number;
}

/** One entry of GET /actuator/httptrace (actuator shape). */
export interface HttpTraceEntry {
  timestamp: string;
  principal: { name: string } | null;
  request: { method: string; uri: string; remoteAddress: string; headers: Record<string, string> };
  response: { status: number };
  timeTaken: number;
}

export interface HttpTraceResult {
  traces: HttpTraceEntry[];
}
