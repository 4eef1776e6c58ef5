// The 安责险 sectors the demo enterprises belong to (nl_high_risk_sector) with their share of
// enterprises (domain §6.4) and what follows from the sector: words of the company name, the
// national-economy industry (nl_industry), the supervising department (nl_supervise_dept), the
// special work its operators do (nl_special_work), whether it needs a work-safety licence, its
// risk-colour skew and the hazards a visit finds on average.
import type { Weighted } from './random';

export interface SectorProfile {
  code: string;
  /** Share of enterprises, in per cent. */
  share: number;
  /** Sector words of the company name (化工, 建筑工程, …) with the business scope that goes with each. */
  trades: readonly (readonly [word: string, scope: string])[];
  industries: Weighted<string>;
  supervisorDept: string;
  specialWorks: readonly string[];
  /** Licence kind of the safety licence number (WH, JZ, FM, YH), when the sector needs one. */
  licenseKind?: string;
  /** Weights of risk levels 1 红, 2 橙, 3 黄, 4 蓝. */
  risk: Weighted<string>;
  /** Share of enterprises with a major hazard source. */
  majorHazardShare: number;
  /** Mean hazards found per service visit. */
  hazardsPerVisit: number;
}

/** Red 3 %, orange 12 %, yellow 40 %, blue 45 % (domain §6.4). */
const USUAL_RISK: Weighted<string> = [
  ['1', 3],
  ['2', 12],
  ['3', 40],
  ['4', 45],
];

/** Hazardous chemicals, mining, fireworks and smelting skew towards red and orange. */
const HIGH_RISK: Weighted<string> = [
  ['1', 8],
  ['2', 22],
  ['3', 45],
  ['4', 25],
];

export const SECTORS: readonly SectorProfile[] = [
  {
    code: '10',
    share: 35,
    trades: [
      ['机械制造', '通用机械设备制造、销售；金属加工'],
      ['建材', '建筑材料生产、销售；水泥制品制造'],
      ['食品', '食品生产；食品经营；农副产品加工'],
      ['家具', '家具制造；木材加工；人造板制造'],
      ['纺织', '棉纺织加工；服装制造与销售'],
      ['木业', '木材加工；胶合板、人造板制造'],
      ['包装材料', '纸制品、塑料包装材料制造与销售'],
      ['五金制品', '五金制品、金属结构件制造与销售'],
      ['塑胶制品', '塑料制品、橡胶制品制造与销售'],
    ],
    industries: [
      ['C', 92],
      ['F', 8],
    ],
    supervisorDept: '1',
    specialWorks: ['01', '02', '04', '03'],
    risk: USUAL_RISK,
    majorHazardShare: 0.02,
    hazardsPerVisit: 4,
  },
  {
    code: '06',
    share: 20,
    trades: [
      ['建筑工程', '房屋建筑工程施工总承包；建筑劳务分包'],
      ['建设集团', '房屋建筑工程、市政公用工程施工总承包'],
      ['建筑安装工程', '建筑安装工程；钢结构工程；装饰装修工程'],
      ['市政工程', '市政公用工程施工；园林绿化工程'],
      ['路桥工程', '公路工程、桥梁工程施工；土石方工程'],
    ],
    industries: [['E', 1]],
    supervisorDept: '2',
    specialWorks: ['01', '02', '03'],
    licenseKind: 'JZ',
    risk: USUAL_RISK,
    majorHazardShare: 0,
    hazardsPerVisit: 5,
  },
  {
    code: '03',
    share: 12,
    trades: [
      ['化工', '危险化学品生产（凭许可证经营）；化工产品销售（不含许可类化工产品）'],
      ['新材料科技', '化工新材料研发、生产与销售；危险化学品生产（凭许可证经营）'],
      ['精细化工', '精细化学品生产（凭许可证经营）；化工原料销售'],
      ['化学品', '危险化学品经营（凭许可证经营）；仓储服务'],
      ['气体', '工业气体生产、充装与销售（凭许可证经营）'],
    ],
    industries: [
      ['C', 75],
      ['F', 25],
    ],
    supervisorDept: '1',
    specialWorks: ['09', '01', '02'],
    licenseKind: 'WH',
    risk: HIGH_RISK,
    majorHazardShare: 0.3,
    hazardsPerVisit: 6,
  },
  {
    code: '05',
    share: 12,
    trades: [
      ['物流', '道路普通货物运输；仓储服务；装卸搬运'],
      ['危险货物运输', '道路危险货物运输（凭许可证经营）'],
      ['运输', '道路普通货物运输；货物专用运输（集装箱）'],
      ['汽车运输', '道路旅客运输；道路普通货物运输'],
    ],
    industries: [['G', 1]],
    supervisorDept: '3',
    specialWorks: ['01', '04'],
    risk: USUAL_RISK,
    majorHazardShare: 0,
    hazardsPerVisit: 3,
  },
  {
    code: '02',
    share: 6,
    trades: [
      ['矿业', '非金属矿采选；矿产品销售（凭许可证经营）'],
      ['石材', '建筑用石料开采、加工与销售（凭许可证经营）'],
      ['矿产开发', '矿产资源开采（凭许可证经营）；矿产品加工'],
    ],
    industries: [['B', 1]],
    supervisorDept: '6',
    specialWorks: ['06', '01', '02'],
    licenseKind: 'FM',
    risk: HIGH_RISK,
    majorHazardShare: 0.05,
    hazardsPerVisit: 5,
  },
  {
    code: '08',
    share: 5,
    trades: [
      ['冶金', '有色金属冶炼与压延加工；金属材料销售'],
      ['铝业', '铝型材、铝合金制品生产与销售'],
      ['铸造', '黑色金属铸造；机械零部件加工'],
      ['合金材料', '合金材料冶炼、加工与销售'],
    ],
    industries: [['C', 1]],
    supervisorDept: '1',
    specialWorks: ['08', '02', '01'],
    risk: HIGH_RISK,
    majorHazardShare: 0.1,
    hazardsPerVisit: 5,
  },
  {
    code: '04',
    share: 3,
    trades: [
      ['烟花爆竹', '烟花爆竹批发（凭许可证经营）'],
      ['花炮', '烟花爆竹零售（凭许可证经营）'],
    ],
    industries: [
      ['C', 40],
      ['F', 60],
    ],
    supervisorDept: '1',
    specialWorks: ['10'],
    licenseKind: 'YH',
    risk: HIGH_RISK,
    majorHazardShare: 0.15,
    hazardsPerVisit: 4,
  },
  {
    code: '11',
    share: 4,
    trades: [
      ['燃气', '城镇燃气经营（凭许可证经营）；燃气器具销售'],
      ['天然气', '管道天然气供应（凭许可证经营）'],
      ['液化气', '液化石油气充装、销售（凭许可证经营）'],
    ],
    industries: [['D', 1]],
    supervisorDept: '2',
    specialWorks: ['01', '02'],
    risk: USUAL_RISK,
    majorHazardShare: 0.2,
    hazardsPerVisit: 4,
  },
  {
    code: '09',
    share: 2,
    trades: [
      ['水产养殖', '水产养殖；水产品初加工与销售'],
      ['渔业', '内陆捕捞；渔业机械服务'],
    ],
    industries: [['A', 1]],
    supervisorDept: '4',
    specialWorks: ['01'],
    risk: USUAL_RISK,
    majorHazardShare: 0,
    hazardsPerVisit: 3,
  },
  {
    code: '99',
    share: 1,
    trades: [
      ['商贸', '日用百货、五金交电销售'],
      ['物业服务', '物业管理；停车场服务'],
      ['酒店管理', '住宿服务；餐饮服务'],
    ],
    industries: [
      ['F', 40],
      ['L', 30],
      ['H', 30],
    ],
    supervisorDept: '9',
    specialWorks: ['01', '99'],
    risk: USUAL_RISK,
    majorHazardShare: 0,
    hazardsPerVisit: 3,
  },
];

export const SECTOR_WEIGHTS: Weighted<SectorProfile> = SECTORS.map((s) => [s, s.share] as const);

export function sectorByCode(code: string): SectorProfile {
  const sector = SECTORS.find((s) => s.code === code);
  if (!sector) throw new Error(`unknown sector ${code}`);
  return sector;
}
