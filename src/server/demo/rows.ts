// The rows the generators produce: every stored field of the entity (schemas/entities/*.json) by
// its key, plus the id and the creation time. Audit columns that are the same for every row
// (create_by, sys_org_code, tenant_id) are added when the rows are written; derived values have no
// column and are counted from these rows when read.
import type { PolicyRow, ServiceCycle } from './cycle-rows';
import type { SafetyWork } from './work-rows';

export type Cell = string | number | null;

export interface Generated {
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
  /** The engineer's login account (a username), for the few experts tied to a demo account. */
  userName: string | null;
  /** Districts served (nl_district codes, comma-joined); null: the whole city. */
  serviceArea: string | null;
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
  /** An engineer of the service organisation (包保工程师). */
  responsibleExpertId: string | null;
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
  /** From the ID number, as the maintained value birthdayFromIdCard gives it; null without one. */
  birthday: string | null;
  mobile: string;
  staffType: string;
  post: string | null;
  department: string | null;
  isSpecialOperator: string;
  specialWorkType: string | null;
  certificateNo: string | null;
  certificateExpire: string | null;
  /** nl_cert_status of a special operator, as the maintained value certificateStatusByDate gives it. */
  certificateStatus: string | null;
  entryDate: string | null;
  trainingHours: number;
  status: string;
  orderNum: number;
  /** The login account (username) of a staff member who has one; userId is its id (older link). */
  userName: string | null;
  userId: string | null;
}

export interface EnterpriseServiceRow extends Generated {
  enterpriseId: string;
  policyYear: number;
  serviceItems: string;
  serviceOrgId: string | null;
  plannedTimes: number;
  status: string;
  remark: string | null;
}

/**
 * One enterprise with everything that belongs to it — staff, policies, service lists, the service
 * cycle's records and its other safety work (drills, trainings, inspections, itineraries) with their
 * flow-log steps and files — generated, and written, together.
 */
export interface EnterpriseBundle extends ServiceCycle, SafetyWork {
  enterprise: EnterpriseRow;
  staff: EnterpriseStaffRow[];
  policies: PolicyRow[];
  services: EnterpriseServiceRow[];
}

export interface ServiceOrgBundle {
  org: ServiceOrgRow;
  experts: ExpertRow[];
}

/** Entity names (schemas/entities) of the generated rows. */
export const DEMO_ENTITIES = {
  riskType: 'riskType',
  rectifySuggestion: 'rectifySuggestion',
  checkTemplate: 'checkTemplate',
  serviceOrg: 'serviceOrg',
  expert: 'expert',
  enterprise: 'enterprise',
  enterpriseStaff: 'enterpriseStaff',
  policy: 'policy',
  enterpriseService: 'enterpriseService',
  task: 'task',
  appointment: 'appointment',
  investigation: 'investigation',
  investigationItem: 'investigationItem',
  hiddenDanger: 'hiddenDanger',
  deepService: 'deepService',
  emergencyDrill: 'emergencyDrill',
  safetyTraining: 'safetyTraining',
  trainingAttendee: 'trainingAttendee',
  guideInspection: 'guideInspection',
  guideInspectionItem: 'guideInspectionItem',
  expertItinerary: 'expertItinerary',
  itineraryTrack: 'itineraryTrack',
  appPicture: 'appPicture',
  apkVersion: 'apkVersion',
  fileDownload: 'fileDownload',
  pushLog: 'pushLog',
  reportTemplate: 'reportTemplate',
} as const;

export type DemoEntityName = (typeof DEMO_ENTITIES)[keyof typeof DEMO_ENTITIES];
