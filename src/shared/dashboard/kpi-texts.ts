// The Chinese texts of the home page's KPI tiles and trends and of the monitoring board, and the
// board's refresh period.
import type { KpiKey, KpiUnit, TrendKey } from './kpi-api';
import type { KpiPeriodKey, PeriodProblem } from './kpi-period';
import { MAX_PERIOD_MONTHS } from './kpi-period';

/** The monitoring board re-reads its business counters this often. */
export const LIVE_REFRESH_MS = 30_000;

export const KPI_LABELS: Record<KpiKey, string> = {
  hazardTotal: '隐患总数',
  hazardMajor: '重大隐患',
  hazardClosed: '已销号',
  rectifyRate: '整改率',
  onTimeRate: '按期整改率',
  hazardOverdue: '逾期未整改',
  avgRectifyDays: '平均整改时长',
  investigationCount: '排查次数',
  investigatedEnterprises: '排查企业数',
  hazardDensity: '隐患密度',
  serviceCoverage: '服务覆盖率',
  planCompletion: '计划完成率',
  insuredEnterprises: '投保企业数',
  insuranceCoverage: '投保覆盖率',
  validPolicies: '有效保单',
  expiringPolicies: '30天内到期保单',
  preventionFeeUsage: '预防费用使用率',
  todayHazards: '今日新增隐患',
  todayClosed: '今日销号',
  tasksInProgress: '执行中任务',
  appointmentsToday: '今日预约',
};

export const KPI_UNITS: Record<KpiUnit, string> = {
  count: '',
  percent: '%',
  days: '天',
  perInvestigation: '条/次',
};

export const PERIOD_LABELS: Record<KpiPeriodKey, string> = {
  month: '本月',
  quarter: '本季度',
  year: '本年',
  last12: '近12个月',
};

/** Why the server refused a period (shown as the answer's message). */
export const PERIOD_PROBLEMS: Record<PeriodProblem, string> = {
  unknownPeriod: '统计期间不正确：请选择本月、本季度、本年、近12个月或日期范围',
  badDate: '统计期间不正确：开始日期和结束日期须为有效日期（YYYY-MM-DD）',
  startAfterEnd: '统计期间不正确：开始日期不能晚于结束日期',
  tooLong: `统计期间不正确：日期范围不能超过${MAX_PERIOD_MONTHS}个月`,
};

export const TREND_LABELS: Record<TrendKey, string> = {
  hazardsFound: '发现隐患',
  hazardsClosed: '销号隐患',
  investigations: '排查次数',
};

export const DASHBOARD_TEXTS = {
  kpiTitle: '业务指标',
  kpiLoadFailed: '业务指标加载失败',
  noValue: '—',
  hazardTrend: '隐患发现与销号',
  investigationTrend: '排查次数',
  periodLabel: '统计期间',
  periodRange: '日期范围',
  customPeriod: '自定义期间',
  periodNote: (start: string, end: string) => `${start} 至 ${end}；逾期、投保与保单指标为当前状态`,
  openList: (label: string) => `查看“${label}”列表`,
  liveTitle: '业务实时数据',
  liveUpdatedAt: (time: string) => `更新于 ${time}`,
  runtimeTitle: '运行指标',
  heapUsed: '堆内存使用',
  rss: '常驻内存',
  eventLoopP99: '事件循环延迟 P99',
  uptime: '运行时长',
  cpuUsage: 'CPU 使用率',
  memUsage: '内存使用率',
} as const;
