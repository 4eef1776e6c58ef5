// Chinese texts of the signed-in big screens (综合大屏, 指数大屏, 第二屏) and of the public landing page.
import type { BigTileKey, IndexTileKey, SecondTileKey } from './analysis-screens';

export const ANALYSIS_TEXTS = {
  bigTitle: '安全生产责任保险综合态势',
  indexTitle: '安全生产风险指数',
  secondTitle: '风险防控服务专题',
  closedHint: '请联系管理员分配数据分析权限',
  fullscreen: '全屏',
  // 综合大屏
  trend: '隐患与排查趋势（近12个月）',
  found: '发现隐患',
  closed: '销号隐患',
  investigations: '排查次数',
  riskLevels: '企业风险等级分布',
  districtMap: '各区县参保企业',
  insuredEnterprises: '参保企业',
  openHazardsLine: (n: number) => `未销号隐患 ${n}`,
  indexLine: (index: number | null) => `风险指数 ${index ?? '—'}`,
  topDistricts: '未销号隐患区县排行',
  latestHazards: '最新隐患动态',
  noHazards: '暂无隐患',
  deadline: (day: string) => `期限 ${day}`,
  overdue: '逾期',
  // 指数大屏
  districtIndexMap: '各区县风险指数',
  riskIndex: '风险指数',
  indexTrend: '风险指数走势（近12个月）',
  districtRanking: '区县风险指数排名',
  sectorRanking: '行业领域风险指数排名',
  formula: '指数构成',
  formulaParts: (weights: { hazards: number; colours: number; uncovered: number }) => [
    `未销号隐患（一般×1、重大×5、逾期+2，按企业数折算）占 ${weights.hazards * 100}%`,
    `企业风险等级（重大1、较大0.6、一般0.3、低0.1）占 ${weights.colours * 100}%`,
    `未投保企业比例占 ${weights.uncovered * 100}%`,
    '指数 0–100，越高风险越大',
  ],
  enterprisesLine: (n: number) => `企业 ${n} 家`,
  insuredLine: (share: number | null) => `投保率 ${share ?? '—'}%`,
  // 第二屏
  taskStates: '本年度任务状态',
  weekAppointments: '本周预约',
  pending: '待确认',
  confirmed: '已确认',
  done: '已完成',
  dropped: '取消/拒绝/失约',
  weekdays: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  engineers: '工程师任务量排行（本年度）',
  engineerOpen: '进行中',
  engineerDone: '已完成',
  deepServices: '深度服务状态',
  coverage: '各区县服务覆盖率',
  coverageRate: '服务覆盖率(%)',
  noData: '暂无数据',
} as const;

export const BIG_TILE_LABELS: Record<BigTileKey, string> = {
  insuredEnterprises: '投保企业',
  validPolicies: '有效保单',
  serviceCoverage: '服务覆盖率',
  investigationCount: '排查次数',
  planCompletion: '计划完成率',
  hazardTotal: '隐患总数',
  hazardMajor: '重大隐患',
  rectifyRate: '整改率',
  hazardOverdue: '逾期未整改',
  riskIndex: '风险指数',
};

export const INDEX_TILE_LABELS: Record<IndexTileKey, string> = {
  riskIndex: '综合风险指数',
  openHazards: '未销号隐患',
  openMajor: '未销号重大隐患',
  overdue: '逾期未整改',
  highRiskEnterprises: '重大/较大风险企业',
  insuredShare: '企业投保率',
};

export const SECOND_TILE_LABELS: Record<SecondTileKey, string> = {
  tasksThisYear: '本年度任务',
  tasksDone: '已完成任务',
  tasksRunning: '执行中任务',
  planCompletion: '计划完成率',
  appointmentsThisWeek: '本周预约',
  appointmentsConfirmed: '本周已确认',
  deepServicesActive: '进行中深度服务',
  deepServiceCost: '深度服务费用',
  serviceCoverage: '服务覆盖率',
};

/** The public landing page (/test/home). */
export const LANDING_TEXTS = {
  description:
    '汇聚投保企业、保单、风险排查与隐患整改数据，为政府监管部门、保险机构和技术服务机构提供安全生产责任保险全流程的数据管理与风险防控支撑。',
  publicEntries: '公开入口',
  insuredScreen: { title: '参保企业大屏', text: '全市参保企业、保单与预防服务的实时统计' },
  dangerScreen: { title: '隐患大屏', text: '隐患排查、整改与销号情况的实时统计' },
  companyList: { title: '保险查询', text: '按统一社会信用代码查询企业是否在保' },
  login: '登录平台',
  loginHint: '监管部门、保险机构、服务机构与企业用户请登录后使用',
} as const;
