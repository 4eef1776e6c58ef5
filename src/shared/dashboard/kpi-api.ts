// The home page's KPIs and the monitoring board's live counters (domain §5.3): what the server
// answers and the client draws. Each figure names the entity list and the list filter (the list
// endpoint's own grammar, contract §8.2) whose records it counts, so a tile opens that list.
import type { KpiPeriod } from './kpi-period';

export const DASHBOARD_PATHS = {
  kpis: '/dashboard/kpis',
  live: '/dashboard/live',
} as const;

/** The months of the trend charts without a period (the public screens), the current one last. */
export const TREND_MONTHS = 12;

/** 30天内到期: the window of expiring policies (the same as nl_insure_status 即将到期). */
export const EXPIRING_POLICY_DAYS = 30;

export type KpiKey =
  | 'hazardTotal'
  | 'hazardMajor'
  | 'hazardClosed'
  | 'rectifyRate'
  | 'onTimeRate'
  | 'hazardOverdue'
  | 'avgRectifyDays'
  | 'investigationCount'
  | 'investigatedEnterprises'
  | 'hazardDensity'
  | 'serviceCoverage'
  | 'planCompletion'
  | 'insuredEnterprises'
  | 'insuranceCoverage'
  | 'validPolicies'
  | 'expiringPolicies'
  | 'preventionFeeUsage'
  | 'todayHazards'
  | 'todayClosed'
  | 'tasksInProgress'
  | 'appointmentsToday';

/** The order of the home page's tiles: hazards, services, insurance. */
export const HOME_KPI_ORDER: readonly KpiKey[] = [
  'hazardTotal',
  'hazardMajor',
  'hazardClosed',
  'rectifyRate',
  'onTimeRate',
  'hazardOverdue',
  'avgRectifyDays',
  'hazardDensity',
  'investigationCount',
  'investigatedEnterprises',
  'planCompletion',
  'serviceCoverage',
  'insuredEnterprises',
  'insuranceCoverage',
  'validPolicies',
  'expiringPolicies',
  'preventionFeeUsage',
];

/** count: records; percent: 0–100 with one decimal; days: one decimal; perInvestigation: one decimal. */
export type KpiUnit = 'count' | 'percent' | 'days' | 'perInvestigation';

export interface Kpi {
  key: KpiKey;
  /** null: nothing to divide by (a rate without records). */
  value: number | null;
  unit: KpiUnit;
  /** The entity whose list the figure opens. */
  entity: string;
  /** List filter parameters (field key → value in the list grammar). */
  filter: Record<string, string>;
}

export type TrendKey = 'hazardsFound' | 'hazardsClosed' | 'investigations';

export interface TrendSeries {
  key: TrendKey;
  entity: string;
  /** One count per month of `months`. */
  values: number[];
  /** Per month: the list filter of the records its point counts (that month within the period). */
  filters: Record<string, string>[];
}

export interface KpiOverview {
  kpis: Kpi[];
  /** The period the period-bound figures and the trends cover. */
  period: KpiPeriod;
  /** `YYYY-MM`, oldest first. */
  months: string[];
  trends: TrendSeries[];
}

export interface LiveCounters {
  kpis: Kpi[];
  /** GMT+8 time the counters were read. */
  at: string;
}
