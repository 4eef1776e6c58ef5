// The rows of an enterprise's safety work besides the service cycle (domain §2.10–§2.12, §2.17):
// emergency drills, safety trainings with their attendees, guide inspections and the engineers'
// itineraries of their visits. Field keys are the entities' (schemas/entities/*.json); their flow
// log and files go with the service cycle's (cycle-rows.ts).
import type { InvestigationItemRow } from './cycle-rows';
import type { Generated } from './rows';

export interface EmergencyDrillRow extends Generated {
  drillNo: string;
  status: string;
  enterpriseId: string;
  drillName: string;
  planName: string;
  planType: string;
  drillContentType: string;
  drillForm: string;
  drillPurpose: string | null;
  scenarioAccidentType: string;
  drillTime: string;
  durationMin: number | null;
  location: string;
  organizerDept: string | null;
  commander: string | null;
  participantCount: number;
  guidingExpertId: string | null;
  scenarioDesc: string | null;
  photos: string | null;
  signInSheet: string | null;
  process: string | null;
  completeTime: string | null;
  evaluationResult: string | null;
  problemsFound: string | null;
  improvements: string | null;
  evaluatorName: string | null;
  evaluateTime: string | null;
  cancelReason: string | null;
}

export interface SafetyTrainingRow extends Generated {
  trainingNo: string;
  status: string;
  enterpriseId: string;
  topic: string;
  trainingType: string;
  trainingForm: string;
  targetStaffTypes: string;
  lecturerExpertId: string | null;
  lecturerName: string;
  startTime: string;
  endTime: string;
  hours: number;
  location: string;
  plannedCount: number | null;
  hasExam: string;
  materials: string | null;
  photos: string | null;
  summary: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  cancelReason: string | null;
}

export interface TrainingAttendeeRow extends Generated {
  trainingId: string;
  enterpriseId: string;
  name: string;
  idCardNo: string | null;
  mobile: string | null;
  staffType: string;
  signInTime: string | null;
  signInMethod: string | null;
  attendHours: number | null;
  examScore: number | null;
  examResult: string | null;
  certificateNo: string | null;
  remark: string | null;
  orderNum: number;
}

export interface GuideInspectionRow extends Generated {
  inspectionNo: string;
  status: string;
  enterpriseId: string;
  inspectionType: string;
  targetServiceOrgId: string | null;
  leadUnit: string;
  leaderName: string | null;
  inspectorExpertIds: string;
  specialProject: string | null;
  inspectionDate: string;
  serviceQualityScore: number | null;
  docNo: string | null;
  photos: string | null;
  findings: string | null;
  completeTime: string | null;
  rectifyRequirement: string | null;
  rectifyDeadline: string | null;
  closeOpinion: string | null;
  closeTime: string | null;
}

/** A check item of a guide inspection: the investigation's check item, naming the inspection. */
export interface GuideInspectionItemRow extends Omit<InvestigationItemRow, 'investigationId'> {
  guideInspectionId: string;
}

export interface ExpertItineraryRow extends Generated {
  expertId: string;
  itineraryDate: string;
  status: string;
  enterpriseId: string | null;
  taskId: string | null;
  fromAddress: string;
  toAddress: string;
  toLongitude: number | null;
  toLatitude: number | null;
  planDepartTime: string | null;
  planArriveTime: string | null;
  transport: string;
  distanceKm: number | null;
  departTime: string | null;
  arriveTime: string | null;
  checkInPhoto: string | null;
  leaveTime: string | null;
  returnTime: string | null;
  cancelReason: string | null;
  remark: string | null;
}

export interface ItineraryTrackRow extends Generated {
  itineraryId: string;
  longitude: number;
  latitude: number;
  gpsTime: string;
  speed: number | null;
  accuracy: number;
  coordSystem: string;
}

/** What an enterprise's safety work produces besides the service cycle. */
export interface SafetyWork {
  drills: EmergencyDrillRow[];
  trainings: SafetyTrainingRow[];
  trainingAttendees: TrainingAttendeeRow[];
  guideInspections: GuideInspectionRow[];
  guideInspectionItems: GuideInspectionItemRow[];
  itineraries: ExpertItineraryRow[];
  itineraryTracks: ItineraryTrackRow[];
}

/** None: a run without the service cycle. */
export function emptySafetyWork(): SafetyWork {
  return {
    drills: [],
    trainings: [],
    trainingAttendees: [],
    guideInspections: [],
    guideInspectionItems: [],
    itineraries: [],
    itineraryTracks: [],
  };
}
