// The risk-type tree every installation starts with (风险类型, domain §2.13): 01 基础管理类 and
// 02 现场管理类 with their leaves, the split used by hazard lists such as DB37/T 4085-2020. Each leaf
// also carries what an engineer checks under it (a checklist line of an investigation), the accident
// types it may lead to (GB 6441, nl_accident_type) and the sectors it applies to
// (nl_high_risk_sector, EVERY_SECTOR for a type found anywhere); a root shows what its leaves do
// together. Every node names both, so the list's 可能导致事故 and 适用行业 columns are never blank.
// Wording is illustrative, as in the domain notes.
import sectorDictionary from '../../../schemas/dictionaries/nl_high_risk_sector.json';

export interface RiskTypeRoot {
  code: string;
  name: string;
  /** nl_hazard_category: 1 基础管理类, 2 现场管理类. */
  category: string;
}

export interface RiskTypeLeaf {
  code: string;
  name: string;
  /** What the checklist line of an investigation says is checked. */
  checkContent: string;
  checkBasis: string;
  accidentTypes: readonly string[];
  sectors: readonly string[];
  /** Where on site hazards of this type are typically found. */
  places: readonly string[];
}

export const RISK_TYPE_ROOTS: readonly RiskTypeRoot[] = [
  { code: '01', name: '基础管理类', category: '1' },
  { code: '02', name: '现场管理类', category: '2' },
];

/** nl_high_risk_sector, every value: a type that applies wherever hazards are checked. */
export const EVERY_SECTOR: readonly string[] = sectorDictionary.items.map((item) => item.value);

const OFFICE = ['安全管理办公室', '综合办公室', '档案室'];
const WORKSHOP = ['一号生产车间', '二号生产车间', '装配车间', '加工车间', '包装车间'];
const STORES = ['原料仓库', '成品仓库', '危险化学品仓库', '五金仓库'];

export const RISK_TYPE_LEAVES: readonly RiskTypeLeaf[] = [
  {
    code: '0101',
    name: '资质证照',
    checkContent: '营业执照、安全生产许可证等证照是否齐全有效、在有效期内',
    checkBasis: '《安全生产许可证条例》第二条',
    accidentTypes: ['03', '08', '20'],
    sectors: EVERY_SECTOR,
    places: OFFICE,
  },
  {
    code: '0102',
    name: '安全管理机构及人员',
    checkContent: '是否按规定设置安全生产管理机构或配备专职、兼职安全生产管理人员',
    checkBasis: '《中华人民共和国安全生产法》第二十四条',
    accidentTypes: ['03', '08', '20'],
    sectors: EVERY_SECTOR,
    places: OFFICE,
  },
  {
    code: '0103',
    name: '安全生产责任制',
    checkContent: '全员安全生产责任制是否建立、覆盖各岗位并定期考核',
    checkBasis: '《中华人民共和国安全生产法》第二十二条',
    accidentTypes: ['03', '08', '20'],
    sectors: EVERY_SECTOR,
    places: OFFICE,
  },
  {
    code: '0104',
    name: '安全管理制度与操作规程',
    checkContent: '安全生产规章制度和岗位安全操作规程是否健全并在岗位公示',
    checkBasis: '《中华人民共和国安全生产法》第二十一条',
    accidentTypes: ['03', '04', '05', '20'],
    sectors: EVERY_SECTOR,
    places: [...OFFICE, ...WORKSHOP],
  },
  {
    code: '0105',
    name: '教育培训与持证上岗',
    checkContent: '从业人员安全教育培训及特种作业人员持证上岗情况',
    checkBasis: '《中华人民共和国安全生产法》第二十八条、第三十条',
    accidentTypes: ['03', '04', '05', '09'],
    sectors: EVERY_SECTOR,
    places: [...OFFICE, ...WORKSHOP],
  },
  {
    code: '0106',
    name: '安全投入',
    checkContent: '安全生产费用是否按规定提取、使用并建立台账',
    checkBasis: '《企业安全生产费用提取和使用管理办法》第四条',
    accidentTypes: ['08', '20'],
    sectors: EVERY_SECTOR,
    places: OFFICE,
  },
  {
    code: '0107',
    name: '应急管理（预案/演练/物资）',
    checkContent: '应急预案编制、评审、备案及演练情况，应急物资配备情况',
    checkBasis: '《生产安全事故应急预案管理办法》第三十三条',
    accidentTypes: ['08', '18', '19'],
    sectors: EVERY_SECTOR,
    places: [...OFFICE, '应急物资库'],
  },
  {
    code: '0108',
    name: '相关方（承包/承租）管理',
    checkContent: '承包、承租单位安全生产管理协议签订及统一协调管理情况',
    checkBasis: '《中华人民共和国安全生产法》第四十九条',
    accidentTypes: ['01', '04', '09'],
    sectors: EVERY_SECTOR,
    places: OFFICE,
  },
  {
    code: '0109',
    name: '双重预防机制运行',
    checkContent: '安全风险分级管控和隐患排查治理双重预防机制建立及运行情况',
    checkBasis: '《中华人民共和国安全生产法》第四十一条',
    accidentTypes: ['03', '08', '18'],
    sectors: EVERY_SECTOR,
    places: OFFICE,
  },
  {
    code: '0110',
    name: '职业卫生基础管理',
    checkContent: '职业病危害因素检测、告知及从业人员职业健康检查情况',
    checkBasis: '《工作场所职业卫生管理规定》第二十条',
    accidentTypes: ['19', '20'],
    sectors: EVERY_SECTOR,
    places: OFFICE,
  },
  {
    code: '0111',
    name: '特种设备基础管理',
    checkContent: '特种设备使用登记、定期检验及安全技术档案建立情况',
    checkBasis: '《中华人民共和国特种设备安全法》第三十三条、第四十条',
    accidentTypes: ['02', '04', '16', '17'],
    sectors: EVERY_SECTOR,
    places: OFFICE,
  },
  {
    code: '0112',
    name: '安全生产档案',
    checkContent: '安全检查、教育培训、隐患整改等安全生产档案是否完整',
    checkBasis: '《中华人民共和国安全生产法》第四十六条',
    accidentTypes: ['20'],
    sectors: EVERY_SECTOR,
    places: OFFICE,
  },
  {
    code: '0201',
    name: '特种设备（锅炉/压力容器/起重机械/厂内机动车）',
    checkContent: '起重机械、压力容器、叉车等特种设备安全附件及安全保护装置是否完好',
    checkBasis: 'TSG 08-2017《特种设备使用管理规则》',
    accidentTypes: ['04', '16', '17'],
    sectors: EVERY_SECTOR,
    places: ['锅炉房', '空压机房', '装卸区', ...WORKSHOP],
  },
  {
    code: '0202',
    name: '生产设备设施及工艺（机械防护）',
    checkContent: '设备传动、转动部位防护装置及急停装置是否齐全有效',
    checkBasis: 'GB/T 8196-2018《机械安全 防护装置》',
    accidentTypes: ['03'],
    sectors: EVERY_SECTOR,
    places: WORKSHOP,
  },
  {
    code: '0203',
    name: '电气安全与临时用电',
    checkContent: '配电箱、线路敷设、漏电保护及接地情况',
    checkBasis: 'GB/T 13869-2017《用电安全导则》',
    accidentTypes: ['05', '08'],
    sectors: EVERY_SECTOR,
    places: ['配电房', ...WORKSHOP, '施工现场'],
  },
  {
    code: '0204',
    name: '消防安全',
    checkContent: '消防设施器材配置及完好情况，疏散通道和安全出口是否畅通',
    checkBasis: '《中华人民共和国消防法》第十六条、第二十八条',
    accidentTypes: ['08'],
    sectors: EVERY_SECTOR,
    places: [...WORKSHOP, ...STORES, '办公楼', '员工宿舍'],
  },
  {
    code: '0205',
    name: '危险化学品储存使用',
    checkContent: '危险化学品分类分区储存、安全技术说明书及自动化控制系统情况',
    checkBasis: '《危险化学品安全管理条例》第二十四条',
    accidentTypes: ['08', '18', '19'],
    sectors: ['03', '04', '10', '11'],
    places: ['危险化学品仓库', '罐区', '甲类车间', '调配间'],
  },
  {
    code: '0206',
    name: '有限空间作业',
    checkContent: '有限空间辨识建账、警示标志设置及作业审批情况',
    checkBasis: '《工贸企业有限空间作业安全规定》第八条',
    accidentTypes: ['19'],
    sectors: EVERY_SECTOR,
    places: ['污水处理池', '地下管廊', '储罐', '窨井'],
  },
  {
    code: '0207',
    name: '粉尘防爆',
    checkContent: '除尘系统防爆措施、防爆电气设备及粉尘清扫制度落实情况',
    checkBasis: '《工贸企业粉尘防爆安全规定》第十三条',
    accidentTypes: ['18'],
    sectors: ['10'],
    places: ['打磨车间', '抛光车间', '除尘器', '木工车间'],
  },
  {
    code: '0208',
    name: '涉氨制冷',
    checkContent: '氨制冷机房及设备的隔离、报警和应急处置设施情况',
    checkBasis: '《工贸企业重大事故隐患判定标准》第十二条',
    accidentTypes: ['19', '17'],
    sectors: ['10', '09'],
    places: ['氨制冷机房', '速冻间', '冷库'],
  },
  {
    code: '0209',
    name: '高处作业',
    checkContent: '高处作业安全带系挂、防护栏杆及作业平台情况',
    checkBasis: 'GB/T 3608-2008《高处作业分级》',
    accidentTypes: ['09'],
    sectors: EVERY_SECTOR,
    places: ['屋面', '钢平台', '货架区', '施工现场'],
  },
  {
    code: '0210',
    name: '特殊作业（动火/吊装/动土/断路/盲板抽堵等）',
    checkContent: '动火、吊装等特殊作业审批、监护及安全措施落实情况',
    checkBasis: 'GB 30871-2022《危险化学品企业特殊作业安全规范》',
    accidentTypes: ['08', '04', '09'],
    sectors: EVERY_SECTOR,
    places: [...WORKSHOP, '检修现场', '罐区'],
  },
  {
    code: '0211',
    name: '作业场所环境（通道/照明/标志）',
    checkContent: '作业场所通道、照明及安全警示标志设置情况',
    checkBasis: 'GB 2894-2008《安全标志及其使用导则》',
    accidentTypes: ['01', '20'],
    sectors: EVERY_SECTOR,
    places: [...WORKSHOP, '厂区道路', '装卸区'],
  },
  {
    code: '0212',
    name: '从业人员操作行为（“三违”）',
    checkContent: '从业人员是否存在违章指挥、违章作业、违反劳动纪律行为',
    checkBasis: '《中华人民共和国安全生产法》第五十七条',
    accidentTypes: ['03', '20'],
    sectors: EVERY_SECTOR,
    places: WORKSHOP,
  },
  {
    code: '0213',
    name: '职业卫生现场/劳保用品',
    checkContent: '劳动防护用品配备和佩戴情况，职业病危害警示标识设置情况',
    checkBasis: 'GB 39800.1-2020《个体防护装备配备规范》',
    accidentTypes: ['20'],
    sectors: EVERY_SECTOR,
    places: WORKSHOP,
  },
  {
    code: '0214',
    name: '建筑施工专项（基坑/模板/脚手架/临边洞口/塔吊）',
    checkContent: '基坑、模板支撑、脚手架、临边洞口防护及塔吊安全情况',
    checkBasis: 'JGJ 59-2011《建筑施工安全检查标准》',
    accidentTypes: ['10', '09', '04'],
    sectors: ['06'],
    places: ['施工现场', '基坑周边', '脚手架', '塔吊作业区'],
  },
  {
    code: '0215',
    name: '道路运输车辆与驾驶员',
    checkContent: '营运车辆技术状况、动态监控及驾驶员资格与休息情况',
    checkBasis: '《道路运输车辆动态监督管理办法》第二十条',
    accidentTypes: ['02'],
    sectors: ['05'],
    places: ['停车场', '车辆维修车间', '调度室'],
  },
  {
    code: '0216',
    name: '矿山专项',
    checkContent: '采场边坡、排土场、提升运输及通风系统安全情况',
    checkBasis: '《金属非金属矿山重大事故隐患判定标准》',
    accidentTypes: ['10', '11', '12', '13'],
    sectors: ['01', '02'],
    places: ['采场', '排土场', '破碎车间', '井下作业面'],
  },
  {
    code: '0217',
    name: '烟花爆竹专项',
    checkContent: '危险品工房定员定量、防静电及防雷设施情况',
    checkBasis: '《烟花爆竹生产经营重大事故隐患判定标准》',
    accidentTypes: ['14'],
    sectors: ['04'],
    places: ['药物混合工房', '装药工房', '成品仓库'],
  },
  {
    code: '0218',
    name: '金属冶炼专项（熔融金属/煤气）',
    checkContent: '熔融金属吊运、煤气区域监测报警及人员聚集场所设置情况',
    checkBasis: '《工贸企业重大事故隐患判定标准》第七条',
    accidentTypes: ['07', '18', '19'],
    sectors: ['08'],
    places: ['熔炼车间', '铸造车间', '煤气加压站'],
  },
  {
    code: '0219',
    name: '渔业船舶与船员',
    checkContent: '渔船检验证书、救生消防设备配备及职务船员持证情况',
    checkBasis: '《渔业船舶检验条例》第十五条、《中华人民共和国渔业船员管理办法》第七条',
    accidentTypes: ['06', '08', '03'],
    sectors: ['09'],
    places: ['渔港码头', '捕捞渔船', '渔具仓库'],
  },
  {
    code: '0220',
    name: '民用爆炸物品专项',
    checkContent: '民用爆炸物品储存库房管理、危险品生产区安全距离及爆破作业人员资格情况',
    checkBasis: '《民用爆炸物品安全管理条例》第三十三条、第四十一条',
    accidentTypes: ['14', '13'],
    sectors: ['07'],
    places: ['民爆物品库房', '危险品生产区', '爆破作业现场'],
  },
];

/** The root (01/02) a leaf hangs under. */
export const rootOf = (leaf: RiskTypeLeaf): RiskTypeRoot =>
  RISK_TYPE_ROOTS.find((root) => leaf.code.startsWith(root.code))!;

/** Whether hazards of the leaf can occur in an enterprise of the sector. */
export const appliesTo = (leaf: RiskTypeLeaf, sector: string): boolean =>
  leaf.sectors.length === 0 || leaf.sectors.includes(sector);

/** The leaves hanging under a root. */
export const leavesOf = (root: RiskTypeRoot): RiskTypeLeaf[] =>
  RISK_TYPE_LEAVES.filter((leaf) => leaf.code.startsWith(root.code));

/** The accident types the leaves of a root may lead to, in dictionary order. */
export const rootAccidentTypes = (root: RiskTypeRoot): string[] =>
  [...new Set(leavesOf(root).flatMap((leaf) => leaf.accidentTypes))].sort();

/** The sectors any leaf of a root applies to, in dictionary order. */
export const rootSectors = (root: RiskTypeRoot): string[] =>
  EVERY_SECTOR.filter((sector) => leavesOf(root).some((leaf) => appliesTo(leaf, sector)));
