// The online report popup (contract §11.4, spec §7 "Online reports"): its messages, the column types a
// report declares, and how long the popup keeps an answer (per group key, spec: 30 s).

export const REPORT_COLUMN_TYPES = ['string', 'integer', 'number', 'date', 'datetime'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

/** Query modes of a searchable report column: one value, or a `_begin`/`_end` range. */
export const REPORT_QUERY_MODES = ['single', 'group'] as const;

export const REPORT_TEXTS = {
  notFound: '实体不存在',
  queryFailed: '查询失败',
  sqlFailed: 'SQL执行失败：请联系管理员检查报表配置',
  forbidden: (name: string) => `没有使用报表“${name}”的权限，请联系管理员授权`,
  unscoped: (name: string) => `报表“${name}”的数据不能按数据权限限定，受数据权限限制的用户不能使用`,
} as const;

/** The popup's answers are reused for this long per group key (spec §7 Online reports). */
export const REPORT_CACHE_MS = 30_000;
export const REPORT_DEFAULT_PAGE_SIZE = 10;
/** A report page holds at most this many rows, whatever pageSize asks. */
export const REPORT_MAX_PAGE_SIZE = 200;
/** Prefix of a report SQL parameter in getData's query (`self_<name>`). */
export const REPORT_PARAM_PREFIX = 'self_';
