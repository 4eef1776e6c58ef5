// Deliberate edge cases (domain §6.5) the schema allows. They are placed by enterprise index, one
// of each in every run of 50 enterprises, so even the small first-start set shows them all; each
// affected enterprise says so in its remark, so people trying the demo can find them.

export type EdgeCase =
  | 'majorHazardSource'
  | 'noCoordinates'
  | 'licenseExpired'
  | 'licenseExpiring'
  | 'disabled'
  | 'legacyIdCard'
  | 'certificateExpired'
  | 'noServiceDone'
  | 'lapsedInsurance'
  | 'uninsured';

const EDGE_CASE_PERIOD = 50;

const EDGE_CASE_SLOTS: Readonly<Record<number, EdgeCase>> = {
  3: 'noCoordinates',
  7: 'majorHazardSource',
  11: 'licenseExpired',
  19: 'licenseExpiring',
  23: 'disabled',
  29: 'legacyIdCard',
  31: 'certificateExpired',
  37: 'noServiceDone',
  41: 'lapsedInsurance',
  47: 'uninsured',
};

export const EDGE_CASE_REMARKS: Readonly<Record<EdgeCase, string>> = {
  majorHazardSource: '演示边界数据：一级重大危险源、重大风险企业',
  noCoordinates: '演示边界数据：未采集经纬度，地图上不显示',
  licenseExpired: '演示边界数据：安全生产许可证已过期',
  licenseExpiring: '演示边界数据：安全生产许可证即将到期',
  disabled: '演示边界数据：企业已停用',
  legacyIdCard: '演示边界数据：有一名人员使用15位旧身份证号',
  certificateExpired: '演示边界数据：有一名特种作业人员证书已过期',
  noServiceDone: '演示边界数据：服务计划未执行，无隐患记录',
  lapsedInsurance: '演示边界数据：保单过期未续保，仅有上一年度服务清单',
  uninsured: '演示边界数据：应投未投，无服务清单',
};

export function edgeCaseOf(enterpriseIndex: number): EdgeCase | null {
  return EDGE_CASE_SLOTS[enterpriseIndex % EDGE_CASE_PERIOD] ?? null;
}
