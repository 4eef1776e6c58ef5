// The business hooks the engine runs by the names schemas give them: data rules, operation guards
// and effects of the service cycle, and the effects of collection operations (a year's tasks); the
// server rules of forms and stored values (expert selection, the prevention-fee and training-hours
// warnings, insurance, policy, exam and certificate statuses, birthdays from ID numbers), who sees
// and publishes reports; and the hooks made from the definitions (the file check of Word report
// templates, whose catalogues come from the entities declaring report sources).
import type { EntityDefinition } from '../../shared/schema-language/entity';
import type { EngineHooks } from '../engine/hooks';
import {
  closeTaskAppointments,
  countReschedule,
  noConflictingAppointment,
  otherPartyResponds,
  rescheduleAllowed,
  scheduleAppointmentTask,
} from './appointment-hooks';
import { checkInNearEnterprise } from './check-in-geofence';
import { assignedEnterprise, assignedTask, ownExpert, ownItinerary } from './experts';
import { applyExtension, extensionAfterDeadline, reviewerNotRectifier } from './hazard-hooks';
import { notifyCloseApproval, notifyMajorHazardIssued } from './hazard-notices';
import { versionCodeAboveReleased } from './apk-versions';
import { inspectionHazardsClosed } from './inspection-hazards';
import { onlineOnly } from './online-only';
import { enterpriseStaffOnly, ownEnterprise } from './own-enterprise';
import { drillHeld, trainingHeld, trainingStartDue } from './training-drill-hooks';
import { generateYearTasks } from './task-generation';
import {
  issueInvestigationHazards,
  leaderIsMe,
  startInvestigationTask,
  taskHasInvestigation,
} from './task-hooks';
import { availableExpert } from './expert-selection';
import { preventionFeeBudget } from './prevention-fee';
import { trainingHoursMinimum } from './training-hours';
import { insureStatus } from './insure-status';
import { policyStatusByDates } from './policy-status';
import { examResultByScore } from './exam-result';
import { certificateStatusByDate } from './certificate-status';
import { birthdayFromIdCard } from './id-card-birthday';
import { applyAssessedRiskLevel } from './risk-level';
import { reportTemplatePlaceholders } from './report-template-check';
import { publishedReports, reportPdfReady } from './report-hooks';

export const BUSINESS_HOOKS: EngineHooks = {
  dataRules: {
    ownEnterprise,
    assignedEnterprise,
    assignedTask,
    ownExpert,
    ownItinerary,
    publishedReports,
    onlineOnly,
  },
  guards: {
    reviewerNotRectifier,
    extensionAfterDeadline,
    leaderIsMe,
    taskHasInvestigation,
    noConflictingAppointment,
    rescheduleAllowed,
    reportPdfReady,
    versionCodeAboveReleased,
    inspectionHazardsClosed,
    checkInNearEnterprise,
    otherPartyResponds,
    enterpriseStaffOnly,
    trainingStartDue,
    trainingHeld,
    drillHeld,
  },
  effects: {
    applyExtension,
    issueInvestigationHazards,
    startInvestigationTask,
    scheduleAppointmentTask,
    countReschedule,
    notifyMajorHazardIssued,
    notifyCloseApproval,
    applyAssessedRiskLevel,
    closeTaskAppointments,
  },
  collectionEffects: { generateYearTasks },
  fileChecks: {},
  optionRules: { availableExpert },
  advice: { preventionFeeBudget, trainingHoursMinimum },
  maintainedValues: {
    insureStatus,
    policyStatusByDates,
    examResultByScore,
    certificateStatusByDate,
    birthdayFromIdCard,
  },
};

/** The business hooks that need the loaded definitions, merged into the engine's by buildApp. */
export const definitionHooks = (entities: readonly EntityDefinition[]): Partial<EngineHooks> => ({
  fileChecks: { reportTemplatePlaceholders: reportTemplatePlaceholders(entities) },
});
