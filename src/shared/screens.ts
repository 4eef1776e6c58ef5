// The public big screens (domain §5.1 参保企业大屏, §5.2 隐患大屏): paths, limits, the answers both
// sides speak and their Chinese texts. Public means no login, so an answer holds aggregates —
// counts and rates per district, sector, state and month; never a phone or a record id. The 隐患大屏's
// rankings and ticker name enterprises and experts, masked on the server (南宁****有限公司, 赵*).
import type { LatestHazard } from './analysis-screens';

export const SCREEN_PATHS = {
  insured: '/screen/insured',
  danger: '/screen/danger',
} as const;

export type ScreenKind = keyof typeof SCREEN_PATHS;

/**
 * The administrator's setting: an enabled item of this dictionary (数据字典, edited with the
 * dictionary permissions) whose value is the tenant id the screens show. Without one the screens
 * answer SCREEN_TEXTS.notOpen.
 */
export const SCREEN_TENANT_DICT = 'public_screen_tenant';

/** How long one computed answer is served to every viewer (shared store: Redis with REDIS_URL). */
export const SCREEN_CACHE_TTL_MS = 60_000;

/** Calls per client IP and window; a wall refreshing both screens every minute needs 2. */
export const SCREEN_RATE_LIMIT = { perWindow: 60, windowMs: 60_000 } as const;

/** The screens re-read their answer this often. */
export const SCREEN_REFRESH_MS = 60_000;

/** The fixed stage the screens are designed on, scaled to the window. */
export const SCREEN_STAGE = { width: 1920, height: 1080 } as const;

/** Districts of the ranking. */
export const SCREEN_TOP_DISTRICTS = 10;

/** Enterprises of the 隐患大屏's ranking by open hazards, and experts of its ranking. */
export const SCREEN_TOP_ENTERPRISES = 10;
export const SCREEN_TOP_EXPERTS = 5;

/**
 * count: records; percent: 0–100 with one decimal; days: one decimal; wan: 万元 with two decimals;
 * yi: 亿元 with two decimals; index: the risk index, 0–100 with one decimal.
 */
export type ScreenUnit = 'count' | 'percent' | 'days' | 'wan' | 'yi' | 'index';

export type InsuredTileKey =
  | 'insuredEnterprises'
  | 'validPolicies'
  | 'premiumTotal'
  | 'insuredPersons'
  | 'coverTotal'
  | 'highRiskCoverage'
  | 'newPoliciesThisMonth'
  | 'expiringPolicies'
  | 'lapsedEnterprises'
  | 'preventionFeeUsage'
  | 'serviceCoverage';

export type DangerTileKey =
  | 'hazardTotal'
  | 'hazardMajor'
  | 'hazardGeneral'
  | 'hazardClosed'
  | 'rectifyRate'
  | 'onTimeRate'
  | 'hazardOverdue'
  | 'newThisMonth'
  | 'investigatedEnterprises'
  | 'investigationCount'
  | 'avgRectifyDays';

export interface ScreenTile<K extends string = string> {
  key: K;
  /** null: nothing to divide by. */
  value: number | null;
  unit: ScreenUnit;
}

/** One group of a chart: a dictionary value and its text, with its figures. */
export interface ScreenGroup {
  code: string;
  label: string;
  value: number;
}

export interface DistrictHazards {
  code: string;
  label: string;
  open: number;
  closed: number;
}

/** An expert of the 隐患大屏's ranking (name masked): done investigations led, hazards found on them. */
export interface DangerExpert {
  name: string;
  investigations: number;
  hazards: number;
}

export interface InsuredScreenData {
  tiles: ScreenTile<InsuredTileKey>[];
  /** `YYYY-MM`, oldest first. */
  months: string[];
  /** Per month: policies starting in it (not cancelled), and their premium in 万元. */
  newPolicies: number[];
  newPremium: number[];
  /** Insured enterprises per district (the choropleth). */
  districts: ScreenGroup[];
  /** Insured enterprises per high-risk sector. */
  sectors: ScreenGroup[];
  /** Enterprises per risk colour. */
  riskLevels: ScreenGroup[];
  /** GMT+8 time the figures were computed. */
  at: string;
}

export interface DangerScreenData {
  tiles: ScreenTile<DangerTileKey>[];
  months: string[];
  found: number[];
  closed: number[];
  /** Open and closed hazards per district. */
  districts: DistrictHazards[];
  /** Hazards per high-risk sector of their enterprise. */
  sectors: ScreenGroup[];
  /** Hazards per state along the rectification flow (待整改 → … → 已销号). */
  funnel: ScreenGroup[];
  /** Districts with the most open hazards, most first. */
  topDistricts: ScreenGroup[];
  /** Enterprises with the most open hazards, most first: code the rank, label the masked name. */
  topEnterprises: ScreenGroup[];
  /** Enterprises per risk colour (nl_risk_level 1 红 … 4 蓝, every colour), then not assessed. */
  riskColours: ScreenGroup[];
  /** The latest hazards, newest first, the enterprise masked. */
  latestHazards: LatestHazard[];
  /** Experts by done investigations led in the trend's months, most first. */
  experts: DangerExpert[];
  at: string;
}

export const SCREEN_TEXTS = {
  notOpen: '大屏未开放',
  notOpenHint: '请联系管理员在数据字典中配置大屏展示的租户',
  rateLimited: '访问过于频繁，请稍后再试',
  loadFailed: '大屏数据加载失败，稍后自动重试',
  insuredTitle: '安责险参保企业大屏',
  dangerTitle: '安全生产隐患排查大屏',
  updatedAt: (time: string) => `数据更新于 ${time}`,
  noValue: '—',
  trendNew: '新增保单（近12个月）',
  policies: '新增保单',
  premium: '保费(万元)',
  byDistrict: '各区县参保企业',
  insuredEnterprises: '参保企业',
  bySector: '按行业领域参保',
  byRisk: '企业风险等级分布',
  hazardTrend: '隐患发现与销号（近12个月）',
  found: '发现隐患',
  closed: '销号隐患',
  districtHazards: '各区县隐患整改情况',
  open: '未销号',
  closedShort: '已销号',
  hazardMap: '各区县未销号隐患',
  openHazards: '未销号隐患',
  hazardSectors: '按行业领域隐患',
  funnel: '隐患整改流程',
  topDistricts: '未销号隐患区县排行',
  topEnterprises: '未销号隐患企业排行',
  riskColours: '企业风险四色分布',
  latestHazards: '最新隐患',
  experts: '专家排查排行（近12个月）',
  expertName: '专家',
  investigations: '排查次数',
  hazardsFound: '发现隐患',
  deadline: (day: string) => `整改期限 ${day.slice(0, 10)}`,
  overdue: '逾期',
  noHazards: '暂无未销号隐患',
  noExperts: '暂无排查记录',
  unknown: '未填写',
} as const;

export const INSURED_TILE_LABELS: Record<InsuredTileKey, string> = {
  insuredEnterprises: '投保企业数',
  validPolicies: '有效保单数',
  premiumTotal: '保费总额',
  insuredPersons: '参保人数',
  coverTotal: '累计保障额度',
  highRiskCoverage: '高危行业投保覆盖率',
  newPoliciesThisMonth: '本月新增投保',
  expiringPolicies: '30天内到期保单',
  lapsedEnterprises: '已脱保企业',
  preventionFeeUsage: '预防费用使用率',
  serviceCoverage: '服务覆盖率',
};

export const DANGER_TILE_LABELS: Record<DangerTileKey, string> = {
  hazardTotal: '隐患总数',
  hazardMajor: '重大隐患',
  hazardGeneral: '一般隐患',
  hazardClosed: '已整改(销号)',
  rectifyRate: '整改率',
  onTimeRate: '按期整改率',
  hazardOverdue: '逾期未整改',
  newThisMonth: '本月新增',
  investigatedEnterprises: '排查企业数',
  investigationCount: '排查次数',
  avgRectifyDays: '平均整改时长',
};

export const SCREEN_UNITS: Record<ScreenUnit, string> = {
  count: '',
  percent: '%',
  days: '天',
  wan: '万元',
  yi: '亿元',
  index: '',
};
