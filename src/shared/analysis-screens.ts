// The signed-in big screens of 数据分析 (综合大屏, 指数大屏, 第二屏): paths, permission codes, limits
// and the answers both sides speak. Unlike the public screens they answer within the user's own
// scope (the lists they may open) and may name records: the latest hazards, the engineers.
import type { ScreenGroup, ScreenTile } from './screens';

export const ANALYSIS_SCREEN_PATHS = {
  big: '/nanli/screens/big',
  index: '/nanli/screens/index',
  second: '/nanli/screens/second',
} as const;

export type AnalysisScreenKind = keyof typeof ANALYSIS_SCREEN_PATHS;

/** The button of each screen's menu (schemas/menus.json) its route requires. */
export const ANALYSIS_SCREEN_CODES: Record<AnalysisScreenKind, string> = {
  big: 'dataanalysis:bigScreen:list',
  index: 'dataanalysis:indexScreen:list',
  second: 'dataanalysis:secondScreen:list',
};

/** How long one computed answer is reused for users of the same scope. */
export const ANALYSIS_CACHE_TTL_MS = 30_000;

/** How long the risk index's monthly history (past months hardly change) is reused per scope. */
export const INDEX_HISTORY_TTL_MS = 600_000;

/** Rows of the latest-hazards ticker; districts and sectors of the rankings; engineers ranked. */
export const LATEST_HAZARDS = 12;
export const INDEX_TOP_SECTORS = 10;
export const TOP_ENGINEERS = 10;

export type BigTileKey =
  | 'insuredEnterprises'
  | 'validPolicies'
  | 'serviceCoverage'
  | 'investigationCount'
  | 'planCompletion'
  | 'hazardTotal'
  | 'hazardMajor'
  | 'rectifyRate'
  | 'hazardOverdue'
  | 'riskIndex';

export type IndexTileKey =
  'riskIndex' | 'openHazards' | 'openMajor' | 'overdue' | 'highRiskEnterprises' | 'insuredShare';

export type SecondTileKey =
  | 'tasksThisYear'
  | 'tasksDone'
  | 'tasksRunning'
  | 'planCompletion'
  | 'appointmentsThisWeek'
  | 'appointmentsConfirmed'
  | 'deepServicesActive'
  | 'deepServiceCost'
  | 'serviceCoverage';

/** One of the latest hazards of the ticker, as the hazard list shows it (texts, not codes). */
export interface LatestHazard {
  discoverTime: string | null;
  enterprise: string;
  district: string;
  level: string;
  /** nl_hazard_level code (重大 is drawn red). */
  levelCode: string;
  status: string;
  deadline: string | null;
  overdue: boolean;
}

export interface BigScreenData {
  tiles: ScreenTile<BigTileKey>[];
  months: string[];
  found: number[];
  closed: number[];
  investigations: number[];
  /** Every district with enterprises or hazards (insured enterprises draw the map). */
  districts: RiskIndexGroup[];
  /** Districts with the most open hazards, most first. */
  topDistricts: ScreenGroup[];
  /** Enterprises per risk colour. */
  riskLevels: ScreenGroup[];
  latestHazards: LatestHazard[];
  at: string;
}

/** A district's or sector's index and what it was computed from. */
export interface RiskIndexGroup {
  code: string;
  label: string;
  index: number | null;
  enterprises: number;
  insured: number;
  openHazards: number;
  openMajor: number;
  overdue: number;
  /** Insured ÷ enterprises in percent. */
  insuredShare: number | null;
}

export interface IndexScreenData {
  tiles: ScreenTile<IndexTileKey>[];
  /** The whole scope's index per month (the current month: today's). */
  months: string[];
  trend: (number | null)[];
  /** Every district with enterprises or hazards, by index, highest first. */
  districts: RiskIndexGroup[];
  /** The sectors with the highest index (at most INDEX_TOP_SECTORS). */
  sectors: RiskIndexGroup[];
  at: string;
}

/** This week's appointments per day (Monday first) in four groups of states. */
export interface WeekAppointments {
  days: string[];
  pending: number[];
  confirmed: number[];
  done: number[];
  dropped: number[];
}

/** An engineer's tasks of this service year: still open and completed. */
export interface EngineerLoad {
  name: string;
  open: number;
  done: number;
}

export interface DistrictCoverage {
  code: string;
  label: string;
  insured: number;
  served: number;
  /** served ÷ insured in percent. */
  coverage: number | null;
}

export interface SecondScreenData {
  tiles: ScreenTile<SecondTileKey>[];
  /** This service year's tasks per state. */
  taskStates: ScreenGroup[];
  week: WeekAppointments;
  /** Most tasks first. */
  engineers: EngineerLoad[];
  deepServices: ScreenGroup[];
  coverage: DistrictCoverage[];
  at: string;
}
