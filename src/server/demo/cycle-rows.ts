// The rows of the service cycle (domain §2.3, §2.7–§2.9, §2.13–§2.16): reference data, policies,
// tasks, appointments, investigations with their checklist items, hidden dangers and deep services,
// plus the flow-log steps each record went through and the stored files its photo fields hold.
// Field keys are the entities' (schemas/entities/*.json); states are those of the life cycles.
import type { Operator } from './operators';
import type { PolicyCover } from './policy-cover';
import type { Generated } from './rows';

export interface RiskTypeRow extends Generated {
  pid: string;
  code: string;
  name: string;
  hazardCategory: string;
  accidentTypes: string | null;
  industryScope: string | null;
  sortNo: number;
  status: string;
  hasChild: string;
}

export interface CheckTemplateRow extends Generated {
  highRiskSector: string;
  riskTypeId: string;
  checkContent: string;
  basis: string;
  sortNo: number;
  status: string;
}

export interface RectifySuggestionRow extends Generated {
  riskTypeId: string;
  hazardDescTemplate: string;
  suggestion: string;
  basis: string;
  defaultHazardLevel: string;
  isMajorCriteria: string;
  defaultDeadlineDays: number;
  keywords: string;
  sortNo: number;
  status: string;
}

export interface PolicyRow extends Generated, PolicyCover {
  enterpriseId: string;
  policyNo: string;
  insurerName: string;
  startDate: string;
  endDate: string;
  insuredPersonCount: number;
  premium: number;
  preventionFeeRatio: number;
  policyStatus: string;
  policyFile: string | null;
}

export interface TaskRow extends Generated {
  taskNo: string;
  taskName: string;
  taskType: string;
  serviceItem: string;
  enterpriseId: string;
  serviceYear: number;
  sourceType: string;
  priority: string;
  planStart: string;
  planEnd: string;
  deadline: string;
  leaderExpertId: string | null;
  memberExpertIds: string | null;
  description: string | null;
  attachments: string | null;
  status: string;
  /** Time rule 逾期 (nl_overdue): the deadline passed while the task was still open. */
  isOverdue: string;
  startTime: string | null;
  completeTime: string | null;
  auditOpinion: string | null;
}

export interface AppointmentRow extends Generated {
  enterpriseId: string;
  taskId: string;
  expertId: string;
  serviceItem: string;
  initiator: string;
  appointDate: string;
  timeSlot: string;
  address: string;
  contactName: string;
  contactPhone: string;
  remark: string | null;
  status: string;
  /** Time rule 失约 (nl_overdue): still 已确认 after its day passed. */
  isMissed: string;
  confirmBy: string | null;
  confirmTime: string | null;
  originalDate: string | null;
  rescheduleCount: number;
  cancelReason: string | null;
}

export interface InvestigationRow extends Generated {
  investigationNo: string;
  enterpriseId: string;
  taskId: string;
  leaderExpertId: string;
  memberExpertIds: string | null;
  serviceItem: string;
  serviceMode: string;
  checkType: string;
  planDate: string;
  checkInTime: string | null;
  checkInLng: number | null;
  checkInLat: number | null;
  checkOutTime: string | null;
  enterpriseEscort: string | null;
  summary: string | null;
  assessedRiskLevel: string | null;
  sitePhotos: string | null;
  expertSignImg: string | null;
  enterpriseSignImg: string | null;
  /** Not priced in the demo: the prevention fee is spent by the deep services. */
  serviceCost: number | null;
  status: string;
  auditOpinion: string | null;
  followUpTime: string | null;
  followUpBy: string | null;
  followUpResult: string | null;
  satisfaction: number | null;
}

export interface InvestigationItemRow extends Generated {
  investigationId: string;
  riskTypeId: string;
  checkContent: string;
  checkBasis: string;
  checkResult: string;
  remark: string | null;
  orderNum: number;
}

export interface HiddenDangerRow extends Generated {
  hazardNo: string;
  enterpriseId: string;
  /** The enterprise's district (the form fills it from the enterprise). */
  districtCode: string;
  investigationId: string;
  /** The guide inspection that found it (source 指导检查): none of the demo's hazards. */
  guideInspectionId: null;
  /** The deep service that found it (source 深度服务): none of the demo's hazards. */
  deepServiceId: null;
  source: string;
  discoverTime: string;
  discoverer: string | null;
  location: string;
  riskTypeId: string;
  suggestionId: string | null;
  description: string;
  hazardLevel: string;
  hazardCategory: string;
  accidentTypes: string | null;
  basis: string;
  rectifySuggestion: string;
  rectifyType: string;
  rectifyDeadline: string;
  responsiblePerson: string;
  responsiblePhone: string;
  rectifyFund: number | null;
  governancePlan: string | null;
  hazardPhotos: string;
  status: string;
  /** Time rule 逾期 (nl_overdue): past its deadline and not closed. */
  isOverdue: string;
  rectifyMeasure: string | null;
  rectifyFinishTime: string | null;
  rectifyPhotos: string | null;
  rectifyDesc: string | null;
  rectifierId: string | null;
  rectifierName: string | null;
  extensionDeadline: string | null;
  reviewerId: string | null;
  reviewerName: string | null;
  reviewTime: string | null;
  reviewResult: string | null;
  reviewOpinion: string | null;
  reviewPhotos: string | null;
  closeTime: string | null;
  taskId: string;
}

export interface DeepServiceRow extends Generated {
  dispatchNo: string;
  enterpriseId: string;
  triggerReason: string;
  applySource: string;
  serviceContents: string;
  expectedStart: string;
  expectedEnd: string;
  reasonDesc: string;
  serviceOrgId: string | null;
  leaderExpertId: string | null;
  memberExpertIds: string | null;
  cost: number | null;
  approveOpinion: string | null;
  approveTime: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  manDays: number | null;
  findings: string | null;
  satisfaction: number | null;
  completeTime: string | null;
  followUpTime: string | null;
  followUpBy: string | null;
  followUpResult: string | null;
  status: string;
}

/**
 * Entities whose records take steps (their life cycles are declared in the schemas) or whose fields
 * hold files the demo stores.
 */
export type CycleEntity =
  | 'task'
  | 'appointment'
  | 'investigation'
  | 'hiddenDanger'
  | 'deepService'
  | 'emergencyDrill'
  | 'safetyTraining'
  | 'guideInspection'
  | 'expertItinerary'
  | 'apkVersion'
  | 'appPicture'
  | 'fileDownload'
  | 'pushLog'
  | 'reportTemplate';

/** One step a record took: a row of sys_flow_log once its operation's label is looked up. */
export interface FlowStep {
  id: string;
  entity: CycleEntity;
  recordId: string;
  operation: string;
  fromState: string;
  toState: string;
  opinion: string | null;
  operator: Operator;
  /** 'YYYY-MM-DD HH:mm:ss' GMT+8. */
  at: string;
}

/** A file a record's field holds (a row of sys_file, linked); the writer adds its bytes. */
export interface StoredFile {
  id: string;
  storedPath: string;
  originalName: string;
  entity: CycleEntity;
  recordId: string;
  fieldKey: string;
  uploaderId: string;
  at: string;
  /** What the placeholder file shows: a hazard's photo (default), a drawn signature, a scene or a banner. */
  picture?: DemoPicture;
  /** A document's own content (a file download's text, table or PDF), written as it is. */
  bytes?: Buffer;
  /** A document made when it is written (a built-in report template), else as `bytes`. */
  content?: () => Buffer;
}

export type DemoPicture = 'photo' | 'signature' | 'scene' | 'banner';

/** What an enterprise's service cycle produces. */
export interface ServiceCycle {
  tasks: TaskRow[];
  appointments: AppointmentRow[];
  investigations: InvestigationRow[];
  investigationItems: InvestigationItemRow[];
  hazards: HiddenDangerRow[];
  deepServices: DeepServiceRow[];
  flowSteps: FlowStep[];
  files: StoredFile[];
}

/** No records yet: where a cycle starts, and all of it for a run without the service cycle. */
export function emptyServiceCycle(): ServiceCycle {
  return {
    tasks: [],
    appointments: [],
    investigations: [],
    investigationItems: [],
    hazards: [],
    deepServices: [],
    flowSteps: [],
    files: [],
  };
}
