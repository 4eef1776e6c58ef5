// Texts, colours and sizes of the data map and the appointment map (domain §5.4).
import type { MapColourKey } from '../../../shared/maps';

export const MAP_TEXTS = {
  district: '所属区县',
  sector: '行业领域',
  riskLevel: '风险等级',
  insureStatus: '投保状态',
  colourBy: '着色依据',
  enterprises: '企业数',
  openHazards: '未整改隐患',
  total: (count: number) => `共 ${count} 家企业`,
  gridNote: (limit: number) => `企业超过 ${limit} 家，按网格汇总显示；请筛选或缩小范围查看单个企业`,
  cell: (count: number) => `该网格内 ${count} 家企业`,
  noPlace: '未标注坐标的企业不在地图上显示',
  infoTitle: '企业信息',
  pickHint: '点击地图上的企业查看信息',
  address: '地址',
  contact: '联系人',
  policyEnd: '保单到期',
  servicesThisYear: '本年服务次数',
  servicesTotal: '累计服务次数',
  hazardsTotal: '隐患总数',
  hazardsClosed: '已销号',
  hazardsOpen: '未整改',
  lastService: '最近服务日期',
  detail: '详情',
  dispatch: '派发任务',
  appoint: '预约',
  loadFailed: '地图数据加载失败',
  date: '预约日期',
  appointments: '预约',
  checkIns: '工程师签到',
  appointmentCount: (count: number) => `当日预约 ${count} 条`,
  checkInCount: (count: number) => `签到 ${count} 次`,
  checkInAt: '签到时间',
  appointmentStatus: '预约状态',
  timeSlot: '时段',
  heatmap: '隐患热力',
  heatmapSwitch: '未整改隐患热力图（重大隐患权重更高）',
  viewportNote: '已按可视范围加载，缩小地图可查看全市',
  itineraries: '工程师行程',
  itineraryCount: (count: number) => `行程 ${count} 条`,
  trackStart: '行程起点',
  trackEnd: '行程终点',
  lastPosition: '工程师当前位置',
  expert: '工程师',
  destination: '目的地',
  itineraryStatus: '行程状态',
  lastSeen: '最后定位',
} as const;

export const MAP_HEIGHT = 620;
export const INFO_PANEL_WIDTH = 320;

/** Point colours by the field the map colours by (nl_risk_level / nl_insure_status). */
export const POINT_COLOURS: Record<MapColourKey, Record<string, string>> = {
  riskLevel: { '1': '#F5222D', '2': '#FA8C16', '3': '#FADB14', '4': '#1890FF' },
  insureStatus: { '0': '#8C8C8C', '1': '#52C41A', '2': '#FA8C16', '3': '#F5222D', '4': '#BFBFBF' },
};
/** Appointment markers by status (nl_appointment_status). */
export const APPOINTMENT_COLOURS: Record<string, string> = {
  '0': '#FA8C16',
  '1': '#1890FF',
  '2': '#FADB14',
  '3': '#FA541C',
  '4': '#8C8C8C',
  '5': '#52C41A',
  '6': '#F5222D',
};
export const CHECK_IN_COLOUR = '#722ED1';
/** Itineraries' tracks take these colours in turn; their start, end and the engineer's last place. */
export const ROUTE_COLOURS = ['#1677FF', '#13C2C2', '#EB2F96', '#FA8C16', '#2F54EB', '#52C41A'];
export const TRACK_START_COLOUR = '#52C41A';
export const TRACK_END_COLOUR = '#F5222D';
export const LAST_POSITION_COLOUR = '#722ED1';
export const CELL_COLOUR = '#1677FF';
/** The heat layer from little to much open hazard weight. */
export const HEAT_COLOURS = ['#FFF1B8', '#FFC53D', '#FA541C', '#A8071A'];
export const OTHER_COLOUR = '#595959';

export const DICT_CODES = {
  district: 'nl_district',
  sector: 'nl_high_risk_sector',
  riskLevel: 'nl_risk_level',
  insureStatus: 'nl_insure_status',
  appointmentStatus: 'nl_appointment_status',
  timeSlot: 'nl_time_slot',
} as const;
