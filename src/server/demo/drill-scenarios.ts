// What the demo's emergency drills rehearse (AQ/T 9007-2019): scenarios by sector, each with the
// plan it follows (nl_plan_type), the accident type it simulates (nl_accident_type, GB 6441), where
// it takes place, its setting and how it went; and the evaluation's findings (AQ/T 9009-2015), each
// problem with the improvement that answers it. Texts are illustrative.

export interface DrillScenario {
  /** Part of the drill's name: 《…应急演练》. */
  title: string;
  /** nl_plan_type: 1 综合应急预案, 2 专项应急预案, 3 现场处置方案. */
  planType: '1' | '2' | '3';
  /** The plan's name after the enterprise's short name. */
  plan: string;
  accidentType: string;
  place: string;
  setting: string;
  process: string;
  /** Sectors (nl_high_risk_sector) it suits; none: every sector. */
  sectors?: readonly string[];
}

const ALARM_AND_RESCUE =
  '现场人员发现险情后立即报告，应急指挥部启动应急响应，各应急小组按职责分工开展警戒、救援、疏散和医疗救护，' +
  '险情得到控制后总指挥宣布演练结束，并组织现场讲评。';

export const FIRE_SCENARIO: DrillScenario = {
  title: '火灾事故应急疏散',
  planType: '2',
  plan: '火灾事故专项应急预案',
  accidentType: '08',
  place: '办公楼及生产车间',
  setting: '模拟生产车间配电柜电气线路短路引发火灾，现场产生大量浓烟，需组织人员疏散并开展初期火灾扑救。',
  process: `发出火灾警报后，义务消防队使用灭火器和室内消火栓扑救初期火灾，疏散引导组引导人员沿疏散通道撤离至集合点并清点人数。${ALARM_AND_RESCUE}`,
};

export const DRILL_SCENARIOS: readonly DrillScenario[] = [
  FIRE_SCENARIO,
  {
    title: '生产安全事故综合',
    planType: '1',
    plan: '生产安全事故综合应急预案',
    accidentType: '20',
    place: '厂区',
    setting: '模拟厂区内发生生产安全事故造成人员受伤，需启动公司级应急响应，协调内外部救援力量。',
    process: `总指挥接报后启动二级应急响应，通讯联络组向属地应急管理部门报告。${ALARM_AND_RESCUE}`,
  },
  {
    title: '触电事故现场处置',
    planType: '3',
    plan: '触电事故现场处置方案',
    accidentType: '05',
    place: '配电房',
    setting: '模拟检修人员在配电房作业时误触带电部位触电倒地，需立即切断电源并开展心肺复苏。',
    process: `监护人员立即断开电源，使用绝缘工具使触电者脱离电源，现场急救员实施心肺复苏并拨打120。${ALARM_AND_RESCUE}`,
  },
  {
    title: '危险化学品泄漏',
    planType: '2',
    plan: '危险化学品泄漏事故专项应急预案',
    accidentType: '19',
    place: '危险化学品储罐区',
    setting: '模拟储罐区输送管道法兰密封失效发生有毒物料泄漏，一名操作人员吸入中毒。',
    process: `佩戴正压式空气呼吸器的抢险人员关闭上游阀门、堵漏并用吸附材料收集泄漏物，警戒组设置隔离区。${ALARM_AND_RESCUE}`,
    sectors: ['03', '11'],
  },
  {
    title: '有限空间中毒窒息',
    planType: '3',
    plan: '有限空间作业事故现场处置方案',
    accidentType: '19',
    place: '污水池及地下管井',
    setting: '模拟作业人员进入污水池清淤时因硫化氢中毒晕倒，监护人员发现后报警。',
    process: `监护人员严禁盲目施救，救援人员检测气体并佩戴呼吸器、系安全绳进入有限空间实施救援。${ALARM_AND_RESCUE}`,
    sectors: ['03', '10', '08', '99'],
  },
  {
    title: '高处坠落事故',
    planType: '3',
    plan: '高处坠落事故现场处置方案',
    accidentType: '09',
    place: '在建工程施工现场',
    setting: '模拟作业人员在脚手架上作业时未系挂安全带，从约6米高处坠落受伤。',
    process: `现场人员立即停止作业，救护人员对伤员进行固定和止血包扎，项目部联系120并保护现场。${ALARM_AND_RESCUE}`,
    sectors: ['06'],
  },
  {
    title: '基坑坍塌事故',
    planType: '2',
    plan: '坍塌事故专项应急预案',
    accidentType: '10',
    place: '基坑作业区',
    setting: '模拟连续降雨后基坑边坡局部坍塌，一名作业人员被掩埋。',
    process: `现场立即撤离基坑内人员，抢险组监测边坡变形后人工配合机械清理土方施救。${ALARM_AND_RESCUE}`,
    sectors: ['06', '02'],
  },
  {
    title: '危险货物运输车辆泄漏',
    planType: '2',
    plan: '道路运输事故专项应急预案',
    accidentType: '02',
    place: '停车场及装卸区',
    setting: '模拟危险货物运输车辆在装卸过程中罐体阀门泄漏，驾驶员被困驾驶室。',
    process: `驾驶员和押运员设置警示标志并报警，抢险组关阀堵漏、围堵泄漏物，救援组解救被困人员。${ALARM_AND_RESCUE}`,
    sectors: ['05'],
  },
  {
    title: '露天采场边坡坍塌',
    planType: '2',
    plan: '边坡坍塌事故专项应急预案',
    accidentType: '10',
    place: '露天采场',
    setting: '模拟采场台阶边坡发生滑坡，一台挖掘机被埋压，司机受伤。',
    process: `矿山救护队监测边坡稳定后开展救援，调度室组织撤离危险区域人员。${ALARM_AND_RESCUE}`,
    sectors: ['02'],
  },
  {
    title: '高温熔融金属喷溅',
    planType: '3',
    plan: '熔融金属喷溅事故现场处置方案',
    accidentType: '07',
    place: '熔炼车间',
    setting: '模拟熔炼炉出铁时发生熔融金属喷溅，造成两名作业人员灼烫。',
    process: `班长立即停炉并组织人员撤离喷溅区域，救护人员对伤员进行冷水冲淋并送医。${ALARM_AND_RESCUE}`,
    sectors: ['08'],
  },
  {
    title: '燃气泄漏爆炸',
    planType: '2',
    plan: '燃气泄漏事故专项应急预案',
    accidentType: '18',
    place: '燃气调压站',
    setting: '模拟调压站管道泄漏，燃气浓度报警器报警，存在爆炸危险。',
    process: `值班人员关闭进站阀门，抢险组使用防爆工具排查漏点，警戒组疏散周边群众并禁止一切火源。${ALARM_AND_RESCUE}`,
    sectors: ['11', '03'],
  },
  {
    title: '烟花爆竹药物爆炸',
    planType: '2',
    plan: '火药爆炸事故专项应急预案',
    accidentType: '14',
    place: '药物总库及生产工房',
    setting: '模拟生产工房药物摩擦起火引发爆燃，相邻工房受到威胁。',
    process: `操作人员立即撤离，全厂停电停产，救援组使用消防水炮隔离保护相邻工房。${ALARM_AND_RESCUE}`,
    sectors: ['04'],
  },
  {
    title: '船员落水',
    planType: '3',
    plan: '人员落水事故现场处置方案',
    accidentType: '06',
    place: '渔船作业区',
    setting: '模拟渔船收网作业时一名船员被缆绳带落水。',
    process: `发现人员立即呼喊“有人落水”并抛投救生圈，船长操纵渔船接近落水者实施救助。${ALARM_AND_RESCUE}`,
    sectors: ['09'],
  },
  {
    title: '机械伤害事故',
    planType: '3',
    plan: '机械伤害事故现场处置方案',
    accidentType: '03',
    place: '机加工车间',
    setting: '模拟操作人员清理设备时未停机，手部被卷入传动部位。',
    process: `现场人员立即按下急停按钮并切断电源，救护人员对伤员止血包扎后送医。${ALARM_AND_RESCUE}`,
    sectors: ['10', '08', '99'],
  },
];

/** The scenarios an enterprise of the sector may rehearse. */
export function scenariosOf(sector: string): DrillScenario[] {
  return DRILL_SCENARIOS.filter((s) => !s.sectors || s.sectors.includes(sector));
}

/** Problems an evaluation finds, each with the improvement that answers it. */
export const DRILL_FINDINGS: readonly (readonly [problem: string, improvement: string])[] = [
  ['部分参演人员对报警程序不熟悉，报警延迟约2分钟', '加强报警程序培训，每季度组织一次应急知识考核'],
  ['应急物资存放点标识不清，取用耗时较长', '重新设置应急物资存放点标识，定期检查物资完好情况'],
  ['疏散到集合点后清点人数不及时', '明确各小组清点人数职责，优化集合点布置'],
  ['对讲机通讯信号不稳定，指令传达不畅', '更换通讯设备并配备备用通讯方式'],
  ['个别参演人员未正确佩戴个体防护用品', '加强个体防护用品佩戴检查和培训'],
  ['现场警戒范围设置偏小，无关人员进入警戒区', '修订现场处置方案，明确警戒范围和警戒人员职责'],
  ['应急预案中部分联系人电话已变更', '更新应急预案通讯录并组织全员学习'],
];

/** What a failed drill is told besides its problems. */
export const DRILL_FAILED_IMPROVEMENT = '演练未达到预期目标，一个月内重新组织演练';

export const DRILL_CANCEL_REASONS = [
  '受台风暴雨天气影响，演练延期',
  '企业生产任务紧张，演练调整至下月',
  '总指挥临时外出，演练改期',
] as const;

/** The month of 安全生产月 and of 11·9 消防日 (nl months 1–12). */
export const SAFETY_MONTH = 6;
export const FIRE_DAY_MONTH = 11;
