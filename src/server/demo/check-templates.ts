// The checklist library every demo installation starts with (检查表库, schemas/entities/checkTemplate.json).
// The catalogue is kept by leaf of the risk-type tree: each check item is written under the type it
// checks, for the high-risk sectors (nl_high_risk_sector) whose checklist carries it, and only for
// sectors the type applies to. A sector's checklist is the items written for it, in the order of the
// catalogue; a new investigation or guide inspection of an enterprise of that sector starts with
// them (`fillFrom` in investigation.json, guideInspection.json), so an item always shows under the
// category it belongs to. Wording and clauses are illustrative (verify before production use).

import { EVERY_SECTOR } from './risk-types';

export interface CheckTemplateEntry {
  /** nl_high_risk_sector value. */
  sector: string;
  /** Place in the sector's checklist, from 1. */
  order: number;
  /** Leaf of the risk-type tree (code). */
  riskType: string;
  content: string;
  basis: string;
}

export interface CatalogueItem {
  content: string;
  basis: string;
  /** The sectors whose checklist carries the item (each one the leaf applies to). */
  sectors: readonly string[];
}

/** The check items, by the leaf of the risk-type tree (code) they are filed under. */
export const CHECK_ITEM_CATALOGUE: Readonly<Record<string, readonly CatalogueItem[]>> = {
  '0101': [
    {
      content: '采矿许可证、安全生产许可证是否齐全有效',
      basis: '《煤矿安全规程》第四条',
      sectors: ['01'],
    },
    {
      content: '采矿许可证、安全生产许可证是否齐全有效',
      basis: '《非煤矿矿山企业安全生产许可证实施办法》第六条',
      sectors: ['02'],
    },
  ],
  '0103': [
    {
      content: '是否建立全员安全生产责任制并考核',
      basis: '《中华人民共和国安全生产法》第二十二条',
      sectors: ['99'],
    },
  ],
  '0105': [
    {
      content: '涉药作业人员是否经培训持证上岗',
      basis: '《烟花爆竹安全管理条例》第十三条',
      sectors: ['04'],
    },
    {
      content: '特种设备作业人员是否持证上岗',
      basis: '《特种设备作业人员监督管理办法》',
      sectors: ['12'],
    },
  ],
  '0107': [
    {
      content: '是否制定燃气事故应急预案并定期演练',
      basis: '《城镇燃气管理条例》第三十一条',
      sectors: ['11'],
    },
  ],
  '0111': [
    {
      content: '特种设备是否办理使用登记并建立安全技术档案',
      basis: '《中华人民共和国特种设备安全法》第三十三条',
      sectors: ['12'],
    },
  ],
  '0201': [
    {
      content: '起重机械是否定期检验并在有效期内使用',
      basis: '《中华人民共和国特种设备安全法》第四十条',
      sectors: ['08'],
    },
    {
      content: '特种设备是否在检验有效期内使用',
      basis: '《中华人民共和国特种设备安全法》第四十条',
      sectors: ['12'],
    },
  ],
  '0202': [
    {
      content: '机械设备转动部位防护罩是否齐全',
      basis: '《机械安全 防护装置》（GB/T 8196）',
      sectors: ['10'],
    },
  ],
  '0203': [
    {
      content: '配电箱、临时用电线路是否规范',
      basis: '《低压配电设计规范》（GB 50054）',
      sectors: ['99'],
    },
  ],
  '0204': [
    {
      content: '消防设施器材是否完好、疏散通道是否畅通',
      basis: '《中华人民共和国消防法》第十六条',
      sectors: ['99'],
    },
  ],
  '0205': [
    {
      content: '危险化学品是否分类、分区、分库储存，禁配物是否隔离',
      basis: '《危险化学品安全管理条例》第二十四条',
      sectors: ['03'],
    },
    {
      content: '储罐区防火堤、围堰是否完好，液位报警是否正常',
      basis: '《化工企业液化烃储罐区安全管理规范》',
      sectors: ['03'],
    },
    {
      content: '燃气调压、储存设施是否定期巡检并有记录',
      basis: '《城镇燃气设施运行、维护和抢修安全技术规程》（CJJ 51）',
      sectors: ['11'],
    },
    {
      content: '燃气泄漏报警及紧急切断装置是否正常',
      basis: '《城镇燃气设计规范》（GB 50028）',
      sectors: ['11'],
    },
  ],
  '0206': [
    {
      content: '有限空间是否辨识建档、作业是否先通风再检测后作业',
      basis: '《工贸企业有限空间作业安全规定》',
      sectors: ['10'],
    },
  ],
  '0207': [
    {
      content: '粉尘涉爆场所除尘系统是否按规定设置并定期清扫',
      basis: '《粉尘防爆安全规程》（GB 15577）',
      sectors: ['10'],
    },
  ],
  '0208': [
    {
      content: '涉氨制冷设备是否定期检修、氨泄漏报警是否正常',
      basis: '《冷库设计标准》（GB 50072）',
      sectors: ['09'],
    },
  ],
  '0209': [
    {
      content: '临边、洞口防护是否设置到位',
      basis: '《建筑施工高处作业安全技术规范》（JGJ 80）',
      sectors: ['06'],
    },
  ],
  '0210': [
    {
      content: '动火、进入受限空间等特殊作业是否办理作业票',
      basis: '《危险化学品企业特殊作业安全规范》（GB 30871）',
      sectors: ['03'],
    },
  ],
  '0214': [
    {
      content: '脚手架搭设是否经验收合格并挂牌使用',
      basis: '《建筑施工扣件式钢管脚手架安全技术规范》（JGJ 130）',
      sectors: ['06'],
    },
    {
      content: '基坑支护、降水及监测是否符合专项方案',
      basis: '《建筑基坑支护技术规程》（JGJ 120）',
      sectors: ['06'],
    },
  ],
  '0215': [
    {
      content: '营运车辆动态监控装置是否正常在线',
      basis: '《道路运输车辆动态监督管理办法》第十条',
      sectors: ['05'],
    },
    {
      content: '驾驶员是否具备从业资格并定期教育',
      basis: '《道路运输从业人员管理规定》',
      sectors: ['05'],
    },
    {
      content: '车辆是否按期进行安全技术检验和维护',
      basis: '《道路运输车辆技术管理规定》',
      sectors: ['05'],
    },
  ],
  '0216': [
    {
      content: '矿井通风系统是否合理、风量是否满足要求',
      basis: '《煤矿安全规程》第一百三十五条',
      sectors: ['01'],
    },
    {
      content: '瓦斯检查制度是否落实、监测监控系统是否正常运行',
      basis: '《煤矿安全规程》第一百八十条',
      sectors: ['01'],
    },
    {
      content: '尾矿库坝体、排洪设施是否完好',
      basis: '《尾矿库安全规程》（GB 39496）',
      sectors: ['02'],
    },
    {
      content: '采场边坡、顶板是否定期检查并有记录',
      basis: '《金属非金属矿山安全规程》（GB 16423）',
      sectors: ['02'],
    },
  ],
  '0217': [
    {
      content: '工房、库房药量是否超过核定限量',
      basis: '《烟花爆竹工程设计安全标准》（GB 50161）',
      sectors: ['04'],
    },
    {
      content: '防静电、防雷设施是否完好并定期检测',
      basis: '《烟花爆竹作业安全技术规程》（GB 11652）',
      sectors: ['04'],
    },
  ],
  '0218': [
    {
      content: '熔融金属吊运是否使用冶金起重机并定期检验',
      basis: '《炼钢安全规程》（AQ 2001）',
      sectors: ['08'],
    },
    {
      content: '煤气区域固定式报警仪是否完好、是否配备便携式报警仪',
      basis: '《工业企业煤气安全规程》（GB 6222）',
      sectors: ['08'],
    },
  ],
  '0219': [
    {
      content: '渔船救生、消防设备是否配备齐全有效',
      basis: '《渔业船舶检验条例》',
      sectors: ['09'],
    },
    {
      content: '职务船员是否持有效渔业船员证书',
      basis: '《中华人民共和国渔业船员管理办法》',
      sectors: ['09'],
    },
  ],
  '0220': [
    {
      content: '民用爆炸物品库房是否双人双锁、账物相符',
      basis: '《民用爆炸物品安全管理条例》第四十一条',
      sectors: ['07'],
    },
    {
      content: '危险品生产区安全距离和防爆设施是否符合要求',
      basis: '《民用爆炸物品工程设计安全标准》（GB 50089）',
      sectors: ['07'],
    },
    {
      content: '爆破作业人员是否持证上岗',
      basis: '《民用爆炸物品安全管理条例》第三十三条',
      sectors: ['07'],
    },
  ],
};

/** Each sector's checklist, the sectors in dictionary order. */
export const CHECK_TEMPLATES: readonly CheckTemplateEntry[] = EVERY_SECTOR.flatMap((sector) =>
  Object.entries(CHECK_ITEM_CATALOGUE)
    .flatMap(([riskType, items]) =>
      items.filter((item) => item.sectors.includes(sector)).map((item) => ({ riskType, ...item })),
    )
    .map(({ riskType, content, basis }, index) => ({ sector, order: index + 1, riskType, content, basis })),
);

/** A stable key per entry: the seeded row's id is derived from it. */
export const checkTemplateKey = (entry: CheckTemplateEntry) => `${entry.sector}-${entry.order}`;
