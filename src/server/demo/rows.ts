// The rows the generators produce: every field of the entity (schemas/entities/*.json) by its key,
// plus the id and the creation time. Audit columns that are the same for every row (create_by,
// sys_org_code, tenant_id) are added when the rows are written.

export type Cell = string | number | null;

interface Generated {
  id: string;
  /** 'YYYY-MM-DD HH:mm:ss' in GMT+8. */
  createTime: string;
}

export interface ServiceOrgRow extends Generated {
  orgName: string;
  creditCode: string;
  orgType: string;
  qualificationNo: string | null;
  qualificationScope: string | null;
  qualificationExpire: string | null;
  legalPerson: string | null;
  contactName: string;
  contactPhone: string;
  districtCode: string;
  /** Where the organisation is registered (area linkage code); the demo's are local. */
  registeredArea: string;
  address: string;
  longitude: number;
  latitude: number;
  status: string;
}

export interface ExpertRow extends Generated {
  serviceOrgId: string;
  name: string;
  sex: string;
  mobile: string;
  idCardNo: string | null;
  expertType: string;
  title: string | null;
  qualifications: string | null;
  certificateNo: string | null;
  majors: string;
  education: string | null;
  workYears: number | null;
  expertLevel: string | null;
  workStatus: string;
  /** Stored image path; the demo has no signature files. */
  signImage: string | null;
  orderNum: number;
}

export interface EnterpriseRow extends Generated {
  enterpriseName: string;
  shortName: string | null;
  creditCode: string;
  districtCode: string;
  highRiskSector: string;
  industryCode: string;
  enterpriseScale: string;
  economicType: string | null;
  supervisorDept: string | null;
  legalPerson: string;
  principalName: string;
  principalPhone: string;
  safetyManagerName: string | null;
  safetyManagerPhone: string | null;
  contactName: string;
  contactPhone: string;
  email: string | null;
  provinceCode: string;
  cityCode: string;
  streetName: string | null;
  parkName: string | null;
  address: string;
  longitude: number | null;
  latitude: number | null;
  employeeCount: number;
  registeredCapital: number | null;
  annualRevenue: number | null;
  establishDate: string | null;
  businessScope: string | null;
  safetyLicenseNo: string | null;
  safetyLicenseExpire: string | null;
  standardizationLevel: string | null;
  riskLevel: string;
  hasMajorHazardSource: string;
  majorHazardSourceLevel: string | null;
  insureStatus: string;
  serviceOrgId: string | null;
  plannedServiceTimes: number;
  status: string;
  /** Stored file paths; the demo has no uploaded files. */
  attachments: string | null;
  remark: string | null;
}

export interface EnterpriseStaffRow extends Generated {
  enterpriseId: string;
  name: string;
  sex: string;
  idCardNo: string | null;
  mobile: string;
  staffType: string;
  post: string | null;
  department: string | null;
  isSpecialOperator: string;
  specialWorkType: string | null;
  certificateNo: string | null;
  certificateExpire: string | null;
  entryDate: string | null;
  trainingHours: number;
  status: string;
  orderNum: number;
  userId: string | null;
}

export interface EnterpriseServiceRow extends Generated {
  enterpriseId: string;
  policyYear: number;
  serviceItems: string;
  serviceOrgId: string | null;
  plannedTimes: number;
  doneTimes: number;
  lastServiceDate: string | null;
  hazardTotal: number;
  hazardRectified: number;
  hazardUnrectified: number;
  status: string;
  remark: string | null;
}

/** One enterprise with its staff and its service lists: generated, and written, together. */
export interface EnterpriseBundle {
  enterprise: EnterpriseRow;
  staff: EnterpriseStaffRow[];
  services: EnterpriseServiceRow[];
}

export interface ServiceOrgBundle {
  org: ServiceOrgRow;
  experts: ExpertRow[];
}

/** Entity names (schemas/entities) of the generated rows. */
export const DEMO_ENTITIES = {
  serviceOrg: 'serviceOrg',
  expert: 'expert',
  enterprise: 'enterprise',
  enterpriseStaff: 'enterpriseStaff',
  enterpriseService: 'enterpriseService',
} as const;

export type DemoEntityName = (typeof DEMO_ENTITIES)[keyof typeof DEMO_ENTITIES];
